/**
 * The game is paused while any reason holds (the page is hidden, the host said pause); it resumes
 * only when the last reason is gone, so a host's resume cannot wake a hidden page.
 */
export const PAUSE_REASON = { hidden: 'hidden', host: 'host' } as const;
export type PauseReason = (typeof PAUSE_REASON)[keyof typeof PAUSE_REASON];

export interface PauseGate {
  set(reason: PauseReason, on: boolean): void;
  readonly paused: boolean;
  onChange(listener: (paused: boolean) => void): void;
}

export function createPauseGate(): PauseGate {
  const reasons = new Set<PauseReason>();
  const listeners: ((paused: boolean) => void)[] = [];
  return {
    set(reason, on) {
      const before = reasons.size > 0;
      if (on) reasons.add(reason);
      else reasons.delete(reason);
      const after = reasons.size > 0;
      if (before !== after) for (const l of listeners) l(after);
    },
    get paused() {
      return reasons.size > 0;
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
