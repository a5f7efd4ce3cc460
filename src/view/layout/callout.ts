/**
 * Where a callout that talks about some cards stands: on the screen under the bar, never over the
 * cards it talks about where it can help it, over as few other cards as it can, and near the
 * cards it talks about; its arrow from its nearest edge to the card it aims at.
 */
import { type Rect, overlapArea, rectGap } from '../../geometry.ts';

/** Room kept from the screen's edges. */
const MARGIN = 8;
/** The spacing of the places tried, CSS px; places just clear of each card's edges are tried too. */
const GRID = 16;
/** Felt kept between the callout and a card it stands beside. */
const CLEAR = 6;
/**
 * What each px² of a card covered costs, in px of distance from the cards talked about: more than
 * any distance on a screen, so a place nearer never wins by covering a sliver of a card.
 */
const PER_PX2_COVERED = 10_000;
/** What covering the cards talked about costs, against covering other cards: a player must see them above all. */
const OVER_TALKED = 1000;
/**
 * What covering a foundation costs, against covering a pile cards are played from: a foundation
 * only takes cards, so a callout over one hides the least a player needs to reach.
 */
const OVER_HOME = 0.25;

export interface CalloutPlace {
  readonly rect: Rect;
  /** What standing there costs (the cards talked about covered, other cards covered, the distance): the least of two shapes wins. */
  readonly cost: number;
  /** Where its arrow points (on the aimed card's edge), and where it leaves the callout's edge; null when none. */
  readonly arrow: { readonly tip: Point; readonly base: Point } | null;
}

interface Point {
  readonly x: number;
  readonly y: number;
}

/** What the callout is placed among. */
export interface CalloutScene {
  /** The cards it talks about, and the one its arrow aims at (null: none). */
  readonly talked: readonly Rect[];
  readonly aim: Rect | null;
  /** Every pile cards are played from (the tableau, the stock, the waste). */
  readonly cards: readonly Rect[];
  /** The foundations. */
  readonly homes?: readonly Rect[];
  /** The screen from under the bar (`top`) to `bottom`. */
  readonly screen: { readonly width: number; readonly top: number; readonly bottom: number };
}

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));
const sum = (rects: readonly Rect[], r: Rect): number => rects.reduce((n, c) => n + overlapArea(c, r), 0);

/** The place of least cost among a grid of places on the screen (the cards talked about covered least, then others, then the nearest). */
export function placeCallout(scene: CalloutScene, size: { readonly width: number; readonly height: number }): CalloutPlace {
  const { screen } = scene;
  const w = Math.min(size.width, screen.width - 2 * MARGIN);
  const h = size.height;
  const maxX = Math.max(MARGIN, screen.width - MARGIN - w);
  const maxY = Math.max(screen.top + MARGIN, screen.bottom - MARGIN - h);
  const all = [...scene.cards, ...(scene.homes ?? [])];
  const xs = places(MARGIN, maxX, all.flatMap((c) => [c.x - CLEAR - w, c.x + c.width + CLEAR]));
  const ys = places(screen.top + MARGIN, maxY, all.flatMap((c) => [c.y - CLEAR - h, c.y + c.height + CLEAR]));
  let best: { rect: Rect; cost: number } | null = null;
  for (const y of ys) {
    for (const x of xs) {
      const rect = { x, y, width: w, height: h };
      const away = scene.talked.length === 0 ? 0 : Math.min(...scene.talked.map((t) => rectGap(t, rect)));
      const covered = OVER_TALKED * sum(scene.talked, rect) + sum(scene.cards, rect) + OVER_HOME * sum(scene.homes ?? [], rect);
      const cost = PER_PX2_COVERED * covered + away;
      if (!best || cost < best.cost) best = { rect, cost };
    }
  }
  const { rect, cost } = best!;
  return { rect, cost, arrow: scene.aim ? arrow(rect, scene.aim) : null };
}

/** From `lo` to `hi` every GRID px, `hi` included, and each of `edges` between them. */
function places(lo: number, hi: number, edges: readonly number[]): number[] {
  const out: number[] = [];
  for (let v = lo; v < hi; v += GRID) out.push(v);
  out.push(hi);
  for (const e of edges) if (e > lo && e < hi) out.push(Math.round(e));
  return out;
}

/** The arrow from the callout's edge facing the aimed card to that card's near edge; none when they overlap. */
function arrow(r: Rect, t: Rect): CalloutPlace['arrow'] {
  const cx = t.x + t.width / 2;
  const cy = t.y + t.height / 2;
  const bx = clamp(cx, r.x + 16, r.x + r.width - 16);
  const by = clamp(cy, r.y + 16, r.y + r.height - 16);
  if (r.y >= t.y + t.height) return { base: { x: bx, y: r.y }, tip: { x: cx, y: t.y + t.height + 2 } };
  if (r.y + r.height <= t.y) return { base: { x: bx, y: r.y + r.height }, tip: { x: cx, y: t.y - 2 } };
  if (r.x >= t.x + t.width) return { base: { x: r.x, y: by }, tip: { x: t.x + t.width + 2, y: cy } };
  if (r.x + r.width <= t.x) return { base: { x: r.x + r.width, y: by }, tip: { x: t.x - 2, y: cy } };
  return null;
}
