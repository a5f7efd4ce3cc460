/**
 * Where each portal's SDK is loaded from, as its documentation gives it. Read by vite.config.ts
 * (Poki and CrazyGames: an async script in the page's head, before the game's, which the adapter
 * waits for), by the GameDistribution adapter (its documented loader inserts the script itself)
 * and by the tests (which answer these addresses with stand-ins).
 */
export const PORTAL_MODES = ['poki', 'crazygames', 'gamedistribution'] as const;
export type PortalMode = (typeof PORTAL_MODES)[number];

export const SDK_SCRIPTS: Readonly<Record<PortalMode, string>> = {
  poki: 'https://game-cdn.poki.com/scripts/v2/poki-sdk.js',
  crazygames: 'https://sdk.crazygames.com/crazygames-sdk-v3.js',
  gamedistribution: 'https://html5.api.gamedistribution.com/main.min.js',
};

/** The SDKs whose documentation asks for a script tag in the page's head (GameDistribution's loads itself). */
export const HEAD_SCRIPT_MODES: readonly PortalMode[] = ['poki', 'crazygames'];

/** The id of that script tag, by which the adapter waits for it. */
export const SDK_SCRIPT_ID = 'portal-sdk';

/** The GameDistribution build's game id, given at build time (docs/embedding.md). */
export const GD_GAME_ID_VARIABLE = 'VITE_GD_GAME_ID';

export const isPortalMode = (mode: string): mode is PortalMode => (PORTAL_MODES as readonly string[]).includes(mode);
