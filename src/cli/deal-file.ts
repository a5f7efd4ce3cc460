import { readFile } from 'node:fs/promises';
import { type Deal, type Parsed, parseDealText } from '../engine/index.ts';
import type { Io } from './command.ts';

/** Reads and validates a deal JSON file; the reason says what is wrong (unreadable, not JSON, bad layout). */
export async function readDealFile(path: string): Promise<Parsed<Deal>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    return { ok: false, reason: `cannot read ${path}: ${(e as Error).message}` };
  }
  const parsed = parseDealText(text);
  return parsed.ok ? parsed : { ok: false, reason: `${path}: ${parsed.reason}` };
}

/**
 * The usual use: the deal, or null after writing `bad deal: ...` to stderr. The caller then
 * returns EXIT.badDeal.
 */
export async function loadDeal(path: string, io: Io): Promise<Deal | null> {
  const parsed = await readDealFile(path);
  if (parsed.ok) return parsed.value;
  io.err(`bad deal: ${parsed.reason}`);
  return null;
}
