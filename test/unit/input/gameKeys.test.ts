/**
 * The game's keys pass one gate (src/input/gameKeys.ts): each screen hears a key only while the
 * game is not held (the host's pause, a hidden page), and no screen listens to the page's keys
 * past the gate, so none can forget the pause.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGameKeys } from '../../../src/input/gameKeys.ts';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '../../..');
/** The one file that listens to the page's keys for the game. */
const GATE = 'src/view/kit/keys.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : []));
}

const key = (k: string): KeyboardEvent => ({ key: k }) as KeyboardEvent;

describe("the game's keys", () => {
  it('hand each key to every screen listening, in order, and to none while the game is held', () => {
    let held = false;
    const keys = createGameKeys(() => held);
    const heard: string[] = [];
    const offTable = keys.listen((e) => heard.push(`table ${e.key}`));
    keys.listen((e) => heard.push(`results ${e.key}`));
    keys.press(key('u'));
    held = true;
    keys.press(key('u'));
    keys.press(key('z'));
    held = false;
    offTable();
    keys.press(key('n'));
    expect(heard).toEqual(['table u', 'results u', 'results n']);
  });

  it('a screen that stops listening while a key is handed out does not stop the others hearing it', () => {
    const keys = createGameKeys(() => false);
    const heard: string[] = [];
    const off = keys.listen(() => { heard.push('once'); off(); });
    keys.listen(() => heard.push('always'));
    keys.press(key('a'));
    keys.press(key('b'));
    expect(heard).toEqual(['once', 'always', 'always']);
  });

  it(`reach the game through ${GATE} alone: no other file listens to the window's keys`, () => {
    const listeners = sources(join(ROOT, 'src')).filter((f) => /window\.addEventListener\(\s*['"]key/.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f));
    expect(listeners).toEqual([GATE]);
  });
});
