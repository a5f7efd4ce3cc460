/** The command line in process (cheap): every path of every subcommand. process.test.ts spawns the real thing. */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moveLines } from '../../../src/cli/check.ts';
import { readDealFile } from '../../../src/cli/deal-file.ts';
import { COMMANDS, runCli, usageText } from '../../../src/cli/main.ts';
import { apply, byteOrder, cardsHome, dealToJson, initialState, isIdleMove, isLost, legalMoves, moveText, numberedDeal } from '../../../src/engine/index.ts';
import { easyLuckyFan, scratch } from './fixtures.ts';
import { recorder } from './recorder.ts';
import { en } from '../../../src/text/en.ts';

const files = scratch();

async function cli(argv: string[], stdin = '') {
  const io = recorder(stdin);
  const code = await runCli(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

describe('deal', () => {
  it('prints the deal JSON on one line', async () => {
    const r = await cli(['deal', 'rouge-forty', '42']);
    expect(r).toEqual({ code: 0, stdout: `${JSON.stringify(dealToJson(numberedDeal('rouge-forty', 42)))}\n`, stderr: '' });
  });

  it('bad usage exits 4 with the reason and the usage text on stderr', async () => {
    const cases: [string[], string][] = [
      [['deal', 'lucky-fan', '0'], 'deal number "0" is out of range: deals run from 1 to 4294967295'],
      [['deal', 'lucky-fan', '4294967296'], 'deal number "4294967296" is out of range: deals run from 1 to 4294967295'],
      [['deal', 'lucky-fan', 'abc'], 'deal number "abc"'],
      [['deal', 'lucky-fan', '-1'], 'deal number "-1"'],
      [['deal', 'lucky-fan', '1.0'], 'deal number "1.0"'],
      [['deal', 'klondike', '1'], 'unknown game "klondike": one of fortunes-favor, lucky-fan, rouge-forty, famous-fifty, waxing-moon'],
      [['deal', 'lucky-fan'], 'deal takes 2 arguments'],
      [['deal', 'lucky-fan', '1', '2'], 'deal takes 2 arguments'],
      [['moves'], 'moves needs a deal file'],
      [['check', files.path('lf.json')], 'check takes 2 arguments'],
      [['check', files.path('lf.json'), files.path('nothing.txt')], 'cannot read'],
      [['shuffle'], 'unknown command "shuffle"'],
      [[], 'no command given'],
    ];
    for (const [argv, message] of cases) {
      const r = await cli(argv);
      expect(r.code, argv.join(' ')).toBe(4);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(message);
      expect(r.stderr).toContain(usageText());
    }
  });

  it('the largest deal number is accepted', async () => {
    expect((await cli(['deal', 'waxing-moon', '4294967295'])).code).toBe(0);
  });
});

describe('moves', () => {
  it('lists every legal move of the dealt position, byte order, one a line', async () => {
    const r = await cli(['moves', files.path('lf.json')]);
    const expected = legalMoves(initialState(numberedDeal('lucky-fan', 1))).map(moveText).sort(byteOrder);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${expected.join('\n')}\n`);
    expect(r.stdout.split('\n').filter((l) => /^t\d+>f$/.test(l))).toEqual([]);
  });

  it('replays the moves given, bare f included, then lists', async () => {
    const { winningLine } = easyLuckyFan();
    const r = await cli(['moves', files.path('easy.json'), ...winningLine.slice(0, 3)]);
    expect(r.code).toBe(0);
    // A♠ 2♠ 3♠ are home: 4♠ on t3 goes to f0; the other tops are 5♠.. and go nowhere but t? spaces (none).
    expect(r.stdout.split('\n')).toContain('t3>f0');
    expect(r.stdout).not.toContain('t0>f');
  });

  it('prints nothing (exit 0) when no move is left', async () => {
    const { winningLine } = easyLuckyFan();
    const r = await cli(['moves', files.path('easy.json'), ...winningLine]);
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('an illegal or unreadable move exits 1 naming its index, text and reason', async () => {
    const r = await cli(['moves', files.path('easy.json'), 't0>f', 't0>f1']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    // Under A♠ on fan t0 lies the 19th card of the run, 6♥.
    expect(r.stderr).toBe('illegal move 1 "t0>f1": only an Ace may start a foundation, not 6♥\n');
    const bad = await cli(['moves', files.path('easy.json'), 'T0>f']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^illegal move 0 "T0>f": not a move in the notation/);
  });
});

describe('check', () => {
  it('a winning line: WIN N moves, exit 0, from a file or from standard input', async () => {
    expect(await cli(['check', files.path('easy.json'), files.path('win.txt')])).toEqual({ code: 0, stdout: 'WIN 52 moves\n', stderr: '' });
    const text = easyLuckyFan().winningLine.join('\r\n');
    expect(await cli(['check', files.path('easy.json'), '-'], `\n\n${text}\n\n`)).toEqual({ code: 0, stdout: 'WIN 52 moves\n', stderr: '' });
  });

  it('a line that stops short: NOT WON with the cards home, exit 2', async () => {
    const line = easyLuckyFan().winningLine.slice(0, 10).join('\n');
    const r = await cli(['check', files.path('easy.json'), '-'], line);
    expect(r).toEqual({ code: 2, stdout: 'NOT WON 10 of 52 cards home after 10 moves, not lost: moves remain\n', stderr: '' });
    const none = await cli(['check', files.path('lf.json'), '-'], '');
    expect(none.stdout).toBe('NOT WON 0 of 52 cards home after 0 moves, not lost: moves remain\n');
  });

  it('a line that ends lost says so', async () => {
    // Lucky Fan deal 1, always the first useful move until none is left (a deal this play loses).
    const moves: string[] = [];
    let state = initialState(numberedDeal('lucky-fan', 1));
    for (let i = 0; i < 200; i++) {
      const m = legalMoves(state).find((x) => !isIdleMove(state, x));
      if (!m) break;
      const r = apply(state, m);
      if (!r.ok) throw new Error(en.refusal(r.refusal));
      state = r.state;
      moves.push(moveText(r.move));
    }
    expect(isLost(state)).toBe(true);
    const c = await cli(['check', files.path('lf.json'), '-'], moves.join('\n'));
    expect(c.code).toBe(2);
    expect(c.stdout).toBe(`NOT WON ${cardsHome(state)} of 52 cards home after ${moves.length} moves, lost: no useful move is left\n`);
  });

  it('an illegal move exits 1 naming its 0-based index among the moves (blank lines not counted)', async () => {
    const r = await cli(['check', files.path('easy.json'), '-'], 't0>f\n\nt1>f\n t2>f\n');
    expect(r).toEqual({ code: 1, stdout: '', stderr: 'illegal move 2 " t2>f": not a move in the notation (draw, or FROM>TO such as t3>t11, w>f, t0>f2)\n' });
    const s = await cli(['check', files.path('easy.json'), '-'], 't1>f\n');
    expect(s.stderr).toBe('illegal move 0 "t1>f": no foundation takes 2♠ yet (it needs A♠)\n');
  });
});

describe('a malformed deal exits 3 with what is wrong', () => {
  const bad = (name: string, text: string) => {
    writeFileSync(files.path(name), text);
    return files.path(name);
  };
  const deal = dealToJson(numberedDeal('famous-fifty', 5));

  it('for moves and check alike', async () => {
    const cases: [string, string][] = [
      [bad('trunc.json', JSON.stringify(deal).slice(0, 40)), 'not JSON'],
      [bad('layout.json', JSON.stringify({ ...deal, tableau: deal.tableau.slice(1) })), 'Famous Fifty has 10 tableau piles, the deal has 9'],
      [bad('double.json', JSON.stringify({ ...deal, tableau: [[...deal.tableau[0]!.slice(0, 4), deal.tableau[1]![0]!], ...deal.tableau.slice(1)] })), 'appears 3 times, not 2'],
      [bad('game.json', JSON.stringify({ ...deal, game: 'spider' })), 'unknown game "spider"'],
      [bad('extra.json', JSON.stringify({ ...deal, number: 5 })), 'unknown key "number"'],
      [files.path('missing.json'), 'cannot read'],
      [files.dir, 'cannot read'],
    ];
    for (const [path, message] of cases) {
      for (const argv of [['moves', path], ['check', path, '-']]) {
        const r = await cli(argv);
        expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(3);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(/^bad deal: /);
        expect(r.stderr).toContain(message);
      }
    }
  });

  it('readDealFile gives the reason to reuse', async () => {
    expect(await readDealFile(files.path('bad.json'))).toEqual({ ok: false, reason: `${files.path('bad.json')}: Lucky Fan has 18 tableau piles, the deal has 0` });
    const good = await readDealFile(files.path('lf.json'));
    expect(good.ok && good.value.game).toBe('lucky-fan');
  });
});

describe('the command map', () => {
  it('every command in COMMANDS appears in the usage text; help prints it on stdout', async () => {
    for (const [name, c] of Object.entries(COMMANDS)) expect(usageText()).toContain(`${name} ${c.usage}`);
    expect(await cli(['--help'])).toEqual({ code: 0, stdout: `${usageText()}\n`, stderr: '' });
  });

  it('move lines: blank and whitespace-only lines are skipped, a CR before the newline is dropped', () => {
    expect(moveLines('draw\r\n\n  \nw>f\n')).toEqual(['draw', 'w>f']);
  });
});
