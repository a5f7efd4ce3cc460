import { describe, expect, it } from 'vitest';
import {
  SAVE_VERSION,
  type SaveJson,
  apply,
  newSession,
  type Session,
  actionCount,
  canRedo,
  canUndo,
  current,
  fromSave,
  legalMoves,
  movesPlayed,
  numberedSession,
  play,
  redo,
  restart,
  toSave,
  undo,
} from '../../../src/engine/index.ts';
import { longSave } from './long-save.ts';
import { move } from './position.ts';
import { en } from '../../../src/text/en.ts';

function playAll(s: Session, ...actions: string[][]): Session {
  for (const a of actions) {
    const r = play(s, a.map(move));
    if (!r.ok) throw new Error(`${a.join(' ')}: ${en.refusal(r.refusal)}`);
    s = r.session;
  }
  return s;
}

/** Deal 1 of Famous Fifty, three actions in (the second holds two moves, as auto-play makes). */
function sample(): Session {
  return playAll(numberedSession('famous-fifty', 1), ['draw'], ['draw', 'draw'], ['draw']);
}

describe('session: undo, redo, restart', () => {
  it('one undo entry per player action, however many moves it holds', () => {
    const s = sample();
    expect(actionCount(s)).toBe(3);
    expect(movesPlayed(s)).toEqual(['draw', 'draw', 'draw', 'draw']);
    const u = undo(s);
    expect(movesPlayed(u)).toEqual(['draw', 'draw', 'draw']);
    expect(current(undo(u)).waste).toHaveLength(1);
  });

  it('undo to the start gives the dealt position; redo walks back to the end', () => {
    const s = sample();
    const start = undo(undo(undo(s)));
    expect(canUndo(start)).toBe(false);
    expect(undo(start)).toBe(start);
    expect(current(start)).toEqual(current(numberedSession('famous-fifty', 1)));
    const end = redo(redo(redo(start)));
    expect(canRedo(end)).toBe(false);
    expect(redo(end)).toBe(end);
    expect(current(end)).toEqual(current(s));
  });

  it('a new action after undo drops the redo entries', () => {
    const s = playAll(undo(undo(sample())), ['draw']);
    expect(canRedo(s)).toBe(false);
    expect(actionCount(s)).toBe(2);
  });

  it('a refused action changes nothing and says why', () => {
    const s = sample();
    const refused = play(s, [move('draw'), move('t0>t0')]);
    expect(refused.ok ? '' : en.refusal(refused.refusal)).toMatch(/already on t0/);
    const none = play(s, []);
    expect(none.ok ? '' : en.refusal(none.refusal)).toBe('no move given');
  });

  it('an action tells every step of its moves, in order, and the moves as played', () => {
    const s = numberedSession('famous-fifty', 1);
    const r = play(s, [move('draw'), move('draw')]);
    if (!r.ok) throw new Error(en.refusal(r.refusal));
    const [first, second] = [apply(current(s), move('draw')), apply(current(playAll(s, ['draw'])), move('draw'))];
    if (!first.ok || !second.ok) throw new Error('draw refused');
    expect(r.steps).toEqual([...first.steps, ...second.steps]);
    expect(r.steps.map((st) => st.kind)).toEqual(['draw', 'draw']);
    expect(r.moves).toEqual([{ kind: 'draw' }, { kind: 'draw' }]);
  });

  it('restart goes back to the deal with nothing to redo', () => {
    const r = restart(sample());
    expect(actionCount(r)).toBe(0);
    expect(canRedo(r)).toBe(false);
    expect(r.number).toBe(1);
  });
});

