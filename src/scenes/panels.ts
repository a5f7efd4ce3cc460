/**
 * What the overlay panels say: settings, a game's rules, its statistics. The menu and the table
 * open the same ones.
 */
import type Phaser from 'phaser';
import { ANIMATION_SPEEDS, CARD_BACKS, FACE_STYLES, FELT_THEMES, type Settings } from '../engine/settings.ts';
import { AUTO_PLAY_MODES } from '../engine/autoplay.ts';
import { todayIso } from '../engine/daily.ts';
import { GAMES, type GameId } from '../engine/index.ts';
import { KEY_HELP } from '../input/keys.ts';
import { changeSettings, resetStatsOf, settings, statsOf } from '../platform/saves.ts';
import { askConfirm, toast } from '../view/dom.ts';
import { statsLines } from '../view/statsText.ts';
import { BACK_NAMES, FACE_NAMES, FELT_NAMES } from '../view/art/names.ts';
import { type PanelContent, type PanelItem, openPanel } from './PanelScene.ts';

const onOff = (b: boolean) => (b ? 'on' : 'off');

function next<T>(values: readonly T[], now: T): T {
  return values[(values.indexOf(now) + 1) % values.length]!;
}

function toggle(id: keyof Settings, label: string, value: string, patch: () => Partial<Settings>): PanelItem {
  return { id: `setting:${id}`, label: `${label}: ${value}`, keep: true, action: () => { changeSettings(patch()); } };
}

export function settingsContent(): PanelContent {
  const s = settings();
  return {
    title: 'Settings',
    lines: ['Tap a setting to change it.'],
    items: [
      toggle('soundOn', 'Sound', onOff(s.soundOn), () => ({ soundOn: !s.soundOn })),
      toggle('animationSpeed', 'Animation', s.animationSpeed, () => ({ animationSpeed: next(ANIMATION_SPEEDS, s.animationSpeed) })),
      toggle('autoPlay', 'Auto-play', s.autoPlay, () => ({ autoPlay: next(AUTO_PLAY_MODES, s.autoPlay) })),
      toggle('fourColour', 'Four-colour suits', onOff(s.fourColour), () => ({ fourColour: !s.fourColour })),
      toggle('faceStyle', 'Card faces', FACE_NAMES[s.faceStyle], () => ({ faceStyle: next(FACE_STYLES, s.faceStyle) })),
      toggle('cardBack', 'Card back', BACK_NAMES[s.cardBack], () => ({ cardBack: next(CARD_BACKS, s.cardBack) })),
      toggle('felt', 'Table colour', FELT_NAMES[s.felt], () => ({ felt: next(FELT_THEMES, s.felt) })),
      toggle('leftHanded', 'Left-handed layout', onOff(s.leftHanded), () => ({ leftHanded: !s.leftHanded })),
      toggle('showTimer', 'Timer', s.showTimer ? 'shown' : 'hidden', () => ({ showTimer: !s.showTimer })),
      toggle('winnableOnly', 'Winnable deals only', onOff(s.winnableOnly), () => ({ winnableOnly: !s.winnableOnly })),
      toggle('stillWinnable', 'Still winnable? (uses knowledge of hidden cards)', onOff(s.stillWinnable), () => ({ stillWinnable: !s.stillWinnable })),
    ],
  };
}

export function rulesContent(game: GameId): PanelContent {
  const def = GAMES[game];
  return {
    title: `${def.name}: rules`,
    prose: true,
    lines: [...def.rules, '', `Keys: ${KEY_HELP.map(([k, d]) => `${k} ${d}`).join('; ')}.`],
    items: [],
  };
}

export function statsContent(scene: Phaser.Scene, game: GameId): PanelContent {
  return {
    title: `${GAMES[game].name}: statistics`,
    lines: statsLines(statsOf(game), todayIso(new Date())),
    items: [
      {
        id: 'reset-stats',
        label: 'Reset statistics',
        keep: true,
        action: () => {
          void askConfirm('Reset statistics?', `Every figure for ${GAMES[game].name} goes back to zero. This cannot be undone.`, 'Reset').then((yes) => {
            if (!yes) return;
            resetStatsOf(game);
            toast(`${GAMES[game].name} statistics reset.`);
            openPanel(scene, () => statsContent(scene, game));
          });
        },
      },
    ],
  };
}
