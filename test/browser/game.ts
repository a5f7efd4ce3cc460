/**
 * Helpers for driving the game through its test hook (`?test=1`, README, "Test hook") and for
 * checking the page against the engine, which runs here in node as well.
 */
import type { Frame, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { type Move, type Session, type State, current, legalMoves, moveText, newSession, parseDeal, parseMove, play } from '../../src/engine/index.ts';
import type { TestState } from '../../src/app/testHook.ts';
import { type Harness, type OpenOptions, type Point, type Rect, centre, click, resizePage } from './harness.ts';
import { en } from '../../src/text/en.ts';

/**
 * Opens the game with the test hook and instant animations, and waits for the first screen: as a
 * returning player, who has been shown every game's first-deal guide (harness.ts, `newPlayer`).
 */
export function openGame(h: Harness, options: OpenOptions = {}, query = ''): Promise<Page> {
  return openAs(h, options, query);
}

/** Opens the game as `openGame` does, for a player who has never been shown a guide. */
export function newPlayer(h: Harness, options: OpenOptions = {}, query = ''): Promise<Page> {
  return openAs(h, { ...options, newPlayer: true }, query);
}

async function openAs(h: Harness, options: OpenOptions, query: string): Promise<Page> {
  const page = await h.open(`?test=1&speed=instant${query}`, options);
  await page.waitForFunction(() => {
    const s = window.__suitcase?.scene();
    return s === 'menu' || s === 'table';
  }, null, { timeout: 60_000 });
  return page;
}

/**
 * Pages for the tests of a file that each deal their own game first (`newGame`), where a fresh
 * load proves nothing: `get` gives the page the last `get` opened with the same options while it
 * is still open and no test has failed since, else a fresh one (openGame); `fresh` always loads
 * one; `sized` is `get` for a test of a layout that deals its own game at the size it asks: a
 * page that differs only in its size is turned to the new size (the deal lays itself out anew at
 * it). `harness`: the file's harness, once started. Call at the top of the file; a test about a
 * fresh load, storage, a reload or the way a page takes a new size opens its own.
 */
export function reusedPages(harness: () => Harness): { get(options?: OpenOptions): Promise<Page>; fresh(options?: OpenOptions): Promise<Page>; sized(options: OpenOptions): Promise<Page> } {
  /** The last page, its options, and its options but for the size. */
  let last: { key: string; sizeless: string; page: Page } | null = null;
  const sizeless = (options: OpenOptions): string => JSON.stringify({ ...options, viewport: null });
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') last = null;
  });
  /** A page freshly loaded (for a test about the first screen), which later tests may reuse. */
  const fresh = async (options: OpenOptions = {}): Promise<Page> => {
    const page = await openGame(harness(), options);
    last = { key: JSON.stringify(options), sizeless: sizeless(options), page };
    return page;
  };
  return {
    fresh,
    async get(options = {}) {
      if (last?.key === JSON.stringify(options) && !last.page.isClosed()) return last.page;
      return fresh(options);
    },
    async sized(options) {
      if (!options.viewport || last?.sizeless !== sizeless(options) || last.page.isClosed()) return fresh(options);
      await resizePage(last.page, options.viewport);
      last = { ...last, key: JSON.stringify(options) };
      return last.page;
    },
  };
}

/** A host page that embeds the game and keeps every message the game posts to it (`window.hostMessages`). */
export async function hostedGame(h: Harness): Promise<{ page: Page; game: Frame }> {
  // The host page is served beside the game (a page of the same site, as examples/embed.html is).
  const html = `<!doctype html><body style="margin:0"><button id="before">before</button><iframe id="game" style="width:1000px;height:700px;border:0" src="./?test=1&speed=instant"></iframe><button id="after">after</button>
<script>window.hostMessages=[];addEventListener('message',(e)=>{if(e.data&&e.data.source==='suitcase')hostMessages.push(e.data.type);});</script></body>`;
  const page = await h.open('', { hostPage: { path: 'host-page.html', html } });
  const frame = await (await page.waitForSelector('iframe#game')).contentFrame();
  if (!frame) throw new Error('no game frame');
  await frame.waitForFunction(() => window.__suitcase?.scene() === 'menu', null, { timeout: 60_000 });
  return { page, game: frame };
}

