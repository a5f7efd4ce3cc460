import { startHarness, mouseDrag, centre, click } from './harness.ts';
import { openGame, newGame, idle, pageState, topCardRect } from './game.ts';
const h = await startHarness();
try {
  const page = await openGame(h, { viewport: { width: 800, height: 600 } });
  await newGame(page, 'fortunes-favor', 1);
  const r = await topCardRect(page, 't9');
  console.log(r, await page.evaluate(() => { const c = document.querySelector('canvas')!; return [c.width, c.height, c.style.width, c.getBoundingClientRect().width]; }));
  await click(page, centre(r));
  console.log((await pageState(page)).moves);
  await page.mouse.move(centre(r).x, centre(r).y);
  await page.mouse.down(); await page.mouse.up();
  console.log((await pageState(page)).moves);
  await page.setViewportSize({ width: 640, height: 360 });
  await new Promise(r => setTimeout(r, 2000));
  console.log(await page.evaluate(() => { const c = document.querySelector('canvas')!; return [c.width, c.height, c.style.width, c.getBoundingClientRect().width, window.innerWidth]; }));
} finally { console.log(h.errors); await h.close(); }
