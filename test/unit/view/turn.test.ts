/** A card turning over (view/cards/turn.ts): never thinner than its edge, risen and shaded mid-turn, the other side from the midpoint. */
import { describe, expect, it } from 'vitest';
import { EDGE, LIFT, grey, turnPose } from '../../../src/view/cards/turn.ts';

const steps = Array.from({ length: 101 }, (_, i) => i / 100);

describe('turnPose', () => {
  it('is the card at rest at both ends', () => {
    for (const t of [0, 1]) {
      const p = turnPose(t);
      expect(p.width).toBeCloseTo(1, 9);
      expect(p.lift).toBeCloseTo(1, 9);
      expect(p.left).toBeCloseTo(1, 9);
      expect(p.right).toBeCloseTo(1, 9);
    }
    expect(turnPose(0).turned).toBe(false);
    expect(turnPose(1).turned).toBe(true);
  });

  it('never draws the card thinner than its edge, and is at its edge at the midpoint', () => {
    for (const t of steps) expect(turnPose(t).width).toBeGreaterThanOrEqual(EDGE);
    expect(turnPose(0.5).width).toBe(EDGE);
  });

  it('shows the other side from the midpoint on, and only then', () => {
    for (const t of steps) expect(turnPose(t).turned).toBe(t >= 0.5);
  });

  it('narrows to the midpoint and widens after it', () => {
    for (let i = 1; i < steps.length; i++) {
      const [a, b] = [turnPose(steps[i - 1]!).width, turnPose(steps[i]!).width];
      if (steps[i]! <= 0.5) expect(b).toBeLessThanOrEqual(a);
      else expect(b).toBeGreaterThanOrEqual(a);
    }
  });

  it('rises toward the player and darkens the side turning away most at the midpoint', () => {
    const mid = turnPose(0.5);
    expect(mid.lift).toBeCloseTo(1 + LIFT, 9);
    expect(Math.min(mid.left, mid.right)).toBeLessThan(0.6);
    // Before the midpoint the right edge goes away, after it the left edge comes back.
    expect(turnPose(0.3).right).toBeLessThan(turnPose(0.3).left);
    expect(turnPose(0.7).left).toBeLessThan(turnPose(0.7).right);
  });

  it('reads a light as a grey tint', () => {
    expect(grey(1)).toBe(0xffffff);
    expect(grey(0)).toBe(0);
    expect(grey(0.5)).toBe(0x808080);
    expect(grey(2)).toBe(0xffffff);
  });
});
