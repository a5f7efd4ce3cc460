// The browser tests need Debian's Chromium; fail loudly (never skip) and say how to get it.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`Browser tests need Chromium at ${path}, and it is missing.`);
  console.error('Install it with:  sudo apt-get update && sudo apt-get install -y chromium');
  console.error('(or set CHROMIUM_PATH to another Chromium binary). Never `npx playwright install`: it downloads.');
  process.exit(1);
}
