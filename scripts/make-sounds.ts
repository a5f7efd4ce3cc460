/**
 * Makes the game's sound effects from code (no recorded or third-party audio) and writes them as
 * one audio sprite: assets/audio/sfx.mp3 plus its offsets in assets/audio/sfx.json.
 *
 *   npx tsx scripts/make-sounds.ts          write the files
 *   npx tsx scripts/make-sounds.ts --wav    also write assets/audio/sfx.wav, to listen to the source
 *
 * The output is deterministic (seeded noise), so running it again changes nothing unless the code
 * changed. MP3 rather than WAV because every browser decodes it and the whole game must stay under
 * 450 KB gzip: the sprite is about 15 KB instead of about 100 KB.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';
import { SOUND, type SoundKey } from '../src/keys.ts';
import { mulberry32Unit } from '../src/engine/random.ts';

export const SAMPLE_RATE = 22050;
export const KBPS = 32;

/** Silence around each sound, so sprite edges never cut one and decoders' padding lands in it. */
const GAP_S = 0.15;
/**
 * An MP3 decoder's output starts later than its input: by the encoder's 576 samples, plus 529 more
 * where the decoder does not skip its own delay. The sprite starts just past the smaller shift, so
 * no decoder cuts an attack, and ends past the larger one, so none cuts a tail. (Chromium's decoder
 * was measured at 832 samples, 38 ms: inside the window.)
 */
export const SHIFT_MIN_SAMPLES = 576;
export const SHIFT_MAX_SAMPLES = 576 + 529;
const SHIFT_MIN_S = SHIFT_MIN_SAMPLES / SAMPLE_RATE;
const SHIFT_MAX_S = SHIFT_MAX_SAMPLES / SAMPLE_RATE;
const LEAD_S = 0.003;

type Voice = (rand: () => number) => Float32Array;

/** A small seeded generator (the engine's mulberry32), so the noise is the same on every run. */
export const seeded = mulberry32Unit;

const samples = (seconds: number): Float32Array => new Float32Array(Math.round(seconds * SAMPLE_RATE));

/** A noise burst through a resonant band-pass (state-variable filter), shaped by attack and decay. */
function noiseBurst(
  out: Float32Array,
  rand: () => number,
  at: number,
  o: { freq: number; q: number; attack: number; decay: number; gain: number; length: number; sweep?: number },
): void {
  const start = Math.round(at * SAMPLE_RATE);
  const n = Math.round(o.length * SAMPLE_RATE);
  let low = 0;
  let band = 0;
  for (let i = 0; i < n && start + i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const freq = o.freq * (1 + (o.sweep ?? 0) * (t / o.length));
    const f = 2 * Math.sin((Math.PI * freq) / SAMPLE_RATE);
    const x = rand() * 2 - 1;
    const high = x - low - band / o.q;
    band += f * high;
    low += f * band;
    const env = Math.min(1, t / o.attack) * Math.exp(-t / o.decay);
    out[start + i]! += band * env * o.gain;
  }
}

/** A sine whose pitch glides from `from` to `to` Hz, with a soft attack and exponential decay. */
function tone(
  out: Float32Array,
  at: number,
  o: { from: number; to: number; attack: number; decay: number; gain: number; length: number; overtone?: number },
): void {
  const start = Math.round(at * SAMPLE_RATE);
  const n = Math.round(o.length * SAMPLE_RATE);
  let phase = 0;
  for (let i = 0; i < n && start + i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const freq = o.from + (o.to - o.from) * Math.min(1, t / o.length);
    phase += (2 * Math.PI * freq) / SAMPLE_RATE;
    const env = Math.min(1, t / o.attack) * Math.exp(-t / o.decay);
    const wave = Math.sin(phase) + (o.overtone ?? 0) * Math.sin(2 * phase);
    out[start + i]! += wave * env * o.gain;
  }
}

