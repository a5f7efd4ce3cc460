/**
 * The events of whichever table is showing, page-wide: what the page around the game (the portal's
 * host, the test hook) needs to know of play, typed, whatever table comes and goes.
 */
import { Feed } from './feed.ts';
import type { TableEvent } from './table.ts';

export const tableEvents = new Feed<TableEvent>();
