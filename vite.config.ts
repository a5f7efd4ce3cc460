import { defineConfig } from 'vitest/config';
import { portalSdk } from './src/platform/adapters/htmlPlugin.ts';
import { phaserAliases, phaserFeatures } from './src/phaser/build.ts';

export default defineConfig(({ command, mode }) => ({
  // Relative paths: the built game runs from any sub-path of any host.
  base: './',
  // The build bundles the game's own Phaser (src/phaser/custom.js); the dev server serves the
  // full prebuilt one, as Phaser's CommonJS sources need the bundler.
  resolve: { alias: command === 'build' ? phaserAliases : [] },
  // `--mode poki` (crazygames, gamedistribution): that portal's SDK adapter (src/platform/adapters/).
  plugins: [portalSdk(mode), ...(command === 'build' ? [phaserFeatures()] : [])],
  build: { outDir: 'dist', assetsInlineLimit: 0, chunkSizeWarningLimit: 2000 },
  preview: { host: '127.0.0.1' },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
