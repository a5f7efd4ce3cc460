/**
 * The command line's process entry: `npm run -s cli` runs it bundled (scripts/cli.js), and
 * `node --import tsx src/cli/bin.ts` runs it from source.
 */
import { runProcess } from './main.ts';

await runProcess();
