/**
 * What the page showed (toasts, the table's notices, how long each winnable deal took to build),
 * kept only for the browser tests' hook: a page opened without `?test=1` keeps nothing, and a test
 * page keeps the latest entries, so a long session cannot grow it without end.
 */

/** Entries a log keeps: far more than any test reads back. */
export const TEST_LOG_LIMIT = 500;

let keeping = false;

/** Turns the logs on for this page (the test hook's pages, from their first screen). */
export function keepTestLogs(): void {
  keeping = true;
}

export interface TestLog<T> {
  add(entry: T): void;
  /** The latest entries kept, oldest first. */
  entries(): readonly T[];
}

export function testLog<T>(limit = TEST_LOG_LIMIT): TestLog<T> {
  const kept: T[] = [];
  return {
    add(entry) {
      if (!keeping) return;
      kept.push(entry);
      if (kept.length > limit) kept.splice(0, kept.length - limit);
    },
    entries: () => kept,
  };
}
