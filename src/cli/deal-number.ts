import { GAME_IDS, type GameId, MAX_DEAL, type Parsed, isDealNumber, isGameId } from '../engine/index.ts';

/** A game id from the command line, or the message naming the ids that exist. */
export function gameArg(text: string): Parsed<GameId> {
  return isGameId(text) ? { ok: true, value: text } : { ok: false, reason: `unknown game ${JSON.stringify(text)}: one of ${GAME_IDS.join(', ')}` };
}

/** A deal number from the command line (decimal digits only), or the message saying why not. */
export function dealNumberArg(text: string): Parsed<number> {
  const n = /^\d{1,12}$/.test(text) ? Number(text) : NaN;
  return isDealNumber(n) ? { ok: true, value: n } : { ok: false, reason: `deal number ${JSON.stringify(text)} is not a whole number from 1 to ${MAX_DEAL}` };
}
