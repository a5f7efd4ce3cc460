/**
 * Everything the table asks of the solver, in one place (issue 5, "In the game"): a winnable deal
 * found before a random deal is dealt, the "winnable" badge, the opt-in "still winnable?"
 * indicator with its undo back to the last winnable position, hints from the solver, and dead
 * ends found by search. All solver work runs in the worker (platform/solverClient.ts); whatever
 * the player does next makes the work in progress for the old position stale, and it is dropped.
 * The pure rules live in engine/solver/play-aids.ts.
 */
import Phaser from 'phaser';
import { type GameId, MAX_DEAL, type Session, type State, current, gameDef, initialState, isWon, moveText, numberedDeal } from '../engine/index.ts';
import { winnable } from '../engine/winnable/index.ts';
import { HINT_OPTIONS, type StillWinnable, dealBadge, findWinnableDeal, showsEveryCard, stateKey, stillWinnable } from '../engine/solver/play-aids.ts';
import type { TableData } from '../play/deal.ts';
import { visibleHint } from '../play/hints.ts';
import type { HintAnswer } from '../play/table.ts';
import { know, remember, verdictOf } from '../play/verdicts.ts';
import { onSettings, settings } from '../platform/saves.ts';
import { solverClient } from '../platform/solverClient.ts';
import { viewport } from '../platform/viewport.ts';
import { T } from '../text/index.ts';
import { badgeText, hintWords, moveWords, noWinnableNotice, stillWinnableWords } from '../text/solver.ts';
import { announce } from '../view/dom.ts';
import { type HudLayout, type Layout, hudLayout } from '../view/layout.ts';
import { viewSettings } from '../view/settings.ts';
import { textStyle } from '../view/ui.ts';
import { TABLE_EVENTS } from '../keys.ts';
import { type SolverTable, installProbe, probe, say } from './solverProbe.ts';

/** How long a hint may take before the visible hint stands in. */
const HINT_WAIT_MS = 4000;
/** The badge's and the indicator's solves. */
const SOLVE_BUDGET = { maxMs: 3000, maxNodes: 3_000_000 } as const;
/** Shown only when finding a winnable deal takes longer than this. */
const FINDING_QUIET_MS = 300;
const DEPTH = 40002;

/** The deals (as `stateKey`s) "winnable deals only" dealt this visit: winnable by construction. */
const dealtWinnable = new Set<string>();

/**
 * "Winnable deals only": called first thing in the table's `create` for a random deal. When the
 * setting is on (and a worker exists) it keeps the deal from being dealt, finds a winnable number
 * in the worker, then restarts the table on that number; returns true while it does so.
 */
export function holdForWinnableDeal(table: Phaser.Scene, game: GameId, start: number): boolean {
  if (!settings().winnableOnly) return false;
  if (dealsBuilt(game)) {
    dealBuiltWinnable(table, game);
    return true;
  }
  const client = solverClient();
  if (!client) return false;
  let cancelled = false;
  const quiet = table.add
    .text(viewport().width / 2, viewport().height / 2, T.findingWinnable, textStyle(18, '#e8f3ec'))
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
    if (choice.winnable) {
      const state = initialState(numberedDeal(game, choice.number));
      know(state, 'win');
      dealtWinnable.add(stateKey(state));
    }
    else say(noWinnableNotice(game), 6000);
    const data: TableData = { game, number: choice.number };
    table.scene.restart(data);
  });
  return true;
}

/**
 * Whether "winnable deals only" deals `game`'s built winnable deals: its definition builds them
 * backwards and ships no proven numbered deals to fall back on (random deals are almost never won).
 */
function dealsBuilt(game: GameId): boolean {
  const def = gameDef(game);
  return def.winnable?.method === 'built' && def.winnableDeals.length === 0;
}

/**
 * Winnable deal N, N at random, dealt unnumbered and titled for what it is. Building one takes a
 * few tens of milliseconds (docs/solver.md), so it runs here rather than in the worker; the table
 * restarts on the next tick, as it does after a search.
 */
function dealBuiltWinnable(table: Phaser.Scene, game: GameId): void {
  const n = 1 + Math.floor(Math.random() * MAX_DEAL);
  const t0 = performance.now();
  const built = winnable(game, n);
  probe.buildMs.push(performance.now() - t0);
  const start = initialState(built.deal);
  remember(start, 'win', built.line);
  dealtWinnable.add(stateKey(start));
  const data: TableData = { game, deal: built.deal, winnable: n };
  table.time.delayedCall(0, () => { table.scene.restart(data); });
}

/**
 * The rest, for a table that is dealt: the badge, still winnable?, dead ends and the hint source.
 * Call once at the end of the table's `create`.
 */
