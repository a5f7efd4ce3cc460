/**
 * The browser tests' window into the game, present only with `?test=1` in the URL:
 * `window.__suitcase` (README, "Test hook"). Rectangles are client pixels; pile ids as in the move
 * notation (t0, w, s, f0).
 */
import Phaser from 'phaser';
import { type GameId, type Move, type PileId, type State, dealToJson, isGameId, isLost, isWon, legalMoves, moveText, movesPlayed, byteOrder, initialState, numberedDeal, parseMove } from '../engine/index.ts';
import type { DealJson } from '../engine/index.ts';
import type { Hint, Verdict } from '../engine/solver/index.ts';
import { SCENES, TEXTURES } from '../keys.ts';
import type { Rect } from '../geometry.ts';
import type { LastHint } from '../play/advisor.ts';
import { showingTable } from '../play/showingTable.ts';
import { verdictOf } from '../play/verdicts.ts';
import type { TableScene } from '../scenes/TableScene.ts';
import { buildTimes } from '../play/winnableDeal.ts';
import type { DrawnCard } from '../view/table/board.ts';
import { filteredLinearly } from '../view/cards/atlas.ts';
import type { DrawStats } from '../view/kit/drawOnChange.ts';
import { isSpeed, setVisitSpeed } from '../view/kit/settings.ts';
import type { AutoPlayMode } from '../engine/autoplay.ts';
import type { Settings } from '../engine/settings.ts';
import type { Stats } from '../engine/stats.ts';
import { announcementLog, lastAnnouncement, toastLog, toastShown } from '../view/kit/dom.ts';
import { buttonsShown, wordsShown } from './onScreen.ts';
import { lastUnlock } from '../view/win/unlock.ts';
import { earnedEmblems } from '../view/win/earnedParts.ts';
import { marksOf } from '../view/menu/menuRow.ts';
import { figuresOf } from '../view/panels/rulesFigures.ts';
import { noticesShown } from '../view/table/tableView.ts';
import { appStorage, changeSettings, overrideAutoPlay, settings, statsOf } from '../platform/saves.ts';
import { type SolverClient, solverClient } from '../platform/solverClient.ts';
import { exportCode, importProgress } from '../platform/progress.ts';
import { T } from '../text/index.ts';
import { guideWords } from '../play/guideWords.ts';

