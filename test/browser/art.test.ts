/**
 * The card art and the themes, in real Chromium: the table drawn with each face style at phone
 * (390x844, dpr 3), tablet (768x1024, dpr 2, touch) and desktop (1920x1080) sizes, each back at the
 * desktop's and each felt at the phone's; one atlas texture for every card; court figures that
 * differ; large-print indices a third of the card wide; the dark theme following the system, and a
 * picked felt kept after a reload (the tablet's page goes on to the court figures, the desktop's to
 * the themes);
 * the settings' new choices on a phone held sideways. The cards are read from the atlas (the hook's
 * atlasPixels) and each face style's card on the screen is compared with its frame; the felts and
 * panels are read from the screen; screenshots for a reviewer (test-output/art-*.png) only with
 * SCREENSHOTS=1.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backFrame, faceFrame } from '../../src/view/cards/atlas.ts';
import { type Harness, type OpenOptions, type Rect, screenshot, startHarness } from './harness.ts';
import { buttonCentre, engineState, idle, newGame, openGame, sceneIs, topCardRect } from './game.ts';
import { click } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

const SIZES: readonly { name: string; options: OpenOptions }[] = [
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, touch: true } },
  { name: 'tablet', options: { viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2, touch: true } },
  { name: 'desktop', options: { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 } },
];

/** The size whose table is shown with each card back, and the one with each felt. */
const BACKS_AT = 'desktop';
const FELTS_AT = 'phone';
/**
 * The size test's page, left open for the test after it: the tablet's for the court figures, the
 * desktop's for the themes. (At the desktop's card size a figure's turned half lands a device pixel
 * off the upright one, more than the double-ended check allows; at the tablet's they meet.)
 */
let kept: { name: string; page: Page } | null = null;
// A page is kept only while every test passes: after a failure the next test opens its own.
afterEach(({ task }) => {
  if (task.result?.state === 'fail') kept = null;
});

/** The page size `name`'s test left (or a fresh one at that size), Famous Fifty's deal 3 on the table, idle. */
async function keptPage(name: string): Promise<Page> {
  const page = kept?.name === name && !kept.page.isClosed() ? kept.page : await openGame(h, SIZES.find((s) => s.name === name)!.options, '&game=famous-fifty&deal=3');
  kept = { name, page };
  await newGame(page, 'famous-fifty', 3);
  await sceneIs(page, 'table');
  await idle(page);
  return page;
}

const FACES = [
  { name: 'classic', patch: { faceStyle: 'classic', fourColour: false } },
  { name: 'large', patch: { faceStyle: 'large', fourColour: false } },
  { name: 'four-colour', patch: { faceStyle: 'classic', fourColour: true } },
] as const;
const BACKS = [0, 1, 2, 3, 4, 5] as const;
const FELTS = ['green', 'blue', 'red', 'dark'] as const;

type Settings = Parameters<NonNullable<Window['__suitcase']>['settings']>[0];

async function settle(page: Page, patch: Settings): Promise<void> {
  await page.evaluate((p) => window.__suitcase!.settings(p), patch);
  await idle(page);
  // Two frames: the redrawn texture reaches the screen.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => { done(); }))));
}

interface Pixels {
  width: number;
  height: number;
  data: number[];
}

/**
 * The screen's pixels inside `r` (client px), at CSS pixels, or drawn to `w` x `h` when given.
 * For what the atlas does not hold (the felt, the panels) and for what the table shows of it.
 */
async function screenPixels(page: Page, r: Rect, size?: { w: number; h: number }): Promise<Pixels> {
  const png = await page.screenshot({ clip: { x: r.x, y: r.y, width: r.width, height: r.height }, scale: 'css' });
  return page.evaluate(async ([b64, wh]) => {
    const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
    const bmp = await createImageBitmap(blob);
    const c = document.createElement('canvas');
    c.width = wh?.w ?? bmp.width;
    c.height = wh?.h ?? bmp.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(bmp, 0, 0, c.width, c.height);
    return { width: c.width, height: c.height, data: [...ctx.getImageData(0, 0, c.width, c.height).data] };
  }, [png.toString('base64'), size ?? null] as const);
}

