// The browser tests need Debian's Chromium with WebGL: fail loudly (never skip) and say how to get
// it. Mesa's llvmpipe is wanted, not needed: without it Chromium draws through SwiftShader, and the
// tests pass slower.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, MESA_PACKAGES, launchChromium, webglRenderer } from '../test/browser/chromium.ts';

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Browser tests need Chromium at ${CHROMIUM_PATH}, and it is missing.`);
  console.error('Install it with:  sudo apt-get update && sudo apt-get install -y chromium');
  console.error('(or set CHROMIUM_PATH to another Chromium binary). Never `npx playwright install`: it downloads.');
  process.exit(1);
}

const browser = await launchChromium();
const renderer = await webglRenderer(browser).finally(() => browser.close());
if (renderer === null) {
  console.error(`Chromium at ${CHROMIUM_PATH} has no WebGL, and the game needs it.`);
  console.error(`Install Mesa's software GL with:  sudo apt-get install -y ${MESA_PACKAGES.join(' ')}`);
  process.exit(1);
}
if (!renderer.includes('llvmpipe')) {
  console.warn(`WebGL is drawn by ${renderer}, not Mesa's llvmpipe: the browser tests run about twice as long.`);
  console.warn(`For the quick path:  sudo apt-get install -y ${MESA_PACKAGES.join(' ')}`);
}
