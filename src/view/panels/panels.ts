/**
 * What the overlay panels say: settings, a game's rules, its statistics. The menu and the table
 * open the same ones. What a panel shows of the player's records and what its buttons change go
 * through the records' controller (play/playerRecords.ts), never storage.
 */
import type { ChallengeRoom } from './challengeRoom.ts';
import type Phaser from 'phaser';
import { ANIMATION_SPEEDS, CARD_BACKS, FACE_STYLES, FELT_THEMES, LANGUAGE_SETTINGS, type Settings } from '../../engine/settings.ts';
import { AUTO_PLAY_MODES } from '../../engine/autoplay.ts';
import { todayIso } from '../../engine/daily.ts';
import { type GameId, cardLabel, gameDef } from '../../engine/index.ts';
import { type RulesExample, rulesExample } from '../../play/rulesExample.ts';
import type { RulesFigures } from './rulesFigures.ts';
import { keyHelp } from '../../input/keyboard.ts';
import type { PlayerRecords } from '../../play/playerRecords.ts';
import { askConfirm, toast } from '../kit/dom.ts';
import { statsLines } from './statsText.ts';
import type { ChoiceOption, Control } from './controls.ts';
import type { RecentGame } from '../../engine/stats.ts';
import type { ChartWords } from './statsChart.ts';
import type { CalendarMonth } from './calendar.ts';
import { previewDpr } from './controls.ts';
import { backPreview, ensurePreviews, facePreview, feltPreview } from './previews.ts';
import { formatTime } from '../../text/time.ts';
import { LANGUAGE_NAMES, T } from '../../text/index.ts';
import { browserLanguage } from '../../platform/params.ts';
import { keyboardUsed, touchFirst } from '../../platform/viewport.ts';
import { gameName, gameNote, gameRules } from '../../text/games.ts';
import { progressControls } from './progressGroup.ts';
import { boardNameControls } from './boardDialogs.ts';
import type { BoardNames } from '../../play/scores.ts';
import type { Rect } from '../../geometry.ts';

export interface PanelItem {
  /** Stable name for tests and the keyboard ('restart', 'rules', 'setting:autoPlay'...). */
  readonly id: string;
  readonly label: string;
  readonly action: () => void;
  readonly primary?: boolean;
  /** What choosing it gives, said beside it (a level of deal). */
  readonly note?: string;
  /** What a screen reader hears of it, where its label alone says too little. */
  readonly spoken?: string;
  /**
   * Stay open and redraw after the action (a setting toggled, or another panel opened in its
   * place with `openPanel`), instead of closing first.
   */
  readonly keep?: boolean;
}

export interface PanelTab {
  readonly id: string;
  readonly label: string;
  readonly chosen: boolean;
  readonly spoken: string;
  readonly action: () => void;
}

export interface PanelContent {
  readonly title: string;
  readonly lines?: readonly string[];
  readonly items: readonly PanelItem[];
  /** Smaller, left-aligned text (the rules). */
  readonly prose?: boolean;
  /** Settings: a row of group tabs and the group's controls (they act, then the panel redraws). */
  readonly tabs?: readonly PanelTab[];
  readonly controls?: readonly Control[];
  /** Every tab's controls: the panel keeps the tallest one's height, so its tabs stay under the finger. */
  readonly everyTab?: readonly (readonly Control[])[];
  /** Statistics: the chart of the last games, and what a screen reader hears of it. */
  readonly chart?: { readonly games: readonly RecentGame[]; readonly words: ChartWords; readonly spoken: string };
  /**
   * The daily place, above the calendar and the lines: today's deals under their heading, then the
   * chosen day's words and its challenges (the content's `items` are drawn after them, if any).
   */
  readonly daily?: { readonly heading: string; readonly deals: readonly PanelItem[]; readonly day: readonly string[]; readonly challenges: readonly PanelItem[]; readonly room: ChallengeRoom };
  /** A month of daily challenges, above the lines and the buttons. */
  readonly calendar?: CalendarMonth;
  /** Many like cells (the trophies), each a keyboard stop. */
  readonly grid?: PanelGrid;
  /** The rules' pictures, above their lines: the table at the deal, a legal move. */
  readonly figures?: RulesFigures;
}

export interface GridCell {
  readonly id: string;
  readonly name: string;
  /** The line under the name. */
  readonly note: string;
  readonly spoken: string;
  /** Drawn bright (a badge earned), else dimmed. */
  readonly bright: boolean;
  /** Draws the cell's picture (an emblem) in `rect`. */
  readonly draw: (g: Phaser.GameObjects.Graphics, rect: Rect) => void;
}

export interface PanelGrid {
  readonly cells: readonly GridCell[];
}

/** Opens a panel with `content`, read afresh at every redraw (the scene's openPanel). */
export type OpenPanel = (content: () => PanelContent) => void;

