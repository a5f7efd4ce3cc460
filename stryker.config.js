// @ts-check
import process from 'node:process';

/** A run narrowed to some test files (`MUTATE_TESTS`, vitest.mutate.config.ts, or `MUTATE_COMMAND`) keeps its results apart. */
const narrowed = process.env.MUTATE_COMMAND ? 'command-' : process.env.MUTATE_TESTS ? 'narrowed-' : '';

/**
 * Mutation testing of the engine and the play layer (docs/mutation.md): `npm run mutate` runs every
 * file; `npm run mutate -- --mutate src/engine/stats.ts` one file. Incremental: a rerun tests only
 * the mutants whose code or covering tests changed, and a one-file run keeps the other files'
 * results in the same incremental file. Not part of `npm test`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  // The unit project alone: the browser projects test the built game, which no mutant reaches.
  // A narrowed run runs the files it names: Vitest's search for the test files that import a
  // mutated file finds none for some of the solver's files (they are reached through position.ts).
  vitest: { configFile: 'vitest.mutate.config.ts', related: !process.env.MUTATE_TESTS },
  mutate: [
    'src/engine/**/*.ts',
    'src/play/**/*.ts',
    // Types and ports only: nothing runs, nothing to mutate.
    '!src/engine/types.ts',
    '!src/engine/solver/position-view.ts',
    '!src/play/tableEvent.ts',
    '!src/play/tablePorts.ts',
    '!src/play/solverPort.ts',
  ],
  coverageAnalysis: 'perTest',
  // A mutant in code that runs as a module loads (a constant's value) is reached by no test in
  // particular, so it would run every unit test, minutes each: such mutants are left out and
  // counted as ignored.
  ignoreStatic: true,
  // The machine's two cores are shared: one test runner at a time.
  concurrency: 1,
  // The first run of every covering test, on a machine shared with browser tests, takes longer than the default 5 minutes.
  dryRunTimeoutMinutes: 30,
  incremental: true,
  incrementalFile: `test-output/mutation/${narrowed}incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `test-output/mutation/${narrowed}index.html` },
  jsonReporter: { fileName: `test-output/mutation/${narrowed}mutation.json` },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  // What no unit test reads stays out of the sandbox copy.
  ignorePatterns: ['/dist', '/test-output', '/.bench'],
  tempDirName: '.stryker-tmp',
  // `MUTATE_COMMAND="npx vitest run --project unit <files>"`: each mutant runs that whole command in
  // a fresh process. Per-test coverage ties a mutant in code whose result is cached (the solver's
  // tables of a game) to the first test that filled the cache, and runs that test alone: a later
  // test that reads the cache never meets the mutant. Slower, but true for such files.
  ...(process.env.MUTATE_COMMAND
    ? { testRunner: 'command', commandRunner: { command: process.env.MUTATE_COMMAND }, coverageAnalysis: 'off', ignoreStatic: false }
    : {}),
};
