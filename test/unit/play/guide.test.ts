/**
 * The first-deal guide as the table store runs it, without a browser: shown on the first deal of a
 * game never shown, one step at a time, each pointing at a legal move of the kind it teaches (or
 * at the piles it talks about, to go on at "Next"), going on when the player makes that move.
 */
import { describe, expect, it } from 'vitest';
import { type Card, GAME_IDS, type GameId, type Move, type PileId, type State, apply, card, gameDef, initialState, isIdleMove, legalMoves, moveText, numberedDeal, numberedSession, parseMove } from '../../../src/engine/index.ts';
import type { ResultsData } from '../../../src/play/deal.ts';
import { type GuidePorts, TableGuide, type GuideEvent, type GuideShown, guidePoint } from '../../../src/play/guide.ts';
import { type GuideStep, guideSteps } from '../../../src/play/guideSteps.ts';
import { TableController } from '../../../src/play/table.ts';
import { guideWords } from '../../../src/play/guideWords.ts';
import { CATALOGUES, LANGUAGES, setLanguage } from '../../../src/text/index.ts';
import { QUIET_PORTS } from './ports.ts';


function seenIn(): GuidePorts & { seen: Set<string> } {
  const seen = new Set<string>();
  return { seen, guideSeen: (g) => seen.has(g), markGuideSeen: (g) => { seen.add(g); } };
}

function guided(game: string, number: number, o: { ports?: GuidePorts; firstDeal?: boolean } = {}) {
  const table = new TableController({ game, number }, QUIET_PORTS);
  const ports = o.ports ?? seenIn();
  const guide = new TableGuide(table, ports, o.firstDeal ?? true);
  const events: GuideEvent[] = [];
  guide.on((e) => { events.push(e); });
  table.on((e) => { guide.hear(e); });
  table.dealt();
  return { table, guide, ports, events };
}

/** The move a step shows, as the notation writes it. */
function shownMove(s: GuideShown): Move {
  if (s.teaches.kind === 'stock') return { kind: 'draw' };
  const [from, to] = s.piles as [PileId, PileId];
  return parseMove(`${from}>${to}`)!;
}