/** The host page of `hostedGame` sends the game a command (pause, resume, mute, unmute), as a portal does. */
export async function hostCommand(page: Page, game: Frame, type: string): Promise<void> {
  await page.evaluate((t) => { document.querySelector('iframe')!.contentWindow!.postMessage({ target: 'suitcase', type: t }, '*'); }, type);
  await game.evaluate(() => new Promise((done) => setTimeout(done, 100)));
}

export async function newGame(page: Page, game: string, deal: number): Promise<void> {
  await page.evaluate(([g, n]) => window.__suitcase!.newGame(g, n), [game, deal] as const);
}

export async function idle(page: Page): Promise<void> {
  await page.evaluate(() => window.__suitcase!.idle());
}

export async function pageState(page: Page): Promise<TestState> {
  return page.evaluate(() => window.__suitcase!.state());
}

/**
 * Waits until the screen showing is `name` ('menu', 'table', 'results', 'panel'), then one game
 * step more: what the screen does on arriving (a menu back from a panel draws its rows again) has
 * been asked for by then, and labels and buttons read after are the ones a player sees.
 */
export async function sceneIs(page: Page, name: string): Promise<void> {
  await page.waitForFunction((n) => window.__suitcase?.scene() === n, name, { timeout: 60_000 });
  await page.evaluate(() => window.__suitcase!.step());
}

/**
 * The centre of button `id` on the screen showing (README, "Test hook": `buttons()`), once it is
 * there: a panel redraws its buttons on the frame after a press, as a player sees them.
 */
export async function buttonCentre(page: Page, id: string): Promise<Point> {
  const found = await page
    .waitForFunction((i) => window.__suitcase!.buttons().find((x) => x.id === i)?.rect ?? null, id, { timeout: 5_000 })
    .then((r) => r.jsonValue())
    .catch(() => null);
  if (!found) throw new Error(`no button ${id} on ${await page.evaluate(() => window.__suitcase!.scene())}`);
  return centre(found);
}

export async function topCardRect(page: Page, pile: string): Promise<Rect> {
  const r = await page.evaluate((p) => window.__suitcase!.topCardRect(p), pile);
  if (!r) throw new Error(`no pile ${pile}`);
  return r;
}

export async function pileRect(page: Page, pile: string): Promise<Rect> {
  const r = await page.evaluate((p) => window.__suitcase!.rect(p), pile);
  if (!r) throw new Error(`no pile ${pile}`);
  return r;
}

/** The page's game replayed in the engine here: the session the page should be in. */
export function engineSession(s: TestState): Session {
  const deal = parseDeal(s.deal);
  if (!deal.ok) throw new Error(deal.reason);
  let session = newSession(deal.value);
  for (const text of s.moves) {
    const m = parseMove(text);
    if (!m) throw new Error(`bad move ${text}`);
    const r = play(session, [m]);
    if (!r.ok) throw new Error(`illegal move ${text}: ${en.refusal(r.refusal)}`);
    session = r.session;
  }
  return session;
}

export async function engineState(page: Page): Promise<State> {
  return current(engineSession(await pageState(page)));
}

/** Pile ids of a move in the notation: ['t3', 'f0'], or ['s', 'w'] for a draw. */
export function pilesOfMove(text: string): [string, string] {
  if (text === 'draw') return ['s', 'w'];
  const [from, to] = text.split('>');
  return [from!, to!];
}

export const isCardMove = (m: Move): boolean => m.kind === 'move';
export { legalMoves, moveText };

/**
 * Opens the menu's daily place and waits until it has settled: it draws itself again once the
 * day's challenges are made (in the solver's worker), and its buttons move then, so a press made
 * before may land on another button.
 */
export async function openDailyPlace(page: Page): Promise<void> {
  await click(page, await buttonCentre(page, 'daily'));
  await sceneIs(page, 'panel');
  await page.evaluate(() => window.__suitcase!.step());
  await page.waitForFunction((making) => !window.__suitcase!.labels().some((l) => l.text.includes(making)), en.findingChallenges, { timeout: 60_000 });
}
