import { describe, expect, it } from 'vitest';
import { FOCUS_STOPS, KEY_ACTIONS, keyHelp, directionOf, keyAction, nextFocus, watchControlOf } from '../../../src/input/keyboard.ts';

const press = (key: string, mods: { ctrl?: boolean; shift?: boolean; meta?: boolean; alt?: boolean } = {}) =>
  keyAction({ key, ctrlKey: mods.ctrl ?? false, shiftKey: mods.shift ?? false, metaKey: mods.meta ?? false, altKey: mods.alt ?? false });
const act = (key: string, mods?: Parameters<typeof press>[1]) => press(key, mods)?.action ?? null;

describe('keyboard map', () => {
  it('undo: U, Ctrl+Z, Cmd+Z; redo: Ctrl+Y, Ctrl+Shift+Z, Cmd+Shift+Z', () => {
    expect([act('u'), act('U', { shift: true }), act('z', { ctrl: true }), act('z', { meta: true })]).toEqual(['undo', 'undo', 'undo', 'undo']);
    expect([act('y', { ctrl: true }), act('Z', { ctrl: true, shift: true }), act('Z', { meta: true, shift: true })]).toEqual(['redo', 'redo', 'redo']);
  });

  it('hint H, finish F, draw D, new deal N, More O, menu Escape, activate Enter and Space', () => {
    expect(['h', 'f', 'd', 'n', 'o', 'Escape', 'Enter', ' '].map((k) => act(k))).toEqual(['hint', 'finish', 'draw', 'newDeal', 'options', 'menu', 'activate', 'activate']);
    // Caps Lock gives capitals without Shift.
    expect(act('D')).toBe('draw');
  });

  it('arrows move the focus; digits choose piles 1 to 10 (0 is the tenth)', () => {
    expect(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown'].map((k) => act(k))).toEqual(['focusNext', 'focusPrev', 'focusUp', 'focusDown']);
    expect(press('1')).toEqual({ action: 'focusPile', pile: 0 });
    expect(press('9')).toEqual({ action: 'focusPile', pile: 8 });
    expect(press('0')).toEqual({ action: 'focusPile', pile: 9 });
  });

  it("leaves the browser's own shortcuts and other keys alone", () => {
    for (const [key, mods] of [
      ['d', { ctrl: true }],
      ['f', { ctrl: true }],
      ['o', { meta: true }],
      ['n', { ctrl: true }],
      ['u', { ctrl: true }],
      ['r', { meta: true }],
      ['y', { ctrl: true, shift: true }],
      ['z', { alt: true }],
      ['Tab', {}],
      ['x', {}],
      ['F5', {}],
      ['1', { ctrl: true }],
    ] as const) {
      expect(press(key, mods), `${key} ${JSON.stringify(mods)}`).toBeNull();
    }
  });

  it('every action the map produces is in the action map, and help lists each key action', () => {
    const produced = new Set(['u', 'h', 'f', 'd', 'n', 'o', 'Escape', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', '5'].map((k) => act(k)));
    produced.add(act('y', { ctrl: true }));
    expect([...produced].sort()).toEqual(Object.values(KEY_ACTIONS).sort());
    expect(keyHelp().length).toBeGreaterThanOrEqual(8);
  });

  it('directionOf names the arrow directions only', () => {
    expect([KEY_ACTIONS.focusNext, KEY_ACTIONS.focusPrev, KEY_ACTIONS.focusUp, KEY_ACTIONS.focusDown, KEY_ACTIONS.undo].map(directionOf)).toEqual(['next', 'prev', 'up', 'down', null]);
  });
});

describe('keys while a winning line is watched', () => {
  const control = (key: string, mods: { ctrl?: boolean; shift?: boolean; meta?: boolean; alt?: boolean } = {}) =>
    watchControlOf({ key, ctrlKey: mods.ctrl ?? false, shiftKey: mods.shift ?? false, metaKey: mods.meta ?? false, altKey: mods.alt ?? false });

  it('Space, Enter and K play or pause; Left steps back, Right on; + and = faster, - and _ slower; Escape stops', () => {
    expect([' ', 'Spacebar', 'Enter', 'k', 'K'].map((k) => control(k))).toEqual(['toggle', 'toggle', 'toggle', 'toggle', 'toggle']);
    expect(['ArrowLeft', 'ArrowRight'].map((k) => control(k))).toEqual(['back', 'forward']);
    // + and _ are typed with Shift on most layouts.
    expect([control('+', { shift: true }), control('='), control('-'), control('_', { shift: true })]).toEqual(['faster', 'faster', 'slower', 'slower']);
    expect([control('Escape'), control('Esc')]).toEqual(['stop', 'stop']);
  });

  it("the table's own keys do nothing while watching, and browser shortcuts stay the browser's", () => {
    for (const key of ['u', 'h', 'f', 'd', 'n', 'o', 'ArrowUp', 'ArrowDown', '1', 'Tab', 'x']) expect(control(key), key).toBeNull();
    for (const [key, mods] of [
      ['+', { ctrl: true }],
      ['-', { meta: true }],
      [' ', { alt: true }],
      ['ArrowLeft', { alt: true }],
      ['k', { ctrl: true }],
      ['Escape', { meta: true }],
    ] as const) {
      expect(control(key, mods), `${key} ${JSON.stringify(mods)}`).toBeNull();
    }
  });
});

describe('focus navigation', () => {
  // Fortune's Favor as drawn: stock, waste and four foundations; two rows of six piles.
  const rows = [
    ['s', 'w', 'f0', 'f1', 'f2', 'f3'],
    ['t0', 't1', 't2', 't3', 't4', 't5'],
    ['t6', 't7', 't8', 't9', 't10', 't11'],
  ];

  it('left and right walk the piles in reading order, wrapping', () => {
    expect(nextFocus(rows, 't0', 'next')).toBe('t1');
    expect(nextFocus(rows, 't5', 'next')).toBe('t6');
    expect(nextFocus(rows, 't11', 'next')).toBe('s');
    expect(nextFocus(rows, 's', 'prev')).toBe('t11');
    expect(nextFocus(rows, 't6', 'prev')).toBe('t5');
  });

  it('up and down go to the pile in the same place in the next row, wrapping top to bottom', () => {
    expect(nextFocus(rows, 't2', 'down')).toBe('t8');
    expect(nextFocus(rows, 't8', 'up')).toBe('t2');
    expect(nextFocus(rows, 't9', 'down')).toBe('f1');
    expect(nextFocus(rows, 'f1', 'up')).toBe('t9');
  });

  it('rows of different lengths line up by position across the row', () => {
    // Rouge Forty: stock, waste, gap, four foundations over ten piles.
    const rf = [
      ['s', 'w', 'f0', 'f1', 'f2', 'f3'],
      ['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9'],
    ];
    expect(nextFocus(rf, 't9', 'up')).toBe('f3');
    expect(nextFocus(rf, 't0', 'up')).toBe('s');
    expect(nextFocus(rf, 't5', 'up')).toBe('f1');
    expect(nextFocus(rf, 'f3', 'down')).toBe('t9');
    expect(nextFocus(rf, 's', 'down')).toBe('t0');
  });

  it('with nothing focused, every direction goes to the start pile', () => {
    expect(nextFocus(rows, null, 'next', 't0')).toBe('t0');
    expect(nextFocus(rows, null, 'up')).toBe('s');
    expect(nextFocus(rows, 'gone', 'down', 't0')).toBe('t0');
    expect(nextFocus([], null, 'next')).toBeNull();
    expect(nextFocus([[], ['t0']], 't0', 'down')).toBe('t0');
  });

  it('any walk stays on the piles given, and right then left comes back', () => {
    const all = rows.flat();
    for (const id of all) {
      for (const d of ['next', 'prev', 'up', 'down'] as const) expect(all).toContain(nextFocus(rows, id, d));
      expect(nextFocus(rows, nextFocus(rows, id, 'next'), 'prev')).toBe(id);
    }
  });

  it('the note, a row of its own above the piles while it offers an action, is reached by Up and by Right', () => {
    const withNote = [[FOCUS_STOPS.note], ...rows];
    expect(nextFocus(withNote, 'f1', 'up')).toBe(FOCUS_STOPS.note);
    expect(nextFocus(withNote, 't11', 'next')).toBe(FOCUS_STOPS.note);
    expect(nextFocus(withNote, FOCUS_STOPS.note, 'next')).toBe('s');
    // From the note, Down and Up land mid-row (it spans the row above the piles).
    expect(nextFocus(withNote, FOCUS_STOPS.note, 'down')).toBe('f1');
    expect(nextFocus(withNote, FOCUS_STOPS.note, 'up')).toBe('t9');
  });
});
