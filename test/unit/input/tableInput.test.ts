/**
 * The table's input without a browser: the board's intents (tap, drop, lift) and the keys go to the
 * table controller, which refuses with its reason; the keyboard's ring and the lifted card are the
 * input's own, and what it says is the cues'. Driven with the positions the browser tests use.
 */
import { describe, expect, it } from 'vitest';
import { cueOf } from '../../../src/audio/cues.ts';
import { type PileId, type Session, type State, legalMoves, moveText, numberedSession } from '../../../src/engine/index.ts';
import { keyAction } from '../../../src/input/keyboard.ts';
import { type InputEvent, TableInput } from '../../../src/input/tableInput.ts';
import { placesFor } from '../../../src/input/lift.ts';
import { TableController, type TableEvent } from '../../../src/play/table.ts';
import { layout } from '../../../src/view/layout/layout.ts';
import { T } from '../../../src/text/index.ts';
import { describePile, liftSpoken, notAPlaceSpoken, placeSpoken, putBackSpoken } from '../../../src/text/announce.ts';
import { empty, position } from '../engine/position.ts';
import { QUIET_PORTS } from '../play/ports.ts';


function at(state: State): Session {
  return { deal: numberedSession(state.game, 1).deal, number: null, start: state, history: [], position: 0 };
}

/** A dealt table with its input, the piles where a 1024x768 layout puts them, every event kept. */
function table(session: Session) {
  const t = new TableController({ game: session.deal.game, session }, QUIET_PORTS);
  const lay = layout(session.deal.game, 1024, 768);
  const input = new TableInput(t, { piles: () => Object.values(lay.piles).map((p) => ({ id: p.id as PileId, x: p.x, y: p.y })) });
  t.on((e) => { input.hear(e); });
  const heard: (TableEvent | InputEvent)[] = [];
  t.on((e) => { heard.push(e); });
  input.on((e) => { heard.push(e); });
  t.dealt();
  const press = (k: string) => { input.key(keyAction({ key: k })!); };
  const said = () => heard.map((e) => cueOf(e).say).filter((s): s is string => s !== null);
  const moves = () => t.session.history.slice(0, t.session.position).flatMap((h) => h.moves.map(moveText));
  return { t, input, heard, press, said, moves, kinds: () => heard.map((e) => e.kind) };
}

describe('the table input: the board\'s intents', () => {
  it('a tap plays the best legal move, or is refused and shakes with the refused sound', () => {
    const s = position('lucky-fan', { tableau: ['5H', '6H', 'KS', ...empty(15)], foundations: ['4H', '', '', ''] });
    const w = table(at(s));
    w.input.intent({ kind: 'tap', pile: 't2' });
    const refused = w.heard.find((e) => e.kind === 'refused')!;
    expect(refused).toEqual({ kind: 'refused', pile: 't2', reason: null, drop: false });
    expect(cueOf(refused).sounds).toEqual(['refused']);
    w.input.intent({ kind: 'tap', pile: 't0' });
    expect(w.moves()).toEqual(['t0>f0']);
  });

  it('a drop on a legal place plays it; on another pile it is refused with the engine\'s reason, said', () => {
    const s = position('lucky-fan', { tableau: ['5H', '7H', 'KS', '8H', ...empty(14)], foundations: ['3H', '', '', ''] });
    const w = table(at(s));
    w.input.intent({ kind: 'drop', from: 't0', onto: 't2' });
    const refused = w.heard.find((e) => e.kind === 'refused') as Extract<TableEvent, { kind: 'refused' }>;
    expect(refused.drop).toBe(true);
    expect(refused.reason).not.toBeNull();
    expect(cueOf(refused).say).toBe(T.dropRefused(T.refusal(refused.reason!)));
    w.input.intent({ kind: 'drop', from: 't0', onto: null });
    expect(w.heard.filter((e) => e.kind === 'refused').pop()).toMatchObject({ reason: null, drop: true });
    expect(w.moves()).toEqual([]);
    expect(legalMoves(s).map(moveText)).toContain('t1>t3');
    w.input.intent({ kind: 'drop', from: 't1', onto: 't3' });
    expect(w.moves()).toEqual(['t1>t3']);
  });

  it('a card picked up by a drag sounds; a tap on the stock draws, and the draw key says when there is no stock', () => {
    const w = table(numberedSession('rouge-forty', 1));
    w.input.intent({ kind: 'lift', pile: 't0' });
    expect(cueOf(w.heard[w.heard.length - 1]!).sounds).toEqual(['pickUp']);
    w.input.intent({ kind: 'tap', pile: 's' });
    expect(w.moves()).toEqual(['draw']);
    const fan = table(numberedSession('lucky-fan', 1));
    fan.press('d');
    expect(fan.said()).toEqual([T.noStock]);
  });
});

