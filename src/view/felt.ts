/**
 * The green baize: a soft radial light over a fine-grained felt, drawn once on a small canvas and
 * stretched over the whole table (it has no detail that would show the stretch). It is the CSS
 * background of the element behind the game's transparent canvas, not a sprite: a full-window
 * image drawn by WebGL every frame cost more than all the cards (bench:page).
 */
import type Phaser from 'phaser';
import { fitCamera, onViewportChange } from '../platform/viewport.ts';

const SIZE = 512;

/** The felt as an image URL, drawn once per page. */
let feltUrl: string | null = null;

function makeFelt(): string | null {
  if (feltUrl !== null) return feltUrl;
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const g = ctx.createRadialGradient(SIZE / 2, SIZE * 0.4, SIZE * 0.05, SIZE / 2, SIZE / 2, SIZE * 0.75);
  g.addColorStop(0, '#1f8a4c');
  g.addColorStop(0.55, '#146b3a');
  g.addColorStop(1, '#0a4424');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, SIZE, SIZE);
  // Grain: a fixed pattern (no randomness needed for a texture), faint enough to read as cloth.
  const img = ctx.getImageData(0, 0, SIZE, SIZE);
  const d = img.data;
  let seed = 12345;
  for (let i = 0; i < d.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const n = ((seed >>> 16) & 0xff) / 255 - 0.5;
    d[i] = Math.max(0, Math.min(255, d[i]! + n * 10));
    d[i + 1] = Math.max(0, Math.min(255, d[i + 1]! + n * 12));
    d[i + 2] = Math.max(0, Math.min(255, d[i + 2]! + n * 8));
  }
  ctx.putImageData(img, 0, 0);
  feltUrl = canvas.toDataURL('image/png');
  return feltUrl;
}

/**
 * Lays the felt under everything in `scene` (behind the canvas, which clears to transparent: the
 * game is made with `transparent: true`) and keeps the camera fitted to the window.
 */
export function addFelt(scene: Phaser.Scene): void {
  const url = makeFelt();
  const under = scene.game.canvas.parentElement;
  if (url && under) under.style.background = `#0e5a32 url(${url}) center / 100% 100% no-repeat`;
  fitCamera(scene);
  onViewportChange(scene, () => { fitCamera(scene); });
}
