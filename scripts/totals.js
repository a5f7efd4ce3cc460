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
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
}
console.log(`${passed} passed, ${failed} failed`);
