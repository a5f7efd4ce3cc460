import { expect, it } from 'vitest';
import { keepTestLogs, testLog } from '../../src/testLog.ts';

it('keeps nothing on a page without the test hook, then only the latest entries', () => {
  const log = testLog<number>(3);
  log.add(1);
  expect(log.entries()).toEqual([]);
  keepTestLogs();
  for (const n of [2, 3, 4, 5, 6]) log.add(n);
  expect(log.entries()).toEqual([4, 5, 6]);
});
