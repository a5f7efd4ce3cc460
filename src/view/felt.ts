/**
 * The green baize: a soft radial light over a fine-grained felt, drawn once on a small canvas and
 * stretched over the whole table (it has no detail that would show the stretch).
 */
import Phaser from 'phaser';
import { fitCamera, onViewportChange, viewport } from '../platform/viewport.ts';
import { TEXTURES } from '../keys.ts';

const SIZE = 512;

function makeFelt(textures: Phaser.Textures.TextureManager): void {
  if (textures.exists(TEXTURES.felt)) return;
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
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
  textures.addCanvas(TEXTURES.felt, canvas);
}

/** Puts the felt under everything in `scene` and keeps it (and the camera) fitted to the window. */
export function addFelt(scene: Phaser.Scene): Phaser.GameObjects.Image {
  makeFelt(scene.textures);
  const felt = scene.add.image(0, 0, TEXTURES.felt).setOrigin(0, 0).setDepth(-1000);
  const fit = (): void => {
    fitCamera(scene);
    const v = viewport();
    felt.setDisplaySize(v.width, v.height);
  };
  fit();
  onViewportChange(scene, fit);
  return felt;
}
