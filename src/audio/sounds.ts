/**
 * The game's sound effects: one Howler audio sprite made by scripts/make-sounds.ts.
 *
 * Sound is a nicety: nothing here may throw, whether the browser has no audio, the file fails to
 * load or storage refuses. The browser keeps audio suspended until the first user gesture; Howler
 * unlocks it then, and until then a played sound is simply not heard.
 */
import { Howl, Howler } from 'howler';
import sfxUrl from '../../assets/audio/sfx.mp3?url';
import sprite from '../../assets/audio/sfx.json';
import { type SoundKey } from '../keys.ts';

export { SOUND, type SoundKey } from '../keys.ts';

export interface Sounds {
  play(key: SoundKey): void;
  isMuted(): boolean;
  /** The player's choice, from the settings (soundOn): the page keeps it in step. */
  setMuted(muted: boolean): void;
  /**
   * The host's mute (portal message), a layer over the player's choice: silent while it holds,
   * and lifting it gives back whatever the player chose. It is never stored.
   */
  setHostMuted(muted: boolean): void;
  /** Host pause (portal message): silent until resumeAll, whatever the mute setting. */
  pauseAll(): void;
  resumeAll(): void;
  /** For tests and diagnostics. */
  status(): { muted: boolean; hostMuted: boolean; hidden: boolean; paused: boolean; loaded: boolean; failed: boolean };
}

let userMuted = false;
let hostMuted = false;
let hidden = false;
let paused = false;
let failed = false;
let howl: Howl | null = null;

function silent(): boolean {
  return userMuted || hostMuted || hidden || paused;
}

/** Howler's global mute carries every reason for silence at once. */
function applyMute(): void {
  // Before the sprite is made there is nothing to mute, and Howler.mute would start the audio context.
  if (!howl) return;
  try {
    Howler.mute(silent());
  } catch {
    // No audio in this browser: nothing to mute.
  }
}

function load(): Howl | null {
  if (howl || failed || typeof window === 'undefined') return howl;
  try {
    howl = new Howl({
      src: [sfxUrl],
      format: ['mp3'],
      // An opaque origin (a frame sandboxed without allow-same-origin) is refused the file by XHR,
      // not by an audio element.
      html5: self.origin === 'null',
      sprite: sprite.sprite as Record<SoundKey, [number, number]>,
      preload: true,
      onloaderror: () => {
        failed = true;
      },
    });
    applyMute();
  } catch {
    failed = true;
  }
  return howl;
}

function watchVisibility(): void {
  if (typeof document === 'undefined') return;
  const update = (): void => {
    hidden = document.visibilityState === 'hidden';
    applyMute();
  };
  document.addEventListener('visibilitychange', update);
  update();
}

export const sounds: Sounds = {
  play(key) {
    // A sound asked for while silent is dropped, not queued: it would play late, out of place.
    if (silent()) return;
    const h = load();
    // Not loaded yet: Howler would queue the sound and play it late.
    if (!h || failed || h.state() !== 'loaded') return;
    try {
      h.play(key);
    } catch {
      // A broken audio stack must not break a move.
    }
  },
  isMuted() {
    return userMuted;
  },
  setMuted(muted) {
    if (muted === userMuted) return;
    userMuted = muted;
    applyMute();
  },
  setHostMuted(muted) {
    hostMuted = muted;
    applyMute();
  },
  pauseAll() {
    paused = true;
    applyMute();
  },
  resumeAll() {
    paused = false;
    applyMute();
  },
  status() {
    return { muted: userMuted, hostMuted, hidden, paused, loaded: howl?.state() === 'loaded', failed };
  },
};

watchVisibility();
// Starting the audio context is a long task: not in the way of the first screen (play() loads at once if asked sooner).
if (typeof window !== 'undefined') {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => load(), { timeout: 2000 });
  else setTimeout(() => load(), 500);
}
