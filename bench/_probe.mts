import { startHarness } from '../test/browser/harness.ts';
const h = await startHarness();
const page = await h.open('?test=1');
await page.waitForFunction(() => window.__suitcase?.scene() === 'menu', null, { timeout: 120000 });
await page.evaluate(() => window.__suitcase!.setSpeed('instant'));
await page.evaluate(() => window.__suitcase!.newGame('fortunes-favor', 1));
const fr = await page.evaluate(`new Promise(r => { const t=[]; const f=(x)=>{t.push(x); if(t.length<20) requestAnimationFrame(f); else r(t.slice(1).map((v,i)=>v-t[i]).map(v=>v.toFixed(0)).join(' '))}; requestAnimationFrame(f); })`);
console.log('frames', fr);
for (const what of ['eval', 'move', 'eval', 'move']) {
  const t0 = performance.now();
  if (what === 'eval') await page.evaluate(() => 1); else await page.mouse.move(100 + Math.random()*100, 300);
  console.log(what, (performance.now() - t0).toFixed(0));
}
await h.close();
