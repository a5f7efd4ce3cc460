/** What the page URL asks for: `?test=1`, `?game=lucky-fan&deal=123`, `?speed=instant`. */
import { type GameId, MAX_DEAL, isGameId } from '../engine/index.ts';
import { type Speed, isSpeed } from '../view/settings.ts';

export interface PageParams {
  readonly test: boolean;
  readonly game: GameId | null;
  readonly deal: number | null;
  readonly speed: Speed | null;
}

export function parseParams(search: string): PageParams {
  const q = new URLSearchParams(search);
  const game = q.get('game');
  const dealText = q.get('deal');
  const deal = dealText !== null && /^[1-9]\d{0,9}$/.test(dealText) && Number(dealText) <= MAX_DEAL ? Number(dealText) : null;
  const speed = q.get('speed');
  return { test: q.get('test') === '1', game: isGameId(game) ? game : null, deal, speed: isSpeed(speed) ? speed : null };
}

export function pageParams(): PageParams {
  return parseParams(typeof location === 'undefined' ? '' : location.search);
}
