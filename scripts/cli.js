/**
 * `npm run -s cli -- COMMAND ...`: runs the bundled command line (scripts/cli-bundle.js), bundling
 * it first when it is missing or stale.
 */
import { pathToFileURL } from 'node:url';
import { ensureBundle } from './cli-bundle.js';

await import(pathToFileURL(await ensureBundle()).href);
