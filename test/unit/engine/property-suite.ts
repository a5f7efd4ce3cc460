/**
 * The engine's properties over random numbered deals and random legal playouts of one game:
 * whatever the players do, the engine keeps the cards, the foundations, undo/redo, saves and
 * replays sound, and `apply` plays exactly what `legalMoves` lists. properties.test.ts runs them
 * on every registered game; games/sixth-game.test.ts on games built at test time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gameDef,
  type GameId,
  MAX_DEAL,
  type Move,
  type Place,
  type Session,
  type State,
  apply,
  current,
  fromSave,
  initialState,
  legalMoves,
  moveText,
  movesPlayed,
  numberedDeal,
  numberedSession,
  parseMove,
  play,
  redo,
  toSave,
  undo,
} from '../../../src/engine/index.ts';
import { en } from '../../../src/text/en.ts';

const RUNS = 50;
const dealNumber = fc.integer({ min: 1, max: MAX_DEAL });
/** Which legal move to take at each turn (index modulo the number of legal moves). */
const picks = fc.array(fc.nat({ max: 10_000 }), { minLength: 0, maxLength: 220 });

interface Playout {
  session: Session;
  states: State[];
}

function playout(game: GameId, n: number, choice: readonly number[]): Playout {
  let session = numberedSession(game, n);
  const states = [current(session)];
  for (const pick of choice) {
    const moves = legalMoves(current(session));
    if (moves.length === 0) break;
    const r = play(session, [moves[pick % moves.length]!]);
    if (!r.ok) throw new Error(`a legal move was refused: ${en.refusal(r.refusal)}`);
    session = r.session;
    states.push(current(session));
  }
  return { session, states };
}

/** Every card of the position, foundations counted Ace to top. */
function cardCounts(s: State): number[] {
  const counts = new Array<number>(52).fill(0);
  for (const pile of s.tableau) for (const c of pile) counts[c]!++;
  for (const c of s.stock) counts[c]!++;
  for (const c of s.waste) counts[c]!++;
  for (const top of s.foundations) if (top >= 0) for (let c = top - (top % 13); c <= top; c++) counts[c]!++;
  return counts;
}

/** A foundation only ever grows by the next card of its suit, from an Ace. */
function foundationGrewRightly(before: number, after: number): boolean {
  if (after === before) return true;
  if (before < 0) return after % 13 === 0;
  return after === before + 1 && before % 13 !== 12;
}

/** The playout properties of one game. */
export function playoutProperties(game: GameId, runs = RUNS): void {
  const def = gameDef(game);
  describe(`${game}: random legal playouts`, () => {
    it('conserve the cards, and every foundation reads A, 2, 3... of one suit', () => {
      fc.assert(
        fc.property(dealNumber, picks, (n, choice) => {
          const { states } = playout(game, n, choice);
          const decks = new Array<number>(52).fill(def.decks);
          for (let i = 0; i < states.length; i++) {
            const s = states[i]!;
            expect(cardCounts(s)).toEqual(decks);
            for (let p = 0; p < s.tableau.length; p++) expect(s.hidden[p]!).toBeLessThanOrEqual(Math.max(0, s.tableau[p]!.length - 1));
            if (i > 0) for (let f = 0; f < def.foundations; f++) expect(foundationGrewRightly(states[i - 1]!.foundations[f]!, s.foundations[f]!)).toBe(true);
          }
        }),
        { numRuns: runs },
      );
    });

    it('undo to the start gives the dealt position; redo to the end gives the final one', () => {
      fc.assert(
        fc.property(dealNumber, picks, (n, choice) => {
          const { session, states } = playout(game, n, choice);
          let s = session;
          for (let i = states.length - 1; i > 0; i--) {
            s = undo(s);
            expect(current(s)).toEqual(states[i - 1]);
          }
          expect(current(s)).toEqual(initialState(numberedDeal(game, n)));
          for (let i = 1; i < states.length; i++) s = redo(s);
          expect(current(s)).toEqual(current(session));
        }),
        { numRuns: runs },
      );
    });

    it('save, stringify, parse, load gives the identical position and legal moves, at any point of the history', () => {
      fc.assert(
        fc.property(dealNumber, picks, fc.nat(), (n, choice, back) => {
          const { session, states } = playout(game, n, choice);
          let s = session;
          for (let i = 0; i < back % states.length; i++) s = undo(s);
          const loaded = fromSave(JSON.parse(JSON.stringify(toSave(s))));
          if (!loaded.ok) throw new Error(loaded.reason);
          expect(current(loaded.session)).toEqual(current(s));
          expect(legalMoves(current(loaded.session))).toEqual(legalMoves(current(s)));
          expect(loaded.session.position).toBe(s.position);
          expect(toSave(loaded.session)).toEqual(toSave(s));
        }),
        { numRuns: runs },
      );
    });

    it('a replay of the moves played is deterministic', () => {
      fc.assert(
        fc.property(dealNumber, picks, (n, choice) => {
          const { session } = playout(game, n, choice);
          let state = initialState(numberedDeal(game, n));
          for (const text of movesPlayed(session)) {
            const r = apply(state, parseMove(text)!);
            if (!r.ok) throw new Error(en.refusal(r.refusal));
            state = r.state;
          }
          expect(state).toEqual(current(session));
          expect(playout(game, n, choice).states).toEqual(playout(game, n, choice).states);
        }),
        { numRuns: runs },
      );
    });
  });
}

