/**
 * The game draws a frame only when something on the screen changed. Phaser draws every frame; a
 * patience table stands still most of the time, and each of those frames costs a phone or a
 * tablet its battery (and a software-rendered browser a whole core). After each step (scenes
 * updated, tweens applied) this module reads what the frame would show (every visible scene's
 * cameras and display list: place, scale, angle, alpha, frame, tint, text, the shapes of graphics)
 * into a fingerprint, and lets the renderer draw only when the fingerprint moved, a texture was
 * uploaded, the canvas was resized or shown again, or Phaser was asked for a snapshot. A frame not
 * drawn leaves the last one on the canvas: WebGL presents nothing new when nothing was drawn. There
 * is no heartbeat frame: a change the fingerprint missed would then show only now and then, and
 * the browser tests, which compare the screen's pixels after each change, would pass by luck.
 */
import Phaser from 'phaser';

/** Phaser.Scenes' LOADING and SLEEPING (not in the game's own Phaser build): SceneManager.render draws the scenes between. */
const SCENE_LOADING = 3;
const SCENE_SLEEPING = 7;

export interface DrawStats {
  /** Frames drawn and frames skipped since the game started. */
  readonly drawn: number;
  readonly skipped: number;
}

/** Folds a number into a 32-bit FNV-1a hash (to a thousandth of a pixel, degree or alpha). */
const mix = (h: number, v: number): number => Math.imul(h ^ (Number.isFinite(v) ? Math.round(v * 1000) | 0 : 7), 16777619);

function mixText(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h;
}

type Shown = Phaser.GameObjects.GameObject & Partial<Phaser.GameObjects.Image> & { commandBuffer?: unknown[]; text?: string };

function mixObject(h: number, o: Shown): number {
  h = mix(h, o.visible ? 1 : 0);
  if (!o.visible) return h;
  h = mix(h, o.x ?? 0);
  h = mix(h, o.y ?? 0);
  h = mix(h, o.scaleX ?? 1);
  h = mix(h, o.scaleY ?? 1);
  h = mix(h, o.rotation ?? 0);
  h = mix(h, o.alpha ?? 1);
  h = mix(h, o.depth ?? 0);
  h = mix(h, o.originX ?? 0);
  h = mix(h, o.originY ?? 0);
  h = mix(h, (o.flipX ? 1 : 0) + (o.flipY ? 2 : 0));
  h = mix(h, o.tintTopLeft ?? 0);
  h = mix(h, o.tintBottomRight ?? 0);
  h = mix(h, o.tintMode ?? 0);
  h = mix(h, Number(o.blendMode ?? 0));
  h = mix(h, o.scrollFactorX ?? 1);
  h = mix(h, o.scrollFactorY ?? 1);
  if (o.frame) {
    h = mixText(h, o.frame.texture.key);
    h = mixText(h, o.frame.name);
    h = mix(h, o.frame.cutWidth);
    h = mix(h, o.frame.cutHeight);
  }
  if (typeof o.text === 'string') h = mixText(h, o.text);
  if (o.commandBuffer) {
    h = mix(h, o.commandBuffer.length);
    for (const c of o.commandBuffer) h = typeof c === 'number' ? mix(h, c) : mix(h, 0);
  }
  return h;
}

function mixCamera(h: number, c: Phaser.Cameras.Scene2D.Camera): number {
  for (const v of [c.x, c.y, c.width, c.height, c.scrollX, c.scrollY, c.zoom, c.alpha, c.visible ? 1 : 0, c.backgroundColor.color32]) h = mix(h, v);
  return h;
}

/** What the next frame would show, as a number. */
function fingerprint(game: Phaser.Game): number {
  let h = 2166136261;
  for (const scene of game.scene.scenes) {
    const sys = scene.sys;
    const shown = sys.settings.visible && sys.settings.status >= SCENE_LOADING && sys.settings.status < SCENE_SLEEPING;
    if (!shown) continue;
    h = mixText(h, sys.settings.key);
    for (const cam of sys.cameras.cameras) h = mixCamera(h, cam);
    const list = sys.displayList.list as Shown[];
    h = mix(h, list.length);
    for (const o of list) h = mixObject(h, o);
  }
  return h;
}

/**
 * Makes `game` draw only the frames that differ (call once, before its first frame); returns the
 * count of frames drawn and skipped, for the test hook. `everyFrame` (the page's `?draw=every`)
 * draws them all, as Phaser would, and only counts.
 */
export function drawOnChange(game: Phaser.Game, everyFrame = false): () => DrawStats {
  let drawn = 0;
  let skipped = 0;
  let draw = true;
  let dirty = true;
  let last = Number.NaN;
  const markDirty = (): void => { dirty = true; };

  const install = (): void => {
    const renderer = game.renderer as Phaser.Renderer.WebGL.WebGLRenderer;
    // Texture uploads (a text's new words, the card atlas redrawn) change pixels no fingerprint sees.
    for (const name of ['canvasToTexture', 'createCanvasTexture', 'updateCanvasTexture', 'createTextureFromSource', 'deleteTexture'] as const) {
      const methods = renderer as unknown as Record<string, (...args: unknown[]) => unknown>;
      const original = methods[name]!;
      methods[name] = function (this: unknown, ...args: unknown[]) {
        dirty = true;
        return original.apply(this, args);
      };
    }
    const gate = <T extends object>(target: T, name: keyof T & string, onSkip?: () => void): void => {
      const original = target[name] as (...args: unknown[]) => unknown;
      (target as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        if (draw) return original.apply(this, args);
        onSkip?.();
        return undefined;
      };
    };
    gate(renderer, 'preRender');
    // SceneManager.render ends the scene manager's processing: a skipped frame must end it too.
    gate(game.scene, 'render', () => { (game.scene as { isProcessing: boolean }).isProcessing = false; });
    gate(renderer, 'postRender');
    game.scale.on(Phaser.Scale.Events.RESIZE, markDirty);
    renderer.on(Phaser.Renderer.Events.RESTORE_WEBGL, markDirty);
    document.addEventListener('visibilitychange', markDirty);
  };
  if (game.isBooted) install();
  else game.events.once(Phaser.Core.Events.BOOT, install);

  game.events.on(Phaser.Core.Events.POST_STEP, () => {
    const now = everyFrame ? last : fingerprint(game);
    const snapshot = (game.renderer as Phaser.Renderer.WebGL.WebGLRenderer | null)?.snapshotState.callback;
    draw = everyFrame || dirty || now !== last || Boolean(snapshot);
    if (draw) {
      drawn++;
      dirty = false;
      last = now;
    } else skipped++;
  });
  return () => ({ drawn, skipped });
}