/** A frame of the card atlas drawn at `w` x `h` (the hook's atlasPixels). */
async function atlasPixels(page: Page, frame: string, w: number, h: number): Promise<Pixels> {
  const data = await page.evaluate(([f, ww, hh]) => window.__suitcase!.atlasPixels(f, ww, hh), [frame, w, h] as const);
  return { width: w, height: h, data };
}

/** A screenshot for a reviewer at CSS pixels (a colour or pattern to judge, not fine detail): a ninth of the work at dpr 3. */
const cssShot = (page: Page, name: string) => screenshot(page, name, { scale: 'css' });

/** Ink: a saturated or dark pixel (the card's paper is a warm white). */
const isInk = (p: Pixels, x: number, y: number): boolean => {
  const i = (y * p.width + x) * 4;
  const [r, g, b] = [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!];
  return Math.max(r, g, b) - Math.min(r, g, b) > 90 || r + g + b < 300;
};

/** Height of the rank's glyph in the top-left corner, as a fraction of the card's width. */
function indexHeight(p: Pixels): number {
  // The rank's column only: the first row of pips begins at a quarter of the card's width.
  const x0 = Math.round(p.width * 0.04);
  const x1 = Math.round(p.width * 0.24);
  let top = -1;
  for (let y = Math.round(p.width * 0.02); y < p.height / 2; y++) {
    let ink = false;
    for (let x = x0; x < x1 && !ink; x++) ink = isInk(p, x, y);
    if (ink && top < 0) top = y;
    if (!ink && top >= 0) return (y - top) / p.width;
  }
  return 0;
}

/** Mean colour of the screen's pixels in `r`. */
async function meanColour(page: Page, area: Rect): Promise<[number, number, number]> {
  const p = await screenPixels(page, area);
  let [r, g, b] = [0, 0, 0];
  for (let i = 0; i < p.data.length; i += 4) {
    r += p.data[i]!;
    g += p.data[i + 1]!;
    b += p.data[i + 2]!;
  }
  const n = p.data.length / 4;
  return [r / n, g / n, b / n];
}

/** Fraction of pixels whose colour differs clearly between two same-sized RGBA arrays. */
function difference(a: number[], b: number[]): number {
  let diff = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 60) diff++;
  }
  return diff / (a.length / 4);
}

/** Counts in `window.atlasUploads` each texture upload of a canvas, by its size (`1530x1652`). */
const COUNT_UPLOADS = `(() => {
  window.atlasUploads = {};
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const original = proto.texImage2D;
    proto.texImage2D = function (...args) {
      const source = args.find((a) => a instanceof HTMLCanvasElement);
      if (source) window.atlasUploads[source.width + 'x' + source.height] = (window.atlasUploads[source.width + 'x' + source.height] ?? 0) + 1;
      return original.apply(this, args);
    };
  }
})();`;

const atlasMeasures = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('suitcase:atlas').map((e) => ({ ms: e.duration, detail: (e as PerformanceMeasure).detail as { cardPx: number; kind: string; drawMs: number; uploadMs: number } })));

const EXPECTED_FRAMES = [...Array.from({ length: 52 }, (_, c) => `c${c}`), ...BACKS.map((b) => `b${b}`), 'slot-pile', 'slot-foundation', 'slot-stock', 'shadow'];