/** Moves in the notation, within and beyond every game's piles and foundations. */
const notationMove = fc.oneof(
  fc.constant('draw'),
  fc
    .tuple(fc.oneof(fc.constant('w'), fc.nat({ max: 20 }).map((i) => `t${i}`)), fc.oneof(fc.constant('f'), fc.nat({ max: 20 }).map((i) => `t${i}`), fc.nat({ max: 10 }).map((i) => `f${i}`)))
    .map(([a, b]) => `${a}>${b}`),
  fc.string({ unit: fc.constantFrom('t', 'w', 'f', 'd', 'r', 'a', '>', '0', '1', '9', ' ', 'T'), maxLength: 7 }),
);

/** apply against legalMoves on positions of random playouts of `games`. */
export function applyProperties(games: readonly GameId[], runs = 150): void {
  describe('apply on any parsed move', () => {
    it('never throws; it plays exactly the legal moves and refuses the rest with a reason', () => {
      fc.assert(
        fc.property(fc.constantFrom(...games), dealNumber, picks, fc.array(notationMove, { maxLength: 30 }), (game, n, choice, texts) => {
          const { states } = playout(game, n, choice.slice(0, 60));
          const s = states[states.length - 1]!;
          const legal = new Set(legalMoves(s).map(moveText));
          for (const text of texts) {
            const m = parseMove(text);
            if (!m) continue;
            const r = apply(s, m);
            if (r.ok) expect(legal.has(moveText(r.move))).toBe(true);
            else {
              expect(en.refusal(r.refusal).length).toBeGreaterThan(0);
              // A refused concrete move is not among the legal ones.
              if (!text.endsWith('>f')) expect(legal.has(text)).toBe(false);
              else expect([...legal].some((l) => l.startsWith(text))).toBe(false);
            }
          }
          for (const text of legal) expect(apply(s, parseMove(text)!).ok).toBe(true);
        }),
        { numRuns: runs },
      );
    });

    it('takes every move legalMoves lists and refuses every other move, on every position of a playout', () => {
      fc.assert(
        fc.property(fc.constantFrom(...games), dealNumber, picks, (game, n, choice) => {
          for (const s of playout(game, n, choice.slice(0, 80)).states) everyMoveAgrees(s);
        }),
        { numRuns: Math.ceil(runs / 5) },
      );
    });
  });
}

/** Every move from every pile and the waste to every pile and foundation: apply takes it exactly when legalMoves lists it. */
export function everyMoveAgrees(s: State): void {
  const legal = new Set(legalMoves(s).map(moveText));
  const n = s.tableau.length;
  const froms: Place[] = [{ zone: 'w', index: 0 }, ...Array.from({ length: n }, (_, i): Place => ({ zone: 't', index: i }))];
  const tos: Place[] = [...froms.slice(1), { zone: 'f', index: -1 }, ...s.foundations.map((_, i): Place => ({ zone: 'f', index: i }))];
  for (const from of froms) {
    for (const to of tos) {
      const m: Move = { kind: 'move', from, to };
      const r = apply(s, m);
      // `w>f` is played as its concrete foundation, which legalMoves lists.
      const text = moveText(m);
      const listed = to.index < 0 ? [...legal].some((l) => l.startsWith(text)) : legal.has(text);
      // Worded only when they disagree: this runs for every pair of places of many positions.
      if (r.ok !== listed) expect.fail(`${text}: apply ${r.ok ? 'takes it' : `refuses it (${en.refusal(r.refusal)})`}, legalMoves ${listed ? 'lists' : 'does not list'} it`);
      if (r.ok && !legal.has(moveText(r.move))) expect.fail(`${text} is played as ${moveText(r.move)}, which legalMoves does not list`);
    }
  }
  expect(apply(s, { kind: 'draw' }).ok).toBe(legal.has('draw'));
  for (const text of legal) expect(apply(s, parseMove(text)!).ok, text).toBe(true);
}

/** Loading a randomly edited save of `games`. */
export function saveProperties(games: readonly GameId[], runs = 150): void {
  describe('save loading never throws', () => {
    it('on a randomly edited save it loads or refuses with a message', () => {
      const edit = fc.tuple(fc.nat(), fc.oneof(fc.constant<unknown>(null), fc.integer(), fc.string({ maxLength: 4 }), fc.constant<unknown>([]), fc.constant<unknown>({})));
      fc.assert(
        fc.property(fc.constantFrom(...games), dealNumber, picks, edit, (game, n, choice, [where, value]) => {
          const save = JSON.parse(JSON.stringify(toSave(playout(game, n, choice.slice(0, 30)).session))) as Record<string, unknown>;
          // Replace one key, or one move, or one card with junk.
          const keys = Object.keys(save);
          const moves = save.moves as unknown[][];
          const deal = save.deal as { tableau: unknown[][] };
          if (where % 3 === 0) save[keys[where % keys.length]!] = value;
          else if (where % 3 === 1 && moves.length > 0) moves[where % moves.length]![0] = value;
          else deal.tableau[where % deal.tableau.length]![0] = value;
          let r: ReturnType<typeof fromSave> | undefined;
          expect(() => (r = fromSave(save))).not.toThrow();
          if (r && !r.ok) expect(r.reason).toMatch(/^this save cannot be loaded: ./);
        }),
        { numRuns: runs },
      );
    });
  });
}
