import { startHarness, screenshot } from './harness.ts';
import { openGame, newGame } from './game.ts';
const h = await startHarness();
try {
  let page = await openGame(h, { viewport: { width: 360, height: 640 } });
  await screenshot(page, 'look-menu-portrait');
  page = await h.open('?test=1&game=famous-fifty&deal=5', { viewport: { width: 1024, height: 768 } });
  await page.waitForFunction(() => window.__suitcase?.scene() === 'table', null, { timeout: 60000 });
  await new Promise((r) => setTimeout(r, 1200));
  await screenshot(page, 'look-mid-deal');
  page = await openGame(h, { viewport: { width: 600, height: 400 }, deviceScaleFactor: 2 });
  await page.evaluate(() => window.__suitcase!.view({ fourColour: true, back: 1 }));
  await newGame(page, 'rouge-forty', 3);
  await screenshot(page, 'look-dpr2-fourcolour');
  await page.evaluate(() => window.__suitcase!.view({ back: 2, leftHanded: true, fourColour: false }));
  await page.evaluate(() => window.__suitcase!.idle());
  await screenshot(page, 'look-lefthanded-back2');
} finally { console.log(h.errors); await h.close(); }
