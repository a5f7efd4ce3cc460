import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A localStorage stand-in. */
function fakeStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  const guard = (): void => {};
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

/** A stand-in for Howler in a page: what was played and each global mute, the sprite's load state. */
interface FakeHowler {
  module: typeof import('../../../src/audio/sounds.ts');
  played: string[];
  mutes: boolean[];
  state: 'unloaded' | 'loaded';
  playThrows: boolean;
  loadError(): void;
}

/** sounds.ts as a page loads it (a window, a document), over a stand-in Howler. */
async function audibleSounds({ loaded = true } = {}): Promise<FakeHowler> {
  const fake: Omit<FakeHowler, 'module'> & { onloaderror: () => void } = {
    played: [],
    mutes: [],
    state: loaded ? 'loaded' : 'unloaded',
    playThrows: false,
    onloaderror: () => {},
    loadError: () => { fake.onloaderror(); },
  };
  vi.resetModules();
  vi.stubGlobal('window', {});
  vi.stubGlobal('self', { origin: 'http://127.0.0.1' });
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener: () => {} });
  vi.doMock('howler', () => ({
    Howl: class {
      constructor(options: { onloaderror: () => void }) { fake.onloaderror = options.onloaderror; }
      state() { return fake.state; }
      play(key: string) {
        if (fake.playThrows) throw new Error('no audio');
        fake.played.push(key);
      }
    },
    Howler: { mute: (m: boolean) => { fake.mutes.push(m); } },
  }));
  const module = await import('../../../src/audio/sounds.ts');
  return Object.assign(fake, { module });
}

describe('sounds', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('howler');
  });

  it('keep no preference of their own: the sound setting is the settings store\'s, kept across page loads', async () => {
    const storage = fakeStorage();
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

  it('plays only when nothing silences it, and Howler\'s mute carries every reason at once', async () => {
    const howler = await audibleSounds();
    const { sounds, SOUND } = howler.module;
    sounds.play(SOUND.place);
    expect(howler.played).toEqual(['place']);
    sounds.setMuted(true);
    sounds.play(SOUND.win);
    expect(howler.played).toEqual(['place']);
    expect(howler.mutes.at(-1)).toBe(true);
    // The host's mute is a layer: lifting it gives back the player's choice (still muted).
    sounds.setHostMuted(true);
    sounds.setHostMuted(false);
    expect(howler.mutes.at(-1)).toBe(true);
    sounds.setMuted(false);
    expect(howler.mutes.at(-1)).toBe(false);
    sounds.play(SOUND.win);
    expect(howler.played).toEqual(['place', 'win']);
  });

  it('a host pause silences until resumed, whatever the player chose, without touching the player setting', async () => {
    const howler = await audibleSounds();
    const { sounds, SOUND } = howler.module;
    sounds.play(SOUND.place);
    sounds.pauseAll();
    expect(sounds.status()).toMatchObject({ paused: true, muted: false });
    expect(howler.mutes.at(-1)).toBe(true);
    sounds.play(SOUND.win);
    expect(howler.played).toEqual(['place']);
    sounds.resumeAll();
    expect(sounds.status()).toMatchObject({ paused: false, muted: false });
    expect(howler.mutes.at(-1)).toBe(false);
    sounds.play(SOUND.win);
    expect(howler.played).toEqual(['place', 'win']);
  });

  it('drops a sound asked for before the sprite is loaded (it would play late), and a broken audio stack breaks nothing', async () => {
    const howler = await audibleSounds({ loaded: false });
    const { sounds, SOUND } = howler.module;
    sounds.play(SOUND.place);
    expect(howler.played).toEqual([]);
    howler.state = 'loaded';
    howler.playThrows = true;
    expect(() => { sounds.play(SOUND.place); }).not.toThrow();
    howler.loadError();
    expect(sounds.status().failed).toBe(true);
    howler.playThrows = false;
    sounds.play(SOUND.place);
    expect(howler.played).toEqual([]);
  });
});
