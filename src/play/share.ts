/**
 * A deal shared with a friend: the link's parameters (the game, the deal by its number or as its
 * built winnable number, and the result to beat), the result to beat read back and checked,
 * whether a result beat it, and how the link is sent: the portal's link or the page's, through
 * the share sheet, the clipboard or by hand.
 */
import type { GameId } from '../engine/index.ts';
import type { Beat, ResultsData, TableData } from './deal.ts';
import { builtDeal } from './winnableDeal.ts';

export type { Beat } from './deal.ts';

/** The link parameter of the result to beat: `beat=95.252` is 95 moves in 252 seconds. */
export const BEAT_PARAM = 'beat';
/** The link parameter of a built winnable deal: `winnable=77` is winnable deal 77 of the game. */
export const WINNABLE_PARAM = 'winnable';

/** The most moves and seconds (99:59:59) a result to beat may carry. */
export const MAX_BEAT = { moves: 99_999, seconds: 359_999 } as const;

/** Moves, a dot, seconds: whole numbers without a sign or a leading zero. */
const BEAT_FORMAT = /^([1-9]\d{0,4})\.(0|[1-9]\d{0,5})$/;

/** The result to beat a link carries, or null when it is not one (malformed, or out of range). */
export function parseBeat(text: string): Beat | null {
  const m = BEAT_FORMAT.exec(text);
  if (!m) return null;
  const beat = { moves: Number(m[1]), seconds: Number(m[2]) };
  return beat.moves <= MAX_BEAT.moves && beat.seconds <= MAX_BEAT.seconds ? beat : null;
}

/** A result to beat as a link could carry it (a stored one read back): whole moves and seconds in range. */
export function isBeat(x: unknown): x is Beat {
  if (typeof x !== 'object' || x === null) return false;
  const { moves, seconds } = x as Record<string, unknown>;
  return typeof moves === 'number' && typeof seconds === 'number' && beatText({ moves, seconds }) !== null;
}

/** The result to beat as a link carries it; null when it cannot be carried (out of range, not whole). */
export function beatText(beat: Beat): string | null {
  const text = `${beat.moves}.${beat.seconds}`;
  return parseBeat(text) === null ? null : text;
}

export type BeatOutcome = 'beaten' | 'tied' | 'missed';

/** How a win compares with the result to beat: fewer moves beat it, and so do as many moves in less time. */
export function beatOutcome(win: Beat, beat: Beat): BeatOutcome {
  if (win.moves !== beat.moves) return win.moves < beat.moves ? 'beaten' : 'missed';
  if (win.seconds !== beat.seconds) return win.seconds < beat.seconds ? 'beaten' : 'missed';
  return 'tied';
}

/** A deal as a link may name it: numbered, or winnable deal N of its game; and its result to beat. */
export interface SharedDeal {
  readonly game: GameId;
  readonly number: number | null;
  readonly winnable?: number | null;
  readonly beat?: Beat | null;
}

/** The parameters of a link to the deal, in the order a link shows them; null for a deal no link can name (a deal file). */
export function shareParams(d: SharedDeal): Record<string, string> | null {
  const params: Record<string, string> = { game: d.game };
  if (d.number !== null) params.deal = String(d.number);
  else if (d.winnable != null) params[WINNABLE_PARAM] = String(d.winnable);
  else return null;
  const beat = d.beat ? beatText(d.beat) : null;
  if (beat !== null) params[BEAT_PARAM] = beat;
  return params;
}

/** What the Results share: the player's own win as the result to beat, else the result to beat they were dealt. */
export function resultsShared(d: ResultsData): SharedDeal {
  const own = d.won && d.byComputer !== true ? { moves: d.moves, seconds: d.seconds } : null;
  return { game: d.game, number: d.number, winnable: d.winnable ?? null, beat: own ?? d.beat ?? null };
}

/** What a link names: a game, and a deal by number or as a built winnable deal, with a result to beat. */
export interface DealLink {
  readonly game: GameId;
  readonly deal: number | null;
  readonly winnable: number | null;
  readonly beat: Beat | null;
}

