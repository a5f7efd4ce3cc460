// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.bench/', '.cli/', 'node_modules/', 'test-output/', 'assets/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Size that matters: a function too long or too branched to read at once. A long file is only
    // a warning: a cohesive file is not split by its length.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 110, skipBlankLines: true, skipComments: true }],
      complexity: ['error', { max: 30, variant: 'modified' }],
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A language's catalogue is one table of every word the player reads: it grows with the game.
    files: ['src/text/*.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // The engine is pure: no Phaser, no audio, no DOM, no hidden randomness.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['phaser', 'phaser/*', 'howler'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'self', 'requestAnimationFrame'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'The engine is deterministic: use the seeded generator.' }],
    },
  },
  {
    // The table controller and its services, the words and the table's input: no Phaser, no audio,
    // no DOM, so the unit tests run the very path the game runs.
    files: ['src/play/**/*.ts', 'src/text/**/*.ts', 'src/input/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['phaser', 'phaser/*', 'howler'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'self', 'requestAnimationFrame'],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  { files: ['scripts/**/*.js'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
);
