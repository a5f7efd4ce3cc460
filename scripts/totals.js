// Sums the vitest JSON reports of the unit and browser runs into the one line CI reads.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const name of ['unit', 'browser']) {
  const file = `test-output/${name}.json`;
  if (!existsSync(file)) {
    console.error(`${name} tests did not report (${file} missing): counted as one failure`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A file that failed before any of its tests ran (an import error, a failing beforeAll) counts once.
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed')) failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
