/**
 * The GameDistribution build (`VITE_GD_GAME_ID=... vite build --mode gamedistribution`) against a
 * stand-in of the documented SDK, served in place of main.min.js: the game sets GD_OPTIONS with
 * its id before it inserts the script, obeys SDK_GAME_PAUSE and SDK_GAME_START (a preroll's),
 * and asks gdsdk.showAd() only once a deal is over, paused and muted while the ad plays.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalRun, ad, callMade, playToLoss, portalState, scriptSources, sdkCalls, startPortalRun } from './adapters.ts';
import { sceneIs } from './game.ts';

const GAME_ID = '0123456789abcdef0123456789abcdef';

const GD_STUB = `
  window.__sdkCalls = [];
  const rec = (c) => { window.__sdkCalls.push(c); };
  const options = window.GD_OPTIONS;
  rec('loaded with gameId ' + (options && options.gameId));
  const event = (name) => { rec(name); options.onEvent({ name, message: '', status: '' }); };
  window.__sdkEvent = event;
  window.gdsdk = {
    showAd(type) {
      rec('showAd:' + type);
      return new Promise((done) => {
        window.__sdkAd = {
          start() { event('SDK_GAME_PAUSE'); },
          finish() { event('SDK_GAME_START'); done(); },
        };
      });
    },
  };
  setTimeout(() => event('SDK_READY'), 0);
`;

let run: PortalRun;
let page: Page;

beforeAll(async () => {
  run = await startPortalRun('gamedistribution', { VITE_GD_GAME_ID: GAME_ID });
  page = await run.open(GD_STUB);
  await sceneIs(page, 'menu');
});

afterAll(async () => {
  await run.close();
});

describe('the GameDistribution build', () => {
  it('sets GD_OPTIONS with its game id, then inserts main.min.js as the documentation does', async () => {
    await callMade(page, 'SDK_READY');
    expect((await sdkCalls(page))[0]).toBe(`loaded with gameId ${GAME_ID}`);
    // Inserted before the first script, as the documented loader does.
    expect((await scriptSources(page))[0]).toBe('https://html5.api.gamedistribution.com/main.min.js');
    expect(await page.evaluate(() => document.querySelector('script')?.id)).toBe('gamedistribution-jssdk');
  });

  it('pauses and mutes on SDK_GAME_PAUSE (a preroll) and goes on at SDK_GAME_START', async () => {
    await page.evaluate(() => { (window as unknown as { __sdkEvent(n: string): void }).__sdkEvent('SDK_GAME_PAUSE'); });
    expect(await portalState(page)).toMatchObject({ paused: true, muted: true });
    await page.evaluate(() => { (window as unknown as { __sdkEvent(n: string): void }).__sdkEvent('SDK_GAME_START'); });
    expect(await portalState(page)).toMatchObject({ paused: false, muted: false });
  });

  it('asks for an interstitial only once a deal is over, paused and muted while it plays', async () => {
    await playToLoss(page, 'showAd:interstitial');
    await callMade(page, 'showAd:interstitial');
    expect(await portalState(page)).toMatchObject({ paused: false, muted: false });
    await ad(page, 'start');
    expect(await portalState(page)).toMatchObject({ paused: true, muted: true, inGameplay: false });
    await ad(page, 'finish');
    await page.waitForFunction(() => !window.__suitcasePortal!.paused());
    expect(await portalState(page)).toMatchObject({ paused: false, muted: false });
    expect((await sdkCalls(page)).filter((c) => c.startsWith('showAd'))).toHaveLength(1);
    expect(run.outside).toEqual([]);
    expect(run.errors).toEqual([]);
  });
});
