/**
 * The first-deal guide as the table store runs it, without a browser: shown on the first deal of a
 * game never shown, one step at a time, each pointing at a legal move of the kind it teaches (or
 * at the piles it talks about, to go on at "Next"), going on when the player makes that move.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type Move, type PileId, gameDef, legalMoves, moveText, parseMove } from '../../../src/engine/index.ts';
import { type GuidePorts, TableGuide, type GuideEvent, type GuideShown } from '../../../src/play/guide.ts';
import { TableController, type TablePorts } from '../../../src/play/table.ts';
import { guideWords } from '../../../src/play/guideWords.ts';
import { CATALOGUES, LANGUAGES, setLanguage } from '../../../src/text/index.ts';

const TABLE_PORTS: TablePorts = { autoPlayMode: () => 'off', writeSave: () => undefined, clearSave: () => undefined, abandonSaved: () => undefined, recordResult: () => undefined };

function seenIn(): GuidePorts & { seen: Set<string> } {
  const seen = new Set<string>();
  return { seen, guideSeen: (g) => seen.has(g), markGuideSeen: (g) => { seen.add(g); } };
}

function guided(game: string, number: number, o: { ports?: GuidePorts; firstDeal?: boolean } = {}) {
  const table = new TableController({ game, number }, TABLE_PORTS);
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
        while (g.guide.shown) {
          const s = g.guide.shown;
          steps.push(s);
          if (s.move) g.table.play([shownMove(s)]);
          else g.guide.next();
        }
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
      while (g.guide.shown) {
        kinds.push(g.guide.shown.teaches.kind);
        if (g.guide.shown.move) g.table.play([shownMove(g.guide.shown)]);
        else g.guide.next();
      }
      expect(kinds.includes('stock')).toBe(gameDef(game).stock > 0);
      expect(kinds.at(-1)).toBe('win');
    }
  });
});