describe('the first-deal guide', () => {
  it('shows step 1 on the first deal of a game never shown, and counts it as shown', () => {
    for (const game of GAME_IDS) {
      const g = guided(game, 1);
      expect(g.guide.shown).toMatchObject({ game, step: 1, of: g.guide.shown!.of });
      expect(g.guide.shown!.of).toBeGreaterThanOrEqual(3);
      expect(g.ports.guideSeen(game)).toBe(true);
    }
  });

  it('does not show by itself on a game already shown, or on a table that opened on no new deal', () => {
    const ports = seenIn();
    ports.seen.add('lucky-fan');
    expect(guided('lucky-fan', 1, { ports }).guide.shown).toBeNull();
    expect(guided('rouge-forty', 1, { firstDeal: false }).guide.shown).toBeNull();
  });

  it('points every step at a legal move of its kind and goes on when the player makes it, or at "Next"; then ends', () => {
    let shownMoves = 0;
    for (const game of GAME_IDS) {
      for (const number of [1, 2, 3]) {
        const g = guided(game, number);
        const of = g.guide.shown!.of;
        for (let step = 1; step <= of; step++) {
          const s = g.guide.shown!;
          expect(s.step).toBe(step);
          if (s.move) {
            const m = shownMove(s);
            expect(legalMoves(g.table.state).map(moveText)).toContain(moveText(m));
            // "Next" does nothing while there is a move to make.
            g.guide.next();
            expect(g.guide.shown).toBe(s);
            expect(g.table.play([m])).toBe(true);
            shownMoves++;
          } else {
            expect(s.piles.length).toBeGreaterThan(0);
            g.guide.next();
          }
        }
        expect(g.guide.shown).toBeNull();
        expect(g.events.at(-1)).toEqual({ kind: 'guide', shown: null, fresh: true });
      }
    }
    expect(shownMoves).toBeGreaterThan(15);
  });

  it('stays on its step and points anew when the player makes a move of another kind', () => {
    // Famous Fifty deal 1 teaches the foundations first; drawing is another kind of move.
    const g = guided('famous-fifty', 1);
    const first = g.guide.shown!;
    expect(first.teaches.kind).toBe('foundation');
    expect(g.table.play([{ kind: 'draw' }])).toBe(true);
    expect(g.guide.shown!.step).toBe(1);
  });

  it('is skipped at any step, ends with the game, and starts again from step 1 when asked', () => {
    const g = guided('lucky-fan', 1);
    g.guide.skip();
    expect(g.guide.shown).toBeNull();
    g.guide.start();
    expect(g.guide.shown!.step).toBe(1);
    g.guide.next();
    g.guide.skip();
    expect(g.guide.shown).toBeNull();
  });

  it('says every step of every game in every language, in that language', () => {
    try {
      for (const game of GAME_IDS) {
        const g = guided(game, 2);
        const steps: GuideShown[] = [];
        // Bounded: a guide that never ends fails here rather than running on.
        for (let i = 0; g.guide.shown && i < 10; i++) {
          const s = g.guide.shown;
          steps.push(s);
          if (s.move) g.table.play([shownMove(s)]);
          else g.guide.next();
        }
        expect(g.guide.shown).toBeNull();
        for (const lang of LANGUAGES) {
          setLanguage(lang);
          for (const s of steps) {
            const words = guideWords(s);
            expect(words.length).toBeGreaterThan(20);
            if (lang !== 'en') {
              setLanguage('en');
              const english = guideWords(s);
              setLanguage(lang);
              expect(words, `${lang} ${game} step ${s.step}`).not.toBe(english);
            }
          }
        }
      }
    } finally {
      setLanguage('en');
    }
    expect(Object.keys(CATALOGUES)).toEqual(expect.arrayContaining([...LANGUAGES]));
  });

  it("reads each game's steps from its definition: a stock step only where there is a stock", () => {
    for (const game of GAME_IDS) {
      const g = guided(game, 1);
      const kinds: string[] = [];
      for (let i = 0; g.guide.shown && i < 10; i++) {
        kinds.push(g.guide.shown.teaches.kind);
        if (g.guide.shown.move) g.table.play([shownMove(g.guide.shown)]);
        else g.guide.next();
      }
      expect(g.guide.shown).toBeNull();
      expect(kinds.includes('stock')).toBe(gameDef(game).stock > 0);
      expect(kinds.at(-1)).toBe('win');
    }
  });
});

/** What a move does, read from the engine: the kind of move a step teaches, the card and the card under it. */
function effect(s: State, m: Move) {
  const r = apply(s, m);
  if (!r.ok) throw new Error(`${moveText(m)} refused`);
  const first = r.steps[0]!;
  if (first.kind !== 'move' && first.kind !== 'draw') throw new Error(`${moveText(m)} starts with a ${first.kind}`);
  const to = first.to;
  const into = to.startsWith('t') ? s.tableau[Number(to.slice(1))]! : null;
  const kind = first.kind === 'draw' ? 'stock' : to.startsWith('f') ? 'foundation' : into!.length === 0 ? 'space' : 'build';
  const onto = into ? (r.state.tableau[Number(to.slice(1))]!.at(-2) ?? null) : null;
  return { kind, piles: [first.from, to], card: first.card, onto, refills: r.steps.some((x) => x.kind === 'refill'), after: r.state };
}

/** The non-empty pile with the fewest cards, the first of them on a tie. */
function shortest(s: State): PileId {
  const sizes = s.tableau.map((p) => (p.length > 0 ? p.length : Infinity));
  return `t${sizes.indexOf(Math.min(...sizes))}`;
}

/** What a step with no move to show points at. */
function talked(game: GameId, step: GuideStep, s: State): PileId[] {
  const homes = Array.from({ length: gameDef(game).foundations }, (_, i): PileId => `f${i}`);
  switch (step.kind) {
    case 'foundation':
    case 'win': return homes;
    case 'build': return ['t0'];
    case 'stock': return ['s'];
    case 'space': return step.fill === 'refill' ? [shortest(s), s.waste.length > 0 ? 'w' : 's'] : [shortest(s)];
  }
}

