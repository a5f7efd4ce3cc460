/**
 * The CrazyGames build (`vite build --mode crazygames`) against a stand-in of HTML5 SDK v3's
 * documented global `window.CrazyGames.SDK`, served in place of crazygames-sdk-v3.js: init before
 * anything else, loadingStart/loadingStop, gameplayStart/gameplayStop around a deal, a midgame ad
 * only once the deal is over (paused and muted while it plays), the portal's muteAudio setting as
 * a mute of its own, saves and statistics in the data module, a deal shared through inviteLink and
 * an invite read through getInviteParam, and local storage where the SDK is disabled.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/text/en.ts';
import { CLIPBOARD_STUB, type PortalRun, SHORT_LOSS, ad, callMade, dealtWithBeat, playToLoss, portalState, scriptSources, sdkCalls, shareFromTable, startPortalRun } from './adapters.ts';
import { buttonCentre, idle, newGame, pageState, sceneIs } from './game.ts';
import { click } from './harness.ts';
import { playOneMove } from './play.ts';

/** The stand-in; `environment` as the SDK reports it ('local' on localhost, 'disabled' elsewhere). */
const crazyStub = (environment: string): string => `
  window.__sdkCalls = [];
  const rec = (c) => { window.__sdkCalls.push(c); };
  let ready = false;
  // Like the real one, every call before init has resolved (or in a disabled SDK) is an error.
  const live = (name, f) => (...args) => {
    rec(name);
    if (!ready || ${JSON.stringify(environment)} === 'disabled') throw new Error('CrazySDK: ' + name + ' before init or disabled');
    return f(...args);
  };
  const items = {};
  window.__sdkData = items;
  window.CrazyGames = { SDK: {
    environment: ${JSON.stringify(environment)},
    init() { rec('init'); return new Promise((done) => setTimeout(() => { ready = true; done(); }, 100)); },
    game: {
      loadingStart: live('loadingStart', () => {}),
      loadingStop: live('loadingStop', () => {}),
      gameplayStart: live('gameplayStart', () => {}),
      gameplayStop: live('gameplayStop', () => {}),
      happytime: live('happytime', () => {}),
      settings: { muteAudio: false, disableChat: false },
      addSettingsChangeListener(l) { window.__sdkSettings = l; },
      inviteLink: live('inviteLink', (params) => 'https://www.crazygames.com/game/suitcase-solitaire?' + new URLSearchParams(params).toString()),
      // The invite's parameters, here from the page's own address under a prefix of the stand-in's.
      getInviteParam(name) {
        if (!ready || ${JSON.stringify(environment)} === 'disabled') throw new Error('CrazySDK: getInviteParam before init or disabled');
        return new URLSearchParams(location.search).get('invite_' + name);
      },
    },
    ad: {
      requestAd: live('requestAd', (type, cb) => {
        window.__sdkCalls.push('requestAd:' + type);
        window.__sdkAd = { start() { cb.adStarted(); }, finish() { cb.adFinished(); } };
      }),
    },
    data: {
      getItem: (k) => (k in items ? items[k] : null),
      setItem: live('data.setItem', (k, v) => { items[k] = String(v); }),
      removeItem: (k) => { delete items[k]; },
      clear: () => { for (const k of Object.keys(items)) delete items[k]; },
    },
  } };
  ${CLIPBOARD_STUB}
`;

let run: PortalRun;

beforeAll(async () => {
  run = await startPortalRun('crazygames');
});

afterAll(async () => {
  await run.close();
});

