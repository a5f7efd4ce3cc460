/**
 * The browser tests' window into the game, present only with `?test=1` in the URL:
 * `window.__suitcase` (README, "Test hook"). Rectangles are client pixels; pile ids as in the move
 * notation (t0, w, s, f0).
 */
import Phaser from 'phaser';
import { type GameId, type Session, type State, dealToJson, isGameId, isLost, isWon, legalMoves, moveText, movesPlayed, byteOrder } from '../engine/index.ts';
import type { DealJson } from '../engine/index.ts';
import { SCENES, TABLE_EVENTS } from '../keys.ts';
import type { Rect } from '../view/layout.ts';
import { buttonsOf } from '../view/ui.ts';
import { type ViewSettings, isSpeed, updateViewSettings } from '../view/settings.ts';
import type { AutoPlayMode } from '../engine/autoplay.ts';
import type { Settings } from '../engine/settings.ts';
import type { Stats } from '../engine/stats.ts';
import { lastAnnouncement, toastLog } from '../view/dom.ts';
import { appStorage, changeSettings, overrideAutoPlay, settings, statsOf } from './saves.ts';

export interface TestState {
  game: GameId;
  deal: DealJson;
  moves: string[];
  won: boolean;
  lost: boolean;
}

export interface SuitcaseTestHook {
  /** The game on the table; throws when no table is shown. */
  state(): TestState;
  /** A pile's rectangle (its slot when empty), client px. */
  rect(pile: string): Rect | null;
  /** The pile's top card's rectangle (its slot when empty), client px. */
  topCardRect(pile: string): Rect | null;
  /** Where the top card's sprite is drawn right now, client px (null for an empty pile). */
  spriteRect(pile: string): Rect | null;
  /** Starts numbered deal `number` of `game`; resolves when it is dealt and takes input. */
  newGame(game: string, number: number): Promise<void>;
  /** Resolves when no animation runs. */
  idle(): Promise<void>;
  /** The legal moves now, in the notation, byte order. */
  legal(): string[];
  /** Animation speed: 'instant' for tests that do not watch animations. */
  setSpeed(speed: string): void;
  /** Changes view settings (four-colour suits, card back, left-handed, speed, reduced motion). */
  view(patch: Partial<ViewSettings>): void;
  /**
   * The buttons of the screen showing, id and client rect: the menu's 'play:lucky-fan' and
   * 'continue:lucky-fan', the results' 'new', 'replay', 'menu', or the table's 'hud:undo' and so on.
   */
  buttons(): { id: string; rect: Rect }[];
  /** Which scene is showing: 'boot', 'menu', 'table', 'results' (over the table), or 'panel' (an overlay). */
  scene(): string;
  /** The player's settings; `settings(patch)` changes and stores them as the settings screen does. */
  settings(patch?: Partial<Settings>): Settings;
  /** Auto-play for this visit only (tests start with it off; null: the setting's). */
  autoPlay(mode: AutoPlayMode | null): void;
  /** A game's statistics as stored. */
  stats(game: string): Stats;
  /** Whether storage keeps anything (false once it has failed). */
  persistent(): boolean;
  /** The live region's last phrase. */
  announced(): string;
  /** Every toast shown on this page so far, oldest first. */
  toasts(): string[];
  /** The piles the hint highlights now (the last hint's move), or null. */
  lastHint(): string | null;
  /** The pile the keyboard focus is on ('note' on the note beside the game's name). */
  focus(): string | null;
  /** The pile whose card the keyboard has lifted (Enter on a card with several places), or null. */
  lifted(): string | null;
  /** The game's clock, seconds. */
  seconds(): number;
  /** Where the card held in a drag is drawn right now (unrotated), client px; null when none is held. */
  dragged(): Rect | null;
  /** Every text drawn on the canvas now (visible, not empty), every scene showing, client px. */
  labels(): { text: string; rect: Rect }[];
}

/** What the hook reads of the table (the table scene implements it). */
export interface TableProbe {
  readonly currentSession: Session;
  readonly state: State;
  readonly view: {
    pileRect(pile: string): Rect | null;
    topRect(pile: string): Rect | null;
    spriteRect(pile: string): Rect | null;
    draggedRect(): Rect | null;
    readonly focus: string | null;
  };
  readonly liftedFrom: string | null;
  readonly elapsedSeconds: number;
  /** True while a card animation runs (or the deal is not dealt yet). */
  isBusy(): boolean;
  hudButtons(): { id: string; rect: Rect }[];
  startDeal(data: { game: GameId; number: number }): void;
}

type TableSceneProbe = Phaser.Scene & TableProbe;

declare global {
  interface Window {
    __suitcase?: SuitcaseTestHook;
  }
}

const HINT_WATCH = 'test-hint-watch';

/** What the hook reads of a drawn object (by shape: the game's own Phaser build has no Container class). */
interface Drawn {
  readonly type: string;
  readonly visible?: boolean;
  readonly alpha?: number;
  readonly text?: string;
  readonly list?: readonly Drawn[];
  getBounds?(): Rect;
}

