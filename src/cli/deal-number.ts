import { GAME_IDS, type GameId, type Parsed, isGameId, parseDealNumber } from '../engine/index.ts';

/** A game id from the command line, or the message naming the ids that exist. */
export function gameArg(text: string): Parsed<GameId> {
  return isGameId(text) ? { ok: true, value: text } : { ok: false, reason: `unknown game ${JSON.stringify(text)}: one of ${GAME_IDS.join(', ')}` };
}

/** A deal number from the command line (RULES.md's number rule), or the message saying why not. */
export function dealNumberArg(text: string): Parsed<number> {
  const n = parseDealNumber(text);
  return n.ok ? n : { ok: false, reason: `deal number ${n.reason}` };
}
