import { vi } from 'vitest';

/**
 * Runs `body` on modules imported afresh (a registry of the five games alone), then lets them go:
 * a test file's workers share their modules (`isolate: false`), and a game registered in the
 * shared registry would join every later file's lists of games.
 */
export async function freshModules(body: () => Promise<void>): Promise<void> {
  vi.resetModules();
  try {
    await body();
  } finally {
    vi.resetModules();
  }
}
