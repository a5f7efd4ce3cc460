/**
 * The host's mute is a layer over the player's own sound choice (issue 17, item 6): a player who
 * turned the sound off keeps it off through the host's `mute` and `unmute` (an ad), across a
 * reload too; a player with sound on hears nothing under the host's mute and gets it back after.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, centre, startHarness } from './harness.ts';

let h: Harness;
let page: Page;

const HOST = 'trust-host.html';

beforeAll(async () => {
  h = await startHarness();
  page = await h.browser.newPage({ viewport: { width: 1024, height: 768 } });
  page.on('pageerror', (e) => h.errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') h.errors.push(`console: ${m.text()}`);
  });
  // A host page on the game's own origin: the game in an iframe, commands sent by postMessage.
  await page.route(`${h.url}${HOST}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="margin:0"><iframe id="game" src="./?test=1&speed=instant" style="border:0;width:1000px;height:700px"></iframe></body>`,
    }),
  );
});

afterAll(async () => {
  await page.close();
  await h.close();
});

async function openHosted(): Promise<Frame> {
  await page.goto(h.url + HOST);
  const frame = await (await page.waitForSelector('iframe#game')).contentFrame();
  if (!frame) throw new Error('no game frame');
  await frame.waitForFunction(() => window.__suitcasePortal !== undefined && ['menu', 'table'].includes(window.__suitcase?.scene() ?? ''), null, { timeout: 60_000 });
  return frame;
}

async function command(frame: Frame, type: string): Promise<void> {
  await page.evaluate((t) => { document.querySelector('iframe')!.contentWindow!.postMessage({ target: 'suitcase', type: t }, '*'); }, type);
  await frame.evaluate(() => new Promise((done) => setTimeout(done, 50)));
}

interface Sound {
  /** The player's setting, as the settings screen shows it. */
  soundOn: boolean;
  /** What is kept for the next visit. */
  stored: string | null;
  /** Whether anything can be heard right now (Howler's global mute). */
  audible: boolean;
  silent: boolean;
}

// Howler's mute means something only once the sound sprite exists (it is made in idle time after
// the first screen; before it nothing can play): wait for it, then read.
const sound = async (frame: Frame): Promise<Sound> => {
  await frame.waitForFunction(() => ((window as unknown as { Howler: { _howls: unknown[] } }).Howler._howls.length) > 0, null, { timeout: 30_000 });
  return frame.evaluate(() => ({
    soundOn: window.__suitcase!.settings().soundOn,
    stored: localStorage.getItem('suitcase.muted'),
    audible: !(window as unknown as { Howler: { _muted: boolean } }).Howler._muted,
    silent: window.__suitcasePortal!.muted(),
  }));
};

/** The player's own click on the table's sound button. */
async function clickMuteButton(frame: Frame): Promise<void> {
  const b = (await frame.evaluate(() => window.__suitcase!.buttons())).find((x) => x.id === 'hud:mute')!;
  const box = (await (await page.$('iframe#game'))!.boundingBox())!;
  const c = centre(b.rect);
  await page.mouse.click(box.x + c.x, box.y + c.y);
  await frame.evaluate(() => window.__suitcase!.idle());
}

describe('host mute over the player\'s sound choice', () => {
  /** The game's frame, carried from one test to the next: the page is a new context, its storage empty. */
  let frame: Frame;

  it('a player with sound on is silent under the host\'s mute and hears again after, the choice untouched', async () => {
    frame = await openHosted();
    await frame.evaluate(() => window.__suitcase!.newGame('fortunes-favor', 1));
    const on = await sound(frame);
    expect(on).toMatchObject({ soundOn: true, audible: true, silent: false });

    await command(frame, 'mute');
    expect(await sound(frame)).toEqual({ ...on, audible: false, silent: true });
    // The player turns sound off and on again under the host's mute: their choice, still silent.
    await clickMuteButton(frame);
    expect(await sound(frame)).toMatchObject({ soundOn: false, audible: false });
    await clickMuteButton(frame);
    expect(await sound(frame)).toMatchObject({ soundOn: true, audible: false, silent: true });
    await command(frame, 'unmute');
    expect(await sound(frame)).toMatchObject({ soundOn: true, audible: true, silent: false });
    expect(h.errors).toEqual([]);
  });

  // Goes on in the same frame: sound on, the host's mute lifted.
  it('a player who turned the sound off keeps it off through the host\'s mute and unmute', async () => {
    await frame.evaluate(() => window.__suitcase!.newGame('fortunes-favor', 1));
    expect((await sound(frame)).soundOn).toBe(true);
    await clickMuteButton(frame);
    const off = await sound(frame);
    expect(off).toMatchObject({ soundOn: false, audible: false, silent: true });

    await command(frame, 'mute');
    expect(await sound(frame)).toEqual(off);
    await command(frame, 'unmute');
    expect(await sound(frame), 'after the host unmutes, the player\'s choice stands').toEqual(off);

    // And on the next visit.
    frame = await openHosted();
    expect(await sound(frame)).toMatchObject({ soundOn: false, audible: false, stored: off.stored });
    expect(h.errors).toEqual([]);
  });
});
