/**
 * The player's mute setting, kept across visits. Storage may be missing, full or throw on access
 * (private modes, sandboxed iframes): then the setting lives only in memory and play goes on.
 */
export const MUTE_KEY = 'suitcase.muted';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readMuted(): boolean {
  try {
    return storage()?.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean): void {
  try {
    storage()?.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    // Full or forbidden: the setting holds for this visit only.
  }
}
