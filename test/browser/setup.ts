/**
 * The browser project's global setup: one preview server of dist/ and one Chromium for every test
 * file (`startHarness` connects to them; each file opens its own contexts). It builds nothing:
 * `npm run test:browser` builds dist/ first.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { DIST, requireDist, serve } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  requireDist(DIST);
  const server = await serve(DIST);
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, host: '127.0.0.1' });
  project.provide('suitcaseBrowser', { url: server.url, wsEndpoint: browser.wsEndpoint() });
  return async () => {
    await browser.close();
    await server.close();
  };
}
