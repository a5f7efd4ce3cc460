// `npm test`: type-check, lint, unit tests, build and browser tests. The browser tests keep the
// machine's priority and their output on the screen; type-check, lint and the unit tests run beside
// them one after another at the lowest priority, in the CPU time the browser leaves idle while
// Chromium waits on its frames, their output kept in test-output/<stage>.log and printed when they
// end. Every stage runs (a failure in one does not hide another's); the exit status is the first
// failure's. Each stage's time goes to test-output/stages.tsv (name, seconds, exit status, and
// "beside" for the stages that ran alongside); .ci/run writes the install's, and scripts/totals.js
// prints them all before the totals line.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const BESIDE = [
  ['type-check', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['unit', 'npm run -s test:unit'],
];
const BUILD = ['build', 'npm run -s build'];
// The Chromium check first: a missing browser fails here, and says how to get it.
const BROWSER = ['browser', 'tsx scripts/check-browser.ts && npm run -s test:browser:built'];

mkdirSync('test-output', { recursive: true });
writeFileSync('test-output/stages.tsv', '');
const results = [];

/** Runs one stage; resolves to its exit code once it ends and its time is written down. */
function run([name, command], { beside = false } = {}) {
  const start = process.hrtime.bigint();
  // `nice` lowers the whole stage, its workers too; on one core there is no idle time to fill.
  const line = beside ? `nice -n 19 sh -c '${command}'` : command;
  const child = spawn(line, { shell: true, stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  if (beside) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((done) => {
    child.on('close', (status, signal) => {
      if (beside) writeFileSync(`test-output/${name}.log`, Buffer.concat(output));
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const code = status ?? 1;
      results.push({ name, code, signal, beside });
      appendFileSync('test-output/stages.tsv', `${name}\t${seconds.toFixed(1)}\t${code}${beside ? '\tbeside' : ''}\n`);
      console.log(`-- ${name}: ${seconds.toFixed(1)} s${code === 0 ? '' : `, failed (${signal ?? `exit ${code}`})`}${beside ? ' (beside the browser tests)' : ''}`);
      done(code);
    });
  });
}

/** The stages beside the browser, one after another, each printed whole when it fails. */
async function besideChain() {
  for (const stage of BESIDE) {
    const code = await run(stage, { beside: true });
    const log = readFileSync(`test-output/${stage[0]}.log`, 'utf8');
    if (code !== 0) console.log(`\n==== ${stage[0]} failed; its output (test-output/${stage[0]}.log):\n${log}\n==== end of ${stage[0]}\n`);
  }
}

const parallel = availableParallelism() > 1;
const beside = parallel ? besideChain() : null;
if (!parallel) for (const stage of BESIDE) await run(stage);
const built = await run(BUILD);
if (built === 0) await run(BROWSER);
await beside;
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
console.log(failed.length === 0 ? '-- every stage passed' : `-- failed: ${failed.join(', ')}${built === 0 ? '' : ' (no browser tests without a build)'}`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
