/**
 * Everything the table asks of the solver, in one place (issue 5, "In the game"): a winnable deal
 * found before a random deal is dealt, the "winnable" badge, the opt-in "still winnable?"
 * indicator with its undo back to the last winnable position, hints from the solver, and dead
 * ends found by search. All solver work runs in the worker (platform/solverClient.ts); whatever
 * the player does next makes the work in progress for the old position stale, and it is dropped.
 * The pure rules live in engine/solver/play-aids.ts.
 */
import Phaser from 'phaser';
import {
  type GameId,
  type Move,
  type Session,
  type State,
  apply,
  current,
  initialState,
  isWon,
  moveText,
  numberedDeal,
  parseMove,
} from '../engine/index.ts';
import type { Hint, Verdict } from '../engine/solver/index.ts';
import {
  DEAD_END_WORDS,
  HINT_OPTIONS,
  type StillWinnable,
  badgeText,
  findWinnableDeal,
  hintWords,
  moveWords,
  stateKey,
  stillWinnable,
  stillWinnableWords,
  winnableAlong,
} from '../engine/solver/play-aids.ts';
import { pageParams } from '../platform/params.ts';
import { onSettings, settings } from '../platform/saves.ts';
import { type SolverClient, solverClient } from '../platform/solverClient.ts';
import { viewport } from '../platform/viewport.ts';
import { PHRASES } from '../engine/announce.ts';
import { announce, toast } from '../view/dom.ts';
import { type HudLayout, type Layout, hudLayout } from '../view/layout.ts';
import { viewSettings } from '../view/settings.ts';
import { textStyle } from '../view/ui.ts';
import { visibleHint } from './hints.ts';
import { TABLE_EVENTS } from './keys.ts';
import type { HintAnswer, TableData, TableScene } from './TableScene.ts';

/** What the glue needs of the table (TableScene has all of it). */
type Table = Pick<TableScene, 'currentSession' | 'undo' | 'isDealing' | 'isBusy' | 'concede' | 'offerNote'> & Phaser.Scene & { hintSource: TableScene['hintSource'] };

/** How long a hint may take before the visible hint stands in. */
const HINT_WAIT_MS = 4000;
/** The badge's and the indicator's solves. */
const SOLVE_BUDGET = { maxMs: 3000, maxNodes: 3_000_000 } as const;
/** Shown only when finding a winnable deal takes longer than this. */
const FINDING_QUIET_MS = 300;
const DEPTH = 40002;

/** Verdicts already known for positions (the page's visit), by stateKey. */
const verdicts = new Map<string, Verdict>();
const verdictOf = (s: State): Verdict | undefined => verdicts.get(stateKey(s));
/**
 * Past this many known positions the oldest are forgotten (each key is a few hundred bytes): the
 * current deal's winning line fits many times over, and the page's memory stays flat game after game.
 */
const MAX_KNOWN = 1_000;
function know(key: string, v: Verdict): void {
  verdicts.delete(key); // re-inserted as the newest
  verdicts.set(key, v);
  for (const oldest of verdicts.keys()) {
    if (verdicts.size <= MAX_KNOWN) break;
    verdicts.delete(oldest);
  }
}
function remember(s: State, v: Verdict, line: readonly Move[]): void {
  if (v !== 'win') {
    know(stateKey(s), v);
    return;
  }
  // Every position on a winning line is winnable: no search while the player follows it.
  for (const key of winnableAlong(s, line, (st, m) => {
    const r = apply(st, m);
    return r.ok ? r.state : null;
  })) know(key, 'win');
}

/** What the page's test hook reads (only with ?test=1). */
export interface SolverProbe {
  readonly client: SolverClient | null;
  status(): string;
  /** Does what a click on the status line does (undo to the last winnable position, Results). */
  pressStatus(): boolean;
  /** Every message the solver glue has shown, oldest first. */
  notices(): string[];
  lastHint(): { text: string | null; move: string | null; hint: Hint | null } | null;
  verdict(game: GameId, n: number): Verdict | null;
  stateOf(game: GameId, n: number): State;
  /** A random deal of `game` as "new deal" makes it (winnable deals only applies). */
  newRandomDeal(game: GameId): void;
  play(moves: string[]): boolean;
  hint(): void;
  readonly table: () => Table | null;
}

let probeTable: Table | null = null;
let probeHint: { text: string | null; move: string | null; hint: Hint | null } | null = null;
let probeStatus = '';
let probeAction: (() => void) | null = null;
const probeNotices: string[] = [];

/** A quiet message at the foot of the screen (kept for the test probe too). */
function say(text: string, ms: number): void {
  probeNotices.push(text);
  toast(text, ms);
}

