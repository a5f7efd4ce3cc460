/**
 * The browser tests' window into the game, present only with `?test=1` in the URL:
 * `window.__suitcase` (README, "Test hook"). Rectangles are client pixels; pile ids as in the move
 * notation (t0, w, s, f0).
 */
import Phaser from 'phaser';
import { type GameId, type Session, type State, dealToJson, isGameId, isLost, isWon, legalMoves, moveText, movesPlayed, byteOrder } from '../engine/index.ts';
import type { DealJson } from '../engine/index.ts';
import { SCENES, TABLE_EVENTS, TEXTURES } from '../keys.ts';
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
  /** Winnable deal N, when the table deals that built deal (else null). */
  winnable: number | null;
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
   * The buttons of the screen showing, id and client rect: the menu's 'play:ID' and
   * 'continue:ID', the results' 'new', 'replay', 'menu', or the table's 'hud:undo' and so on.
   */
  buttons(): { id: string; rect: Rect }[];
  /**
   * Every text drawn on the canvas of the screen showing (the top one: a panel over the menu), with
   * its rect and the size its letters are drawn at (font size times scale), client px.
   */
  labels(): { text: string; rect: Rect; size: number }[];
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
  /**
   * The card art: the textures the table's images draw from (the felt aside), the frames of the
   * card atlas and its size in texture pixels.
   */
  atlas(): { textures: string[]; frames: string[]; width: number; height: number };
  /** A frame of the card atlas scaled to `w` x `h`, RGBA bytes row by row (for pixel checks). */
  atlasPixels(frame: string, w: number, h: number): number[];
  /** Where the card held in a drag is drawn right now (unrotated), client px; null when none is held. */
  dragged(): Rect | null;
}

/** What the hook reads of the table (the table scene implements it). */
export interface TableProbe {
  readonly currentSession: Session;
  readonly state: State;
  /** Winnable deal N when the table deals that built deal, else null. */
  readonly winnableNumber: number | null;
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
      return { game: s.deal.game, deal: dealToJson(s.deal), moves: movesPlayed(s), winnable: t.winnableNumber, won: isWon(st), lost: isLost(st) };
    },
    rect: (pile) => toClient(need().view.pileRect(pile)),
    topCardRect: (pile) => toClient(need().view.topRect(pile)),
    spriteRect: (pile) => toClient(need().view.spriteRect(pile)),
    async newGame(id, number) {
      if (!isGameId(id)) throw new Error(`unknown game ${String(id)}`);
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
    labels() {
      const key = [SCENES.panel, SCENES.results, SCENES.table, SCENES.menu].find((k) => game.scene.isActive(k));
      if (!key) return [];
      const out: { text: string; rect: Rect; size: number }[] = [];
      // The game draws no containers (the custom Phaser build has none): texts sit in the scene's list.
      for (const o of game.scene.getScene(key).children.list) {
        if (!(o instanceof Phaser.GameObjects.Text) || !o.visible || o.alpha <= 0 || o.text.trim() === '') continue;
        const b = o.getBounds();
        const size = Number.parseFloat(String(o.style.fontSize)) * Math.abs(o.scaleY);
        out.push({ text: o.text, rect: toClient({ x: b.x, y: b.y, width: b.width, height: b.height })!, size });
      }
      return out;
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
      if (!isGameId(id)) throw new Error(`unknown game ${String(id)}`);
      return statsOf(id);
    },
    persistent: () => appStorage().persistent,
    announced: () => lastAnnouncement(),
    toasts: () => [...toastLog()],
    lastHint: () => lastHint,
    focus: () => table()?.view.focus ?? null,
    lifted: () => table()?.liftedFrom ?? null,
    seconds: () => need().elapsedSeconds,
    atlas() {
      const used = new Set<string>();
      for (const o of need().children.list) {
        // By type name: the game's trimmed Phaser build need not expose the classes.
        if (o.type !== 'Image' && o.type !== 'Sprite') continue;
        const key = (o as unknown as { texture: { key: string } }).texture.key;
        if (key !== TEXTURES.felt) used.add(key);
      }
      const tex = game.textures.get(TEXTURES.cards);
      const source = tex.getSourceImage() as HTMLCanvasElement;
      return { textures: [...used].sort(), frames: tex.getFrameNames(), width: source.width, height: source.height };
    },
    atlasPixels(name, w, h) {
      const f = game.textures.getFrame(TEXTURES.cards, name) as Phaser.Textures.Frame | null | undefined;
      if (!f || f.name !== name) throw new Error(`no frame ${name} in the card atlas`);
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(f.source.image as HTMLCanvasElement, f.cutX, f.cutY, f.cutWidth, f.cutHeight, 0, 0, w, h);
      return [...ctx.getImageData(0, 0, w, h).data];
    },
    dragged: () => toClient(table()?.view.draggedRect() ?? null),
  };
  window.__suitcase = hook;
}