describe('saves', () => {
  const roundTrip = (s: Session) => fromSave(JSON.parse(JSON.stringify(toSave(s))));

  it('save then load gives the same position, the same history and the same legal moves', () => {
    for (const s of [sample(), undo(sample()), restart(sample())]) {
      const r = roundTrip(s);
      if (!r.ok) throw new Error(r.reason);
      expect(current(r.session)).toEqual(current(s));
      expect(legalMoves(current(r.session))).toEqual(legalMoves(current(s)));
      expect(r.session.position).toBe(s.position);
      expect(r.session.history.length).toBe(s.history.length);
      expect(current(redo(r.session))).toEqual(current(redo(s)));
    }
  });

  const base = (): SaveJson => JSON.parse(JSON.stringify(toSave(undo(sample())))) as SaveJson;
  const refusal = (save: unknown): string => {
    let r: ReturnType<typeof fromSave> | undefined;
    expect(() => (r = fromSave(save))).not.toThrow();
    expect(r?.ok).toBe(false);
    return r && !r.ok ? r.reason + (r.refusal ? `: ${en.refusal(r.refusal)}` : '') : '';
  };

  it('refuses a truncated save: missing parts, a cut move list, a move cut short', () => {
    const noMoves: Partial<SaveJson> = base();
    delete noMoves.moves;
    expect(refusal(noMoves)).toBe('this save cannot be loaded: its move list is missing');
    const noDeal: Partial<SaveJson> = base();
    delete noDeal.deal;
    expect(refusal(noDeal)).toMatch(/^this save cannot be loaded: its deal is broken: /);
    const cut = base();
    cut.moves = cut.moves.slice(0, 1);
    expect(refusal(cut)).toBe('this save cannot be loaded: position 2 is not between 0 and 1');
    const short = base();
    short.moves[1]![0] = 'dra';
    expect(refusal(short)).toBe('this save cannot be loaded: action 1: "dra" is not a move');
    const pile = base();
    pile.deal.tableau[0] = pile.deal.tableau[0]!.slice(0, 3);
    expect(refusal(pile)).toBe('this save cannot be loaded: its deal is broken: pile t0 holds 3 cards; Famous Fifty deals 5 there');
    for (const x of [null, undefined, 'save', 42]) expect(refusal(x)).toBe('this save cannot be loaded: it is not a save object');
    for (const x of [[], {}]) expect(refusal(x)).toMatch(/^this save cannot be loaded: /);
  });

  it('refuses an edited card', () => {
    const s = base();
    const [a, b] = [s.deal.tableau[0]![0]!, s.deal.tableau[0]![1]!];
    s.deal.tableau[0]![0] = b;
    expect(refusal(s)).toContain(`${a} is missing`);
    const swapped = base();
    swapped.deal.tableau[0]![0] = b;
    swapped.deal.tableau[0]![1] = a;
    expect(refusal(swapped)).toBe('this save cannot be loaded: its cards are not those of deal 1');
  });

  it('refuses an illegal move inside, naming the action', () => {
    const s = base();
    s.moves[1] = ['t0>t0'];
    expect(refusal(s)).toMatch(/^this save cannot be loaded: action 1 \(t0>t0\) is illegal: .+ is already on t0$/);
    s.moves[1] = ['draw', 't0>t0'];
    expect(refusal(s)).toMatch(/^this save cannot be loaded: action 1 \(draw t0>t0\) is illegal: .+ is already on t0$/);
    const empty = base();
    empty.moves[0] = [];
    expect(refusal(empty)).toBe('this save cannot be loaded: action 0 is not a list of moves');
  });

  it('refuses a move that is not text, even one that would read as a move', () => {
    const s: { moves: unknown[][] } = base();
    s.moves[0] = [['draw']];
    expect(refusal(s)).toBe('this save cannot be loaded: action 0: ["draw"] is not a move');
  });

  it('loads a save of a deal with no number', () => {
    const deal = sample().deal;
    const s = playAll(newSession(deal), ['draw'], ['draw']);
    const r = roundTrip(s);
    if (!r.ok) throw new Error(r.reason);
    expect(r.session.number).toBeNull();
    expect(current(r.session)).toEqual(current(s));
  });

  it('refuses an unknown version', () => {
    for (const version of [0, SAVE_VERSION + 1, '1', undefined]) {
      expect(refusal({ ...base(), version })).toBe(`this save cannot be loaded: unknown version ${JSON.stringify(version)} (this game reads version ${SAVE_VERSION})`);
    }
  });

  it('refuses a position out of range', () => {
    for (const position of [-1, 4, 1.5, '1', null]) {
      expect(refusal({ ...base(), position })).toBe(`this save cannot be loaded: position ${JSON.stringify(position)} is not between 0 and 3`);
    }
  });

  it('refuses a game name that does not match its deal, and a deal number out of range', () => {
    expect(refusal({ ...base(), game: 'lucky-fan' })).toBe('this save cannot be loaded: it names game "lucky-fan" but holds a famous-fifty deal');
    expect(refusal({ ...base(), number: 0 })).toBe('this save cannot be loaded: deal number 0 is out of range');
    expect(refusal({ ...base(), number: 'one' })).toBe('this save cannot be loaded: its deal number is not a number');
    expect(refusal({ ...base(), number: 2 })).toBe('this save cannot be loaded: its cards are not those of deal 2');
  });

  it('loads in time linear in its length: the work per action stays flat from 2,000 actions to 8,000', () => {
    // The work counted: every element an array iterator hands out (copying a list element by
    // element, spreading it, a for-of walk). A load that copied the history at each action would
    // hand out 16 times as many elements for 4 times the actions.
    const iterator = Object.getPrototypeOf([][Symbol.iterator]()) as { next: () => IteratorResult<unknown> };
    const next = iterator.next;
    let handed = 0;
    const work = (save: SaveJson): number => {
      handed = 0;
      iterator.next = function counted(this: unknown) {
        handed++;
        return next.call(this);
      };
      try {
        expect(fromSave(save).ok).toBe(true);
      } finally {
        iterator.next = next;
      }
      return handed;
    };
    const short = work(longSave(2000));
    const long = work(longSave(8000));
    expect(short).toBeGreaterThan(2000);
    expect(long / short).toBeLessThan(4.5);
  });
});