/** A guide over a table moved by hand, told the table's events as the store tells them. */
function byHand(game: GameId, number: number, o: { seen?: boolean; firstDeal?: boolean; asked?: boolean } = {}) {
  const table: { game: GameId; state: State } = { game, state: initialState(numberedDeal(game, number)) };
  const ports = seenIn();
  if (o.seen) ports.seen.add(game);
  const guide = new TableGuide(table, ports, o.firstDeal ?? true, o.asked ?? false);
  const events: GuideEvent[] = [];
  guide.on((e) => { events.push(e); });
  const dealt = () => { guide.hear({ kind: 'dealt', session: numberedSession(game, number) }); };
  const play = (m: Move) => {
    const before = table.state;
    const r = apply(before, m);
    if (!r.ok) throw new Error(`${moveText(m)} refused`);
    table.state = r.state;
    guide.hear({ kind: 'played', moves: [m], steps: r.steps, before, after: r.state });
  };
  /** The position changed without a move played (an undo, a redo, a restart). */
  const shownAnew = (s: State) => {
    table.state = s;
    guide.hear({ kind: 'shown', why: 'undo' });
  };
  return { table, guide, ports, events, dealt, play, shownAnew };
}

/** The guide's own move, as the player makes it. */
function stepOn(g: ReturnType<typeof byHand>): void {
  const s = g.guide.shown!;
  if (s.move) g.play(shownMove(s));
  else g.guide.next();
}

describe('what each step of the guide points at', () => {
  it('shows the first legal move of its kind: the card that moves and the card it lands on; else the piles it talks about', () => {
    const reached = new Set<string>();
    for (const game of GAME_IDS) {
      const steps = guideSteps(gameDef(game));
      for (const number of [1, 2, 3]) {
        let s = initialState(numberedDeal(game, number));
        for (let i = 0; i < 120; i++) {
          const legal = legalMoves(s);
          const kinds = legal.map((m) => effect(s, m));
          for (const step of steps) {
            const p = guidePoint(step, s);
            const wanted = step.kind === 'space' ? kinds.findIndex((k, j) => k.kind === 'space' && !isIdleMove(s, legal[j]!)) : kinds.findIndex((k) => k.kind === step.kind);
            const teachable = step.kind !== 'win' && !(step.kind === 'space' && step.fill === 'refill');
            reached.add(`${step.kind}:${p.move ? 'move' : 'none'}`);
            if (teachable && wanted >= 0) {
              const k = kinds[wanted]!;
              expect(p, `${game} ${number} ${step.kind}`).toEqual({ piles: k.piles, move: { card: k.card, onto: k.onto } });
              if (k.piles[0] === 'w') reached.add('from the waste');
              if (k.onto !== null) reached.add('onto a card');
            } else {
              expect(p, `${game} ${number} ${step.kind}`).toEqual({ piles: talked(game, step, s), move: null });
              if (step.kind === 'space' && s.tableau[0]!.length === 0) reached.add('space with t0 empty');
            }
          }
          const onward = legal.filter((m) => !isIdleMove(s, m));
          if (onward.length === 0) break;
          s = effect(s, onward[(i * 7 + number) % onward.length]!).after;
        }
      }
    }
    expect([...reached].sort()).toEqual(['build:move', 'build:none', 'foundation:move', 'foundation:none', 'from the waste', 'onto a card', 'space with t0 empty', 'space:move', 'space:none', 'stock:move', 'stock:none', 'win:none']);
  });

  it('a space step with no move points at the shortest pile (the first of equals, never an empty one), and for a refill at the waste, or the stock when the waste is empty', () => {
    const s = initialState(numberedDeal('fortunes-favor', 1));
    const refill: GuideStep = { kind: 'space', fill: 'refill' };
    const any: GuideStep = { kind: 'space', fill: 'any' };
    const t = s.tableau;
    // Every pile of one card: the first.
    expect(guidePoint(refill, s)).toEqual({ piles: ['t0', 's'], move: null });
    const drawn = apply(s, { kind: 'draw' });
    if (!drawn.ok) throw new Error('no draw');
    expect(guidePoint(refill, drawn.state).piles).toEqual(['t0', 'w']);
    const shaped = (piles: Card[][]): State => ({ ...s, tableau: piles, hidden: piles.map(() => 0) });
    expect(guidePoint(refill, shaped([[], [t[0]![0]!, t[1]![0]!, t[2]![0]!], [t[3]![0]!, t[4]![0]!], [], [t[5]![0]!, t[6]![0]!]])).piles).toEqual(['t2', 's']);
    expect(guidePoint(refill, shaped([[t[0]![0]!, t[1]![0]!], [], [t[2]![0]!, t[3]![0]!], [t[4]![0]!]])).piles).toEqual(['t3', 's']);
    expect(guidePoint(refill, shaped([[t[0]![0]!], [t[1]![0]!, t[2]![0]!], []])).piles).toEqual(['t0', 's']);
    // In Fortune's Favor no card is ever moved into a space: the step tells, with no move.
    expect(guidePoint(any, shaped([[t[0]![0]!, t[1]![0]!], [t[2]![0]!]]))).toEqual({ piles: ['t1'], move: null });
  });
});

