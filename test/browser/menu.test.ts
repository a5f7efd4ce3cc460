/**
 * The menu at every supported size, from a 240x640 sliver of a phone to a 2560x1440 desktop (touch
 * where it is a touch size), for a returning player (a saved Lucky Fan, a record at Fortune's Favor; each kind of screen's first
 * size loaded, the others turned to): no
 * two labels or buttons overlap, none leaves the screen, every button is at least 44x44 CSS px,
 * no text is drawn below 12 CSS px, each row shows its record and a miniature of its table, and
 * Fortune's Favor's the emblems of the badges its record earned, clear of every word and button; the
 * Play button of a game, clicked with the mouse or tapped, then "Any deal", starts a new deal of that game, the
 * table's Menu button brings the player back, and Continue resumes the saved one. Whatever size the frame passes through, down to a few pixels, the
 * menu lays itself out again at the next. At phone and tablet sizes in English and German every row
 * shows its difficulty pips and a description, and Waxing Moon's row asks for "winnable deals
 * only" only while it is off. Screenshots (SCREENSHOTS=1): test-output/menu-<w>x<h>.png,
 * menu-words-<lang>-<w>x<h>.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, current, gameDef, legalMoves, numberedSession, play, toSave } from '../../src/engine/index.ts';
import { emptyStats, recordLoss, recordWin } from '../../src/engine/stats.ts';
import { en } from '../../src/text/en.ts';
import { CATALOGUES } from '../../src/text/index.ts';
import { buttonCentre, idle, pageState, reusedPages, sceneIs } from './game.ts';
import { type Harness, type Rect, centre, click, markFaults, menuMarks, overlap, resizePage, screenPixels, screenshot, startHarness, storedBefore, tap, within } from './harness.ts';

/** Phone and tablet sizes the rows' words are judged at, in English and German. */
const WORD_SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
] as const;

/**
 * The touch sizes, then the mouse's: each kind's first size loaded fresh, the next ones the same
 * page turned to them (the menu lays itself out at every size it is given). The last of each kind
 * plays: its Play buttons, then Continue.
 */
const SIZES = [
  { width: 240, height: 640, touch: true },
  { width: 255, height: 560, touch: true },
  { width: 360, height: 640, touch: true },
  { width: 844, height: 390, touch: true },
  { width: 768, height: 1024, touch: true },
  { width: 390, height: 844, touch: true },
  { width: 1920, height: 1080, touch: false },
  { width: 2560, height: 1440, touch: false },
  { width: 1024, height: 768, touch: false },
] as const;
const playsAt = (size: (typeof SIZES)[number]): boolean => SIZES.filter((s) => s.touch === size.touch).at(-1) === size;

/**
 * A returning player's storage: Lucky Fan saved one move in, two wins and a loss at Fortune's
 * Favor, and badges: Fortune's Favor's first win and a win under five minutes (its own record's),
 * a win without undo (no game's own), and a first win of Lucky Fan that its record does not show.
 */
function returning(): Record<string, unknown> {
  let saved = numberedSession('lucky-fan', 3);
  const r = play(saved, [legalMoves(current(saved))[0]!]);
  if (!r.ok) throw new Error(en.refusal(r.refusal));
  saved = r.session;
  const record = recordLoss(recordWin(recordWin(emptyStats(), { timeMs: 312_000, moves: 90 }), { timeMs: 254_000, moves: 80 }));
  return {
    'suitcase:save:lucky-fan': toSave(saved),
    'suitcase:play:lucky-fan': { seconds: 30, daily: null, restarted: false },
    'suitcase:stats:fortunes-favor': record,
    'suitcase:badges': { version: 1, earned: Object.fromEntries(['first-fortunes-favor', 'fast-300', 'no-undo', 'first-lucky-fan'].map((b) => [b, '2026-03-01'])) },
  };
}
/** The badges Fortune's Favor's row shows of them; every other row none. */
const ROW_MARKS = { ...Object.fromEntries(GAME_IDS.map((g) => [g, [] as string[]])), 'fortunes-favor': ['first-fortunes-favor', 'fast-300'] };
/** What Fortune's Favor's row says of that record. */
const RECORD = en.menuRecord(2, 3, 67, '4:14');

type Label = { text: string; rect: Rect; size: number };
type Button = { id: string; rect: Rect };

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.close(); });

const pages = reusedPages(() => h);

/**
 * The returning player's menu at `size` (the storage written before the game's own script runs,
 * so a fresh page's first screen is theirs): a fresh page, or (unless `fresh`) the last one of the
 * same kind turned to the size and drawn again at it.
 */
