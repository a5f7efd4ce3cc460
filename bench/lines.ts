import { type Move, type State, apply, isWon } from '../src/engine/index.ts';

/** Whether `line` plays from `start` through the engine, every move legal, to a won game. */
export function replaysToWin(start: State, line: readonly Move[]): boolean {
  let s = start;
  for (const m of line) {
    const a = apply(s, m);
    if (!a.ok) return false;
    s = a.state;
  }
  return isWon(s);
}
