/**
 * The browser project's global setup: one preview server of dist/ for every test file
 * (`startHarness` uses it; each worker keeps a Chromium of its own, harness.ts `plainChromium`). It
 * builds nothing: `npm run test:browser` builds dist/ first.
 */
import type { TestProject } from 'vitest/node';
import { DIST, requireDist, serve } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  requireDist(DIST);
  const server = await serve(DIST);
  project.provide('suitcaseServer', { url: server.url });
  return async () => {
    await server.close();
  };
}
