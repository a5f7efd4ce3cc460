/**
 * What the page URL asks for: `?test=1`, `?game=ID&deal=123`, `?speed=instant`,
 * `?autoplay=off`, `?lang=fr`, `?draw=every`; and a shared deal, `?game=ID&deal=123&beat=95.252`
 * or `?game=ID&winnable=77` (play/share.ts), whose parameters a portal may hand over instead
 * (`readLinksFrom`). A link that names a game or deal wrongly gets `error`, said to the player; a
 * result to beat that cannot be read is left out quietly, and the deal opens without it.
 */
import { AUTO_PLAY_MODES, type AutoPlayMode } from '../engine/autoplay.ts';
import { type GameId, MAX_DEAL, isGameId } from '../engine/index.ts';
import { BEAT_PARAM, type Beat, WINNABLE_PARAM, parseBeat } from '../play/share.ts';
import { dealsBuilt } from '../play/winnableDeal.ts';
import { clip } from '../text/clip.ts';
import { gameName } from '../text/games.ts';
import { type Language, T, isLanguage, languageOf } from '../text/index.ts';

/** The animation speeds a link or a test may ask for, for one visit (`instant`: no animation). */
export const SPEED_NAMES = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEED_NAMES)[number];

export const isSpeed = (x: unknown): x is Speed => SPEED_NAMES.includes(x as Speed);

export interface PageParams {
  readonly test: boolean;
  readonly game: GameId | null;
  readonly deal: number | null;
  /** Winnable deal N of the game, built to be won (a game that deals built deals only), when the link names no number. */
  readonly winnable: number | null;
  /** The result to beat on the linked deal. */
  readonly beat: Beat | null;
  readonly speed: Speed | null;
  readonly autoplay: AutoPlayMode | null;
  /** Draw every frame, as Phaser does, instead of only frames that changed (view/kit/drawOnChange.ts): a diagnostic. */
  readonly everyFrame: boolean;
  /** The language the link asks for (it wins over the setting for this visit); null: none or not one we speak. */
  readonly lang: Language | null;
  /** What is wrong with the link's game or deal, in words for the player; null when nothing is. */
  readonly error: string | null;
}

const isAutoPlay = (x: unknown): x is AutoPlayMode => AUTO_PLAY_MODES.includes(x as AutoPlayMode);

/** A link parameter the host hands the game (a portal's link), or null: then the page's own query is read. */
export type LinkParam = (name: string) => string | null;

const dealNumber = (text: string | null): number | null => (text !== null && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_DEAL ? Number(text) : null);

/** `search`: the page's query; `host`: the parameters of a shared deal a portal hands over, which come first. */
export function parseParams(search: string, host: LinkParam = () => null): PageParams {
  const q = new URLSearchParams(search);
  const link = (name: string): string | null => host(name) ?? q.get(name);
  const gameText = link('game');
  const dealText = link('deal');
  // A deal named by number is that deal: a winnable number beside it is not read.
  const winnableText = dealText === null ? link(WINNABLE_PARAM) : null;
  const beatText = link(BEAT_PARAM);
  const deal = dealNumber(dealText);
  const winnable = dealNumber(winnableText);
  const speed = q.get('speed');
  const autoplay = q.get('autoplay');
  const lang = q.get('lang')?.toLowerCase() ?? null;
  const game = isGameId(gameText) ? gameText : null;
  let error: string | null = null;
  if (gameText !== null && game === null) error = T.linkBadGame(clip(gameText, 40));
  else if (dealText !== null && deal === null) error = T.linkBadDeal(clip(dealText, 20), MAX_DEAL);
  else if (winnableText !== null && winnable === null) error = T.linkBadDeal(clip(winnableText, 20), MAX_DEAL);
  else if ((dealText ?? winnableText) !== null && game === null) error = T.linkNoGame;
  else if (game !== null && winnable !== null && !dealsBuilt(game)) error = T.linkNotBuilt(gameName(game));
  const ok = error === null;
  // A result to beat is a friend's challenge, not the deal: one that cannot be read (or names no
  // deal) is dropped without a word, and the deal opens as it would without it.
  const beat = ok && (deal ?? winnable) !== null && beatText !== null ? parseBeat(beatText) : null;
  return {
    test: q.get('test') === '1',
    game: ok ? game : null,
    deal: ok ? deal : null,
    winnable: ok ? winnable : null,
    beat,
    error,
    speed: isSpeed(speed) ? speed : null,
    autoplay: isAutoPlay(autoplay) ? autoplay : null,
    everyFrame: q.get('draw') === 'every',
    lang: isLanguage(lang) ? lang : null,
  };
}

/** The first of the browser's languages the game speaks, else English (and English outside a browser). */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  return languageOf(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

/**
 * The browser's own tag for `lang` ('en-GB' where English is asked for in Britain), else `lang`
 * alone: the region writes the dates and starts the week.
 */
export function regionalTag(lang: Language): string {
  if (typeof navigator === 'undefined') return lang;
  const tags = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return tags.find((t) => t.toLowerCase().split(/[-_]/)[0] === lang) ?? lang;
}

let hostParam: LinkParam = () => null;

/** A shared deal's parameters are asked of the host first from now on (the portal's SDK hands them over). */
export function readLinksFrom(host: LinkParam): void {
  hostParam = host;
}

export function pageParams(): PageParams {
  return parseParams(typeof location === 'undefined' ? '' : location.search, hostParam);
}
