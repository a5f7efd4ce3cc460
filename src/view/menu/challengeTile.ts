/**
 * The menu's tile of the daily place: its name, today's stars and the month's way to its next
 * medal, the whole tile one touch-sized button that opens today's daily deals and the month of
 * challenges.
 */
import type Phaser from 'phaser';
import type { ChallengeRecord } from '../../engine/challenges/record.ts';
import { metIn, nextMonthBadge, starsOn } from '../../engine/challenges/record.ts';
import type { Rect } from '../../geometry.ts';
import { T } from '../../text/index.ts';
import { type UiButton, textStyle } from '../kit/ui.ts';
import { fillStar } from '../win/star.ts';

const GOLD = 0xf2c14e;

/** What the tile says of the month so far: challenges met, and what the next medal needs. */
export function monthWords(record: ChallengeRecord, month: string): string {
  const met = metIn(record, month);
  const next = nextMonthBadge(met);
  return `${T.monthMet(met)} · ${next ? T.nextMedal(next.needs, T.monthBadges[next.badge]) : T.allMedals}`;
}

export function drawDailyTile(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, r: Rect, record: ChallengeRecord, today: string, open: () => void): UiButton {
  const stars = starsOn(record, today);
  g.fillStyle(0x000000, 0.28);
  g.fillRoundedRect(r.x, r.y, r.width, r.height, 12);
  g.lineStyle(1.5, GOLD, 0.7);
  g.strokeRoundedRect(r.x, r.y, r.width, r.height, 12);
  const size = Math.max(13, Math.min(18, r.height * 0.36));
  const starR = Math.max(5, Math.min(10, r.height * 0.18));
  const starsW = 3 * starR * 2.5;
  const name = scene.add.text(r.x + 12, r.y + r.height / 2, T.dailyPlace, textStyle(size, '#f2c14e', true)).setOrigin(0, 0.5);
  const month = monthWords(record, today.slice(0, 7));
  const room = r.width - 24 - name.width - starsW - 16;
  const wordsSize = Math.max(12, size - 3);
  const words = scene.add.text(r.x + r.width - 12, r.y + r.height / 2, month, textStyle(wordsSize, '#e8f3ec')).setOrigin(1, 0.5);
  // Shrunk to fit, never under 12 px; where even that does not fit, the stars stay and the panel says the rest.
  if (room < words.width) {
    if (room / words.width < 12 / wordsSize) words.setVisible(false);
    else words.setScale(room / words.width);
  }
  const sx = words.visible ? r.x + r.width - 12 - words.displayWidth - 12 - starsW : r.x + r.width - 12 - starsW;
  for (let i = 0; i < 3; i++) {
    const cx = sx + starR * 1.25 + i * starR * 2.5;
    const cy = r.y + r.height / 2;
    g.fillStyle(i < stars ? GOLD : 0xffffff, i < stars ? 1 : 0.25);
    fillStar(g, cx, cy, starR);
  }
  return { id: 'daily', label: T.dailyPlace, spoken: T.buttonSpoken(`${T.dailyPlace}: ${T.starsOf(stars, 3)}; ${month}`), rect: r, action: open };
}
