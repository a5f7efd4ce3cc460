/**
 * A table's ports that keep nothing: auto-play off, no save written or dropped, no result
 * recorded. Tests that hear one of them spread these and give that one its own.
 */
import type { TablePorts } from '../../../src/play/table.ts';

export const QUIET_PORTS: TablePorts = { autoPlayMode: () => 'off', writeSave: () => undefined, clearSave: () => undefined, abandonSaved: () => undefined, recordResult: () => undefined };
