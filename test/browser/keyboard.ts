/**
 * Playing by keyboard alone, as a player does (README, "Keyboard"): the number keys and arrows
 * choose a pile, Enter moves its card, and a card with more than one place is lifted first, aimed
 * with the arrows and put down with Enter.
 */
import type { Page } from 'playwright-core';
import { T } from '../../src/text/index.ts';

export const focused = (page: Page): Promise<string | null> => page.evaluate(() => window.__suitcase!.focus());
export const lifted = (page: Page): Promise<string | null> => page.evaluate(() => window.__suitcase!.lifted());
export const announced = (page: Page): Promise<string> => page.evaluate(() => window.__suitcase!.announced());

/** Presses `key` until the keyboard focus is on `stop` (a pile, or 'note'); fails after `max` presses. */
export async function pressUntilFocus(page: Page, key: string, stop: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await focused(page)) === stop) return;
    await page.keyboard.press(key);
  }
  if ((await focused(page)) !== stop) throw new Error(`${key} never brought the focus to ${stop} (it is on ${await focused(page)})`);
}

/** Moves the keyboard focus to `pile`: a number key for the first ten piles, then the arrows. */
export async function focusTo(page: Page, pile: string): Promise<void> {
  const n = pile.startsWith('t') ? Number(pile.slice(1)) : -1;
  if (n >= 0 && n <= 9) await page.keyboard.press(n === 9 ? '0' : String(n + 1));
  await pressUntilFocus(page, 'ArrowRight', pile);
}

/**
 * Plays one move in the notation by keyboard alone: D draws; otherwise the source pile is chosen
 * and Enter pressed; when that lifts the card, Right walks its places to the move's target (any
 * foundation for a foundation move: they are one place) and Enter puts it down.
 */
export async function playByKeys(page: Page, text: string): Promise<void> {
  if (text === 'draw') {
    await page.keyboard.press('d');
    return;
  }
  const [from, to] = text.split('>') as [string, string];
  await focusTo(page, from);
  await page.keyboard.press('Enter');
  if ((await lifted(page)) === null) return;
  for (let i = 0; i < 40; i++) {
    const at = await focused(page);
    if (at === to || (to.startsWith('f') && at?.startsWith('f') === true)) break;
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Enter');
}

/** Answers "Give up this game?" with Give up (another deal of a game in progress asks first). */
export async function confirmGiveUp(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: T.giveUpTitle });
  await dialog.getByRole('button', { name: T.giveUpYes }).click();
  await dialog.waitFor({ state: 'detached' });
}