export interface TestState {
  game: GameId;
  deal: DealJson;
  moves: string[];
  /** Winnable deal N, when the table deals that built deal (else null). */
  winnable: number | null;
  won: boolean;
  lost: boolean;
  /** How the game ended, by rule or given up at a dead end found by search; null while it goes on. */
  over: 'won' | 'lost' | null;
  /** The computer plays this game (a winning line watched): it is never saved. */
  byComputer: boolean;
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
  /** Resolves after the game's next step (what input and scene changes queued, done); at once while its loop stands. */
  step(): Promise<void>;
  /** The legal moves now, in the notation, byte order. */
  legal(): string[];
  /** Animation speed: 'instant' for tests that do not watch animations. */
  setSpeed(speed: string): void;
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
  /** Every phrase the live region said on this page, oldest first (the latest 500). */
  announcements(): string[];
  /** The toasts shown on this page, oldest first (the latest 500). */
  toasts(): string[];
  /** The toast on the screen now, its words and where it stands (client px); null when none shows. */
  toast(): { text: string; rect: Rect } | null;
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
   * card atlas, its size in texture pixels, and whether it is filtered linearly.
   */
  atlas(): { textures: string[]; frames: string[]; width: number; height: number; linear: boolean };
  /** A frame of the card atlas scaled to `w` x `h`, RGBA bytes row by row (for pixel checks). */
  atlasPixels(frame: string, w: number, h: number): number[];
  /** Where the card held in a drag is drawn right now (unrotated), client px; null when none is held. */
  dragged(): Rect | null;
  /** Frames drawn and skipped since the page opened (view/kit/drawOnChange.ts). */
  frames(): DrawStats;
  /**
   * What every game step shows for `ms` from now, step by step: the table's cards (client px) and
   * the texts on the canvas of the screen showing; resolves when the time is up.
   */
  film(ms: number): Promise<FilmFrame[]>;
  /** The table's cards as drawn now (client px); empty when no table shows. */
  cards(): FilmFrame['cards'];
  /** Stops the game's loop where it stands (false), the last frame left on the screen, or runs it again (true). */
  loop(running: boolean): void;
  /** Every scene's animations at `k` times their pace (a moment of one to look at on a slow renderer); 1 again after. */
  pace(k: number): void;
  /** The player's progress as the short code the settings' Export progress shows. */
  exportProgress(): string;
  /** Merges a progress code (or a file's text) as the Import dialog does: null when merged, else the refusal's words. */
  importProgress(code: string): string | null;
  /**
   * The last unlock of badges shown on this page (a game's end shows it): the badge ids, where each
   * emblem stands (client px) and how long it takes to come in, ms (0 with motion off); null before one.
   */
  unlocked(): { ids: string[]; rects: Rect[]; ms: number } | null;
  /** The first-deal guide's step showing: its game, its step (1 to `of`) and its words; null when none shows. */
  guide(): { game: string; step: number; of: number; text: string } | null;
  /** The badges' emblems the Results show on their page showing, each `{id, rect}` (client px); [] where no Results show. */
  earnedShown(): { id: string; rect: Rect }[];
  /**
   * The rules' pictures on the panel showing (the page of it showing): the table at the deal
   * ('table') and a legal move ('move'), where each stands, where the move's card is drawn now, and
   * whether it slides (motion on) or stands with an arrow; [] where no panel shows any.
   */
  figures(): { kind: string; rect: Rect; card: Rect | null; moving: boolean }[];
  /** The menu's rows' badges, each game's `{game, ids, rects}` (the emblems shown, where each stands, client px); [] off the menu. */
  marks(): { game: string; ids: string[]; rects: Rect[] }[];
}

/** One step of the game as `film` saw it. */
export interface FilmFrame {
  /** Milliseconds since filming began. */
  readonly at: number;
  /** The scene showing, and its camera's opacity. */
  readonly scene: string;
  readonly alpha: number;
  readonly cards: (Omit<DrawnCard, 'rect' | 'rest'> & { readonly rect: Rect; readonly rest: Rect })[];
  readonly texts: string[];
}

/** The solver's side of the table for the browser tests (`window.__suitcaseSolver`). */
export interface SolverProbe {
  readonly client: SolverClient | null;
  /** What the note beside the game's name says. */
  status(): string;
  /** Does what a click on the note does (undo to the last winnable position, Results); false when it offers nothing. */
  pressStatus(): boolean;
  /** Every quiet message the table and its services have shown, oldest first. */
  notices(): string[];
  /** Milliseconds each built winnable deal took to build on this page, oldest first. */
  buildMs(): number[];
  lastHint(): LastHint | null;
  verdict(game: GameId, n: number): Verdict | null;
  stateOf(game: GameId, n: number): State;
  /** A random deal of `game` as "new deal" makes it (winnable deals only applies). */
  newRandomDeal(game: GameId): void;
  /** Plays moves (in the notation) as the player's action; false when one does not parse or is refused. */
  play(moves: string[]): boolean;
  hint(): void;
  /** The table showing: its session, and whether a card animation runs (or the deal waits). */
  table(): { readonly currentSession: TableScene['table']['session']; isBusy(): boolean } | null;
}

export type { Hint };

declare global {
  interface Window {
    __suitcase?: SuitcaseTestHook;
    __suitcaseSolver?: SolverProbe;
  }
}

