// `npm test`: type-check, lint, unit tests, build and browser tests, in that order, stopping at the
// first that fails. Each stage's time goes to test-output/stages.tsv (name, seconds, exit status);
// .ci/run writes the install's to test-output/install.tsv, and scripts/totals.js prints them all
// before the totals line.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';

const STAGES = [
  ['type-check', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['unit', 'npm run -s test:unit'],
  ['build', 'npm run -s build'],
  // The Chromium check first: a missing browser fails here, and says how to get it.
  ['browser', 'node scripts/check-browser.js && npm run -s test:browser:built'],
];

mkdirSync('test-output', { recursive: true });
writeFileSync('test-output/stages.tsv', '');
for (const [name, command] of STAGES) {
  const start = process.hrtime.bigint();
  const { status, signal } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const code = status ?? 1;
  appendFileSync('test-output/stages.tsv', `${name}\t${seconds.toFixed(1)}\t${code}\n`);
  console.log(`-- ${name}: ${seconds.toFixed(1)} s${code === 0 ? '' : `, failed (${signal ?? `exit ${code}`})`}`);
  if (code !== 0) process.exit(code);
}
