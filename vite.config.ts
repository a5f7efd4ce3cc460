import { defineConfig } from 'vitest/config';
import { phaserAliases, phaserFeatures } from './src/phaser/build.ts';

export default defineConfig(({ command }) => ({
  // Relative paths: the built game runs from any sub-path of any host.
  base: './',
  // The build bundles the game's own Phaser (src/phaser/custom.js); the dev server serves the
  // full prebuilt one, as Phaser's CommonJS sources need the bundler.
  resolve: { alias: command === 'build' ? phaserAliases : [] },
  plugins: command === 'build' ? [phaserFeatures()] : [],
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
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
