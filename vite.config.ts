import { type TestProjectInlineConfiguration, configDefaults, defineConfig } from 'vitest/config';
import { portalSdk } from './src/platform/adapters/htmlPlugin.ts';
import { isPortalMode } from './src/platform/adapters/sdkScripts.ts';
import { builtUrlFromPage, classicEntry } from './src/platform/classicEntry.ts';
import { offline } from './src/platform/offlineBuild.ts';
import { phaserAliases, phaserFeatures } from './src/phaser/build.ts';

const STORM = 'test/browser/abuse-*.test.ts';
/** The files that hold the game to a player's wait on the wall clock. */
const CLOCK = 'test/browser/celebration.test.ts';

/** A project of browser files: one preview server for all its files (test/browser/setup.ts), one Chromium a worker (harness.ts). */
function browserProject(name: string, test: { include?: string[]; exclude?: string[]; maxWorkers: number; sequence: { groupOrder: number } }): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: ['test/browser/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['test/browser/setup.ts'],
      testTimeout: 180_000,
      hookTimeout: 180_000,
      // A worker's files share one module graph: each need not import the engine afresh.
      isolate: false,
      ...test,
    },
  };
}

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
    // Stryker's sandboxes (stryker.config.js) hold a copy of every test file.
    exclude: [...configDefaults.exclude, '.stryker-tmp/**'],
    projects: [
      // A slow guard, not a timing test: solver tests of half a minute in a full run (at the lowest
      // priority, beside the browser tests) take twice that when anything else runs too.
      // Both cores: Vitest's default leaves one for the main process, which sits idle in a run.
      // Worker threads: the files start cheaper than in child processes (none changes its directory
      // or exits the process).
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', testTimeout: 180_000, maxWorkers: 2, pool: 'threads' } },
      // The browser files two at a time (each file's pages and storage are its own); then the files
      // that time a player's wait, with no other Chromium beside them (a neighbour drawing a large
      // screen can take both cores from the page for seconds, which no player's device does); then
      // the storm alone, its two halves side by side (one alone leaves a core idle between its bursts).
      browserProject('browser', { exclude: [STORM, CLOCK], maxWorkers: 2, sequence: { groupOrder: 0 } }),
      browserProject('clock', { include: [CLOCK], maxWorkers: 1, sequence: { groupOrder: 1 } }),
      browserProject('storm', { include: [STORM], maxWorkers: 2, sequence: { groupOrder: 2 } }),
    ],
  },
}));
