/**
 * The card atlas drawn in the browser's idle time, a card or two at a time, while a first screen
 * that needs no cards (the menu) already takes input. Whoever needs the cards sooner draws them
 * at once (`ensureAtlas`, the table does): this one then stops without installing anything.
 */
import type Phaser from 'phaser';
import { TEXTURES } from '../../keys.ts';
import { type AtlasSpec, buildAtlas } from './atlas.ts';

/** Time left in a slice below which no further card is started. */
const MARGIN_MS = 3;
/** Without requestIdleCallback (Safari): a slice this long after each timeout. */
const FALLBACK_SLICE_MS = 8;

type Idle = (work: (deadline: { timeRemaining(): number }) => void) => void;

const whenIdle: Idle =
  typeof requestIdleCallback === 'function'
    ? (work) => requestIdleCallback(work, { timeout: 500 })
    : (work) => {
        setTimeout(() => {
          const end = performance.now() + FALLBACK_SLICE_MS;
          work({ timeRemaining: () => end - performance.now() });
        }, 16);
      };

/** Starts drawing the atlas for `spec` in idle time; returns a function that stops it. */
export function buildAtlasWhenIdle(textures: Phaser.Textures.TextureManager, spec: AtlasSpec): () => void {
  const work = buildAtlas(textures, spec, 1);
  let stopped = false;
  const slice = (deadline: { timeRemaining(): number }): void => {
    if (stopped) return;
    do {
      // Drawn already by someone in a hurry: this one's canvas is dropped, never installed.
      if (textures.exists(TEXTURES.cards)) return;
      if (work.next().done) return;
    } while (deadline.timeRemaining() > MARGIN_MS);
    whenIdle(slice);
  };
  whenIdle(slice);
  return () => {
    stopped = true;
  };
}
