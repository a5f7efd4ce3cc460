import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A localStorage stand-in; `broken` makes every call throw, as in a sandboxed iframe. */
function fakeStorage(broken: boolean): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  const guard = (): void => {
    if (broken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    data,
    get length() {
      guard();
      return data.size;
    },
    clear: () => {
      guard();
      data.clear();
    },
    key: () => null,
    getItem: (k) => {
      guard();
      return data.get(k) ?? null;
    },
    setItem: (k, v) => {
      guard();
      data.set(k, v);
    },
    removeItem: (k) => {
      guard();
      data.delete(k);
    },
  };
}

/** A fresh copy of the module, so it reads the storage again as at page load. */
async function loadSounds(): Promise<typeof import('../../../src/audio/sounds.ts')> {
  vi.resetModules();
  return import('../../../src/audio/sounds.ts');
}

describe('sounds', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keep no preference of their own: the sound setting is the settings store\'s, kept across page loads', async () => {
    const storage = fakeStorage(false);
    vi.stubGlobal('localStorage', storage);
    vi.resetModules();
    const saves = await import('../../../src/platform/saves.ts');
    const { sounds } = await import('../../../src/audio/sounds.ts');
    expect(saves.settings().soundOn).toBe(true);
    saves.changeSettings({ soundOn: false });
    sounds.setMuted(true);
    expect([...storage.data.keys()].filter((k) => !k.includes('settings'))).toEqual([]);
    vi.resetModules();
    const again = await import('../../../src/platform/saves.ts');
    expect(again.settings().soundOn).toBe(false);
    expect((await import('../../../src/audio/sounds.ts')).sounds.isMuted()).toBe(false);
  });

  it('goes on in memory when storage throws', async () => {
    vi.stubGlobal('localStorage', fakeStorage(true));
    const { sounds, SOUND } = await loadSounds();
    expect(sounds.isMuted()).toBe(false);
    expect(() => {
      sounds.setMuted(true);
    }).not.toThrow();
    expect(sounds.isMuted()).toBe(true);
    expect(() => {
      sounds.play(SOUND.place);
    }).not.toThrow();
  });

  it('a host pause silences without touching the player setting', async () => {
    vi.stubGlobal('localStorage', fakeStorage(false));
    const { sounds, SOUND } = await loadSounds();
    sounds.pauseAll();
    expect(sounds.status()).toMatchObject({ paused: true, muted: false });
    expect(() => {
      sounds.play(SOUND.win);
    }).not.toThrow();
    sounds.resumeAll();
    expect(sounds.status()).toMatchObject({ paused: false, muted: false });
  });
});
