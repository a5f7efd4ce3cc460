/**
 * Where a callout that talks about some cards stands: beside them, on the side with room (below,
 * above, right or left), never off the screen or over the bar, and the point of its arrow on the
 * edge of the cards it talks about.
 */
import type { Rect } from '../../geometry.ts';

/** Room kept between the callout and the cards, and from the screen's edges. */
const GAP = 12;
const MARGIN = 8;

export interface CalloutPlace {
  readonly rect: Rect;
  /** Where its arrow points (on the cards' edge), or null when it stands over them or nothing is pointed at. */
  readonly tip: { readonly x: number; readonly y: number } | null;
}

/** The smallest rectangle round all of `rects`, or null for none. */
export function around(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return { x, y, width: Math.max(...rects.map((r) => r.x + r.width)) - x, height: Math.max(...rects.map((r) => r.y + r.height)) - y };
}

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/**
 * A callout `size` beside `cards` on a screen from `top` (under the bar) to `bottom`: below or
 * above them where it fits (the side with more room first), else beside them, else at the foot of
 * the screen over the cards.
 */
export function placeCallout(cards: Rect | null, size: { readonly width: number; readonly height: number }, screen: { readonly width: number; readonly top: number; readonly bottom: number }): CalloutPlace {
  const w = Math.min(size.width, screen.width - 2 * MARGIN);
  const h = size.height;
  const xs = (cx: number): number => clamp(cx - w / 2, MARGIN, screen.width - MARGIN - w);
  const ys = (cy: number): number => clamp(cy - h / 2, screen.top + MARGIN, Math.max(screen.top + MARGIN, screen.bottom - MARGIN - h));
  if (!cards) return { rect: { x: xs(screen.width / 2), y: ys((screen.top + screen.bottom) / 2), width: w, height: h }, tip: null };
  const cx = cards.x + cards.width / 2;
  const cy = cards.y + cards.height / 2;
  const below = screen.bottom - MARGIN - (cards.y + cards.height + GAP);
  const above = cards.y - GAP - (screen.top + MARGIN);
  const tipX = clamp(cx, xs(cx) + 16, xs(cx) + w - 16);
  const downward = { rect: { x: xs(cx), y: cards.y + cards.height + GAP, width: w, height: h }, tip: { x: tipX, y: cards.y + cards.height + 2 } };
  const upward = { rect: { x: xs(cx), y: cards.y - GAP - h, width: w, height: h }, tip: { x: tipX, y: cards.y - 2 } };
  for (const side of below >= above ? [[below, downward], [above, upward]] as const : [[above, upward], [below, downward]] as const) if (side[0] >= h) return side[1];
  const right = screen.width - MARGIN - (cards.x + cards.width + GAP);
  const left = cards.x - GAP - MARGIN;
  const tipY = clamp(cy, ys(cy) + 16, ys(cy) + h - 16);
  if (right >= w) return { rect: { x: cards.x + cards.width + GAP, y: ys(cy), width: w, height: h }, tip: { x: cards.x + cards.width + 2, y: tipY } };
  if (left >= w) return { rect: { x: cards.x - GAP - w, y: ys(cy), width: w, height: h }, tip: { x: cards.x - 2, y: tipY } };
  return { rect: { x: xs(cx), y: Math.max(screen.top + MARGIN, screen.bottom - MARGIN - h), width: w, height: h }, tip: null };
}
