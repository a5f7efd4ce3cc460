/**
 * The room the daily place keeps for the chosen day's three challenges: as tall from the start as
 * the challenges' buttons can be (their words at their longest), so nothing above or below it moves
 * when the worker's challenges arrive and are drawn in it. Until then it says why it is empty.
 */
import type Phaser from 'phaser';
import { type PanelButton, type PanelPartView, buttonsPart } from '../kit/panelParts.ts';
import type { Step } from '../kit/panelPlan.ts';
import { textStyle } from '../kit/ui.ts';

export interface ChallengeRoom {
  /** The longest words a challenge's button may carry: the room is as tall as three buttons of any of them. */
  readonly labels: readonly string[];
  /** What the room says while it holds no challenge (being made, or not to be had). */
  readonly words: string | null;
}

/** Three buttons of `challenges` (or none yet) in the room `room` keeps; `sizes`: its words' sizes by tightness. */
export function challengeRoomPart(scene: Phaser.Scene, room: ChallengeRoom, challenges: readonly PanelButton[], press: (id: string) => void, sizes: readonly number[]): PanelPartView {
  const drawn = challenges.length > 0 ? buttonsPart(scene, challenges, press) : null;
  const samples = room.labels.map((label) => buttonsPart(scene, [1, 2, 3].map((k) => ({ id: `room:${k}`, label })), () => undefined));
  const all = drawn ? [drawn, ...samples] : samples;
  return {
    keep: true,
    measure: (width, step) => {
      const sizes = all.map((p) => p.measure(width, step));
      const first = sizes[0]!;
      return { ...first, rows: first.rows.map((_, i) => Math.max(...sizes.map((m) => m.rows[i] ?? 0))) };
    },
    draw: (g, rows, step: Step) => {
      if (drawn) return drawn.draw(g, rows, step);
      const top = rows[0]?.rect;
      const foot = rows.at(-1)?.rect;
      if (room.words !== null && top && foot) {
        const style = { ...textStyle(sizes[step] ?? 12, '#e8f3ec'), align: 'center', wordWrap: { width: top.width - 8, useAdvancedWrap: true } };
        scene.add.text(top.x + top.width / 2, (top.y + foot.y + foot.height) / 2, room.words, style).setOrigin(0.5);
      }
      return [];
    },
  };
}