export function attachSolver(view: SolverTable, hud: HudLayout = hudLayout(viewport().width, { leftHanded: viewSettings().leftHanded })): void {
  const client = solverClient();
  const table = view.scene;
  const play = view.table;
  probe.table = view;
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
    // On the line of the game's name, which keeps the left half (src/view/hud.ts); never below 12 px.
    line.setPosition(r.x + r.width, r.y + r.height * 0.28);
    line.setScale(Math.max(12 / 13, Math.min(1, (r.width * 0.5) / line.width)));
  };
  // Which position the current work is for: anything newer makes it stale.
  let serial = 0;
  let dead: 'no' | null = null;
  let lastKind: StillWinnable['kind'] | null = null;
  let over = false;
  /** The table scene has shut down: its texts are gone, and late answers must not touch them. */
  let closed = false;

  const show = () => {
    if (closed) return;
    const session = play.session;
    const parts: string[] = [];
    const start = session.start;
    const badge = badgeText(dealBadge(start, verdictOf(start), { dealtWinnable: dealtWinnable.has(stateKey(start)), stillWinnable: settings().stillWinnable }));
    if (badge) parts.push(badge);
    let status: StillWinnable | null = null;
    if (settings().stillWinnable && !over) {
      status = stillWinnable(session, verdictOf);
      parts.push(stillWinnableWords(status));
      // Said once, when it turns: a screen reader does not see the note change colour.
      if (status.kind === 'lost' && lastKind !== 'lost') announce(status.undoTo === null ? stillWinnableWords(status) : `${stillWinnableWords(status)}; ${T.noteReach}`);
    }
    lastKind = status?.kind ?? null;
    action = null;
    let does = '';
    if (dead === 'no' && !over) {
      parts.push(T.deadEndNote);
      action = () => { play.concede(); };
      does = T.noteResults;
    } else if (status?.kind === 'lost' && status.undoTo !== null) {
      const to = status.undoTo;
      action = () => { play.undoTo(to); };
      does = T.noteUndo;
    }
    const text = parts.join(T.noteJoin);
    probe.status = text;
    probe.action = action;
    // Quiet while all is well; warm when the last winning line is gone or the game is dead.
    line.setText(text).setColor(action ? '#ffd27a' : '#d9f2e1');
    place();
    const press = action;
    view.offerNote(press ? { words: text, does, rect: noteRect, press } : null);
  };

  /** The checks for the position showing: deal verdict, still winnable?, dead end. */
  const refresh = async () => {
    const mine = ++serial;
    dead = null;
    show();
    if (!client || over || play.isDealing) return;
    const session = play.session;
    const state = current(session);
    const stale = () => mine !== serial || session !== play.session;
    // The deal's own verdict, for the badge: searched only when the badge may show it.
    if (!verdictOf(session.start) && (settings().stillWinnable || showsEveryCard(session.start))) {
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
      // Said once per position: not again after a hint, an undo back here, or a move on in the same lost game.
      const key = stateKey(state);
      if (!toldDead.has(key)) {
        toldDead.add(key);
        say(T.deadEnd, 6000);
        announce(T.deadEndSpoken(T.deadEnd, T.noteReach));
      }
    }
    show();
  };
  const kick = () => { if (!closed) void refresh(); };
  /** Positions whose dead end has been said. */
  const toldDead = new Set<string>();
  const onPlayed = () => {
    // A move from a dead end leads to a dead end again (no move of it put a card home): it was said.
    if (dead === 'no') toldDead.add(stateKey(current(play.session)));
    kick();
  };

  play.hintSource = async (state: State, session: Session): Promise<HintAnswer> => {
    serial++;
    const fallback = (why: string): HintAnswer => {
      const m = visibleHint(state);
      const words = m ? T.hintLine(moveWords(state, m), why) : null;
      probe.hint = { text: words ?? why, move: m ? moveText(m) : null, hint: null };
      if (words && client) say(words, 5000);
      return m;
    };
    if (!client) return fallback(T.noSolver);
    const h = await client.hint(state, HINT_OPTIONS, HINT_WAIT_MS);
    // The player moved on: the answer is for a position gone (the table ignores it too).
    if (session !== play.session) return null;
    // The checks the hint interrupted start again for the position showing.
    kick();
    if (!h) return fallback(T.solverLate);
    const words = hintWords(state, h);
    if (!words || !h.move) return fallback(h.exact ? T.noWinningLineFromHere : T.noSampleWins(h.samples));
    probe.hint = { text: words, move: moveText(h.move), hint: h };
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
    [TABLE_EVENTS.played, onPlayed],
    [TABLE_EVENTS.changed, onChanged],
    [TABLE_EVENTS.over, onOver],
    [TABLE_EVENTS.relayout, onRelayout],
  ];
  for (const [event, fn] of listeners) table.events.on(event, fn);
  const unsubscribe = onSettings((s, before) => {
    if (s.stillWinnable !== before.stillWinnable) kick();
  });
  table.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
    closed = true;
    serial++;
    client?.cancel();
    unsubscribe();
    for (const [event, fn] of listeners) table.events.off(event, fn);
    if (probe.table === view) probe.table = null;
  });
  show();
}
