/**
 * What a press on a panel does, without Phaser: close closes, a button that keeps the panel acts
 * and draws it again, any other closes first; a control's new state is said after the redraw
 * unless a dialog took over; another tab's change draws the panel again, once.
 */
import { describe, expect, it } from 'vitest';
import { PanelFlow } from '../../../src/play/panelFlow.ts';

describe('a panel', () => {
  it('closes on close, keeps itself for a button that keeps it, closes first for any other', () => {
    const flow = new PanelFlow();
    expect(flow.press({ id: 'close' })).toBe('close');
    expect(flow.press({ id: 'close', keep: true })).toBe('close');
    expect(flow.press({ id: 'rules', keep: true })).toBe('act-then-redraw');
    expect(flow.press({ id: 'restart' })).toBe('close-then-act');
    expect(flow.press({ id: 'restart', keep: false })).toBe('close-then-act');
  });

  it("says a control's new state once after it is drawn again, but not over a dialog the control opened", () => {
    const flow = new PanelFlow();
    expect(flow.takeSaid()).toBeNull();
    flow.controlUsed('setting:fourColour', false);
    flow.drawn();
    expect(flow.takeSaid()).toBe('setting:fourColour');
    expect(flow.takeSaid()).toBeNull();
    flow.controlUsed('progress:import', true);
    expect(flow.takeSaid()).toBeNull();
  });

  it("draws again once for what other tabs changed since it was drawn, not for its own tab's changes", () => {
    const flow = new PanelFlow();
    flow.heard({ record: 'settings', game: null, elsewhere: false });
    expect(flow.takeRedraw()).toBe(false);
    flow.heard({ record: 'badges', game: null, elsewhere: true });
    flow.heard({ record: 'stats', game: 'lucky-fan', elsewhere: true });
    expect(flow.takeRedraw()).toBe(true);
    expect(flow.takeRedraw()).toBe(false);
    flow.heard({ record: 'challenges', game: null, elsewhere: true });
    flow.drawn();
    expect(flow.takeRedraw()).toBe(false);
  });
});