describe('when the guide moves on', () => {
  it('goes on exactly when the player makes a move of the kind the step teaches (a refill step: a move that refills a space)', () => {
    let tried = 0;
    for (const game of GAME_IDS) {
      for (const number of [1, 2]) {
        const of = guideSteps(gameDef(game)).length;
        for (let at = 1; at <= of; at++) {
          const probe = byHand(game, number);
          probe.dealt();
          for (let i = 1; i < at; i++) stepOn(probe);
          const legal = legalMoves(probe.table.state).filter((m) => !isIdleMove(probe.table.state, m));
          for (const m of legal) {
            const g = byHand(game, number);
            g.dealt();
            for (let i = 1; i < at; i++) stepOn(g);
            const step = g.guide.shown!;
            expect(step.step).toBe(at);
            const k = effect(g.table.state, m);
            const teaches = step.teaches;
            const goesOn = teaches.kind === 'space' ? (teaches.fill === 'refill' ? k.refills : k.kind === 'space') : k.kind === teaches.kind;
            g.play(m);
            expect(g.guide.shown?.step ?? of + 1, `${game} ${number} step ${at} (${teaches.kind}) after ${moveText(m)}`).toBe(goesOn ? at + 1 : at);
            // Whatever it shows, it shows for the position now.
            if (g.guide.shown) expect(g.guide.shown).toMatchObject(guidePoint(g.guide.shown.teaches, g.table.state));
            tried++;
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
  });

  it('tells a new step as fresh, the same step pointed anew as not, and nothing when what it shows is unchanged', () => {
    const g = byHand('famous-fifty', 1);
    g.dealt();
    expect(g.events).toHaveLength(1);
    expect(g.events[0]).toEqual({ kind: 'guide', shown: g.guide.shown, fresh: true });
    const first = g.guide.shown!;
    // A draw leaves the foundation move it shows where it was: nothing is told.
    g.play({ kind: 'draw' });
    expect(g.guide.shown).toBe(first);
    expect(g.events).toHaveLength(1);
    // The position changes under it (an undo): it points at the foundation move there, not fresh.
    const other = initialState(numberedDeal('famous-fifty', 2));
    g.shownAnew(other);
    const anew = g.guide.shown!;
    expect(anew.step).toBe(1);
    expect(anew).toMatchObject(guidePoint(anew.teaches, other));
    expect(anew).not.toEqual(first);
    expect(g.events.at(-1)).toEqual({ kind: 'guide', shown: anew, fresh: false });
    g.shownAnew(other);
    expect(g.guide.shown).toBe(anew);
    expect(g.events).toHaveLength(2);
    g.play(shownMove(anew));
    expect(g.events.at(-1)).toEqual({ kind: 'guide', shown: g.guide.shown, fresh: true });
    expect(g.guide.shown!.step).toBe(2);
  });

  it('points anew when only the card it shows changes, the piles staying the same', () => {
    const base = initialState(numberedDeal('lucky-fan', 1));
    const g = byHand('lucky-fan', 1);
    const home = (c: Card): State => ({ ...base, tableau: [[card(13, 0), c], ...base.tableau.slice(1).map(() => [card(13, 1)])], hidden: base.hidden.map(() => 0), foundations: [-1, -1, -1, -1] });
    g.table.state = home(card(1, 0));
    g.dealt();
    expect(g.guide.shown!.move).toEqual({ card: card(1, 0), onto: null });
    const piles = g.guide.shown!.piles;
    g.shownAnew(home(card(1, 2)));
    expect(g.guide.shown!.piles).toEqual(piles);
    expect(g.guide.shown!.move).toEqual({ card: card(1, 2), onto: null });
    expect(g.events.at(-1)).toMatchObject({ fresh: false });
  });

  it('ends with the game, from any step', () => {
    const g = byHand('rouge-forty', 1);
    g.dealt();
    stepOn(g);
    expect(g.guide.shown!.step).toBe(2);
    g.guide.hear({ kind: 'over', how: 'lost', results: {} as ResultsData });
    expect(g.guide.shown).toBeNull();
    expect(g.events.at(-1)).toEqual({ kind: 'guide', shown: null, fresh: true });
  });
});

describe('starting, Next and skipping', () => {
  it('starts on a deal when asked, whether or not the game was shown, and once only', () => {
    const asked = byHand('waxing-moon', 1, { seen: true, firstDeal: false, asked: true });
    expect(asked.guide.shown).toBeNull();
    asked.dealt();
    expect(asked.guide.shown!.step).toBe(1);
    stepOn(asked);
    expect(asked.guide.shown!.step).toBe(2);
    // Another deal told (a restart) does not start it again while it shows, nor after it is skipped.
    asked.dealt();
    expect(asked.guide.shown!.step).toBe(2);
    asked.guide.skip();
    asked.dealt();
    expect(asked.guide.shown).toBeNull();
  });

  it('where the mark of a game shown is not kept (storage refused), starts on the deal only, and not again while it shows or once skipped', () => {
    const g = byHand('lucky-fan', 1);
    g.ports.markGuideSeen = () => {};
    g.play(legalMoves(g.table.state)[0]!);
    expect(g.guide.shown).toBeNull();
    g.dealt();
    expect(g.guide.shown!.step).toBe(1);
    stepOn(g);
    expect(g.guide.shown!.step).toBe(2);
    g.dealt();
    expect(g.guide.shown!.step).toBe(2);
    g.guide.skip();
    g.play(legalMoves(g.table.state)[0]!);
    g.shownAnew(g.table.state);
    expect(g.guide.shown).toBeNull();
  });

  it('on a first deal, starts only for a game never shown, and counts it shown once started', () => {
    const fresh = byHand('lucky-fan', 1);
    expect(fresh.ports.guideSeen('lucky-fan')).toBe(false);
    fresh.dealt();
    expect(fresh.guide.shown!.step).toBe(1);
    expect(fresh.ports.guideSeen('lucky-fan')).toBe(true);
    const seen = byHand('lucky-fan', 1, { seen: true });
    seen.dealt();
    expect(seen.guide.shown).toBeNull();
    const notFirst = byHand('lucky-fan', 1, { firstDeal: false });
    notFirst.dealt();
    expect(notFirst.guide.shown).toBeNull();
    expect(notFirst.ports.guideSeen('lucky-fan')).toBe(false);
    // Until it starts, the table's moves and Next, skip tell nothing.
    notFirst.play(legalMoves(notFirst.table.state)[0]!);
    notFirst.shownAnew(notFirst.table.state);
    notFirst.guide.next();
    notFirst.guide.skip();
    expect(notFirst.events).toEqual([]);
    expect(notFirst.ports.guideSeen('lucky-fan')).toBe(false);
  });

  it('Next goes on from a step with no move, ends the guide from the last, and does nothing once it is gone', () => {
    const g = byHand('waxing-moon', 1);
    g.dealt();
    const of = g.guide.shown!.of;
    for (let i = 0; g.guide.shown!.step < of && i < 10; i++) stepOn(g);
    expect(g.guide.shown!.teaches.kind).toBe('win');
    const told = g.events.length;
    g.guide.next();
    expect(g.guide.shown).toBeNull();
    expect(g.events).toHaveLength(told + 1);
    g.guide.next();
    g.guide.skip();
    expect(g.events).toHaveLength(told + 1);
  });
});
