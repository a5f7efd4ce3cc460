/**
 * The trophies: every badge and this month's medals as a panel of emblems (earned ones bright with
 * the day, the others greyed with what earns them), this month's way to its next medal above them,
 * and the menu's button that opens it.
 */
import type Phaser from 'phaser';
import { MONTH_BADGES } from '../../engine/challenges/record.ts';
import { type BadgeDef, badgeDefs } from '../../engine/progress/badges.ts';
import type { Rect } from '../../geometry.ts';
import type { PlayerRecords } from '../../play/playerRecords.ts';
import { T } from '../../text/index.ts';
import { badgeWords, dayWords, monthBadgeWords, monthProgressWords, trophyWords } from '../../text/progress.ts';
import { drawCup, drawEmblem } from '../win/emblems.ts';
import type { GridCell, OpenPanel, PanelContent } from './panels.ts';
import { type UiButton, buttonFace, textStyle } from '../kit/ui.ts';

function badgeCell(b: BadgeDef, earned: string | undefined): GridCell {
  const words = trophyWords(badgeWords(b), earned === undefined ? null : T.earnedOn(dayWords(earned)));
  const bright = earned !== undefined;
  return { id: `badge:${b.id}`, ...words, bright, draw: (g, r) => { drawEmblem(g, b, r, bright); } };
}

export function trophiesContent(records: PlayerRecords): PanelContent {
  const earned = records.badges().earned;
  const met = records.metThisMonth();
  const medals = MONTH_BADGES.map((m): GridCell => {
    const bright = met >= m.met;
    const words = trophyWords({ name: monthBadgeWords(m.badge, m.met).name, text: T.monthBadgeTake(m.met) }, bright ? T.earnedThisMonth : null);
    return { id: `month:${m.badge}`, ...words, bright, draw: (g, r) => { drawEmblem(g, m.badge, r, bright); } };
  });
  return {
    title: T.trophies,
    lines: [monthProgressWords(met)],
    items: [],
    grid: { cells: [...badgeDefs().map((b) => badgeCell(b, earned[b.id])), ...medals] },
  };
}

/** Opens the trophies (at their first page, as any panel opened afresh). */
export function openTrophies(open: OpenPanel, records: PlayerRecords): void {
  open(() => trophiesContent(records));
}

/**
 * The menu's Trophies button in `rect`: a cup and the word where both fit, the word alone where it
 * fits at a legible size, else the cup alone.
 */
export function drawTrophiesButton(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, rect: Rect, action: () => void): UiButton {
  buttonFace(g, rect);
  const size = Math.min(rect.height * 0.4, Math.max(18, rect.height * 0.36));
  const cup = Math.min(rect.height * 0.56, 30);
  const word = scene.add.text(0, rect.y + rect.height / 2, T.trophies, textStyle(size, '#ffffff', true)).setOrigin(0, 0.5);
  const both = cup + 6 + word.width;
  if (both <= rect.width - 16) {
    const x = rect.x + (rect.width - both) / 2;
    drawCup(g, { x, y: rect.y + (rect.height - cup) / 2, width: cup, height: cup });
    word.setX(x + cup + 6);
  } else if (word.width * (15 / size) <= rect.width - 8) {
    word.setScale(Math.min(1, (rect.width - 8) / word.width)).setOrigin(0.5).setX(rect.x + rect.width / 2);
  } else {
    word.destroy();
    drawCup(g, { x: rect.x + (rect.width - cup) / 2, y: rect.y + (rect.height - cup) / 2, width: cup, height: cup });
  }
  return { id: 'trophies', label: T.trophies, rect, action };
}