describe('the table input: the keyboard', () => {
  it('Famous Fifty deal 1: one place goes at once; two are lifted, U puts back and undoes, Enter, Right, Enter takes the second', () => {
    const session = numberedSession('famous-fifty', 1);
    const st = session.start;
    expect(placesFor(st, legalMoves(st), 't2').map((p) => moveText(p.move))).toEqual(['t2>f0']);
    expect(placesFor(st, legalMoves(st), 't0').map((p) => moveText(p.move))).toEqual(['t0>t4', 't0>t9']);
    const w = table(session);
    w.press('3');
    expect(w.input.focus).toBe('t2');
    w.press('Enter');
    expect(w.moves()).toEqual(['t2>f0']);
    w.press('1');
    w.press('Enter');
    expect(w.input.liftedFrom).toBe('t0');
    expect(w.input.liftedPlaces).toEqual(['t4', 't9']);
    expect(w.input.focus).toBe('t4');
    // Another command puts the card back first, then runs.
    w.press('u');
    expect(w.input.liftedFrom).toBeNull();
    expect(w.moves()).toEqual([]);
    w.press('1');
    w.press('Enter');
    w.press('ArrowRight');
    expect(w.input.focus).toBe('t9');
    w.press('Enter');
    expect(w.moves()).toEqual(['t0>t9']);
    expect(w.input.focus).toBe('t0');
    expect(w.input.liftedFrom).toBeNull();
  });

  it('a number key that names no place is refused and the aim stays; Esc puts the card back, said, and stays on the table', () => {
    const session = numberedSession('famous-fifty', 1);
    const w = table(session);
    w.press('1');
    w.press('Enter');
    w.press('3');
    expect(w.heard[w.heard.length - 1]).toMatchObject({ kind: 'notAPlace', from: 't0', pile: 't2' });
    expect(w.input.focus).toBe('t4');
    w.press('Escape');
    expect(w.input.liftedFrom).toBeNull();
    expect(w.input.focus).toBe('t0');
    expect(w.said()[w.said().length - 1]).toBe(putBackSpoken(session.start, 't0'));
    expect(w.heard.some((e) => e.kind === 'command')).toBe(false);
    // Esc with nothing lifted is the way to the menu.
    w.press('Escape');
    expect(w.heard[w.heard.length - 1]).toEqual({ kind: 'command', command: 'menu' });
  });

  it('Rouge Forty deal 1: Space lifts, a number key refused, Esc puts back; lifted again, 0 aims at the tenth pile', () => {
    const session = numberedSession('rouge-forty', 1);
    const st = session.start;
    expect(placesFor(st, legalMoves(st), 't2').map((p) => moveText(p.move))).toEqual(['t2>f0', 't2>t9']);
    const w = table(session);
    w.press('3');
    w.press(' ');
    expect(w.input.liftedFrom).toBe('t2');
    expect(w.input.focus).toBe('f0');
    expect(w.said()[w.said().length - 1]).toBe(liftSpoken(st, 't2', ['f0', 't9']));
    w.press('5');
    expect(w.said()[w.said().length - 1]).toBe(notAPlaceSpoken(st, 't2', 't4'));
    expect(w.input.focus).toBe('f0');
    expect(w.input.liftedFrom).toBe('t2');
    w.press('Escape');
    expect(w.input.liftedFrom).toBeNull();
    expect(w.input.focus).toBe('t2');
    expect(w.heard.some((e) => e.kind === 'command')).toBe(false);
    w.press('Enter');
    expect(w.input.liftedFrom).toBe('t2');
    w.press('0');
    expect(w.input.focus).toBe('t9');
    expect(w.said()[w.said().length - 1]).toBe(placeSpoken(st, 't9'));
    w.press('Enter');
    expect(w.moves()).toEqual(['t2>t9']);
    // Its one place now: it goes at once. The other ace, lifted, is aimed home first.
    w.press('3');
    w.press('Enter');
    expect(w.input.liftedFrom).toBeNull();
    w.press('8');
    w.press('Enter');
    expect(w.input.liftedFrom).toBe('t7');
    expect(w.input.focus).toBe('f0');
    w.press('Enter');
    expect(w.input.liftedFrom).toBeNull();
    expect(w.moves()).toEqual(['t2>t9', 't2>t5', 't7>f0']);
  });

  it('the arrows walk the piles in rows and say each; Enter on a foundation says what it holds', () => {
    const w = table(numberedSession('rouge-forty', 2));
    w.press('ArrowRight');
    expect(w.input.focus).toBe('t0');
    expect(w.said()).toEqual([describePile(w.t.state, 't0')]);
    w.press('ArrowUp');
    const top = w.input.focus!;
    expect(top === 's' || top === 'w' || top.startsWith('f')).toBe(true);
    for (let i = 0; i < 12 && !w.input.focus!.startsWith('f'); i++) w.press('ArrowRight');
    const foundation = w.input.focus!;
    expect(foundation.startsWith('f')).toBe(true);
    w.press('Enter');
    expect(w.said()[w.said().length - 1]).toBe(describePile(w.t.state, foundation));
  });

  it('the note is a stop of its own while it offers an action; Enter on it undoes to the position it names', () => {
    const session = numberedSession('lucky-fan', 4);
    const w = table(session);
    const m = legalMoves(session.start).find((x) => x.kind === 'move')!;
    w.t.play([m]);
    expect(w.input.focusRows()[0]).not.toEqual(['note']);
    w.input.offerNote({ text: 'no winning line left · undo to last winnable', action: { kind: 'undoTo', position: 0 } });
    expect(w.input.focusRows()[0]).toEqual(['note']);
    w.press('ArrowRight');
    for (let i = 0; i < 40 && w.input.focus !== 'note'; i++) w.press('ArrowUp');
    expect(w.input.focus).toBe('note');
    expect(w.said()[w.said().length - 1]).toBe(T.noteSpoken('no winning line left · undo to last winnable', T.noteUndo));
    w.press('Enter');
    expect(w.t.session.position).toBe(0);
    // Its offer gone, the ring goes back to the piles.
    w.input.offerNote(null);
    expect(w.input.focus).toBe('t0');
    w.input.offerNote({ text: 'dead end · Results', action: { kind: 'concede' } });
    expect(w.input.pressNote()).toBe(true);
    expect(w.t.over).toBe('lost');
  });

  it('the controls\' commands: hint, finish with nothing to finish, options and the sound switch', () => {
    const w = table(numberedSession('lucky-fan', 4));
    w.input.command('hint');
    expect(w.kinds()).toContain('hint');
    w.input.command('finish');
    expect(w.said()[w.said().length - 1]).toBe(T.nothingToFinish);
    w.input.command('options');
    w.input.command('sound');
    expect(w.heard.filter((e) => e.kind === 'command')).toEqual([{ kind: 'command', command: 'options' }, { kind: 'command', command: 'sound' }]);
  });
});