describe('the CrazyGames build', () => {
  let page: Page;

  it('loads crazygames-sdk-v3.js in its head, awaits init, then reports loading', async () => {
    page = await run.open(crazyStub('local'));
    await sceneIs(page, 'menu');
    expect((await scriptSources(page))[0]).toBe('https://sdk.crazygames.com/crazygames-sdk-v3.js');
    await callMade(page, 'loadingStop');
    expect(await sdkCalls(page)).toEqual(['init', 'loadingStart', 'loadingStop']);
  });

  it('keeps the save in the data module, not in local storage', async () => {
    await newGame(page, 'fortunes-favor', 7);
    await idle(page);
    await playOneMove(page);
    await callMade(page, 'data.setItem');
    const where = await page.evaluate(() => ({
      data: Object.keys((window as unknown as { __sdkData: Record<string, string> }).__sdkData),
      local: Object.keys(localStorage).filter((k) => k.startsWith('suitcase:')),
    }));
    expect(where.data).toContain('suitcase:save:fortunes-favor');
    expect(where.local).toEqual([]);
  });

  it('follows the portal muteAudio setting as a mute of its own', async () => {
    await page.evaluate(() => { (window as unknown as { __sdkSettings(s: object): void }).__sdkSettings({ muteAudio: true }); });
    expect((await portalState(page)).muted).toBe(true);
    await page.evaluate(() => { (window as unknown as { __sdkSettings(s: object): void }).__sdkSettings({ muteAudio: false }); });
    expect((await portalState(page)).muted).toBe(false);
  });

  it('reports gameplay around a deal and asks for a midgame ad only once it is over', async () => {
    const before = await playToLoss(page, 'requestAd:midgame');
    expect(before).toContain('gameplayStart');
    await callMade(page, 'requestAd:midgame');
    const calls = await sdkCalls(page);
    expect(calls.slice(calls.lastIndexOf('gameplayStop'))).toEqual(['gameplayStop', 'requestAd', 'requestAd:midgame']);
    await ad(page, 'start');
    expect(await portalState(page)).toMatchObject({ paused: true, muted: true, inGameplay: false });
    await ad(page, 'finish');
    await page.waitForFunction(() => !window.__suitcasePortal!.paused());
    expect(await portalState(page)).toMatchObject({ paused: false, muted: false });
    // The loss counts once the player leaves it (the Results offer its undo): its statistics then
    // go to the data module too.
    const stored = (g: string) => page.evaluate((game) => (window as unknown as { __sdkData: Record<string, string> }).__sdkData[`suitcase:stats:${game}`], g);
    expect(await stored(SHORT_LOSS.game)).toBeUndefined();
    await click(page, await buttonCentre(page, 'new'));
    await page.waitForFunction((g) => (window as unknown as { __sdkData: Record<string, string> }).__sdkData[`suitcase:stats:${g}`] !== undefined, SHORT_LOSS.game, { timeout: 10_000 });
    expect(JSON.parse((await stored(SHORT_LOSS.game))!)).toMatchObject({ played: 1, won: 0 });
    // New finds a winnable deal first, with nothing to press meanwhile: the next deal is asked for
    // once this one is on the table, as a player can (else the search's end may replace it).
    await sceneIs(page, 'table');
    await idle(page);
    expect((await pageState(page)).game).toBe(SHORT_LOSS.game);
    expect(run.outside).toEqual([]);
    expect(run.errors).toEqual([]);
  });

  it('shares a deal through inviteLink, and an invite (getInviteParam) deals it with the result to beat', async () => {
    const link = await shareFromTable(page, 'rouge-forty', 12);
    expect(link).toBe('https://www.crazygames.com/game/suitcase-solitaire?game=rouge-forty&deal=12');
    expect(await sdkCalls(page)).toContain('inviteLink');
    const friend = await run.open(crazyStub('local'), '?test=1&speed=instant&autoplay=off&invite_game=rouge-forty&invite_deal=12&invite_beat=150.3599');
    await dealtWithBeat(friend, 'rouge-forty', 12, en.toBeat(en.beatFigures(150, '59:59')));
    expect(run.outside).toEqual([]);
    expect(run.errors).toEqual([]);
  });

  it('where the SDK is disabled, starts without it and keeps the save in local storage', async () => {
    const p = await run.open(crazyStub('disabled'));
    await playsWithLocalSaves(p);
    // Nothing but init was asked of a disabled SDK.
    expect(await sdkCalls(p)).toEqual(['init']);
  });

  it('where crazygames-sdk-v3.js never comes (its script async), starts without it and keeps the save in local storage', async () => {
    const p = await run.open(null);
    expect(await p.evaluate(() => document.querySelector('script')?.async)).toBe(true);
    await playsWithLocalSaves(p);
    expect(run.errors).toEqual([]);
  });
});

/** The menu comes, a move of a new deal is played, and its save is in local storage. */
async function playsWithLocalSaves(p: Page): Promise<void> {
  await sceneIs(p, 'menu');
  await newGame(p, 'fortunes-favor', 7);
  await idle(p);
  await playOneMove(p);
  expect((await pageState(p)).moves.length).toBe(1);
  const local = await p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('suitcase:save:')));
  expect(local).toEqual(['suitcase:save:fortunes-favor']);
}