type SettingName = keyof Settings & keyof typeof T.settingNames;
export type SettingGroup = keyof typeof T.settingGroups;

/** The settings in their groups, in the order the panel shows them; the Progress group holds actions. */
const GROUPS: Readonly<Record<Exclude<SettingGroup, 'progress'>, readonly SettingName[]>> = {
  cards: ['faceStyle', 'cardBack', 'fourColour'],
  table: ['felt', 'leftHanded'],
  play: ['animationSpeed', 'autoPlay', 'soundOn', 'showTimer', 'winnableOnly', 'stillWinnable'],
  language: ['language'],
};
const GROUP_ORDER: readonly SettingGroup[] = [...(Object.keys(GROUPS) as SettingGroup[]), 'progress'];

/** The group showing; it stays while the panel is reopened. */
let group: SettingGroup = 'cards';

/** A setting's name, and the note shown under its switch where it has one. */
function nameAndNote(id: SettingName): { label: string; note?: string } {
  const note = (T.settingNotes as Readonly<Partial<Record<SettingName, string>>>)[id];
  return note === undefined ? { label: T.settingNames[id] } : { label: T.settingNames[id], note };
}

function toggle(id: SettingName, on: boolean, records: PlayerRecords): Control {
  const state = on ? T.on : T.off;
  const { label, note } = nameAndNote(id);
  return {
    kind: 'toggle',
    id: `setting:${id}`,
    label,
    ...(note === undefined ? {} : { note }),
    on,
    state,
    spoken: T.switchSpoken(note === undefined ? label : `${label} (${note})`, state),
    action: () => { records.change({ [id]: !on }); },
  };
}

function choice<V extends string | number>(records: PlayerRecords, id: SettingName, values: readonly V[], now: V, name: (v: V) => string, preview?: (v: V) => ChoiceOption['preview']): Control {
  return {
    kind: 'choice',
    label: `${T.settingNames[id]} · ${name(now)}`,
    options: values.map((v) => {
      const p = preview?.(v);
      return {
        id: `setting:${id}=${v}`,
        label: name(v),
        ...(p ? { preview: p } : {}),
        chosen: v === now,
        spoken: T.optionSpoken(T.settingNames[id], name(v), v === now),
        action: () => { records.change({ [id]: v }); },
      };
    }),
  };
}

function groupControls(names: readonly SettingName[], records: PlayerRecords, textures: Phaser.Textures.TextureManager): Control[] {
  const s = records.settings();
  const previews = ensurePreviews(textures, previewDpr(), s.fourColour);
  return names.map((id) => controlOf(id, s, previews, records));
}

function controlOf(id: SettingName, s: Settings, previews: string, records: PlayerRecords): Control {
  const shown = (frame: string, card = true) => ({ texture: previews, frame, card });
  switch (id) {
    case 'faceStyle':
      return choice(records, id, FACE_STYLES, s.faceStyle, (v) => T.faceNames[v], (v) => shown(facePreview(v)));
    case 'cardBack':
      return choice(records, id, CARD_BACKS, s.cardBack, (v) => T.backNames[v], (v) => shown(backPreview(v)));
    case 'felt':
      return choice(records, id, FELT_THEMES, s.felt, (v) => T.feltNames[v], (v) => shown(feltPreview(v), false));
    case 'animationSpeed':
      return choice(records, id, ANIMATION_SPEEDS, s.animationSpeed, (v) => T.speeds[v]);
    case 'autoPlay':
      return choice(records, id, AUTO_PLAY_MODES, s.autoPlay, (v) => T.autoPlayModes[v]);
    case 'language':
      return choice(records, id, LANGUAGE_SETTINGS, s.language, (v) => (v === 'auto' ? T.languageAuto(LANGUAGE_NAMES[browserLanguage()]) : LANGUAGE_NAMES[v]));
    default:
      return toggle(id, s[id], records);
  }
}

/** The settings, on the group showing; `open` redraws them (a progress imported). */
export function settingsContent(open: OpenPanel, textures: Phaser.Textures.TextureManager, records: PlayerRecords, names: BoardNames | null): PanelContent {
  const redraw = (): void => { open(() => settingsContent(open, textures, records, names)); };
  const controlsOf = (g: SettingGroup): Control[] => (g === 'progress' ? [...progressControls(redraw, records), ...boardNameControls(names, redraw)] : groupControls(GROUPS[g], records, textures));
  return {
    title: T.settings,
    items: [],
    tabs: GROUP_ORDER.map((g) => ({
      id: `group:${g}`,
      label: T.settingGroups[g],
      chosen: g === group,
      spoken: T.groupSpoken(T.settingGroups[g], g === group),
      action: () => { group = g; },
    })),
    controls: controlsOf(group),
    everyTab: GROUP_ORDER.map(controlsOf),
  };
}