/** The table at `size` with every face style, back and felt; a later test may go on with its page. */
function sizeTest(size: (typeof SIZES)[number]): void {
  it(`${size.name}: every face style, back and felt; one atlas texture; large print indices`, async () => {
    const page = await openGame(h, { ...size.options, initScript: COUNT_UPLOADS }, '&game=famous-fifty&deal=3');
    await sceneIs(page, 'table');
    await idle(page);
    const built = await atlasMeasures(page);
    expect(built.length).toBeGreaterThan(0);
    // Each drawing of the atlas goes to the graphics card once, filtered linearly: the whole
    // atlas is the largest upload the game makes, many megabytes at a high pixel ratio.
    const drawn = await page.evaluate(() => window.__suitcase!.atlas());
    expect(drawn.linear).toBe(true);
    const uploads = await page.evaluate((key) => (window as unknown as { atlasUploads: Record<string, number> }).atlasUploads[key] ?? 0, `${drawn.width}x${drawn.height}`);
    expect(uploads, 'uploads of the atlas').toBe(built.filter((m) => m.detail.cardPx === built.at(-1)!.detail.cardPx).length);
    console.log(`${size.name} dpr ${size.options.deviceScaleFactor}: atlas`, built.map((m) => `${m.detail.kind} ${m.detail.cardPx}px ${m.ms.toFixed(1)} ms (drawing ${m.detail.drawMs.toFixed(1)}, upload ${m.detail.uploadMs.toFixed(1)})`).join('; '));

    const dpr = size.options.deviceScaleFactor ?? 1;
    const top = (await engineState(page)).tableau[0]!.at(-1)!;
    const faces = new Map<string, { shown: number[]; own: number[] }>();
    for (const face of FACES) {
      await settle(page, face.patch);
      await screenshot(page, `art-${size.name}-face-${face.name}`);
      const atlas = await page.evaluate(() => window.__suitcase!.atlas());
      expect(atlas.textures).toEqual(['cards']);
      expect([...atlas.frames].sort()).toEqual([...EXPECTED_FRAMES].sort());
      // The top card of the first pile, from the atlas at the device pixels it covers on the screen.
      const card = await topCardRect(page, 't0');
      const height = indexHeight(await atlasPixels(page, faceFrame(top), Math.round(card.width * dpr), Math.round(card.height * dpr)));
      if (face.name === 'large') expect(height).toBeGreaterThanOrEqual(0.3);
      else expect(height).toBeLessThan(0.3);
      expect(height).toBeGreaterThan(0.15);
      // And the table shows that frame: the card on the screen, at CSS pixels, is like it.
      const shown = (await screenPixels(page, card, { w: 40, h: 56 })).data;
      const own = (await atlasPixels(page, faceFrame(top), 40, 56)).data;
      // (Their corners differ: the frame's are clear, the screen's show the felt.)
      expect(difference(shown, own), `${face.name}: the card on the screen against its frame`).toBeLessThan(0.25);
      faces.set(face.name, { shown, own });
    }
    // Classic and large print tell apart: each screen is much nearer its own style's frame.
    const [classic, large] = [faces.get('classic')!, faces.get('large')!];
    expect(difference(large.shown, classic.own)).toBeGreaterThan(difference(large.shown, large.own) + 0.1);
    expect(difference(classic.shown, large.own)).toBeGreaterThan(difference(classic.shown, classic.own) + 0.1);
    await settle(page, { faceStyle: 'classic', fourColour: false });

    // Rouge Forty deals cards face down: the backs show. Each back redraws the atlas, which at
    // a high pixel ratio is slow in a software renderer: the backs are shown at one size (the atlas's
    // frames are the same drawing at every size).
    const backs = await Promise.all(BACKS.map(async (b) => (await atlasPixels(page, backFrame(b), 40, 56)).data));
    for (let i = 0; i < backs.length; i++) for (let j = i + 1; j < backs.length; j++) expect(difference(backs[i]!, backs[j]!)).toBeGreaterThan(0.3);
    if (size.name === BACKS_AT) {
      // The stock's face-down top card shows the back picked: of the six, it is most like that one.
      await newGame(page, 'rouge-forty', 3);
      for (const back of BACKS) {
        await settle(page, { cardBack: back });
        await cssShot(page, `art-${size.name}-back-${back}`);
        const shown = (await screenPixels(page, await topCardRect(page, 's'), { w: 40, h: 56 })).data;
        const unlike = backs.map((b) => difference(shown, b));
        expect(unlike.indexOf(Math.min(...unlike)), `back ${back}: ${unlike.map((d) => d.toFixed(2)).join(' ')}`).toBe(back);
      }
    }

    // The felts are the CSS background behind the canvas, the same drawing at every size: shown
    // and measured at one.
    if (size.name === FELTS_AT) {
      await newGame(page, 'famous-fifty', 3);
      const corner = { x: 0, y: size.options.viewport!.height * 0.45, width: 4, height: 40 };
      const colours: Record<string, [number, number, number]> = {};
      for (const felt of FELTS) {
        await settle(page, { felt });
        await cssShot(page, `art-${size.name}-felt-${felt}`);
        colours[felt] = await meanColour(page, corner);
      }
      const [gr, gg, gb] = colours.green!;
      const [br, , bb] = colours.blue!;
      const [rr, rg] = colours.red!;
      const [dr, dg, db] = colours.dark!;
      expect(gg).toBeGreaterThan(gr + 20);
      expect(gg).toBeGreaterThan(gb + 10);
      expect(bb).toBeGreaterThan(br + 30);
      expect(rr).toBeGreaterThan(rg + 30);
      expect(Math.max(dr, dg, db) - Math.min(dr, dg, db)).toBeLessThan(12);
      expect(dr + dg + db).toBeLessThan(gr + gg + gb);
    }
    expect(h.errors).toEqual([]);
    // Open until the next test opens its own, or goes on with this one.
    kept = { name: size.name, page };
  }, 600_000);
}