/** The table a link opens: its numbered deal, or its built winnable deal, with its result to beat; or a deal of the game. */
export function linkedDeal(link: DealLink): TableData {
  const beat = link.beat ? { beat: link.beat } : {};
  if (link.deal !== null) return { game: link.game, number: link.deal, ...beat };
  if (link.winnable !== null) return { ...builtDeal(link.game, link.winnable), ...beat };
  return { game: link.game };
}

/** The page at `href` with the link's parameters as its whole query (the page's own address, where the host makes no link). */
export function pageLink(href: string, params: Readonly<Record<string, string>>): string {
  const url = new URL(href);
  url.search = new URLSearchParams(params).toString();
  url.hash = '';
  return url.toString();
}

/** The ways a link may reach a friend, best first: the system's share sheet, the clipboard, a dialog to copy it from by hand. */
export type ShareRoute = 'share-sheet' | 'clipboard' | 'dialog';

/** What the browser offers: a share sheet that takes this link (`navigator.canShare`), a clipboard to write. */
export interface ShareAbilities {
  readonly shareSheet: boolean;
  readonly clipboard: boolean;
}

/** The ways to try, in order, each tried when the one before fails; the dialog always works, so it is last. */
export function shareRoutes(can: ShareAbilities): ShareRoute[] {
  return [...(can.shareSheet ? (['share-sheet'] as const) : []), ...(can.clipboard ? (['clipboard'] as const) : []), 'dialog'];
}

/** A link on its way, with the words a share sheet sends beside it. */
export interface LinkMessage {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

/** What sending a link asks of the page around the game (platform/share.ts). */
export interface SharePorts {
  /** The portal's own link to the game with these parameters (its share API), or null when it makes none. */
  hostLink(params: Readonly<Record<string, string>>): Promise<string | null>;
  /** The page's own address, the link where the portal makes none. */
  readonly href: string;
  readonly can: (message: LinkMessage) => ShareAbilities;
  /** Opens the share sheet: 'closed' when the player closed it; rejects when the browser refused. */
  shareSheet(message: LinkMessage): Promise<'sent' | 'closed'>;
  /** Writes the link on the clipboard; rejects when the browser refused. */
  copy(text: string): Promise<void>;
}

/** How the link went: through the share sheet, onto the clipboard, nowhere (the player closed the sheet), or to be copied by hand. */
export type SentHow = 'shared' | 'copied' | 'cancelled' | 'by hand';

/** Whose link it was: the portal's, or the page's own address. */
export type LinkSource = 'portal' | 'page';

/**
 * Sends the link to the deal of `params` on its way: the portal's link where it makes one (else the
 * page's own address), through the first way that takes it, the share sheet, then the clipboard,
 * else left to be copied by hand. A share sheet the player closed is their answer: nothing more is tried.
 */
export async function sendLink(params: Readonly<Record<string, string>>, words: Pick<LinkMessage, 'title' | 'text'>, ports: SharePorts): Promise<{ how: SentHow; url: string; source: LinkSource }> {
  const portal = await ports.hostLink(params).catch(() => null);
  const url = portal ?? pageLink(ports.href, params);
  const source: LinkSource = portal === null ? 'page' : 'portal';
  const message = { ...words, url };
  for (const route of shareRoutes(ports.can(message))) {
    const how = await attempt(route, message, ports);
    if (how !== null) return { how, url, source };
  }
  return { how: 'by hand', url, source };
}

/** One way tried: how it went, or null when it failed and the next way is tried. */
async function attempt(route: ShareRoute, message: LinkMessage, ports: SharePorts): Promise<SentHow | null> {
  try {
    if (route === 'share-sheet') return (await ports.shareSheet(message)) === 'sent' ? 'shared' : 'cancelled';
    if (route === 'clipboard') {
      await ports.copy(message.url);
      return 'copied';
    }
    return 'by hand';
  } catch {
    return null;
  }
}