async function menuAt(size: { width: number; height: number; touch: boolean }, fresh = false): Promise<Page> {
  const options = { viewport: { width: size.width, height: size.height }, touch: size.touch, initScript: storedBefore(returning()) };
  const page = await (fresh ? pages.fresh(options) : pages.sized(options));
  await sceneIs(page, 'menu');
  await drawnAt(page, size.width);
  return page;
}

const screen = (page: Page) => page.evaluate(() => ({ labels: window.__suitcase!.labels(), buttons: window.__suitcase!.buttons() }));

/** Everything wrong with a screen of labels and buttons, in words. */
function faults(view: { width: number; height: number }, labels: Label[], buttons: Button[]): string[] {
  const out: string[] = [];
  const all = { x: 0, y: 0, width: view.width, height: view.height };
  labels.forEach((l, i) => {
    if (!within(all, l.rect)) out.push(`"${l.text}" leaves the screen`);
    if (l.size < 12 - 0.01) out.push(`"${l.text}" is drawn at ${l.size.toFixed(1)} px`);
    for (const m of labels.slice(i + 1)) if (overlap(l.rect, m.rect)) out.push(`"${l.text}" overlaps "${m.text}"`);
    // A button's own word lies wholly inside it; no other word may reach into a button.
    for (const b of buttons) if (overlap(l.rect, b.rect) && !within(b.rect, l.rect)) out.push(`"${l.text}" runs into ${b.id}`);
  });
  buttons.forEach((b, i) => {
    if (!within(all, b.rect)) out.push(`${b.id} leaves the screen`);
    if (b.rect.width < 44 || b.rect.height < 44) out.push(`${b.id} is ${b.rect.width.toFixed(0)}x${b.rect.height.toFixed(0)}`);
    for (const c of buttons.slice(i + 1)) if (overlap(b.rect, c.rect)) out.push(`${b.id} overlaps ${c.id}`);
  });
  return out;
}

/** Presses button `id` as the player of this size would: a tap on a touch screen, else a mouse click. */
async function press(page: Page, touch: boolean, id: string): Promise<void> {
  const b = (await screen(page)).buttons.find((x) => x.id === id);
  if (!b) throw new Error(`no button ${id}`);
  await (touch ? tap : click)(page, centre(b.rect));
}

/** How many pixels of a region of the screen (client px) are the cream of a card's face. */
async function creamIn(page: Page, r: Rect): Promise<number> {
  const clip = { x: Math.floor(r.x), y: Math.floor(r.y), width: Math.floor(r.width), height: Math.floor(r.height) };
  const { data } = await screenPixels(page, clip);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! > 220 && data[i + 1]! > 215 && data[i + 2]! > 190) n++;
  return n;
}

/** The share of a region of the screen (client px) in strong colour (a gold rim, a red suit): not the felt, nor a grey. */
async function vividIn(page: Page, r: Rect): Promise<number> {
  const { data } = await screenPixels(page, { x: Math.floor(r.x), y: Math.floor(r.y), width: Math.floor(r.width), height: Math.floor(r.height) });
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 80) n++;
  return n / (data.length / 4);
}

/**
 * The rows (but the saved game's) without a miniature of their table: left of the game's name, as
 * tall as its buttons, the cream of the miniature's card faces.
 */
async function rowsWithoutMiniature(page: Page, labels: Label[], buttons: Button[]): Promise<string[]> {
  const missing: string[] = [];
  for (const id of GAME_IDS.filter((g) => g !== 'lucky-fan')) {
    const play = buttons.find((b) => b.id === `play:${id}`)!;
    const word = labels.find((l) => l.text === gameDef(id).name && Math.abs(centre(l.rect).y - centre(play.rect).y) < play.rect.height * 1.5);
    const more = buttons.find((b) => b.id === `more:${id}`)!;
    if (!word) missing.push(`${id}: no name beside its Play`);
    else if (await creamIn(page, { x: 4, y: more.rect.y, width: word.rect.x - 8, height: play.rect.y + play.rect.height - more.rect.y }) <= 200) missing.push(`${id}: no miniature`);
  }
  return missing;
}

/** Waits until the menu is drawn again for a new width: its Settings button at that width's right edge. */
function drawnAt(page: Page, width: number) {
  return page.waitForFunction((w) => {
    const b = window.__suitcase!.buttons().find((x) => x.id === 'settings');
    return b !== undefined && Math.abs(b.rect.x + b.rect.width + 8 - w) < 1;
  }, width);
}

