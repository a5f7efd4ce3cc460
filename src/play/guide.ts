/**
 * The first-deal guide, as a service beside the table controller: the steps of the game's guide
 * (guideSteps.ts) shown one at a time, each pointing at cards of the position now. A step that
 * teaches a move points at a legal move of that kind, so the player can make it at once, and goes
 * on when the player makes a move of that kind; a step with no such move now (or one that only
 * tells, how the game is won) goes on at "Next". Shown by itself on the first deal of a game the
 * player has never been shown, and again whenever asked (the rules' "Show me how").
 */
import { type Card, type Move, type PileId, type State, type Step, gameDef, isIdleMove, legalMoves, pileOf } from '../engine/index.ts';
import { Feed } from './feed.ts';
import { type GuideStep, guideSteps } from './guideSteps.ts';
import type { TableEvent } from './tableEvent.ts';

/** The step showing, and what it points at in the position now. */
export interface GuideShown {
  readonly game: string;
  /** 1 to `of`. */
  readonly step: number;
  readonly of: number;
  readonly teaches: GuideStep;
  /** The piles it points at: the move's from and to, or the piles it talks about. */
  readonly piles: readonly PileId[];
  /** The move it shows (the card that moves, and the card it goes on), or null: the step goes on at "Next". */
  readonly move: { readonly card: Card; readonly onto: Card | null } | null;
}

/** The guide's step showing now (null: gone); `fresh`: a step of its own, not the same step pointing anew after a move. */
export type GuideEvent = { readonly kind: 'guide'; readonly shown: GuideShown | null; readonly fresh: boolean };

/** Which games' guides the player has been shown (the records store keeps it). */
export interface GuidePorts {
  guideSeen(game: string): boolean;
  markGuideSeen(game: string): void;
}

/** What the guide reads of the table. */
export interface GuideTable {
  readonly game: string;
  readonly state: State;
}

export class TableGuide {
  private readonly feed = new Feed<GuideEvent>();
  private readonly steps: readonly GuideStep[];
  private index = -1;
  private current: GuideShown | null = null;

  /**
   * `firstDeal`: the table opened on a new deal the player makes (not a resumed or watched game);
   * `asked`: the table was opened to show the guide (the menu's Rules, "Show me how"), which
   * starts once the cards are on it, whether or not the game was shown before.
   */
  constructor(
    private readonly table: GuideTable,
    private readonly ports: GuidePorts,
    private readonly firstDeal: boolean,
    private asked = false,
  ) {
    this.steps = guideSteps(gameDef(table.game));
  }

  /** The step showing, or null. The same value until the step or the position changes. */
  get shown(): GuideShown | null {
    return this.current;
  }

  on(listener: (e: GuideEvent) => void): () => void {
    return this.feed.on(listener);
  }

  /** One event of the table controller, in the store's order (play/tableStore.ts). */
  hear(e: TableEvent): void {
    if (e.kind === 'dealt' && this.index < 0 && (this.asked || (this.firstDeal && !this.ports.guideSeen(this.table.game)))) this.start();
    if (this.index < 0) return;
    if (e.kind === 'played') {
      if (taught(this.steps[this.index]!, e.moves, e.steps, e.before)) this.go(this.index + 1);
      else this.point();
    } else if (e.kind === 'shown') this.point();
    else if (e.kind === 'over') this.go(this.steps.length);
  }

  /** From the first step (the rules' "Show me how", or the first deal); the game's guide counts as seen. */
  start(): void {
    this.asked = false;
    this.ports.markGuideSeen(this.table.game);
    this.go(0);
  }

  /** "Next": on from a step with no move to make now (the last one ends the guide). */
  next(): void {
    if (this.current && this.current.move === null) this.go(this.index + 1);
  }

  skip(): void {
    if (this.index >= 0) this.go(this.steps.length);
  }

  private go(index: number): void {
    this.index = index < this.steps.length ? index : -1;
    this.point();
  }

