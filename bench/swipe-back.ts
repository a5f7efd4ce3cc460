/**
 * How often random CDP swipes take a tab "back" from a host page whose frame is one canvas with
 * `touch-action: none` (docs/trust.md). Prints the count of navigations for the chosen setup:
 *   npx tsx bench/swipe-back.ts [--refuse] [--serial] [--swipes 1500]
 * --refuse: the frame refuses every cancelable touchmove (as platform/scrollGuard.ts does);
 * --serial: each touch event waits for the browser's answer before the next (as a screen sends);
 * without it a swipe's events are sent ahead, and half the swipes are not waited for.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/chromium.ts';
import { mulberry32Unit } from '../src/engine/random.ts';

const arg = (name: string) => process.argv.includes(`--${name}`);
const swipes = Number(process.argv[process.argv.indexOf('--swipes') + 1] ?? 1500) || 1500;
const refuse = arg('refuse');
const serial = arg('serial');

const frame = `<!doctype html><body style="margin:0;overflow:hidden"><canvas style="touch-action:none;display:block;width:100vw;height:100vh"></canvas><script>${refuse ? "document.addEventListener('touchmove', (e) => { if (e.cancelable) e.preventDefault(); }, { passive: false });" : ''}</script></body>`;
const host = '<!doctype html><body style="margin:0;overflow:hidden"><iframe src="http://host.test/frame" style="border:0;display:block;width:100vw;height:100vh"></iframe></body>';

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ hasTouch: true, viewport: { width: 800, height: 600 } });
const page = await context.newPage();
await page.route('http://host.test/**', (r) => r.fulfill({ contentType: 'text/html', body: r.request().url().endsWith('/frame') ? frame : host }));
await page.goto('http://host.test/before');
await page.goto('http://host.test/host');
let navigations = 0;
page.on('framenavigated', (f) => { if (f === page.mainFrame()) navigations++; });
const cdp = await context.newCDPSession(page);
const rnd = mulberry32Unit(7);
const point = () => ({ x: 10 + rnd() * 780, y: 10 + rnd() * 580 });
const tab = { away: false };
page.on('framenavigated', (f) => { if (f === page.mainFrame()) tab.away = true; });
// An answer can be lost while the tab goes back: waited for a while at most.
const within = <T>(p: Promise<T>) => Promise.race([p, new Promise((done) => setTimeout(done, 2000))]);
const send = (type: string, pts: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type: type as 'touchStart', touchPoints: pts.map((p, i) => ({ ...p, id: i + 1, radiusX: 4, radiusY: 4, force: 1 })) }).catch(() => undefined);
for (let n = 0; n < swipes; n++) {
  const two = rnd() < 0.3;
  const [a, b, a2, b2] = [point(), point(), point(), point()];
  const steps = 1 + Math.floor(rnd() * 5);
  const events: [string, { x: number; y: number }[]][] = [['touchStart', two ? [a, b] : [a]]];
  for (let i = 1; i <= steps; i++) {
    const f = i / steps;
    const at = (p: { x: number; y: number }, q: { x: number; y: number }) => ({ x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f });
    events.push(['touchMove', two ? [at(a, a2), at(b, b2)] : [at(a, a2)]]);
  }
  events.push(['touchEnd', []]);
  if (serial) for (const [type, pts] of events) await within(send(type, pts));
  else {
    // Every event of a swipe sent ahead; half the swipes not waited for, so the next one starts
    // before the browser has answered this one's end.
    const answered = Promise.all(events.map(([type, pts]) => send(type, pts)));
    if (rnd() < 0.5) await within(answered);
  }
  if (tab.away) {
    // Back to the host page, for the next swipes.
    await page.goto('http://host.test/host');
    tab.away = false;
  }
}
await page.waitForTimeout(1000);
console.log(`${swipes} swipes, ${refuse ? 'touchmoves refused' : 'unguarded'}, ${serial ? 'one event at a time' : 'sent ahead'}: the tab went back ${navigations} times`);
await browser.close();
