import { defineConfig } from 'vitest/config';
import { StormLast } from './test/browser/sequencer.ts';
import { portalSdk } from './src/platform/adapters/htmlPlugin.ts';
import { isPortalMode } from './src/platform/adapters/sdkScripts.ts';
import { builtUrlFromPage, classicEntry } from './src/platform/classicEntry.ts';
import { offline } from './src/platform/offlineBuild.ts';
import { phaserAliases, phaserFeatures } from './src/phaser/build.ts';

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  // Relative paths: the built game runs from any sub-path of any host.
  base: './',
  // The build bundles the game's own Phaser (src/phaser/custom.js); the dev server serves the
  // full prebuilt one, as Phaser's CommonJS sources need the bundler.
  resolve: { alias: command === 'build' ? phaserAliases : [] },
  // `--mode poki` (crazygames, gamedistribution): that portal's SDK adapter (src/platform/adapters/).
  // The manifest and the offline worker (src/platform/offlineBuild.ts) are not in a portal's build,
  // which always runs in the portal's frame.
  plugins: [portalSdk(mode), ...(command === 'build' ? [phaserFeatures(), classicEntry()] : []), offline(isPortalMode(mode) || isSsrBuild === true)],
  // The page's script is a classic one (src/platform/classicEntry.ts: sandboxed frames).
  experimental: { renderBuiltUrl: builtUrlFromPage },
  build: { outDir: 'dist', assetsInlineLimit: 0, chunkSizeWarningLimit: 2000 },
  preview: { host: '127.0.0.1' },
  test: {
    // The browser files in Vitest's order, but the storm last (test/browser/sequencer.ts).
    sequence: { sequencer: StormLast },
    projects: [
      // A slow guard, not a timing test: solver tests of a few seconds alone run long on a loaded machine.
      // Both cores: Vitest's default leaves one for the main process, which sits idle in a run.
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000, maxWorkers: 2 } },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          // One preview server and one Chromium for every file (test/browser/setup.ts).
          globalSetup: ['test/browser/setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // The files run one after another in one worker: each need not import the engine afresh.
          isolate: false,
        },
      },
    ],
  },
}));
