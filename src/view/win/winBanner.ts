/**
 * The win's words, over the celebration from its first moment: "You won!", a new best time or
 * fewest moves, a daily challenge met with the day's stars filling in, a badge earned. A tap skips
 * the celebration (the table's); the Results take the banner's place.
 */
import type Phaser from 'phaser';
import { T } from '../../text/index.ts';
import { badgeWords } from '../../text/progress.ts';
import type { Earned } from '../../play/rewards.ts';
import { DEPTH } from '../kit/depth.ts';
import { TITLE_FONT } from '../kit/fonts.ts';
import { formatTime } from '../../text/time.ts';
import { animDuration } from '../kit/settings.ts';
import { textStyle } from '../kit/ui.ts';

const GOLD = 0xf2c14e;
const STAR_R = 13;
/** How long a newly earned star takes to fill in. */
const STAR_MS = 600;

/** The lines the banner says under "You won!", in the order it says them. */
export function bannerLines(e: Earned, seconds: number, moves: number): string[] {
  const lines: string[] = [];
  if (e.bestTime) lines.push(T.newBestTime(formatTime(seconds)));
  if (e.fewestMoves) lines.push(T.newFewestMoves(moves));
  if (e.challenge) lines.push(e.challenge.met ? T.goalMet : T.goalMissed);
  for (const b of e.badges) lines.push(T.badgeEarned(badgeWords(b).name));
  return lines;
}

export class WinBanner {
  private readonly objects: Phaser.GameObjects.GameObject[] = [];
  /** Where the banner ends, down the screen. */
  readonly bottom: number;

  constructor(scene: Phaser.Scene, area: { x: number; y: number; width: number }, e: Earned, seconds: number, moves: number) {
    const lines = bannerLines(e, seconds, moves);
    const w = Math.min(420, area.width - 24);
    const titleSize = Math.min(34, w / 9);
    const stars = e.challenge ? 3 : 0;
    const h = 24 + titleSize * 1.3 + lines.length * 22 + (stars > 0 ? 2 * STAR_R + 12 : 0) + 14;
    const x = area.x + (area.width - w) / 2;
    const y = area.y + 12;
    this.bottom = y + h;
    const g = scene.add.graphics().setDepth(DEPTH.highlight + 2);
    g.fillStyle(0x08251a, 0.86);
    g.fillRoundedRect(x, y, w, h, 14);
    g.lineStyle(2, GOLD, 0.9);
    g.strokeRoundedRect(x, y, w, h, 14);
    this.objects.push(g);
    const cx = x + w / 2;
    const add = (t: Phaser.GameObjects.Text) => {
      t.setDepth(DEPTH.highlight + 3);
      this.objects.push(t);
      return t;
    };
    add(scene.add.text(cx, y + 12, T.youWon, textStyle(titleSize, '#f2c14e', true, TITLE_FONT)).setOrigin(0.5, 0));
    let at = y + 12 + titleSize * 1.3 + 4;
    for (const line of lines) {
      const t = add(scene.add.text(cx, at, line, textStyle(16, '#ffffff')).setOrigin(0.5, 0));
      if (t.width > w - 24) t.setScale(Math.max(12 / 16, (w - 24) / t.width));
      at += 22;
    }
    if (e.challenge) this.drawStars(scene, cx, at + STAR_R + 4, e.challenge.stars, e.challenge.met);
  }

  /** The day's three stars, those earned filled; the one this game earned fills in as a player watches. */
  private drawStars(scene: Phaser.Scene, cx: number, cy: number, filled: number, earnedNow: boolean): void {
    for (let i = 0; i < 3; i++) {
      const sx = cx + (i - 1) * (STAR_R * 2 + 10);
      const outline = scene.add.graphics().setDepth(DEPTH.highlight + 3);
      outline.lineStyle(2, GOLD, 0.9);
      tracePath(outline, starPoints(sx, cy));
      outline.strokePath();
      this.objects.push(outline);
      if (i >= filled) continue;
      const star = scene.add.graphics().setDepth(DEPTH.highlight + 3).setPosition(sx, cy);
      star.fillStyle(GOLD, 1);
      tracePath(star, starPoints(0, 0));
      star.fillPath();
      this.objects.push(star);
      const duration = animDuration(STAR_MS);
      if (earnedNow && i === filled - 1 && duration > 0) {
        star.setScale(0);
        scene.tweens.add({ targets: star, scale: 1, duration, delay: animDuration(300), ease: 'Back.easeOut' });
      }
    }
  }

  destroy(): void {
    for (const o of this.objects.splice(0)) o.destroy();
  }
}

/** A five-pointed star around (cx, cy). */
function starPoints(cx: number, cy: number): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let k = 0; k < 10; k++) {
    const r = k % 2 === 0 ? STAR_R : STAR_R * 0.45;
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    out.push({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) });
  }
  return out;
}

function tracePath(g: Phaser.GameObjects.Graphics, points: readonly { x: number; y: number }[]): void {
  g.beginPath();
  points.forEach((p, i) => (i === 0 ? g.moveTo(p.x, p.y) : g.lineTo(p.x, p.y)));
  g.closePath();
}
