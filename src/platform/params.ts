/**
 * What the page URL asks for: `?test=1`, `?game=ID&deal=123`, `?speed=instant`,
 * `?autoplay=off`, `?lang=fr`, `?draw=every`. A link that names a game or deal wrongly gets `error`, said to the player.
 */
import { AUTO_PLAY_MODES, type AutoPlayMode } from '../engine/autoplay.ts';
import { type GameId, MAX_DEAL, isGameId } from '../engine/index.ts';
import { clip } from '../text/clip.ts';
import { type Language, T, isLanguage, languageOf } from '../text/index.ts';

/** The animation speeds a link or a test may ask for, for one visit (`instant`: no animation). */
export const SPEED_NAMES = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEED_NAMES)[number];

export const isSpeed = (x: unknown): x is Speed => SPEED_NAMES.includes(x as Speed);

export interface PageParams {
  readonly test: boolean;
  readonly game: GameId | null;
  readonly deal: number | null;
  readonly speed: Speed | null;
  readonly autoplay: AutoPlayMode | null;
  /** Draw every frame, as Phaser does, instead of only frames that changed (view/drawOnChange.ts): a diagnostic. */
  readonly everyFrame: boolean;
  /** The language the link asks for (it wins over the setting for this visit); null: none or not one we speak. */
  readonly lang: Language | null;
  /** What is wrong with the link's game or deal, in words for the player; null when nothing is. */
  readonly error: string | null;
}

const isAutoPlay = (x: unknown): x is AutoPlayMode => AUTO_PLAY_MODES.includes(x as AutoPlayMode);

export function parseParams(search: string): PageParams {
  const q = new URLSearchParams(search);
  const gameText = q.get('game');
  const dealText = q.get('deal');
  const deal = dealText !== null && /^[1-9]\d{0,9}$/.test(dealText) && Number(dealText) <= MAX_DEAL ? Number(dealText) : null;
  const speed = q.get('speed');
  const autoplay = q.get('autoplay');
  const lang = q.get('lang')?.toLowerCase() ?? null;
  const game = isGameId(gameText) ? gameText : null;
  let error: string | null = null;
  if (gameText !== null && game === null) error = T.linkBadGame(clip(gameText, 40));
  else if (dealText !== null && deal === null) error = T.linkBadDeal(clip(dealText, 20), MAX_DEAL);
  else if (dealText !== null && game === null) error = T.linkNoGame;
  return {
    test: q.get('test') === '1',
    game: error === null ? game : null,
    deal: error === null ? deal : null,
    speed: isSpeed(speed) ? speed : null,
    autoplay: isAutoPlay(autoplay) ? autoplay : null,
    everyFrame: q.get('draw') === 'every',
    lang: isLanguage(lang) ? lang : null,
    error,
  };
}

/** The first of the browser's languages the game speaks, else English (and English outside a browser). */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  return languageOf(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

export function pageParams(): PageParams {
  return parseParams(typeof location === 'undefined' ? '' : location.search);
}