declare global {
  interface Window {
    __suitcaseSolver?: SolverProbe;
  }
}

/**
 * "Winnable deals only": called first thing in the table's `create` for a random deal. When the
 * setting is on (and a worker exists) it keeps the deal from being dealt, finds a winnable number
 * in the worker, then restarts the table on that number; returns true while it does so.
 */
export function holdForWinnableDeal(table: Table, game: GameId, start: number): boolean {
  const client = solverClient();
  if (!settings().winnableOnly || !client) return false;
  let cancelled = false;
  const quiet = table.add
    .text(viewport().width / 2, viewport().height / 2, 'finding a winnable deal…', textStyle(18, '#e8f3ec'))
    .setOrigin(0.5)
    .setAlpha(0.85)
    .setVisible(false);
  const timer = table.time.delayedCall(FINDING_QUIET_MS, () => quiet.setVisible(true));
  table.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
    cancelled = true;
    timer.remove();
    client.cancel();
  });
  void findWinnableDeal(game, start, (count) => Math.floor(Math.random() * count), {
    now: () => performance.now(),
    cancelled: () => cancelled,
    verdict: async (g, n, budget) => {
      const state = initialState(numberedDeal(g, n));
      const known = verdictOf(state);
      if (known) return known;
      // The wait is bounded too: a worker that never answers must not hold the deal forever.
      const r = await client.solve(state, { maxMs: budget.perDealMs, maxNodes: budget.perDealNodes }, budget.perDealMs + 2000);
      // An unknown on this short budget is not kept: a longer solve may still decide the deal.
      if (r && r.verdict !== 'unknown') remember(state, r.verdict, r.line);
      return r?.verdict ?? null;
    },
  }).then((choice) => {
    if (!choice || cancelled) return;
    if (choice.winnable) know(stateKey(initialState(numberedDeal(game, choice.number))), 'win');
    else say(choice.notice, 6000);
    const data: TableData = { game, number: choice.number };
    table.scene.restart(data);
  });
  return true;
}

/**
 * The rest, for a table that is dealt: the badge, still winnable?, dead ends and the hint source.
 * Call once at the end of the table's `create`.
 */