describe('card art and themes', () => {
  sizeTest(SIZES[0]!);
  sizeTest(SIZES[1]!);

  it('court cards: twelve distinct figures in several colours, double-ended; four-colour and large print redraw them', async () => {
    const page = await keptPage('tablet');
    const W = 60;
    const H = 84;
    const courts = [10, 11, 12, 23, 24, 25, 36, 37, 38, 49, 50, 51].map((c) => `c${c}`);
    const pixels = await Promise.all(courts.map(async (f) => (await atlasPixels(page, f, W, H)).data));
    // The picture (inside the indices): every pair of the twelve differs in a good share of it.
    const picture = (p: number[]) => p.filter((_, i) => {
      const x = (i >> 2) % W;
      const y = Math.floor((i >> 2) / W);
      return x > W * 0.3 && x < W * 0.7 && y > H * 0.1 && y < H * 0.9;
    });
    for (let i = 0; i < courts.length; i++) {
      for (let j = i + 1; j < courts.length; j++) expect(difference(picture(pixels[i]!), picture(pixels[j]!)), `${courts[i]} against ${courts[j]}`).toBeGreaterThan(0.08);
    }
    // A figure, not a letter: many colours (robes, gold, skin, hair).
    for (const p of pixels) {
      const buckets = new Set<number>();
      for (let i = 0; i < p.length; i += 4) buckets.add((p[i]! >> 5) * 64 + (p[i + 1]! >> 5) * 8 + (p[i + 2]! >> 5));
      expect(buckets.size).toBeGreaterThan(12);
    }
    // Double-ended: the picture turned half round is much like itself.
    const turned = (p: number[]) => {
      const out: number[] = [];
      for (let i = p.length - 4; i >= 0; i -= 4) out.push(p[i]!, p[i + 1]!, p[i + 2]!, p[i + 3]!);
      return out;
    };
    for (const p of pixels) expect(difference(picture(p), picture(turned(p)))).toBeLessThan(0.12);

    const kingOfClubs = pixels[11]!;
    await settle(page, { fourColour: true });
    const fourColour = (await atlasPixels(page, 'c51', W, H)).data;
    expect(difference(kingOfClubs, fourColour)).toBeGreaterThan(0.05);
    await settle(page, { fourColour: false, faceStyle: 'large' });
    const large = (await atlasPixels(page, 'c51', W, H)).data;
    expect(difference(kingOfClubs, large)).toBeGreaterThan(0.2);
    expect((await page.evaluate(() => window.__suitcase!.atlas())).textures).toEqual(['cards']);
    expect(h.errors).toEqual([]);
  }, 300_000);

  sizeTest(SIZES[2]!);

  it('the dark theme follows the system until a theme is picked; the pick is remembered; panels darken too', async () => {
    const page = await keptPage('desktop');
    // Felt at the left edge, beside the table's first pile.
    const edge = { x: 0, y: page.viewportSize()!.height * 0.45, width: 4, height: 40 };
    const light = await meanColour(page, edge);
    expect(light[1]).toBeGreaterThan(light[0] + 20);
    await page.emulateMedia({ colorScheme: 'dark' });
    await settle(page, {});
    const dark = await meanColour(page, edge);
    expect(Math.max(...dark) - Math.min(...dark)).toBeLessThan(12);
    await screenshot(page, 'art-system-dark');

    // The panels take the theme: the settings panel's inside is a dark grey, not green.
    await click(page, await buttonCentre(page, 'hud:options'));
    await sceneIs(page, 'panel');
    await click(page, await buttonCentre(page, 'settings'));
    await sceneIs(page, 'panel');
    await screenshot(page, 'art-system-dark-settings');
    const buttons = await page.evaluate(() => window.__suitcase!.buttons());
    const close = buttons.find((b) => b.id === 'close')!.rect;
    const inside = await meanColour(page, { x: close.x - 6, y: close.y, width: 4, height: close.height });
    expect(Math.max(...inside) - Math.min(...inside)).toBeLessThan(14);
    await click(page, await buttonCentre(page, 'close'));

    // A picked theme stays, whatever the system says, and after a reload.
    await settle(page, { felt: 'blue' });
    const blue = await meanColour(page, edge);
    expect(blue[2]).toBeGreaterThan(blue[0] + 30);
    await page.reload();
    await sceneIs(page, 'table');
    await idle(page);
    expect((await page.evaluate(() => window.__suitcase!.settings())).felt).toBe('blue');
    const again = await meanColour(page, edge);
    expect(again[2]).toBeGreaterThan(again[0] + 30);
    await settle(page, { felt: 'system' });
    await page.emulateMedia({ colorScheme: 'light' });
    await settle(page, {});
    const back = await meanColour(page, edge);
    expect(back[1]).toBeGreaterThan(back[0] + 20);
    expect(h.errors).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('the settings with their new choices fit a phone held sideways (844x390, touch): every button on the screen, 44 px or taller', async () => {
    const page = await openGame(h, { viewport: { width: 844, height: 390 }, touch: true }, '&game=famous-fifty&deal=3');
    await sceneIs(page, 'table');
    await idle(page);
    await click(page, await buttonCentre(page, 'hud:options'));
    await sceneIs(page, 'panel');
    await click(page, await buttonCentre(page, 'settings'));
    // The options give way to the settings within the same panel scene.
    await page.waitForFunction(() => window.__suitcase!.buttons().some((b) => b.id === 'group:cards'), null, { timeout: 10_000 });
    await screenshot(page, 'art-settings-844x390');
    const buttons = await page.evaluate(() => window.__suitcase!.buttons());
    expect(buttons.map((b) => b.id)).toEqual(expect.arrayContaining(['group:cards', 'group:table', 'setting:faceStyle=large', 'setting:cardBack=5', 'setting:fourColour', 'close']));
    for (const b of buttons) {
      expect(b.rect.y, b.id).toBeGreaterThanOrEqual(0);
      expect(b.rect.y + b.rect.height, b.id).toBeLessThanOrEqual(390);
      expect(b.rect.height, b.id).toBeGreaterThanOrEqual(44);
    }
    // A tap on the large-print face picks it; the felts are one tab along.
    await click(page, await buttonCentre(page, 'setting:faceStyle=large'));
    expect((await page.evaluate(() => window.__suitcase!.settings())).faceStyle).toBe('large');
    await click(page, await buttonCentre(page, 'group:table'));
    await click(page, await buttonCentre(page, 'setting:felt=blue'));
    expect((await page.evaluate(() => window.__suitcase!.settings())).felt).toBe('blue');
    expect(h.errors).toEqual([]);
    await page.context().close();
  }, 300_000);
});
