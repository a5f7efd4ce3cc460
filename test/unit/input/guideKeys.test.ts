/**
 * The first-deal guide by the keys and from the menu's Rules, without a browser: Enter presses
 * Next on a step that waits for it (Space still moves the chosen card), Escape skips; a table
 * opened to show the guide starts it once its cards are dealt, on a game shown before or a saved
 * one; and the rules' picture of a move is a legal move of each game's first deal.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type Move, type PileId, initialState, legalMoves, moveText, numberedDeal, numberedSession, parseMove } from '../../../src/engine/index.ts';
import { keyAction } from '../../../src/input/keyboard.ts';
import { type IntentParts, applyIntent } from '../../../src/input/tableIntent.ts';
import { TableInput } from '../../../src/input/tableInput.ts';
import { guidedTable, type SavedTable } from '../../../src/play/deal.ts';
import { type GuidePorts, type GuideShown, TableGuide } from '../../../src/play/guide.ts';
import { rulesExample } from '../../../src/play/rulesExample.ts';
import { TableController } from '../../../src/play/table.ts';
import { layout } from '../../../src/view/layout/layout.ts';
import { QUIET_PORTS } from '../play/ports.ts';


function seen(...games: string[]): GuidePorts {
  const shown = new Set(games);
  return { guideSeen: (g) => shown.has(g), markGuideSeen: (g) => { shown.add(g); } };
}

/** A table of deal 1 of `game` with its guide and input, dealt; the parts a key is applied to. */
function guidedParts(game: string, o: { ports?: GuidePorts; firstDeal?: boolean; asked?: boolean } = {}) {
  const table = new TableController({ game, number: 1 }, QUIET_PORTS);
  const lay = layout(game, 1024, 768);
  const input = new TableInput(table, { piles: () => Object.values(lay.piles).map((p) => ({ id: p.id as PileId, x: p.x, y: p.y })) });
  const guide = new TableGuide(table, o.ports ?? seen(), o.firstDeal ?? true, o.asked ?? false);
  table.on((e) => { guide.hear(e); });
  table.dealt();
  // The watch and the advisor take no key here.
  const parts = { table, input, guide, watch: null, advisor: null } as unknown as IntentParts;
  const key = (k: string) => { applyIntent({ kind: 'key', action: keyAction({ key: k })! }, parts); };
  return { table, input, guide, key };
}

/** The move a step shows, played as the player would. */
function playShown(table: TableController, shown: GuideShown): void {
  const [from, to] = shown.piles as [PileId, PileId];
  const move: Move = shown.teaches.kind === 'stock' ? { kind: 'draw' } : parseMove(`${from}>${to}`)!;
  expect(table.play([move]), moveText(move)).toBe(true);
}

describe("the guide's keys", () => {
  it('Enter presses Next on every step that waits for it, to the end; no card moves', () => {
    for (const game of GAME_IDS) {
      const { table, guide, key } = guidedParts(game);
      let pressed = 0;
      // Bounded: a guide that never ends fails here rather than running on.
      for (let shown = guide.shown, i = 0; shown !== null && i < 10; shown = guide.shown, i++) {
        if (shown.move !== null) {
          playShown(table, shown);
          continue;
        }
        const moves = table.session.position;
        key('Enter');
        expect(guide.shown?.step ?? shown.of + 1, `${game}: Enter on step ${shown.step}`).toBe(shown.step + 1);
        expect(table.session.position).toBe(moves);
        pressed++;
      }
      expect(guide.shown).toBeNull();
      expect(pressed, `${game}: its last step waits for Next`).toBeGreaterThan(0);
    }
  });

  it('Enter on a step that shows a move, and Space on one that waits, leave the guide where it is', () => {
    const { guide, input, key } = guidedParts('lucky-fan');
    const first = guide.shown!;
    expect(first.move).not.toBeNull();
    key('Enter');
    expect(guide.shown!.step).toBe(first.step);
    // Enter there is the keyboard's: it chose the first pile.
    expect(input.focus).toBe('t0');
    const walk = guidedParts('rouge-forty');
    for (let i = 0; walk.guide.shown!.move !== null && i < 10; i++) playShown(walk.table, walk.guide.shown!);
    expect(walk.guide.shown!.move).toBeNull();
    const waiting = walk.guide.shown!.step;
    walk.key(' ');
    expect(walk.guide.shown!.step).toBe(waiting);
    walk.key('Escape');
    expect(walk.guide.shown).toBeNull();
  });
});

describe('the guide asked for from the menu', () => {
  it('starts at step 1 once dealt, on a game shown before and on a table that was no new deal', () => {
    for (const game of GAME_IDS) {
      expect(guidedParts(game, { ports: seen(game) }).guide.shown, `${game} shown before`).toBeNull();
      expect(guidedParts(game, { ports: seen(game), asked: true }).guide.shown, game).toMatchObject({ game, step: 1 });
      expect(guidedParts(game, { ports: seen(game), firstDeal: false, asked: true }).guide.shown, game).toMatchObject({ game, step: 1 });
    }
  });

  it('asked once: skipped, it does not come back when the deal is restarted', () => {
    const { table, guide, key } = guidedParts('famous-fifty', { ports: seen('famous-fifty'), asked: true });
    key('Escape');
    expect(guide.shown).toBeNull();
    table.restart();
    table.dealt();
    expect(guide.shown).toBeNull();
  });

  it('opens the saved game where there is one (nothing given up), else a new deal, the guide asked for either way', () => {
    expect(guidedTable('lucky-fan', null)).toEqual({ game: 'lucky-fan', guide: true });
    const saved: SavedTable = { session: numberedSession('lucky-fan', 7), seconds: 12, daily: null, restarted: false, playId: 'p', revision: 3 };
    expect(guidedTable('lucky-fan', saved)).toEqual({ game: 'lucky-fan', ...saved, guide: true });
  });
});

describe("the rules' picture of a move", () => {
  it("is a legal move of each game's first deal that puts a card on a pile or a foundation", () => {
    for (const game of GAME_IDS) {
      const e = rulesExample(game)!;
      const s = initialState(numberedDeal(game, 1));
      const legal = legalMoves(s).filter((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move');
      const matching = legal.filter((m) => s.tableau[m.from.index]!.at(-1) === e.card && (m.to.zone === 'f') === (e.to === 'foundation'));
      expect(matching.length, game).toBeGreaterThan(0);
      const m = matching[0]!;
      if (m.to.zone === 't') expect(e.onto).toBe(s.tableau[m.to.index]!.at(-1) ?? null);
    }
  });
});