export function attachSolver(table: Table, hud: HudLayout = hudLayout(viewport().width, { leftHanded: viewSettings().leftHanded })): void {
  const client = solverClient();
  probeTable = table;
  installProbe();
  const line = table.add.text(0, 0, '', textStyle(13, '#d9f2e1')).setOrigin(1, 0.5).setDepth(DEPTH).setAlpha(0.9);
  let action: (() => void) | null = null;
  line.setInteractive({ useHandCursor: true }).on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => action?.());
  let hudLay = hud;
  const noteRect = () => {
    const b = line.getBounds();
    return { x: b.x, y: b.y, width: b.width, height: b.height };
  };
  const place = () => {
    const r = hudLay.stats;
    line.setPosition(r.x + r.width, r.y + r.height * (r.height > 40 ? 0.3 : 0.5));
    line.setScale(1);
    if (line.width > r.width * 0.5) line.setScale((r.width * 0.5) / line.width);
  };
  // Which position the current work is for: anything newer makes it stale.
  let serial = 0;
  let dead: 'no' | null = null;
  let lastKind: StillWinnable['kind'] | null = null;
  let over = false;

  const show = () => {
    const session = table.currentSession;
    const parts: string[] = [];
    const badge = badgeText(verdictOf(session.start));
    if (badge) parts.push(badge);
    let status: StillWinnable | null = null;
    if (settings().stillWinnable && !over) {
      status = stillWinnable(session, verdictOf);
      parts.push(stillWinnableWords(status));
      // Said once, when it turns: a screen reader does not see the note change colour.
      if (status.kind === 'lost' && lastKind !== 'lost') announce(status.undoTo === null ? stillWinnableWords(status) : `${stillWinnableWords(status)}; ${PHRASES.noteReach}`);
    }
    lastKind = status?.kind ?? null;
    action = null;
    let does = '';
    if (dead === 'no' && !over) {
      parts.push('dead end · Results');
      action = () => { table.concede(); };
      does = PHRASES.noteResults;
    } else if (status?.kind === 'lost' && status.undoTo !== null) {
      const to = status.undoTo;
      action = () => { undoTo(table, to); };
      does = PHRASES.noteUndo;
    }
    const text = parts.join('  ·  ');
    probeStatus = text;
    probeAction = action;
    // Quiet while all is well; warm when the last winning line is gone or the game is dead.
    line.setText(text).setColor(action ? '#ffd27a' : '#d9f2e1');
    place();
    const press = action;
    table.offerNote(press ? { words: text, does, rect: noteRect, press } : null);
  };

  /** The checks for the position showing: deal verdict, still winnable?, dead end. */
  const refresh = async () => {
    const mine = ++serial;
    dead = null;
    show();
    if (!client || over || table.isDealing) return;
    const session = table.currentSession;
    const state = current(session);
    const stale = () => mine !== serial || session !== table.currentSession;
    // The deal's own verdict, for the badge.
    if (!verdictOf(session.start)) {
      const r = await client.solve(session.start, SOLVE_BUDGET);
      if (stale()) return;
      if (r) remember(session.start, r.verdict, r.line);
      show();
    }
    if (settings().stillWinnable && !verdictOf(state) && !isWon(state)) {
      const r = await client.solve(state, SOLVE_BUDGET);
      if (stale()) return;
      if (r) remember(state, r.verdict, r.line);
      show();
    }
    if (verdictOf(state) === 'win' || isWon(state)) return;
    const reach = await client.deadEnd(state);
    if (stale()) return;
    if (reach === 'no') {
      dead = 'no';
      say(DEAD_END_WORDS, 6000);
      announce(`${DEAD_END_WORDS} Results: ${PHRASES.noteReach}.`);
    }
    show();
  };
  const kick = () => { void refresh(); };

  table.hintSource = async (state: State, session: Session): Promise<HintAnswer> => {
    serial++;
    const fallback = (why: string): HintAnswer => {
      const m = visibleHint(state);
      const words = m ? `hint: ${moveWords(state, m)} (${why})` : null;
      probeHint = { text: words ?? why, move: m ? moveText(m) : null, hint: null };
      if (words && client) say(words, 5000);
      return m;
    };
    if (!client) return fallback('no solver');
    const h = await client.hint(state, HINT_OPTIONS, HINT_WAIT_MS);
    // The player moved on: the answer is for a position gone (the table ignores it too).
    if (session !== table.currentSession) return null;
    // The checks the hint interrupted start again for the position showing.
    kick();
    if (!h) return fallback('the solver did not answer in time');
    const words = hintWords(state, h);
    if (!words || !h.move) return fallback(h.exact ? 'no winning line from here' : `no sample of ${h.samples} wins`);
    probeHint = { text: words, move: moveText(h.move), hint: h };
    say(words, 5000);
    return h.move;
  };

  const onOver = () => {
    over = true;
    serial++;
    client?.cancel();
    show();
  };
  const onRelayout = (lay: Layout) => {
    hudLay = lay.hud;
    // show, not only place: a focus ring on the note follows it.
    show();
  };
  const onChanged = () => {
    over = false;
    kick();
  };
  // The scene's emitter outlives a restart: every listener goes at shutdown.
  const listeners: [string, (...args: never[]) => void][] = [
    [TABLE_EVENTS.dealt, kick],
    [TABLE_EVENTS.played, kick],
    [TABLE_EVENTS.changed, onChanged],
    [TABLE_EVENTS.over, onOver],
    [TABLE_EVENTS.relayout, onRelayout],
  ];
  for (const [event, fn] of listeners) table.events.on(event, fn);
  const unsubscribe = onSettings((s, before) => {
    if (s.stillWinnable !== before.stillWinnable) kick();
  });
  table.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
    serial++;
    client?.cancel();
    unsubscribe();
    for (const [event, fn] of listeners) table.events.off(event, fn);
    if (probeTable === table) probeTable = null;
  });
  show();
}

/** Undo, action by action, back to position `to` (the last winnable one). */
function undoTo(table: Table, to: number): void {
  let guard = table.currentSession.position;
  while (table.currentSession.position > to && guard-- > 0) table.undo();
}

function installProbe(): void {
  if (!pageParams().test || window.__suitcaseSolver) return;
  window.__suitcaseSolver = {
    client: solverClient(),
    table: () => probeTable,
    status: () => probeStatus,
    lastHint: () => probeHint,
    notices: () => [...probeNotices],
    pressStatus: () => {
      if (!probeAction) return false;
      probeAction();
      return true;
    },
    verdict: (game, n) => verdictOf(initialState(numberedDeal(game, n))) ?? null,
    stateOf: (game, n) => initialState(numberedDeal(game, n)),
    newRandomDeal: (game) => {
      const t = probeTable;
      if (!t) throw new Error('no table is showing');
      t.scene.restart({ game } satisfies TableData);
    },
    play: (texts) => {
      const t = probeTable as (Table & Pick<TableScene, 'playMoves'>) | null;
      const moves = texts.map(parseMove);
      if (!t || moves.some((m) => m === null)) return false;
      return t.playMoves(moves as Move[]);
    },
    hint: () => {
      (probeTable as (Table & Pick<TableScene, 'requestHint'>) | null)?.requestHint();
    },
  };
}