/** The texts a player can see among `list`, looking into containers. */
function textsOf(list: readonly Drawn[]): { text: string; rect: Rect }[] {
  return list.flatMap((o) => {
    if (o.visible === false || o.alpha === 0) return [];
    if (o.type === 'Container') return textsOf(o.list ?? []);
    if (o.type !== 'Text' || !o.getBounds || (o.text ?? '').trim() === '') return [];
    const b = o.getBounds();
    return [{ text: o.text!, rect: { x: b.x, y: b.y, width: b.width, height: b.height } }];
  });
}

function frame(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => { done(); }));
}

export function installTestHook(game: Phaser.Game): void {
  const table = (): TableSceneProbe | null => {
    const s = game.scene.getScene(SCENES.table) as TableSceneProbe | null;
    return s && game.scene.isActive(SCENES.table) ? s : null;
  };
  const need = (): TableSceneProbe => {
    const t = table();
    if (!t) throw new Error('no table is showing');
    return t;
  };
  const toClient = (r: Rect | null): Rect | null => {
    if (!r) return null;
    const c = game.canvas.getBoundingClientRect();
    return { x: c.left + r.x, y: c.top + r.y, width: r.width, height: r.height };
  };
  let lastHint: string | null = null;
  game.events.on(TABLE_EVENTS.dealt, () => {
    const t = table();
    if (!t || t.data.get(HINT_WATCH) === true) return;
    t.data.set(HINT_WATCH, true);
    t.events.on(TABLE_EVENTS.hint, (m: Parameters<typeof moveText>[0]) => { lastHint = moveText(m); });
    t.events.on(TABLE_EVENTS.played, () => { lastHint = null; });
    t.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { t.data.set(HINT_WATCH, false); });
  });
  const hook: SuitcaseTestHook = {
    state() {
      const t = need();
      const s = t.currentSession;
      const st = t.state;
      return { game: s.deal.game, deal: dealToJson(s.deal), moves: movesPlayed(s), won: isWon(st), lost: isLost(st) };
    },
    rect: (pile) => toClient(need().view.pileRect(pile)),
    topCardRect: (pile) => toClient(need().view.topRect(pile)),
    spriteRect: (pile) => toClient(need().view.spriteRect(pile)),
    async newGame(id, number) {
      if (!isGameId(id)) throw new Error(`unknown game ${id}`);
      const t = table();
      const before = t?.currentSession;
      // Only the new table's deal counts (the old one may still finish its own).
      const dealt = new Promise<void>((done) => {
        const on = (session: unknown) => {
          if (session === before) return;
          game.events.off(TABLE_EVENTS.dealt, on);
          done();
        };
        game.events.on(TABLE_EVENTS.dealt, on);
      });
      if (t) t.startDeal({ game: id, number });
      else {
        for (const key of [SCENES.menu, SCENES.results, SCENES.boot]) if (game.scene.isActive(key)) game.scene.stop(key);
        game.scene.start(SCENES.table, { game: id, number });
      }
      await dealt;
      await hook.idle();
    },
    async idle() {
      const now = table();
      if (!now || !now.isBusy()) return;
      for (;;) {
        await frame();
        const t = table();
        if (!t || !t.isBusy()) {
          await frame();
          return;
        }
      }
    },
    legal() {
      return legalMoves(need().state).map(moveText).sort(byteOrder);
    },
    setSpeed(speed) {
      if (!isSpeed(speed)) throw new Error(`unknown speed ${speed}`);
      updateViewSettings({ speed: speed });
    },
    buttons() {
      const key = game.scene.isActive(SCENES.panel) ? SCENES.panel : game.scene.isActive(SCENES.results) ? SCENES.results : game.scene.isActive(SCENES.menu) ? SCENES.menu : null;
      if (!key) return table()?.hudButtons().map((b) => ({ id: b.id, rect: toClient(b.rect)! })) ?? [];
      return buttonsOf(game.scene.getScene(key)).map((b) => ({ id: b.id, rect: toClient(b.rect)! }));
    },
    view(patch) {
      updateViewSettings(patch);
    },
    scene() {
      if (game.scene.isActive(SCENES.panel)) return SCENES.panel;
      if (game.scene.isActive(SCENES.results)) return SCENES.results;
      for (const key of [SCENES.table, SCENES.menu, SCENES.boot]) if (game.scene.isActive(key)) return key;
      return 'none';
    },
    settings(patch?: Partial<Settings>) {
      if (patch) changeSettings(patch);
      return settings();
    },
    autoPlay(mode: AutoPlayMode | null) {
      overrideAutoPlay(mode);
    },
    stats(id: string) {
      if (!isGameId(id)) throw new Error(`unknown game ${id}`);
      return statsOf(id);
    },
    persistent: () => appStorage().persistent,
    announced: () => lastAnnouncement(),
    toasts: () => [...toastLog()],
    lastHint: () => lastHint,
    focus: () => table()?.view.focus ?? null,
    lifted: () => table()?.liftedFrom ?? null,
    seconds: () => need().elapsedSeconds,
    dragged: () => toClient(table()?.view.draggedRect() ?? null),
    labels: () => game.scene.getScenes(true).flatMap((scene) => textsOf(scene.children.list)).map((t) => ({ text: t.text, rect: toClient(t.rect)! })),
  };
  window.__suitcase = hook;
}
