/**
 * What every subcommand of the command line is: a usage line and a `run` that returns the exit
 * code. Scripts depend on these codes, so they are named once here.
 */
export const EXIT = {
  ok: 0,
  illegalMove: 1,
  notWon: 2,
  badDeal: 3,
  usage: 4,
} as const;

/** Where a command writes and reads; the real process in main.ts, a recorder in tests. */
export interface Io {
  /** Results: one call per line, the newline is added. */
  out(line: string): void;
  /** Errors and diagnostics, one call per line. */
  err(line: string): void;
  /** The whole of standard input (for `-`). */
  readStdin(): Promise<string>;
}

export interface Command {
  /** Arguments after the command name, as shown in the usage text: `GAME NUMBER`. */
  readonly usage: string;
  /** One line saying what it does. */
  readonly summary: string;
  /**
   * Runs with the arguments after the command name. On bad usage it writes what is wrong to
   * `io.err` and returns EXIT.usage; main.ts then adds the full usage text.
   */
  run(args: readonly string[], io: Io): Promise<number>;
}

/** Reports bad usage; main.ts prints the usage text after it. */
export function usageError(io: Io, message: string): number {
  io.err(`error: ${message}`);
  return EXIT.usage;
}
