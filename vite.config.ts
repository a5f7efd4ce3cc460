import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { portalSdk } from './src/platform/adapters/htmlPlugin.ts';
import { isPortalMode } from './src/platform/adapters/sdkScripts.ts';
import { builtUrlFromPage, classicEntry } from './src/platform/classicEntry.ts';
import { phaserAliases, phaserFeatures } from './src/phaser/build.ts';

/**
 * The web app manifest and the service worker (registered by src/platform/offline.ts at the top
 * level only): every file of dist/ precached, so the game, once loaded, plays offline. Not in
 * portal builds, which always run in the portal's frame.
 */
function offline(disable: boolean) {
  return VitePWA({
    disable,
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['icon.svg'],
    manifest: {
      name: 'Suitcase Solitaire',
      short_name: 'Suitcase',
      description: 'Five build-by-suit patience games',
      start_url: './',
      scope: './',
      display: 'standalone',
      background_color: '#0e5a32',
      theme_color: '#0e5a32',
      icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    workbox: {
      globPatterns: ['**/*.{html,js,mp3,svg,webmanifest}'],
      // Any address of the page (?game=..., ?test=1) is the one page.
      navigateFallback: 'index.html',
      // Only the game's own address: an operator's page beside it on the same site stays theirs.
      navigateFallbackAllowlist: [/\/(index\.html)?(\?.*)?$/],
      cleanupOutdatedCaches: true,
      // The Workbox runtime inside sw.js, not a file beside it.
      inlineWorkboxRuntime: true,
      // index.html holds the whole game: above Workbox's default limit of 2 MiB once art grows.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    },
  });
}

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  // Relative paths: the built game runs from any sub-path of any host.
  base: './',
  // The build bundles the game's own Phaser (src/phaser/custom.js); the dev server serves the
  // full prebuilt one, as Phaser's CommonJS sources need the bundler.
  resolve: { alias: command === 'build' ? phaserAliases : [] },
  // `--mode poki` (crazygames, gamedistribution): that portal's SDK adapter (src/platform/adapters/).
  plugins: [portalSdk(mode), ...(command === 'build' ? [phaserFeatures(), classicEntry()] : []), offline(isPortalMode(mode) || isSsrBuild === true)],
  // The page's script is a classic one (src/platform/classicEntry.ts: sandboxed frames).
  experimental: { renderBuiltUrl: builtUrlFromPage },
  build: { outDir: 'dist', assetsInlineLimit: 0, chunkSizeWarningLimit: 2000 },
  preview: { host: '127.0.0.1' },
  test: {
    projects: [
      // A slow guard, not a timing test: solver tests of a few seconds alone run long on a loaded machine.
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
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
        },
      },
    ],
  },
}));
