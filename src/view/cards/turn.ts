/**
 * How a card looks as it turns over, as a real card turns about its long edge: it narrows to its
 * edge (never less: a card has thickness), rises a little toward the player, and the side turning
 * away darkens; the other face shows from the midpoint on. Pure numbers, for the board's tween.
 */

/** The narrowest a turning card is drawn, as a share of its width: its edge seen end-on. */
export const EDGE = 0.08;
/** How far a card rises toward the player at mid-turn, as a share of its size. */
export const LIFT = 0.07;
/** The light lost at mid-turn on the side turning toward the player, and on the side turning away. */
const SHADE_NEAR = 0.12;
const SHADE_FAR = 0.45;

export interface TurnPose {
  /** Drawn width, as a share of the card's width (before the lift). */
  readonly width: number;
  /** Drawn size over the resting size, both ways. */
  readonly lift: number;
  /** Light on the left and the right side, 0 (black) to 1 (as at rest). */
  readonly left: number;
  readonly right: number;
  /** Whether the face the card turns to shows (from the midpoint on). */
  readonly turned: boolean;
}

/** The card's pose at `t` of its turn, 0 (the side it had) to 1 (the side it turns to). */
export function turnPose(t: number): TurnPose {
  const k = Math.min(1, Math.max(0, t));
  const angle = Math.PI * k;
  const side = Math.sin(angle);
  const near = 1 - SHADE_NEAR * side;
  const far = 1 - SHADE_FAR * side;
  const turned = k >= 0.5;
  // The right edge goes away first; once over, the new face's left edge comes back from behind.
  return {
    width: Math.max(EDGE, Math.abs(Math.cos(angle))),
    lift: 1 + LIFT * side,
    left: turned ? far : near,
    right: turned ? near : far,
    turned,
  };
}

/** A grey of light `k` (0..1) as a tint colour. */
export function grey(k: number): number {
  const v = Math.round(255 * Math.min(1, Math.max(0, k)));
  return (v << 16) | (v << 8) | v;
}
