/**
 * The command line bundled by esbuild into one file (.cli/cli.mjs, gitignored), so that a call
 * starts plain node instead of tsx compiling some sixty TypeScript modules each time.
 * `npm ci` bundles it (the `prepare` script); scripts/cli.js bundles it again whenever it is
 * missing or older than any of its sources, so an edited source is never run stale.
 * `node scripts/cli-bundle.js` bundles it now.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = 'src/cli/bin.ts';
export const BUNDLE = join(ROOT, '.cli', 'cli.mjs');
/** The sources the bundle was made from, relative to ROOT, written beside it. */
const INPUTS = join(ROOT, '.cli', 'inputs.json');
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/** True when the bundle exists and no source of it (nor this script) changed since. */
export function bundleIsFresh() {
  const built = mtime(BUNDLE);
  if (built === null) return false;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  } catch {
    return false;
  }
  if (!Array.isArray(inputs) || inputs.length === 0) return false;
  return [...inputs, SELF].every((file) => {
    const t = mtime(join(ROOT, file));
    return t !== null && t <= built;
  });
}

/** Bundles the command line; writes through a temporary file, so a concurrent call never runs half a bundle. */
export async function bundleCli() {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'warning',
    outfile: BUNDLE,
  });
  mkdirSync(dirname(BUNDLE), { recursive: true });
  const tmp = `${BUNDLE}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0].contents);
  writeFileSync(INPUTS, `${JSON.stringify(Object.keys(result.metafile.inputs))}\n`);
  renameSync(tmp, BUNDLE);
  return BUNDLE;
}

export async function ensureBundle() {
  return bundleIsFresh() ? BUNDLE : bundleCli();
}

if (process.argv[1] !== undefined && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) await bundleCli();