  /** What the step points at in the position now; told when it changed. */
  private point(): void {
    const before = this.current;
    const step = this.steps[this.index];
    this.current = step ? { game: this.table.game, step: this.index + 1, of: this.steps.length, teaches: step, ...guidePoint(step, this.table.state) } : null;
    if (!sameShown(before, this.current)) this.feed.emit({ kind: 'guide', shown: this.current, fresh: before?.step !== this.current?.step });
    else this.current = before;
  }
}

const foundations = (s: State): PileId[] => s.foundations.map((_, i) => `f${i}` as PileId);
const topOf = (s: State, pile: PileId): Card | null => (pile === 'w' ? s.waste.at(-1) : pile.startsWith('t') ? s.tableau[Number(pile.slice(1))]!.at(-1) : undefined) ?? null;

/** Whether a move to tableau pile `to` would put the card into a space (its pile empty before). */
const intoSpace = (s: State, m: Move): boolean => m.kind === 'move' && m.to.zone === 't' && s.tableau[m.to.index]!.length === 0;

/** The legal moves of the kind a step teaches, in the engine's order. */
function movesOf(step: GuideStep, s: State): Move[] {
  const legal = legalMoves(s);
  switch (step.kind) {
    case 'foundation': return legal.filter((m) => m.kind === 'move' && m.to.zone === 'f');
    case 'build': return legal.filter((m) => m.kind === 'move' && m.to.zone === 't' && !intoSpace(s, m));
    case 'space': return step.fill === 'refill' ? [] : legal.filter((m) => intoSpace(s, m) && !isIdleMove(s, m));
    case 'stock': return legal.filter((m) => m.kind === 'draw');
    case 'win': return [];
  }
}

/** The move a step shows in position `s` (its first of the kind), else the piles it talks about. */
export function guidePoint(step: GuideStep, s: State): Pick<GuideShown, 'piles' | 'move'> {
  const m = movesOf(step, s)[0];
  if (m?.kind === 'draw') return { piles: ['s', 'w'], move: { card: s.stock.at(-1)!, onto: null } };
  if (m?.kind === 'move') {
    const from = pileOf(m.from);
    const to = pileOf(m.to);
    return { piles: [from, to], move: { card: topOf(s, from)!, onto: to.startsWith('t') ? topOf(s, to) : null } };
  }
  return { piles: talkedOf(step, s), move: null };
}

/** The piles a step talks about when it has no move to show: the foundations, the pile nearest to empty, the stock. */
function talkedOf(step: GuideStep, s: State): PileId[] {
  switch (step.kind) {
    case 'foundation':
    case 'win':
      return foundations(s);
    case 'build':
      return ['t0'];
    case 'space':
      return [shortestPile(s), ...(step.fill === 'refill' ? (s.waste.length > 0 ? ['w' as const] : ['s' as const]) : [])];
    case 'stock':
      return ['s'];
  }
}

function shortestPile(s: State): PileId {
  let best = 0;
  s.tableau.forEach((p, i) => { if (p.length > 0 && (s.tableau[best]!.length === 0 || p.length < s.tableau[best]!.length)) best = i; });
  return `t${best}`;
}

/** Whether the player's action made a move of the kind the step teaches. */
function taught(step: GuideStep, moves: readonly Move[], steps: readonly Step[], before: State): boolean {
  const m = moves[0];
  if (!m) return false;
  switch (step.kind) {
    case 'foundation': return m.kind === 'move' && m.to.zone === 'f';
    case 'build': return m.kind === 'move' && m.to.zone === 't' && !intoSpace(before, m);
    case 'space': return step.fill === 'refill' ? steps.some((x) => x.kind === 'refill') : intoSpace(before, m);
    case 'stock': return m.kind === 'draw';
    case 'win': return false;
  }
}

function sameShown(a: GuideShown | null, b: GuideShown | null): boolean {
  if (a === null || b === null) return a === b;
  return a.step === b.step && a.move?.card === b.move?.card && a.move?.onto === b.move?.onto && a.piles.join() === b.piles.join();
}
