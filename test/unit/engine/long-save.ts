/**
 * A long save for the tests and the benchmark of loading (bench/save-load.ts): a deal played into a
 * position where a card can go from one pile to another and back, then moved to and fro until the
 * save holds `actions` player actions, all in effect.
 */
import { GAME_IDS, type Move, type SaveJson, type State, apply, dealToJson, legalMoves, moveText, numberedDeal, initialState, SAVE_VERSION } from '../../../src/engine/index.ts';

const reverse = (m: Move): Move => (m.kind === 'move' ? { kind: 'move', from: m.to, to: m.from } : m);

/** A move of a card between piles whose reverse is legal after it, in `s`; null when there is none. */
function toAndFro(s: State): Move | null {
  for (const m of legalMoves(s)) {
    if (m.kind !== 'move' || m.from.zone !== 't' || m.to.zone !== 't') continue;
    const a = apply(s, m);
    if (a.ok && apply(a.state, reverse(m)).ok) return m;
  }
  return null;
}

export function longSave(actions: number): SaveJson {
  for (const game of GAME_IDS) {
    for (let number = 1; number <= 20; number++) {
      const deal = numberedDeal(game, number);
      let s = initialState(deal);
      const played: string[][] = [];
      for (let k = 0; k < 200 && played.length < actions; k++) {
        const m = toAndFro(s);
        if (m) {
          for (let i = 0; played.length < actions; i++) played.push([moveText(i % 2 === 0 ? m : reverse(m))]);
          return { version: SAVE_VERSION, game, number, deal: dealToJson(deal), moves: played, position: played.length };
        }
        // No such card yet: play on, the first legal move each time (a draw when there is no other).
        const next = legalMoves(s).find((x) => x.kind === 'move') ?? legalMoves(s)[0];
        const a = next && apply(s, next);
        if (!next || !a?.ok) break;
        s = a.state;
        played.push([moveText(next)]);
      }
    }
  }
  throw new Error('no deal of any game reaches a card that can go to and fro');
}