/** Resolves after the game's next step (its queued scene changes done); none while the game is paused. */
function nextStep(game: Phaser.Game): Promise<void> {
  return new Promise((done) => { game.events.once(Phaser.Core.Events.POST_STEP, () => { done(); }); });
}

function frame(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => { done(); }));
}

// eslint-disable-next-line max-lines-per-function -- a table of one-line readers, one per hook method
export function installTestHook(game: Phaser.Game, frames: () => DrawStats): void {
  const table = (): TableScene | null => {
    const s = game.scene.getScene(SCENES.table) as TableScene | null;
    return s && game.scene.isActive(SCENES.table) ? s : null;
  };
  /** The table once drawn: while it finds its deal it has no view (or the last deal's, closed). */
  const drawnTable = (): TableScene | null => {
    const t = table();
    return t && !t.finding ? t : null;
  };
  const need = (): TableScene => {
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
  showingTable.onTableEvent((e) => {
    if (e.kind === 'hint') lastHint = moveText(e.move);
    else if (e.kind === 'played') lastHint = null;
  });
  const hook: SuitcaseTestHook = {
    state() {
      const t = need().table;
      const s = t.session;
      const st = t.state;
      return { game: s.deal.game, deal: dealToJson(s.deal), moves: movesPlayed(s), winnable: t.winnableNumber, won: isWon(st), lost: isLost(st), over: t.over, byComputer: t.byComputer };
    },
    rect: (pile) => toClient(need().view.board.places.pileRect(pile as PileId)),
    topCardRect: (pile) => toClient(need().view.board.places.topRect(pile as PileId)),
    spriteRect: (pile) => toClient(need().view.board.places.spriteRect(pile as PileId)),
    async newGame(id, number) {
      if (!isGameId(id)) throw new Error(`unknown game ${String(id)}`);
      // A scene change the input already asked for (Continue on the menu, a panel's choice or its
      // closing) waits for the game's next step: it lands first, as before any later choice of the
      // player's. Started now, the deal would come first and that change undo it.
      await nextStep(game);
      const t = table();
      const before = t?.table.session;
      // Only the new table's deal counts (the old one may still finish its own).
      const dealt = new Promise<void>((done) => {
        const off = showingTable.onTableEvent((e) => {
          if (e.kind !== 'dealt' || e.session === before) return;
          off();
          done();
        });
      });
      if (t) t.startDeal({ game: id, number });
      else {
        // Paused ones too (the menu or the table under a panel), as the player's way to a deal closes them.
        for (const key of [SCENES.panel, SCENES.menu, SCENES.results, SCENES.boot]) if (game.scene.isActive(key) || game.scene.isPaused(key)) game.scene.stop(key);
        game.scene.start(SCENES.table, { game: id, number });
      }
      await dealt;
      await hook.idle();
    },
    step() {
      // A loop put to sleep (`loop(false)`) or a hidden page takes no step: nothing is queued to wait for.
      return game.loop.running && !document.hidden ? nextStep(game) : Promise.resolve();
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
      return legalMoves(need().table.state).map(moveText).sort(byteOrder);
    },
    setSpeed(speed) {
      if (!isSpeed(speed)) throw new Error(`unknown speed ${speed}`);
      setVisitSpeed(speed);
    },
    buttons: () => buttonsShown(game),
    labels: () => wordsShown(game),
    toast: () => toastShown(),
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
    announcements: () => [...announcementLog()],
    toasts: () => [...toastLog()],
    lastHint: () => lastHint,
    focus: () => table()?.store.model.focus ?? null,
    lifted: () => table()?.store.model.lift ?? null,
    seconds: () => need().table.elapsedSeconds,
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
      return { textures: [...used].sort(), frames: tex.getFrameNames(), width: source.width, height: source.height, linear: filteredLinearly(tex) };
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
    dragged: () => toClient(drawnTable()?.view.board.draggedRect() ?? null),
    frames,
    film(ms) {
      return new Promise((done) => {
        const frames: FilmFrame[] = [];
        const t0 = performance.now();
        const onStep = (): void => {
          frames.push({
            at: performance.now() - t0,
            scene: hook.scene(),
            alpha: [SCENES.panel, SCENES.results, SCENES.table, SCENES.menu].filter((k) => game.scene.isActive(k)).map((k) => game.scene.getScene(k).cameras.main.alpha)[0] ?? 1,
            cards: hook.cards(),
            texts: hook.labels().map((l) => l.text),
          });
          if (performance.now() - t0 < ms) return;
          game.events.off(Phaser.Core.Events.POST_STEP, onStep);
          done(frames);
        };
        game.events.on(Phaser.Core.Events.POST_STEP, onStep);
      });
    },
    // No view yet while a deal is held (a winnable one being found).
    cards: () => ((drawnTable() as { view?: TableScene['view'] } | null)?.view?.board.cardsDrawn() ?? []).map((c) => ({ ...c, rect: toClient(c.rect)!, rest: toClient(c.rest)! })),
    pace(k) {
      for (const scene of game.scene.getScenes(false)) scene.tweens.timeScale = k;
    },
    loop(running) {
      if (running) game.loop.wake();
      else game.loop.sleep();
    },
    exportProgress: () => exportCode(),
    importProgress(code) {
      const r = importProgress(code);
      return r.ok ? null : T.progressRefusal(r.refusal);
    },
    guide() {
      const g = drawnTable()?.store.model.guide ?? null;
      return g && { game: g.game, step: g.step, of: g.of, text: guideWords(g) };
    },
    figures() {
      if (!game.scene.isActive(SCENES.panel)) return [];
      return figuresOf(game.scene.getScene(SCENES.panel)).map((f) => ({ kind: f.kind, rect: toClient(f.rect)!, card: f.card && toClient(f.card()), moving: f.moving }));
    },
    marks() {
      if (!game.scene.isActive(SCENES.menu)) return [];
      return marksOf(game.scene.getScene(SCENES.menu)).map((m) => ({ game: m.game, ids: [...m.ids], rects: m.rects.map((r) => toClient(r)!) }));
    },
    earnedShown() {
      if (!game.scene.isActive(SCENES.results)) return [];
      return earnedEmblems().map((e) => ({ id: e.id, rect: toClient(e.rect)! }));
    },
    unlocked() {
      const u = lastUnlock();
      return u && { ids: [...u.ids], rects: u.rects.map((r) => toClient(r)!), ms: u.ms };
    },
  };
  window.__suitcase = hook;
  window.__suitcaseSolver = solverProbe(game, table);
}

function solverProbe(game: Phaser.Game, table: () => TableScene | null): SolverProbe {
  return {
    client: solverClient(),
    table: () => {
      const t = table();
      return t ? { currentSession: t.table.session, isBusy: () => t.isBusy() } : null;
    },
    status: () => table()?.store.model.note.text ?? '',
    pressStatus: () => {
      const store = table()?.store;
      if (!store || store.model.note.action === null) return false;
      store.dispatch({ kind: 'note' });
      return true;
    },
    lastHint: () => table()?.advisor.lastHint ?? null,
    notices: () => [...noticesShown()],
    buildMs: () => [...buildTimes()],
    verdict: (g, n) => verdictOf(initialState(numberedDeal(g, n))) ?? null,
    stateOf: (g, n) => initialState(numberedDeal(g, n)),
    newRandomDeal: (g) => {
      if (!game.scene.isActive(SCENES.table)) throw new Error('no table is showing');
      game.scene.getScene(SCENES.table).scene.restart({ game: g });
    },
    play: (texts) => {
      const t = table();
      const moves = texts.map(parseMove);
      if (!t || moves.some((m) => m === null)) return false;
      return t.table.play(moves as Move[]);
    },
    hint: () => { table()?.table.requestHint(); },
  };
}
