/**
 * What the overlay panels say: settings, a game's rules, its statistics. The menu and the table
 * open the same ones.
 */
import type Phaser from 'phaser';
import { ANIMATION_SPEEDS, CARD_BACKS, FACE_STYLES, FELT_THEMES, LANGUAGE_SETTINGS, type Settings } from '../engine/settings.ts';
import { AUTO_PLAY_MODES } from '../engine/autoplay.ts';
import { todayIso } from '../engine/daily.ts';
import type { GameId } from '../engine/index.ts';
import { keyHelp } from '../input/keys.ts';
import { changeSettings, resetStatsOf, settings, statsOf } from '../platform/saves.ts';
import { askConfirm, toast } from '../view/dom.ts';
import { statsLines } from '../view/statsText.ts';
import { LANGUAGE_NAMES, T } from '../text/index.ts';
import { browserLanguage } from '../platform/params.ts';
import { gameName, gameNote, gameRules } from '../text/games.ts';
import { type PanelContent, type PanelItem, openPanel } from './PanelScene.ts';

const onOff = (b: boolean) => (b ? T.on : T.off);

function next<T>(values: readonly T[], now: T): T {
  return values[(values.indexOf(now) + 1) % values.length]!;
}

function toggle(id: keyof Settings & keyof typeof T.settingNames, value: string, patch: () => Partial<Settings>): PanelItem {
  return { id: `setting:${id}`, label: T.setting(T.settingNames[id], value), keep: true, action: () => { changeSettings(patch()); } };
}

export function settingsContent(): PanelContent {
  const s = settings();
  return {
    title: T.settings,
    lines: [T.settingsHelp],
    items: [
      toggle('soundOn', onOff(s.soundOn), () => ({ soundOn: !s.soundOn })),
      toggle('animationSpeed', T.speeds[s.animationSpeed], () => ({ animationSpeed: next(ANIMATION_SPEEDS, s.animationSpeed) })),
      toggle('autoPlay', T.autoPlayModes[s.autoPlay], () => ({ autoPlay: next(AUTO_PLAY_MODES, s.autoPlay) })),
      toggle('fourColour', onOff(s.fourColour), () => ({ fourColour: !s.fourColour })),
      toggle('faceStyle', T.faceNames[s.faceStyle], () => ({ faceStyle: next(FACE_STYLES, s.faceStyle) })),
      toggle('cardBack', T.backNames[s.cardBack], () => ({ cardBack: next(CARD_BACKS, s.cardBack) })),
      toggle('felt', T.feltNames[s.felt], () => ({ felt: next(FELT_THEMES, s.felt) })),
      toggle('leftHanded', onOff(s.leftHanded), () => ({ leftHanded: !s.leftHanded })),
      toggle('showTimer', s.showTimer ? T.timerShown : T.timerHidden, () => ({ showTimer: !s.showTimer })),
      toggle('winnableOnly', onOff(s.winnableOnly), () => ({ winnableOnly: !s.winnableOnly })),
      toggle('stillWinnable', onOff(s.stillWinnable), () => ({ stillWinnable: !s.stillWinnable })),
      toggle('language', s.language === 'auto' ? T.languageAuto(LANGUAGE_NAMES[browserLanguage()]) : LANGUAGE_NAMES[s.language], () => ({ language: next(LANGUAGE_SETTINGS, s.language) })),
    ],
  };
}

/** The game's note (its plain deals are almost never winnable, say), set apart below the rules. */
function noteLines(game: GameId): string[] {
  const note = gameNote(game);
  return note === null ? [] : ['', note];
}

export function rulesContent(game: GameId): PanelContent {
  return {
    title: T.rulesTitle(gameName(game)),
    prose: true,
    lines: [...gameRules(game), ...noteLines(game), '', T.keysLine(keyHelp())],
    items: [],
  };
}

export function statsContent(scene: Phaser.Scene, game: GameId): PanelContent {
  return {
    title: T.statsTitle(gameName(game)),
    lines: statsLines(statsOf(game), todayIso(new Date())),
    items: [
      {
        id: 'reset-stats',
        label: T.resetStats,
        keep: true,
        action: () => {
          void askConfirm(T.resetStatsTitle, T.resetStatsText(gameName(game)), T.reset).then((yes) => {
            if (!yes) return;
            resetStatsOf(game);
            toast(T.statsWereReset(gameName(game)));
            openPanel(scene, () => statsContent(scene, game));
          });
        },
      },
    ],
  };
}

/** What the table's options do (the table scene's). */
export interface TableOptionActions {
  readonly restart: () => void;
  readonly watch: () => void;
  readonly byNumber: () => void;
  readonly daily: () => void;
}

/** The table's options: restart, show a winning line, deal by number, daily deal, rules, statistics, settings. */
export function tableOptions(scene: Phaser.Scene, game: GameId, act: TableOptionActions): PanelContent {
  return {
    title: gameName(game),
    items: [
      { id: 'restart', label: T.restartDeal, action: act.restart },
      { id: 'watch', label: T.showWinningLine, action: act.watch },
      { id: 'number', label: T.dealByNumber, action: act.byNumber },
      { id: 'daily', label: T.todaysDaily, action: act.daily },
      { id: 'rules', label: T.rules, keep: true, action: () => { openPanel(scene, () => rulesContent(game)); } },
      { id: 'stats', label: T.statistics, keep: true, action: () => { openPanel(scene, () => statsContent(scene, game)); } },
      { id: 'settings', label: T.settings, keep: true, action: () => { openPanel(scene, settingsContent); } },
    ],
  };
}
