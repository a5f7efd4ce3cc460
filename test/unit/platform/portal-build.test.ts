/**
 * The portal builds' own checks (src/platform/adapters/htmlPlugin.ts): the GameDistribution build
 * refuses to be made without its game id (it would ship `gameId: ""`, which the portal rejects),
 * saying how to give it; the SDKs whose documentation wants a script in the head get an async one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { gdGameIdProblem, portalSdk } from '../../../src/platform/adapters/htmlPlugin.ts';
import { SDK_SCRIPTS, SDK_SCRIPT_ID } from '../../../src/platform/adapters/sdkScripts.ts';

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

describe('the Poki and CrazyGames builds', () => {
  it('put the SDK in the head as an async script, so a hanging SDK cannot hold the page', () => {
    for (const mode of ['poki', 'crazygames'] as const) {
      const plugin = portalSdk(mode);
      const tags = (plugin.transformIndexHtml as () => unknown)();
      expect(tags).toEqual([{ tag: 'script', attrs: { src: SDK_SCRIPTS[mode], id: SDK_SCRIPT_ID, async: true }, injectTo: 'head-prepend' }]);
    }
  });
});