/** A card laid down: a short slide of paper noise ending in a soft tap. */
const place: Voice = (rand) => {
  const out = samples(0.11);
  noiseBurst(out, rand, 0, { freq: 2600, q: 0.9, attack: 0.012, decay: 0.02, gain: 0.5, length: 0.05, sweep: -0.4 });
  noiseBurst(out, rand, 0.035, { freq: 900, q: 1.4, attack: 0.001, decay: 0.012, gain: 1.1, length: 0.07 });
  tone(out, 0.035, { from: 190, to: 150, attack: 0.001, decay: 0.018, gain: 0.35, length: 0.07 });
  return out;
};

/** A card lifted: a light, rising brush of paper, quieter than the place it leads to. */
const pickUp: Voice = (rand) => {
  const out = samples(0.07);
  noiseBurst(out, rand, 0, { freq: 3000, q: 1.1, attack: 0.008, decay: 0.016, gain: 0.8, length: 0.06, sweep: 0.5 });
  noiseBurst(out, rand, 0.004, { freq: 1300, q: 1.5, attack: 0.002, decay: 0.008, gain: 0.35, length: 0.03 });
  return out;
};

/** A card home on its foundation: the place's tap and a small bright chime (a fifth, G over C). */
const foundation: Voice = (rand) => {
  const out = samples(0.3);
  noiseBurst(out, rand, 0, { freq: 1000, q: 1.4, attack: 0.001, decay: 0.012, gain: 0.9, length: 0.06 });
  tone(out, 0.008, { from: 1046.5, to: 1046.5, attack: 0.003, decay: 0.06, gain: 0.28, length: 0.2, overtone: 0.15 });
  tone(out, 0.05, { from: 1567.98, to: 1567.98, attack: 0.003, decay: 0.08, gain: 0.22, length: 0.25, overtone: 0.1 });
  return out;
};

/** A card turned over: a crisp snap and its faint echo off the table. */
const flip: Voice = (rand) => {
  const out = samples(0.08);
  noiseBurst(out, rand, 0, { freq: 4200, q: 1.6, attack: 0.0005, decay: 0.006, gain: 1.4, length: 0.03 });
  noiseBurst(out, rand, 0.022, { freq: 1800, q: 1.2, attack: 0.001, decay: 0.01, gain: 0.5, length: 0.05 });
  return out;
};

/** A move refused: two soft, low thuds, like a knock on felt. */
const refused: Voice = (rand) => {
  const out = samples(0.26);
  for (const at of [0, 0.12]) {
    tone(out, at, { from: 140, to: 85, attack: 0.004, decay: 0.035, gain: 0.9, length: 0.13, overtone: 0.25 });
    noiseBurst(out, rand, at, { freq: 300, q: 0.8, attack: 0.002, decay: 0.015, gain: 0.25, length: 0.05 });
  }
  return out;
};

/** The deal: a quick riffle of cards, ticks that hurry and fade. */
const deal: Voice = (rand) => {
  const out = samples(0.38);
  let at = 0;
  for (let i = 0; i < 11; i++) {
    const gain = 0.9 * (1 - i / 14);
    noiseBurst(out, rand, at, { freq: 2400 + rand() * 1400, q: 1.3, attack: 0.001, decay: 0.008, gain, length: 0.03 });
    at += 0.034 - i * 0.0012 + rand() * 0.006;
  }
  return out;
};

/** A game won: a bright rising arpeggio of a major chord, the last note ringing. */
const win: Voice = () => {
  const out = samples(1.15);
  const notes = [523.25, 659.25, 783.99, 1046.5, 1318.51];
  notes.forEach((hz, i) => {
    const last = i === notes.length - 1;
    tone(out, i * 0.09, {
      from: hz,
      to: hz,
      attack: 0.006,
      decay: last ? 0.35 : 0.14,
      gain: 0.32,
      length: last ? 0.8 : 0.5,
      overtone: 0.2,
    });
  });
  return out;
};

const VOICES: Record<SoundKey, Voice> = { deal, pickUp, place, foundation, flip, refused, win };

