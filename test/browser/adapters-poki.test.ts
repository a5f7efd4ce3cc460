/**
 * The Poki build (`vite build --mode poki`) against a stand-in of Poki SDK v2's documented global
 * `PokiSDK`, served in place of poki-sdk.js: init first, gameLoadingFinished once the menu takes
 * input, gameplayStart/gameplayStop around a deal, commercialBreak only once the deal is over,
 * and the game paused and muted from the ad's start to its end; a deal shared through shareableURL,
 * and Poki's link to it (its parameters prefixed gd) dealing it with the result to beat.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/text/en.ts';
import { CLIPBOARD_STUB, type PortalRun, ad, callMade, dealtWithBeat, playToLoss, portalState, scriptSources, sdkCalls, shareFromTable, startPortalRun } from './adapters.ts';
import { idle, newGame, pageState, sceneIs } from './game.ts';
import { playOneMove } from './play.ts';

const POKI_STUB = `
  window.__sdkCalls = [];
  const rec = (c) => { window.__sdkCalls.push(c); };
  window.PokiSDK = {
    init() { rec('init'); return new Promise((done) => setTimeout(done, 50)); },
    gameLoadingFinished() { rec('gameLoadingFinished'); },
    gameplayStart() { rec('gameplayStart'); },
    gameplayStop() { rec('gameplayStop'); },
    shareableURL(params) {
      rec('shareableURL ' + JSON.stringify(params));
      const q = new URLSearchParams(Object.entries(params).map(([k, v]) => ['gd' + k, v]));
      return Promise.resolve('https://poki.com/en/g/suitcase-solitaire?' + q.toString());
    },
    getURLParam: (name) => new URLSearchParams(location.search).get('gd' + name) ?? '',
    commercialBreak(onStart) {
      rec('commercialBreak');
      return new Promise((done) => {
        window.__sdkAd = {
          start() { rec('adStarted'); if (onStart) onStart(); },
          finish() { rec('adFinished'); done(); },
        };
      });
    },
  };
  ${CLIPBOARD_STUB}
`;

let run: PortalRun;
let page: Page;

beforeAll(async () => {
  run = await startPortalRun('poki');
  page = await run.open(POKI_STUB);
  await sceneIs(page, 'menu');
});

afterAll(async () => {
  await run.close();
});

describe('the Poki build', () => {
  it('loads poki-sdk.js in its head, before the game, async', async () => {
    expect((await scriptSources(page))[0]).toBe('https://game-cdn.poki.com/scripts/v2/poki-sdk.js');
    expect(await page.evaluate(() => document.querySelector('script')?.async)).toBe(true);
  });

  it('calls init, then gameLoadingFinished once the menu takes input', async () => {
    await callMade(page, 'gameLoadingFinished');
    expect(await sdkCalls(page)).toEqual(['init', 'gameLoadingFinished']);
  });

  it('reports gameplay around a deal and offers a break only once it is over, paused and muted while the ad plays', async () => {
    const before = await playToLoss(page, 'commercialBreak');
    expect(before.slice(0, 3)).toEqual(['init', 'gameLoadingFinished', 'gameplayStart']);
    await callMade(page, 'commercialBreak');
    const calls = await sdkCalls(page);
    // Gameplay stops first, then the break is asked for.
    expect(calls.slice(-2)).toEqual(['gameplayStop', 'commercialBreak']);
    expect(await portalState(page)).toMatchObject({ paused: false, muted: false });
    await ad(page, 'start');
    expect(await portalState(page)).toMatchObject({ paused: true, muted: true, inGameplay: false });
    await ad(page, 'finish');
    await page.waitForFunction(() => !window.__suitcasePortal!.paused());
    expect(await portalState(page)).toMatchObject({ paused: false, muted: false });
    expect((await sdkCalls(page)).filter((c) => c === 'commercialBreak')).toHaveLength(1);
    expect(run.outside).toEqual([]);
    expect(run.errors).toEqual([]);
  });

  it("shares a deal through shareableURL, and Poki's link (its gd parameters) deals it with the result to beat", async () => {
    const link = await shareFromTable(page, 'lucky-fan', 5);
    expect(link).toBe('https://poki.com/en/g/suitcase-solitaire?gdgame=lucky-fan&gddeal=5');
    expect(await sdkCalls(page)).toContain('shareableURL {"game":"lucky-fan","deal":"5"}');
    const friend = await run.open(POKI_STUB, '?test=1&speed=instant&autoplay=off&gdgame=lucky-fan&gddeal=5&gdbeat=80.200');
    await dealtWithBeat(friend, 'lucky-fan', 5, en.toBeat(en.beatFigures(80, '3:20')));
    expect(run.outside).toEqual([]);
    expect(run.errors).toEqual([]);
  });

  it('shows its first screen and plays while poki-sdk.js never comes', async () => {
    const hanging = await run.open(null);
    await sceneIs(hanging, 'menu');
    await newGame(hanging, 'fortunes-favor', 7);
    await idle(hanging);
    await playOneMove(hanging);
    expect((await pageState(hanging)).moves).toHaveLength(1);
    expect(await hanging.evaluate(() => 'PokiSDK' in window)).toBe(false);
    expect(run.errors).toEqual([]);
  });
});
