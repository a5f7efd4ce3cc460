/** A five-pointed star, the mark of a challenge met (the calendar's days, the menu's tile). */
import type Phaser from 'phaser';

/** Fills a star of outer radius `r` centred on (`cx`, `cy`) in the graphics' fill style. */
export function fillStar(g: Phaser.GameObjects.Graphics, cx: number, cy: number, r: number): void {
  g.beginPath();
  for (let p = 0; p < 10; p++) {
    const rr = p % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (p * Math.PI) / 5;
    if (p === 0) g.moveTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
    else g.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  g.closePath();
  g.fillPath();
}
