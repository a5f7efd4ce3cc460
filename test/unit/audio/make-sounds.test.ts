import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SAMPLE_RATE,
  SHIFT_MAX_SAMPLES,
  SHIFT_MIN_SAMPLES,
  encodeMp3,
  encodeWav,
  render,
  spriteJson,
} from '../../../scripts/make-sounds.ts';
import { SOUND } from '../../../src/keys.ts';

const asset = (name: string): Buffer => readFileSync(new URL(`../../../assets/audio/${name}`, import.meta.url));

/** Reads a PCM WAV header: the fields a browser needs, and the length in seconds. */
function parseWav(bytes: Uint8Array): { channels: number; rate: number; bits: number; seconds: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number): string => String.fromCharCode(...bytes.subarray(at, at + 4));
  expect([tag(0), tag(8), tag(12), tag(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
  expect(view.getUint32(4, true)).toBe(bytes.length - 8);
  expect(view.getUint16(20, true)).toBe(1);
  const channels = view.getUint16(22, true);
  const rate = view.getUint32(24, true);
  const bits = view.getUint16(34, true);
  const dataBytes = view.getUint32(40, true);
  expect(dataBytes).toBe(bytes.length - 44);
  return { channels, rate, bits, seconds: dataBytes / (channels * (bits / 8)) / rate };
}

/**
 * Walks an MP3's frame headers (MPEG-1 or MPEG-2 Layer III, no ID3 tag) and returns the decoded
 * length in seconds; fails on anything that is not a clean chain of frames.
 */
function parseMp3(bytes: Uint8Array): { rate: number; seconds: number; frames: number } {
  const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
  const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };
  let at = 0;
  let frames = 0;
  let rate = 0;
  let samplesPerFrame = 0;
  while (at < bytes.length) {
    const h = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
    expect(h >>> 21, `frame sync at byte ${at}`).toBe(0x7ff);
    const version = (h >>> 19) & 3;
    expect((h >>> 17) & 3, 'layer III').toBe(1);
    const kbps = (version === 3 ? MPEG1_KBPS : MPEG2_KBPS)[(h >>> 12) & 15]!;
    rate = RATES[version]![(h >>> 10) & 3]!;
    const padding = (h >>> 9) & 1;
    samplesPerFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((samplesPerFrame / 8) * kbps * 1000) / rate) + padding;
    expect(length).toBeGreaterThan(4);
    at += length;
    frames++;
  }
  expect(at).toBe(bytes.length);
  return { rate, frames, seconds: (frames * samplesPerFrame) / rate };
}

describe('make-sounds', () => {
  it('renders the same samples and the same sprite on every run', () => {
    const a = render();
    const b = render();
    expect(Buffer.from(a.pcm.buffer).equals(Buffer.from(b.pcm.buffer))).toBe(true);
    expect(a.sprite).toEqual(b.sprite);
    // A different seed really changes the noise, so the check above is not vacuous.
    expect(Buffer.from(render(1).pcm.buffer).equals(Buffer.from(a.pcm.buffer))).toBe(false);
  });

  it('committed files are what the script makes now', () => {
    const { pcm, sprite } = render();
    expect(Buffer.from(encodeMp3(pcm)).equals(asset('sfx.mp3'))).toBe(true);
    expect(asset('sfx.json').toString('utf8')).toBe(spriteJson(sprite));
  });

  it('the sprite names every sound once, each inside the audio file', () => {
    const { pcm, sprite } = render();
    expect(Object.keys(sprite).sort()).toEqual(Object.values(SOUND).sort());
    const wav = parseWav(encodeWav(pcm));
    expect(wav).toMatchObject({ channels: 1, rate: SAMPLE_RATE, bits: 16 });
    const mp3 = parseMp3(asset('sfx.mp3'));
    expect(mp3.rate).toBe(SAMPLE_RATE);
    const committed = JSON.parse(asset('sfx.json').toString('utf8')) as { sprite: Record<string, [number, number]> };
    const windows = Object.values(committed.sprite).sort((x, y) => x[0] - y[0]);
    let end = 0;
    for (const [offset, duration] of windows) {
      expect(offset).toBeGreaterThanOrEqual(end); // no overlap
      expect(duration).toBeGreaterThan(50);
      end = offset + duration;
      expect(end / 1000).toBeLessThanOrEqual(wav.seconds);
      expect(end / 1000).toBeLessThanOrEqual(mp3.seconds);
    }
  });

  it('every sound lies inside its sprite window whatever the decoder delay', () => {
    const { pcm, sprite } = render();
    const windows = Object.values(sprite);
    for (const shift of [SHIFT_MIN_SAMPLES, SHIFT_MAX_SAMPLES]) {
      let outside = 0;
      const heard = new Map<number, number>();
      pcm.forEach((v, i) => {
        if (v === 0) return;
        const ms = ((i + shift) / SAMPLE_RATE) * 1000;
        const w = windows.findIndex(([o, d]) => ms >= o && ms < o + d);
        if (w < 0) outside++;
        else heard.set(w, (heard.get(w) ?? 0) + 1);
      });
      expect(outside).toBe(0);
      expect(heard.size).toBe(windows.length); // and no window is empty
    }
  });

  it('has the seven sounds of the table, each short and each its own (no two windows sound alike)', () => {
    const { pcm, sprite } = render();
    expect(Object.keys(sprite).sort()).toEqual(['deal', 'flip', 'foundation', 'pickUp', 'place', 'refused', 'win']);
    const energy = (key: keyof typeof sprite): number[] => {
      // Loudness in 10 ms slices across the window: a fingerprint of the sound's shape.
      const [o, d] = sprite[key];
      const out: number[] = [];
      for (let t = o; t < o + d; t += 10) {
        let sum = 0;
        for (let i = Math.round((t / 1000) * SAMPLE_RATE); i < Math.round(((t + 10) / 1000) * SAMPLE_RATE); i++) sum += Math.abs(pcm[i] ?? 0);
        out.push(sum);
      }
      return out;
    };
    for (const [key, [, d]] of Object.entries(sprite)) expect(d, key).toBeLessThanOrEqual(key === 'win' ? 1300 : 450);
    const keys = Object.keys(sprite) as (keyof typeof sprite)[];
    const prints = keys.map(energy);
    for (let i = 0; i < keys.length; i++) {
      for (let j = i + 1; j < keys.length; j++) {
        const n = Math.min(prints[i]!.length, prints[j]!.length);
        const same = prints[i]!.slice(0, n).every((v, k) => Math.abs(v - prints[j]![k]!) <= 0.1 * Math.max(v, prints[j]![k]!, 1));
        expect(same, `${keys[i]} and ${keys[j]}`).toBe(false);
      }
    }
    // The pick-up is the quietest: it must not drown the place that follows it.
    const peak = (key: keyof typeof sprite) => Math.max(...energy(key));
    expect(peak('pickUp')).toBeLessThan(peak('place'));
  });
});
