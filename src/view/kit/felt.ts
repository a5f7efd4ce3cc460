/**
 * The baize: a soft radial light over a fine-grained felt in the theme's colours, drawn on a small
 * canvas and stretched over the whole table (it has no detail that would show the stretch). It is
 * the CSS background of the element behind the game's transparent canvas, not a sprite: a
 * full-window image drawn by WebGL every frame cost more than all the cards (bench:page). A new
 * theme repaints it, so every scene's felt follows at once.
 */
import type Phaser from 'phaser';
import { fitCamera, onViewportChange } from '../../platform/viewport.ts';
import { type Theme, onThemeChange, theme } from './theme.ts';

const SIZE = 512;

/** The felt of each theme as an image URL, drawn once per page. */
const urls = new Map<string, string>();

function feltUrl(t: Theme): string | null {
  const known = urls.get(t.name);
  if (known !== undefined) return known;
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  const g = ctx.createRadialGradient(SIZE / 2, SIZE * 0.4, SIZE * 0.05, SIZE / 2, SIZE / 2, SIZE * 0.75);
  g.addColorStop(0, t.felt[0]);
  g.addColorStop(0.55, t.felt[1]);
  g.addColorStop(1, t.felt[2]);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, SIZE, SIZE);
  // Grain: a fixed pattern (no randomness needed for a texture), faint enough to read as cloth.
  const img = ctx.getImageData(0, 0, SIZE, SIZE);
  const d = img.data;
  const [gr, gg, gb] = t.grain;
  let seed = 12345;
  for (let i = 0; i < d.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const n = ((seed >>> 16) & 0xff) / 255 - 0.5;
    d[i] = Math.max(0, Math.min(255, d[i]! + n * gr));
    d[i + 1] = Math.max(0, Math.min(255, d[i + 1]! + n * gg));
    d[i + 2] = Math.max(0, Math.min(255, d[i + 2]! + n * gb));
  }
  ctx.putImageData(img, 0, 0);
  const url = canvas.toDataURL('image/png');
  urls.set(t.name, url);
  return url;
}

/** The element behind the canvas that shows the felt (the first scene to lay it names it). */
let under: HTMLElement | null = null;

/** The same light as a CSS gradient, without the grain: shown at once while the grain is drawn. */
const gradient = (t: Theme): string =>
  `${t.felt[1]} radial-gradient(ellipse 75% 75% at 50% 42%, ${t.felt[0]} 5%, ${t.felt[1]} 55%, ${t.felt[2]} 100%)`;

let grainPending = false;

function paint(t: Theme): void {
  if (!under) return;
  const known = urls.get(t.name);
  if (known) {
    under.style.background = `${t.felt[1]} url(${known}) center / 100% 100% no-repeat`;
    return;
  }
  // The grain costs a frame's time on a slow phone: not before the first screen takes input.
  under.style.background = gradient(t);
  if (grainPending) return;
  grainPending = true;
  const draw = (): void => {
    grainPending = false;
    const now = theme();
    if (feltUrl(now)) paint(now);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(draw, { timeout: 1000 });
  else setTimeout(draw, 200);
}

onThemeChange(paint);

/**
 * Lays the felt under everything in `scene` (behind the canvas, which clears to transparent: the
 * game is made with `transparent: true`) and keeps the camera fitted to the window.
 */
export function addFelt(scene: Phaser.Scene): void {
  under = scene.game.canvas.parentElement;
  paint(theme());
  fitCamera(scene);
  onViewportChange(scene, () => { fitCamera(scene); });
}
