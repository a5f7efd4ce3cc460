/**
 * What the page URL asks for: `?test=1`, `?game=ID&deal=123`, `?speed=instant`,
 * `?autoplay=off`. A link that names a game or deal wrongly gets `error`, said to the player.
 */
import { AUTO_PLAY_MODES, type AutoPlayMode } from '../engine/autoplay.ts';
import { type GameId, MAX_DEAL, isGameId } from '../engine/index.ts';
import { type Speed, isSpeed } from '../view/settings.ts';

export interface PageParams {
  readonly test: boolean;
  readonly game: GameId | null;
  readonly deal: number | null;
  readonly speed: Speed | null;
  readonly autoplay: AutoPlayMode | null;
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
  const game = isGameId(gameText) ? gameText : null;
  let error: string | null = null;
  if (gameText !== null && game === null) error = `This link names a game we do not have ("${gameText.slice(0, 40)}").`;
  else if (dealText !== null && deal === null) error = `This link's deal number "${dealText.slice(0, 20)}" is not one of ours: deals run from 1 to ${MAX_DEAL.toLocaleString('en')}.`;
  else if (dealText !== null && game === null) error = 'This link gives a deal number but no game.';
  return {
    test: q.get('test') === '1',
    game: error === null ? game : null,
    deal: error === null ? deal : null,
    speed: isSpeed(speed) ? speed : null,
    autoplay: isAutoPlay(autoplay) ? autoplay : null,
    error,
  };
}

export function pageParams(): PageParams {
  return parseParams(typeof location === 'undefined' ? '' : location.search);
}
