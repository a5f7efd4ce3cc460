/** The path of the bundled command line (.cli/cli.mjs). */
export const BUNDLE: string;
/** True when the bundle exists and no source of it changed since it was made. */
export function bundleIsFresh(): boolean;
/** Bundles the command line now; resolves to its path. */
export function bundleCli(): Promise<string>;
/** The bundle's path, bundled first when missing or stale. */
export function ensureBundle(): Promise<string>;
