/**
 * What a press on a panel does, decided apart from its drawing (scenes/PanelScene.ts draws): the
 * close button closes; a button that keeps the panel (a setting toggled, another panel opened in its
 * place) acts, and the panel draws again to show it; any other closes the panel first and then acts,
 * so the screen under it takes over. A control of the settings acts, then the panel draws again and
 * says the control's new state, unless the control opened a dialog, which speaks for itself. A record
 * another tab changed draws the panel again, once, at the next step.
 */
import type { RecordChange } from './playerRecords.ts';

/** What a press leads to: closing, acting and drawing again, or closing and then acting. */
export type PanelStep = 'close' | 'act-then-redraw' | 'close-then-act';

export class PanelFlow {
  private saying: string | null = null;
  private stale = false;

  /** What pressing the panel's button `item` does. */
  press(item: { readonly id: string; readonly keep?: boolean }): PanelStep {
    if (item.id === 'close') return 'close';
    return item.keep === true ? 'act-then-redraw' : 'close-then-act';
  }

  /** A control acted: once the panel has drawn again, its new state is said (not over a dialog it opened). */
  controlUsed(id: string, dialogOpen: boolean): void {
    this.saying = dialogOpen ? null : id;
  }

  /** The control whose state to say now the panel is drawn (once), or null. */
  takeSaid(): string | null {
    const id = this.saying;
    this.saying = null;
    return id;
  }

  /** A record changed: one another tab changed may be on the panel. */
  heard(change: RecordChange): void {
    if (change.elsewhere) this.stale = true;
  }

  /** Whether the panel is to draw again now (once for everything heard since the last time). */
  takeRedraw(): boolean {
    const stale = this.stale;
    this.stale = false;
    return stale;
  }

  /** The panel is drawn afresh: nothing heard before it is left to draw. */
  drawn(): void {
    this.stale = false;
  }
}
