/**
 * The moment a badge is earned: its emblem grows in over a turning burst of light, one badge after
 * another in a row across the middle of the screen, all within a second and a half, then they stay
 * a moment and fade; with motion off (reduced motion, the instant speed) the emblems are simply
 * there, then gone. A toast names them, and a screen reader hears it (the toast is a status region).
 */
import type Phaser from 'phaser';
import type { Rect } from '../../geometry.ts';
import { viewport } from '../../platform/viewport.ts';
import { T } from '../../text/index.ts';
import { badgeWords, monthBadgeWords } from '../../text/progress.ts';
import { DEPTH } from '../kit/depth.ts';
import { toast } from '../kit/dom.ts';
import { type Emblem, drawEmblem, emblemOf } from './emblems.ts';
import { animDuration } from '../kit/settings.ts';

const GROW_MS = 560;
/** The burst of light lasts this much longer than its emblem's growth. */
const SHINE_MS = 340;
/** Every emblem in, the last one's light gone, within this. */
const MOST_MS = 1400;
const GAP = 12;
/** How long the emblems stay once all are in, and how long they take to fade. */
const HOLD_MS = 1800;
const FADE_MS = 400;
/** The tallest emblem, and the band's margin from the screen's sides. */
const MOST_SIZE = 120;
/** The least an emblem shrinks to where a banner leaves little room below it. */
const LEAST_SIZE = 48;
const SIDE = 16;

export interface Unlocks {
  /** Where each emblem stands. */
  readonly rects: readonly Rect[];
  /** How long the moment takes, ms (0 with motion off). */
  readonly ms: number;
  /** Resolves when the moment is over. */
  readonly done: Promise<void>;
  /** What it drew. */
  readonly objects: readonly Phaser.GameObjects.Graphics[];
  /** Takes the emblems away. */
  destroy(): void;
}

const nameOf = (b: Emblem): string => (typeof b === 'string' ? monthBadgeWords(b, 0).name : badgeWords(b).name);

/** The names of `badges` as a list in the language ("A, B and C"). */
function listOf(badges: readonly Emblem[]): string {
  const names = badges.map(nameOf);
  try {
    return new Intl.ListFormat(T.locale, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** The squares of `n` emblems in a row centred in `at`. */
function row(n: number, at: Rect): Rect[] {
  const size = Math.max(8, Math.min(at.height, (at.width - (n - 1) * GAP) / n));
  const x0 = at.x + (at.width - (n * size + (n - 1) * GAP)) / 2;
  return Array.from({ length: n }, (_, i) => ({ x: x0 + i * (size + GAP), y: at.y + (at.height - size) / 2, width: size, height: size }));
}

/** A burst of gold rays about (0, 0), `r` long. */
function burst(g: Phaser.GameObjects.Graphics, r: number): void {
  g.fillStyle(0xffe9a3, 0.35).fillCircle(0, 0, r * 0.62);
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    g.fillStyle(0xffd34e, i % 2 === 0 ? 0.55 : 0.3);
    g.fillTriangle(0, 0, Math.cos(a - 0.13) * r, Math.sin(a - 0.13) * r, Math.cos(a + 0.13) * r, Math.sin(a + 0.13) * r);
  }
}

/** The last unlock shown on this page: its badge ids, where its emblems stood and how long it took (the test hook reads it). */
let last: { readonly ids: readonly string[]; readonly rects: readonly Rect[]; readonly ms: number } | null = null;

export function lastUnlock(): typeof last {
  return last;
}

/**
 * The table's entry: the badges `ids` (badge ids, or 'bronze', 'silver', 'gold') just earned, shown
 * across `scene`'s screen above everything on it, below `below` (a win's banner) where there is
 * room, else across the middle; named in a toast, then faded. An id that names no badge is left
 * out; none left, nothing shows.
 */
export function showUnlock(scene: Phaser.Scene, ids: readonly string[], below = 0): Unlocks | null {
  const badges = ids.map(emblemOf).filter((b): b is Emblem => b !== null);
  if (badges.length === 0) return null;
  const { width, height } = viewport();
  const size = Math.max(LEAST_SIZE, Math.min(MOST_SIZE, width / 4, height - below - GAP - SIDE));
  const y = Math.max(0, Math.min(height - size - SIDE, Math.max((height - size) / 2, below + GAP)));
  const shown = showUnlocks(scene, badges, { x: SIDE, y, width: width - 2 * SIDE, height: size }, DEPTH.unlock);
  last = { ids: badges.map((b) => (typeof b === 'string' ? b : b.id)), rects: shown.rects, ms: shown.ms };
  void shown.done.then(() => { fadeAway(scene, shown); });
  return shown;
}

/** After a moment the emblems fade (at once with motion off), and are gone. */
function fadeAway(scene: Phaser.Scene, shown: Unlocks): void {
  if (!scene.sys.isActive()) return;
  scene.time.delayedCall(HOLD_MS, () => {
    // Taken away already (the Results came).
    if (shown.objects.some((o) => !o.active)) return;
    const fade = animDuration(FADE_MS);
    if (fade === 0) shown.destroy();
    else scene.tweens.add({ targets: shown.objects, alpha: 0, duration: fade, onComplete: () => { shown.destroy(); } });
  });
}

/**
 * Shows `badges` just earned in `at` (a row of emblems, at `depth`), and a toast naming them. The
 * emblems stay until `destroy` or the scene ends.
 */
export function showUnlocks(scene: Phaser.Scene, badges: readonly Emblem[], at: Rect, depth = 0): Unlocks {
  const rects = row(badges.length, at);
  const made: Phaser.GameObjects.Graphics[] = [];
  // Never longer than the normal speed: a slow setting must not hold up the win.
  const k = badges.length === 0 ? 0 : Math.min(1, animDuration(1000) / 1000);
  const stagger = badges.length > 1 ? Math.min(180, (MOST_MS - GROW_MS - SHINE_MS) / (badges.length - 1)) : 0;
  const ms = k === 0 ? 0 : Math.round(k * ((badges.length - 1) * stagger + GROW_MS + SHINE_MS));
  let over = (): void => undefined;
  // Over when the last glint ends, or when the scene does (its tweens go with it).
  const done = new Promise<void>((end) => { over = end; });
  scene.events.once('shutdown', over);
  badges.forEach((b, i) => {
    const r = rects[i]!;
    const cx = r.x + r.width / 2;
    const cy = r.y + r.height / 2;
    const emblem = scene.add.graphics({ x: cx, y: cy }).setDepth(depth + 2);
    drawEmblem(emblem, b, { x: -r.width / 2, y: -r.height / 2, width: r.width, height: r.height }, true);
    made.push(emblem);
    if (k === 0) return;
    const delay = k * i * stagger;
    const light = scene.add.graphics({ x: cx, y: cy }).setDepth(depth + 1).setAlpha(0).setScale(0.4);
    burst(light, r.width * 0.85);
    made.push(light);
    emblem.setScale(0);
    scene.tweens.add({ targets: emblem, scale: 1, duration: k * GROW_MS, delay, ease: 'Back.easeOut' });
    const last = i === badges.length - 1;
    scene.tweens.add({ targets: light, alpha: 1, scale: 1, angle: 45, duration: (k * (GROW_MS + SHINE_MS)) / 2, delay, yoyo: true, onComplete: last ? over : undefined });
  });
  if (badges.length > 0) toast(T.badgesEarned(badges.length, listOf(badges)), 5000);
  if (k === 0) over();
  return {
    rects,
    ms,
    done,
    objects: made,
    destroy: () => { for (const o of made) o.destroy(); },
  };
}
