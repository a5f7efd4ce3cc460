// Prints the time each stage took (test-output/install.tsv from .ci/run, stages.tsv from
// scripts/test.js; the stages that ran beside the browser tests say so), then sums the vitest JSON reports of the unit and browser runs into the one
// line CI reads, last.
import { existsSync, readFileSync } from 'node:fs';

for (const file of ['test-output/install.tsv', 'test-output/stages.tsv']) {
  if (!existsSync(file)) continue;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const [name, seconds, status, beside] = line.split('\t');
    const s = Number(seconds);
    const whole = Math.round(s);
    const time = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
    console.log(`${`${name}:`.padEnd(12)}${`${s.toFixed(1)} s`.padStart(9)}  (${time})${status === '0' ? '' : `  failed, exit ${status}`}${beside ? '  (beside the browser tests)' : ''}`);
  }
}

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