describe('menu', () => {
  for (const size of SIZES) {
    const name = `${size.width}x${size.height}`;
    it(`${name}${size.touch ? ' (touch)' : ''}: every label and button fits, legible and apart${playsAt(size) ? '; Play starts each game, Continue the saved one' : ''}`, async () => {
      const page = await menuAt(size);
      await screenshot(page, `menu-${name}`);
      const { labels, buttons } = await screen(page);
      expect(faults(size, labels, buttons)).toEqual([]);
      // The emblems of the badges a game's record earned, on its row, clear of every word and button.
      const marks = await menuMarks(page);
      const shown = marks.ids['fortunes-favor'] ?? [];
      expect({ ...marks.ids, 'fortunes-favor': [] }).toEqual({ ...ROW_MARKS, 'fortunes-favor': [] });
      // A sliver of a phone, or a phone held sideways, shows those that fit beside the row's words,
      // which come first (the trophies hold every badge); a phone upright or wider, every one.
      const sliver = size.width < 300 || size.height < 400;
      if (!sliver) expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual(ROW_MARKS['fortunes-favor'].slice(0, sliver ? shown.length : undefined));
      expect(markFaults(size, marks.marks, { labels, buttons }, 16)).toEqual([]);
      for (const m of marks.marks) expect(await vividIn(page, m.rect), `${name} ${m.id}`).toBeGreaterThan(0.1);
      const ids = buttons.map((b) => b.id);
      expect(ids[0]).toBe('settings');
      for (const id of GAME_IDS) {
        expect(ids).toContain(`more:${id}`);
        expect(ids).toContain(`play:${id}`);
      }
      expect(ids).toContain('continue:lucky-fan');
      expect(ids.filter((i) => i.startsWith('continue:'))).toEqual(['continue:lucky-fan']);
      const texts = labels.map((l) => l.text.replace(/\s+/g, ' '));
      expect(texts).toContain(en.appName);
      expect(texts).toContain(en.play);
      expect(texts).toContain(en.continue);
      expect(texts.some((t) => t.includes(RECORD)), texts.join(" | ")).toBe(true);
      for (const id of GAME_IDS) expect(texts).toContain(gameDef(id).name);
      if (size.width === 1024) expect(await rowsWithoutMiniature(page, labels, buttons)).toEqual([]);

      expect(h.errors).toEqual([]);
      if (!playsAt(size)) return;
      // Play of every game not saved: a new deal of it (by mouse; by a finger but Famous Fifty,
      // whose search for a winnable deal is the longest).
      const fresh = GAME_IDS.filter((g) => g !== 'lucky-fan');
      const games = size.touch ? fresh.filter((g) => g !== 'famous-fifty') : fresh;
      for (const game of games) {
        await press(page, size.touch, `play:${game}`);
        // Play asks which deal: any, or a winnable one of a level.
        await sceneIs(page, 'panel');
        await press(page, size.touch, 'level:any');
        await sceneIs(page, 'table');
        // The deal found and dealt (a winnable one is looked for first).
        await idle(page);
        const st = await pageState(page);
        expect(st.game).toBe(game);
        expect(st.moves).toEqual([]);
        // Back by the table's own Menu button, as the player of this size would press it.
        await press(page, size.touch, 'hud:menu');
        await sceneIs(page, 'menu');
      }
      // Continue resumes the saved Lucky Fan, its move kept (the new deals saved beside it).
      await press(page, size.touch, 'continue:lucky-fan');
      await sceneIs(page, 'table');
      const resumed = await pageState(page);
      expect(resumed.game).toBe('lucky-fan');
      expect(resumed.moves).toHaveLength(1);
      expect(h.errors).toEqual([]);
    });
  }

  it('lays itself out again after any size the frame passes through, however small', async () => {
    const page = await menuAt({ width: 800, height: 450, touch: false }, true);
    for (const [width, height] of [[255, 450], [200, 450], [120, 300], [40, 40], [240, 640], [800, 450]] as const) {
      await resizePage(page, { width, height });
      await sceneIs(page, 'menu');
      await drawnAt(page, width);
    }
    await screenshot(page, 'menu-after-slivers-800x450');
    const { labels, buttons } = await screen(page);
    expect(faults({ width: 800, height: 450 }, labels, buttons)).toEqual([]);
    for (const id of GAME_IDS) expect(buttons.map((b) => b.id)).toContain(`more:${id}`);
    expect(h.errors).toEqual([]);
  });

  // One page a language, loaded at the first size and turned to the others, as a tablet or a
  // resized window does (a size's first layout is the tests above').
  let words: { lang: string; page: Page } | null = null;
  /** The menu in `lang` at `size`: the language's page turned to that size, or a new one. */
  async function wordsPage(lang: string, size: { width: number; height: number }): Promise<Page> {
    if (words?.lang === lang && !words.page.isClosed()) {
      await resizePage(words.page, size);
      await drawnAt(words.page, size.width);
    } else {
      words = { lang, page: await h.open(`?test=1&speed=instant&lang=${lang}`, { viewport: size, touch: true }) };
    }
    await sceneIs(words.page, 'menu');
    return words.page;
  }
  for (const lang of ['en', 'de'] as const) {
    for (const size of WORD_SIZES) {
      const name = `${size.width}x${size.height}`;
      it(`${lang} ${name}: every row shows its difficulty pips and a description, and no row asks for a setting already on`, async () => {
        const c = CATALOGUES[lang];
        const page = await wordsPage(lang, size);
        await screenshot(page, `menu-words-${lang}-${name}`);
        const { labels } = await screen(page);
        expect((await page.evaluate(() => window.__suitcase!.settings())).winnableOnly).toBe(true);
        for (const id of GAME_IDS) {
          const def = gameDef(id);
          const title = labels.find((l) => l.text === (c.texts[def.name] ?? def.name))!;
          expect(title, `${id}: ${labels.map((l) => l.text).join(' | ')}`).toBeDefined();
          // The difficulty's word (and the record) beside its pips: right of the row's left edge.
          const info = labels.find((l) => l.text.startsWith(c.difficulty[def.difficulty]) && l.rect.y >= title.rect.y + title.rect.height - 1 && l.rect.y < title.rect.y + title.rect.height + 8)!;
          expect(info, `${id} difficulty`).toBeDefined();
          const pips = { x: title.rect.x, y: info.rect.y, width: Math.max(0, info.rect.x - title.rect.x - 1), height: Math.min(info.rect.height, 18) };
          expect(pips.width, `${id}: room for the pips`).toBeGreaterThan(20);
          // Lit pips are bright against the dark row (the unlit ones are faint): one per level.
          const { data } = await screenPixels(page, pips);
          let lit = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i]! > 140 && data[i + 1]! > 130) lit++;
          const level = ['easy', 'medium', 'hard', 'very hard'].indexOf(def.difficulty);
          expect(lit, `${id}: lit pixels of ${level + 1} pips`).toBeGreaterThanOrEqual(20 * (level + 1));
          // A description under the difficulty, in words.
          const below = labels.find((l) => Math.abs(l.rect.x - title.rect.x) < 1 && l.rect.y >= info.rect.y + info.rect.height - 1 && l.rect.y < info.rect.y + info.rect.height + 12);
          expect(below && below.text.split(/\s+/).length >= 4, `${id}: a description (${below?.text ?? 'none'})`).toBe(true);
          // "Winnable deals only" is on: nothing tells the player to turn it on.
          const setting = c.settingNames.winnableOnly.toLowerCase();
          expect(labels.filter((l) => l.text.replace(/\s+/g, ' ').toLowerCase().includes(setting)).map((l) => l.text), id).toEqual([]);
        }
      });
    }
    // On the English page, its settings untouched until now.
    if (lang === 'en') {
      it("tells the player to turn on \"winnable deals only\" on Waxing Moon's row only while it is off", async () => {
        const page = await wordsPage('en', { width: 820, height: 1180 });
        const note = gameDef('waxing-moon').note!;
        const shown = async () => (await screen(page)).labels.some((l) => l.text.replace(/\s+/g, ' ').includes(note));
        expect(await shown()).toBe(false);
        const toggle = async () => {
          // A panel draws its buttons on the frame after a press: each waited for, then tapped.
          await tap(page, await buttonCentre(page, 'settings'));
          await sceneIs(page, 'panel');
          await tap(page, await buttonCentre(page, 'group:play'));
          await tap(page, await buttonCentre(page, 'setting:winnableOnly'));
          await page.keyboard.press('Escape');
          await sceneIs(page, 'menu');
        };
        await toggle();
        expect((await page.evaluate(() => window.__suitcase!.settings())).winnableOnly).toBe(false);
        await page.waitForFunction((n) => window.__suitcase!.labels().some((l) => l.text.replace(/\s+/g, ' ').includes(n)), note);
        await screenshot(page, 'menu-words-winnable-off-820x1180');
        await toggle();
        expect((await page.evaluate(() => window.__suitcase!.settings())).winnableOnly).toBe(true);
        // The menu draws its rows again at the step after the panel closes: the note goes then.
        await page.waitForFunction(([n, name]) => {
          const texts = window.__suitcase!.labels().map((l) => l.text.replace(/\s+/g, ' '));
          return texts.includes(name) && !texts.some((t) => t.includes(n));
        }, [note, gameDef('waxing-moon').name] as const, { timeout: 10_000 });
        expect(h.errors).toEqual([]);
      });
    }
  }

});
