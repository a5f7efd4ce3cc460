/**
 * The portal builds' own checks (src/platform/adapters/htmlPlugin.ts): the GameDistribution build
 * refuses to be made without its game id (it would ship `gameId: ""`, which the portal rejects),
 * saying how to give it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { gdGameIdProblem } from '../../../src/platform/adapters/htmlPlugin.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const saved = process.env.VITE_GD_GAME_ID;

afterEach(() => {
  if (saved === undefined) Reflect.deleteProperty(process.env, 'VITE_GD_GAME_ID');
  else process.env.VITE_GD_GAME_ID = saved;
});

describe('the GameDistribution build', () => {
  it('fails without its game id, saying how to give it', async () => {
    for (const id of [undefined, '', '  ']) {
      if (id === undefined) Reflect.deleteProperty(process.env, 'VITE_GD_GAME_ID');
      else process.env.VITE_GD_GAME_ID = id;
      const outDir = mkdtempSync(join(tmpdir(), 'suitcase-gd-'));
      try {
        const made = build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), mode: 'gamedistribution', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
        await expect(made, JSON.stringify(id)).rejects.toThrow('the GameDistribution build needs its game id, and VITE_GD_GAME_ID is not set: VITE_GD_GAME_ID=<your game id> npm run build -- --mode gamedistribution');
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    }
  });

  it('takes an id of letters, digits, - and _, and names what is wrong with any other', () => {
    expect(gdGameIdProblem({ VITE_GD_GAME_ID: '0123456789abcdef0123456789abcdef' })).toBeNull();
    expect(gdGameIdProblem({ VITE_GD_GAME_ID: 'my-game_2' })).toBeNull();
    expect(gdGameIdProblem({ VITE_GD_GAME_ID: '"abc"' })).toMatch(/VITE_GD_GAME_ID is "\\"abc\\"", not a game id/);
    expect(gdGameIdProblem({})).toMatch(/VITE_GD_GAME_ID is not set/);
  });
});
