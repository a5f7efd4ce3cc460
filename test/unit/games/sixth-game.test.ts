/**
 * "A sixth game is one file and one registry line": games built at test time (extra-games.ts),
 * registered as games/index.ts registers the five, then put through what the five go through:
 * the engine's property tests, the layout at every supported size, the command line and the
 * solver. And every build rule there is gets an `apply` that takes exactly what `legalMoves` lists.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli, usageText } from '../../../src/cli/main.ts';
import { autoMoves, isSafeHome } from '../../../src/engine/autoplay.ts';
import {
  GAME_IDS,
  type GameId,
  type State,
  apply,
  byteOrder,
  card,
  fromSave,
  gameDef,
  initialState,
  isGameId,
  isWon,
  legalMoves,
  moveText,
  numberedDeal,
  numberedSession,
  parseCard,
  parseDealText,
  parseMove,
  registerGame,
  toSave,
} from '../../../src/engine/index.ts';
import { solve } from '../../../src/engine/solver/index.ts';
import { dealSearchBudget } from '../../../src/engine/solver/advice.ts';
import { scratch } from '../cli/fixtures.ts';
import { recorder } from '../cli/recorder.ts';
import { applyProperties, everyMoveAgrees, playoutProperties, saveProperties } from '../engine/property-suite.ts';
import { rulesTextProblems } from '../engine/rules-text.ts';
import { applyAll } from '../engine/position.ts';
import { lockedPosition, plainWinnable, smallPosition } from '../solver/small-positions.ts';
import { layoutSuite } from '../view/layout-suite.ts';
import { everyBuildRule, fan, redAndBlack } from './extra-games.ts';
import { en } from '../../../src/text/en.ts';
import { untranslatedGameTexts } from '../text/untranslated.ts';

const rules = everyBuildRule();
for (const def of [fan, redAndBlack, ...rules]) registerGame(def);

describe('registering a game', () => {
  it('adds it to the one list of ids, after the games of src/', () => {
    expect(GAME_IDS.slice(-rules.length - 2, -rules.length)).toEqual(['test-fan', 'red-and-black-test']);
    expect(isGameId('test-fan')).toBe(true);
    expect(gameDef('test-fan')).toBe(fan);
    expect(() => {
      registerGame(fan);
    }).toThrow(/twice/);
  });

  it('needs its words in every catalogue: the languages check lists each of them untranslated', () => {
    const own = (def: typeof fan) => [def.name, def.blurb, def.pileName, ...def.rules, ...(def.note === undefined ? [] : [def.note])];
    const missing = untranslatedGameTexts();
    // Its name and blurb are its own (a pile word or a rule may be one another game shares).
    for (const def of [fan, redAndBlack]) {
      for (const lang of ['de', 'es', 'fr', 'it', 'pt']) for (const text of [def.name, def.blurb]) expect(missing).toContain(`${lang}: ${text}`);
    }
    expect(missing.every((m) => [fan, redAndBlack, ...rules].some((def) => own(def).includes(m.slice(4))))).toBe(true);
  });

  it.each([fan, redAndBlack])('$id: its rules text says what its build rule does', (def) => {
    expect(rulesTextProblems(def)).toEqual([]);
  });

  it('deals, saves and loads it like any game', () => {
    const deal = numberedDeal('test-fan', 7);
    expect(deal.tableau.map((p) => p.length)).toEqual([...Array<number>(17).fill(3), 1]);
    expect(deal.stock).toEqual([]);
    const text = JSON.stringify({ game: 'test-fan', tableau: deal.tableau.map((p) => p.map((c) => 'A23456789TJQK'[c % 13]! + 'SHDC'[(c / 13) | 0]!)) });
    const parsed = parseDealText(text);
    expect(parsed.ok && parsed.value).toEqual(deal);
    const wrong = parseDealText(JSON.stringify({ game: 'test-fan', tableau: [] }));
    expect(wrong.ok ? '' : wrong.reason).toBe('Fan has 18 tableau piles, the deal has 0');
    const session = numberedSession('test-fan', 7);
    const loaded = fromSave(JSON.parse(JSON.stringify(toSave(session))));
    expect(loaded.ok && loaded.session).toEqual(session);
    expect(dealSearchBudget('test-fan')).toBe(fan.dealSearch);
  });
});

playoutProperties('test-fan');
playoutProperties('red-and-black-test');
applyProperties(['test-fan', 'red-and-black-test']);
saveProperties(['test-fan', 'red-and-black-test'], 50);
layoutSuite('test-fan');
layoutSuite('red-and-black-test');

describe('every build rule', () => {
  const ids = rules.map((d) => d.id);
  it(`${ids.length} rules: apply takes every move legalMoves lists and refuses every other, on random playouts`, () => {
    ids.forEach((id, n) => {
      let s: State = initialState(numberedDeal(id, n + 1));
      for (let i = 0; i < 30; i++) {
        everyMoveAgrees(s);
        const moves = legalMoves(s);
        if (moves.length === 0) break;
        const r = apply(s, moves[(n * 7919 + i * 104_729) % moves.length]!);
        if (!r.ok) throw new Error(en.refusal(r.refusal));
        s = r.state;
      }
    });
  }, 60_000);

  it('word their refusals from the rule', () => {
    const refusal = (game: GameId, tableau: string[][], move: string) => {
      const s: State = { game, tableau: tableau.map((p) => p.map((c) => parseCard(c)!)), hidden: tableau.map(() => 0), stock: [], waste: [], foundations: [-1, -1, -1, -1] };
      const r = apply(s, parseMove(move)!);
      return r.ok ? 'taken' : en.refusal(r.refusal);
    };
    const rb = redAndBlack.id;
    expect(refusal(rb, [['9S'], ['8D'], ['8C']], 't1>t0')).toBe('taken');
    expect(refusal(rb, [['9S'], ['8D'], ['8C']], 't2>t0')).toBe('8♣ goes on a red 9, not on 9♠');
    expect(refusal(rb, [['KS'], ['QD'], ['KH']], 't2>t0')).toBe('nothing ranks above K♥: it cannot be built on a pile');
    const up = rules.find((d) => d.build.by === 'suit' && d.build.direction === 'up' && d.build.space === 'none' && !d.build.refill && d.build.from.length === 1 && d.build.from[0] === 'tableau')!;
    expect(refusal(up.id, [['5S'], ['6S'], ['AS'], []], 't1>t0')).toBe('taken');
    expect(refusal(up.id, [['5S'], ['7S'], ['AS'], []], 't1>t0')).toBe('7♠ goes on 6♠, not on 5♠');
    expect(refusal(up.id, [['5S'], ['7S'], ['AS'], []], 't2>t0')).toBe('nothing ranks below A♠: it cannot be built on a pile');
    expect(refusal(up.id, [['5S'], ['7S'], ['AS'], []], 't1>t3')).toBe('no card may be moved into an empty pile');
  });

  it('make auto-play safe exactly when no card that could go on the card is still out', () => {
    // Red and Black: 5♦ may take 4♠ and 4♣; both must be home before 5♦ is safe to send up.
    const s = (foundations: number[]): State => ({ game: redAndBlack.id, tableau: [[card(5, 2)]], hidden: [0], stock: [], waste: [], foundations });
    const four = (suit: 0 | 1 | 2 | 3) => card(4, suit);
    expect(isSafeHome(s([four(0), -1, four(2), -1]), card(5, 2))).toBe(false);
    expect(isSafeHome(s([four(0), -1, four(2), four(3)]), card(5, 2))).toBe(true);
    expect(autoMoves(s([four(0), -1, four(2), -1]), 'safe')).toEqual([]);
    expect(autoMoves(s([four(0), -1, four(2), four(3)]), 'safe').map(moveText)).toEqual(['t0>f2']);
  });
});

describe('the command line on a registered game', () => {
  const files = scratch();
  const cli = async (argv: string[]) => {
    const io = recorder();
    const code = await runCli(argv, io);
    return { code, stdout: io.stdout, stderr: io.stderr };
  };

  it('lists it, deals it, lists its moves, solves it and checks the solution', async () => {
    expect(usageText()).toContain('test-fan, red-and-black-test');
    const dealt = await cli(['deal', 'test-fan', '3']);
    expect(dealt.code).toBe(0);
    const file = files.path('fan.json');
    writeFileSync(file, dealt.stdout);
    const parsed = parseDealText(dealt.stdout);
    expect(parsed.ok && parsed.value).toEqual(numberedDeal('test-fan', 3));
    const moves = await cli(['moves', file]);
    expect(moves).toEqual({ code: 0, stdout: `${legalMoves(initialState(numberedDeal('test-fan', 3))).map(moveText).sort(byteOrder).join('\n')}\n`, stderr: '' });
    let won = 0;
    for (let n = 1; n <= 20 && won < 2; n++) {
      const path = files.path(`test-fan-${n}.json`);
      writeFileSync(path, (await cli(['deal', 'test-fan', String(n)])).stdout);
      const solved = await cli(['solve', path, '--max-nodes', '200000']);
      expect(solved.code).toBe(0);
      const [verdict, ...line] = solved.stdout.trim().split('\n');
      if (!verdict!.startsWith('WIN')) continue;
      won++;
      writeFileSync(files.path('line.txt'), line.join('\n'));
      const checked = await cli(['check', path, files.path('line.txt')]);
      expect(checked.code).toBe(0);
      expect(checked.stdout).toBe(`WIN ${line.length} moves\n`);
    }
    expect(won).toBeGreaterThan(0);
    const rate = await cli(['winrate', 'test-fan', '--from', '1', '--to', '3', '--max-ms', '300']);
    expect(rate.code).toBe(0);
    expect(rate.stdout).toMatch(/^test-fan: deals 1 to 3 \(3\)/);
  });
});

describe('the solver on a registered game', () => {
  it.each(['test-fan', 'red-and-black-test'])('%s: wins numbered deals with lines that replay to a win', (game) => {
    let wins = 0;
    for (let n = 1; n <= 30 && wins < 2; n++) {
      const start = initialState(numberedDeal(game, n));
      const r = solve(start, { maxNodes: 100_000 });
      if (r.verdict !== 'win') continue;
      wins++;
      expect(isWon(applyAll(start, r.line))).toBe(true);
    }
    expect(wins).toBeGreaterThan(0);
  });

  it.each(['test-fan', 'red-and-black-test'])('%s: verdicts on small positions agree with a plain exhaustive search', (game) => {
    const seen = { win: 0, loss: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      // Spaces that take any card: the locked positions, where some are lost (small-positions.ts).
      const start = game === 'test-fan' ? smallPosition(game, seed * 7919, 10, false, 2) : seed % 2 === 0 ? lockedPosition(game, seed) : smallPosition(game, seed * 7919, 12);
      const r = solve(start);
      expect(r.verdict).not.toBe('unknown');
      expect(r.verdict, `seed ${seed}`).toBe(plainWinnable(start) ? 'win' : 'loss');
      if (r.verdict === 'win') expect(isWon(applyAll(start, r.line))).toBe(true);
      seen[r.verdict === 'win' ? 'win' : 'loss']++;
    }
    expect(seen.win).toBeGreaterThan(2);
    expect(seen.loss).toBeGreaterThan(2);
  });
});
