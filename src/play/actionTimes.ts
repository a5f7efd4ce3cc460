/**
 * The clock after each action in effect, for a result judged on the clock (cards home in time):
 * hears the table, notes the clock when an action is played, and forgets nothing an undo may
 * bring back (redo plays the same action, played at the time it was).
 */
import type { TableController } from './table.ts';

export class ActionTimes {
  private readonly at: number[] = [];
  private readonly unsubscribe: () => void;

  constructor(private readonly table: TableController) {
    this.unsubscribe = table.on((e) => {
      if (e.kind === 'played') this.at[table.session.position - 1] = Math.round(table.elapsedSeconds * 1000);
    });
  }

  /** Milliseconds on the clock after each action in effect, first to last. */
  times(): number[] {
    return this.at.slice(0, this.table.session.position);
  }

  close(): void {
    this.unsubscribe();
  }
}