/** Opens the settings on `group` (the Cards group unless told). */
export function openSettings(open: OpenPanel, textures: Phaser.Textures.TextureManager, records: PlayerRecords, names: BoardNames | null, on: SettingGroup = group): void {
  group = on;
  open(() => settingsContent(open, textures, records, names));
}

/** The game's note (its plain deals are almost never winnable, say), set apart below the rules. */
function noteLines(game: GameId, winnableOnly: boolean): string[] {
  const note = gameNote(game, winnableOnly);
  return note === null ? [] : ['', note];
}

/** What a finger does on this game's table (a game without a stock has nothing to draw). */
function touchHelp(game: GameId): (typeof T.touchHelp)[keyof typeof T.touchHelp][] {
  const h = T.touchHelp;
  return [h.tap, h.drag, ...(gameDef(game).stock > 0 ? [h.stock] : []), h.bar];
}

/** How to play it: by touch on a touch screen, by the keys where a keyboard is worked (both on a tablet with one). */
function howToPlay(game: GameId): string[] {
  return [...(touchFirst() ? ['', T.touchLine(touchHelp(game))] : []), ...(keyboardUsed() ? ['', T.keysLine(keyHelp())] : [])];
}

/** The words of the rules' example move. */
function exampleWords(e: RulesExample): string {
  if (e.to === 'foundation') return T.rulesMove.home(cardLabel(e.card));
  return e.onto === null ? T.rulesMove.intoSpace(cardLabel(e.card)) : T.rulesMove.onto(cardLabel(e.card), cardLabel(e.onto));
}

/**
 * A game's rules with their pictures (the table at the deal beside the line on how it is dealt, a
 * legal move beside its words), and how to play it; `showMe` the game's first-deal guide.
 */
export function rulesContent(game: GameId, records: PlayerRecords, showMe: (() => void) | null = null): PanelContent {
  const [deal = '', ...rules] = gameRules(game);
  const example = rulesExample(game);
  return {
    title: T.rulesTitle(gameName(game)),
    prose: true,
    figures: { game, deal, move: example && { example, words: exampleWords(example) } },
    lines: [...rules, ...noteLines(game, records.settings().winnableOnly), ...howToPlay(game)],
    items: showMe ? [{ id: 'show-me', label: T.guide.showMe, primary: true, action: showMe }] : [],
  };
}

export function statsContent(open: OpenPanel, game: GameId, records: PlayerRecords): PanelContent {
  const stats = records.stats(game);
  const games = stats.recent.map((g) => T.chartGame(g.won, g.timeMs === null ? null : formatTime(g.timeMs / 1000), g.moves)).join('; ');
  return {
    title: T.statsTitle(gameName(game)),
    lines: statsLines(stats, todayIso(new Date())),
    chart: { games: stats.recent, words: { title: T.lastGames, legend: T.chartLegend, empty: T.chartEmpty, axis: T.chartAxis }, spoken: stats.recent.length === 0 ? T.chartEmpty : T.chartSpoken(games) },
    items: [
      {
        id: 'reset-stats',
        label: T.resetStats,
        keep: true,
        action: () => {
          void askConfirm(T.resetStatsTitle, T.resetStatsText(gameName(game)), T.reset).then((yes) => {
            if (!yes) return;
            records.resetStats(game);
            toast(T.statsWereReset(gameName(game)));
            open(() => statsContent(open, game, records));
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
  /** Shares a link to the deal; null for a deal no link can name. */
  readonly share: (() => void) | null;
  /** The rules' "Show me how": the game's first-deal guide again on this table. */
  readonly showMe: () => void;
}

/** The table's options: restart, show a winning line, deal by number, daily deal, share, rules, statistics, settings. */
export function tableOptions(open: OpenPanel, textures: Phaser.Textures.TextureManager, game: GameId, act: TableOptionActions, records: PlayerRecords, names: BoardNames | null): PanelContent {
  return {
    title: gameName(game),
    items: [
      { id: 'restart', label: T.restartDeal, action: act.restart },
      { id: 'watch', label: T.showWinningLine, action: act.watch },
      { id: 'number', label: T.dealByNumber, action: act.byNumber },
      { id: 'daily', label: T.todaysDaily, action: act.daily },
      ...(act.share ? [{ id: 'share', label: T.shareDeal, action: act.share }] : []),
      { id: 'rules', label: T.rules, keep: true, action: () => { open(() => rulesContent(game, records, act.showMe)); } },
      { id: 'stats', label: T.statistics, keep: true, action: () => { open(() => statsContent(open, game, records)); } },
      { id: 'settings', label: T.settings, keep: true, action: () => { openSettings(open, textures, records, names); } },
    ],
  };
}