/** Howler's sprite format: name -> [offset ms, duration ms]. */
export type SpriteMap = Record<SoundKey, [number, number]>;

export interface Rendered {
  pcm: Int16Array;
  sprite: SpriteMap;
}

/** Peak-normalises a voice, so loudness is set by the `PEAK` table, not by the synthesis. */
const PEAK: Record<SoundKey, number> = { deal: 0.6, pickUp: 0.35, place: 0.7, foundation: 0.6, flip: 0.6, refused: 0.55, win: 0.55 };

/** Lays the sounds one after another, with silence between, and notes where each one lies. */
export function render(seed = 20261130): Rendered {
  const rand = seeded(seed);
  const parts: Float32Array[] = [];
  const sprite = {} as SpriteMap;
  let cursor = Math.round(GAP_S * SAMPLE_RATE);
  for (const key of Object.values(SOUND)) {
    const voice = VOICES[key](rand);
    let peak = 0;
    for (const v of voice) peak = Math.max(peak, Math.abs(v));
    const scale = peak > 0 ? PEAK[key] / peak : 0;
    parts.push(voice.map((v) => v * scale));
    const startS = cursor / SAMPLE_RATE + SHIFT_MIN_S - LEAD_S;
    const lengthS = voice.length / SAMPLE_RATE + (SHIFT_MAX_S - SHIFT_MIN_S) + LEAD_S + 0.01;
    sprite[key] = [Math.round(startS * 1000), Math.round(lengthS * 1000)];
    cursor += voice.length + Math.round(GAP_S * SAMPLE_RATE);
  }
  const pcm = new Int16Array(cursor);
  let at = Math.round(GAP_S * SAMPLE_RATE);
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) {
      // A short fade at both ends: no click where a sound would stop mid-wave.
      const edge = Math.min(1, i / 16, (part.length - 1 - i) / 64);
      pcm[at + i] = Math.round(Math.max(-1, Math.min(1, part[i]! * edge)) * 32767);
    }
    at += part.length + Math.round(GAP_S * SAMPLE_RATE);
  }
  return { pcm, sprite };
}

export function encodeMp3(pcm: Int16Array): Uint8Array {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const chunks: Uint8Array[] = [];
  const block = 1152;
  for (let i = 0; i < pcm.length; i += block) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + block)));
  chunks.push(encoder.flush());
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export function encodeWav(pcm: Int16Array): Uint8Array {
  const bytes = new Uint8Array(44 + pcm.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string): void => {
    for (let i = 0; i < s.length; i++) bytes[at + i] = s.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + pcm.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, pcm.length * 2, true);
  pcm.forEach((v, i) => {
    view.setInt16(44 + i * 2, v, true);
  });
  return bytes;
}

export function spriteJson(sprite: SpriteMap): string {
  const lines = Object.entries(sprite).map(([k, [o, d]]) => `    "${k}": [${o}, ${d}]`);
  return `{\n  "format": "mp3",\n  "sampleRate": ${SAMPLE_RATE},\n  "sprite": {\n${lines.join(',\n')}\n  }\n}\n`;
}

function main(): void {
  const dir = fileURLToPath(new URL('../assets/audio/', import.meta.url));
  const { pcm, sprite } = render();
  const mp3 = encodeMp3(pcm);
  writeFileSync(`${dir}sfx.mp3`, mp3);
  writeFileSync(`${dir}sfx.json`, spriteJson(sprite));
  if (process.argv.includes('--wav')) writeFileSync(`${dir}sfx.wav`, encodeWav(pcm));
  const seconds = (pcm.length / SAMPLE_RATE).toFixed(2);
  console.log(`assets/audio/sfx.mp3: ${mp3.length} bytes, ${seconds} s, ${KBPS} kbps mono ${SAMPLE_RATE} Hz`);
  for (const [k, [o, d]] of Object.entries(sprite)) console.log(`  ${k.padEnd(8)} ${o} ms +${d} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
