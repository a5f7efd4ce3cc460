/**
 * Deal files and command-line numbers read strictly (issue 17, item 12): a key given twice is a
 * malformed deal (exit 3, the key named), a pile number past the game's piles is notation for a
 * pile that does not exist, and deal numbers follow RULES.md's one number rule (decimal digits,
 * no leading zero) with a message that says which part is broken.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/main.ts';
import { dealToJson, numberedDeal, parseDealNumber, parseDealText, parseMove } from '../../../src/engine/index.ts';
import { repeatedKey } from '../../../src/engine/json.ts';
import { scratch } from './fixtures.ts';
import { recorder } from './recorder.ts';

const files = scratch();

async function cli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = recorder();
  const code = await runCli(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

const lf = dealToJson(numberedDeal('lucky-fan', 1));
const rf = dealToJson(numberedDeal('rouge-forty', 1));
const inner = (json: object): string => JSON.stringify(json).slice(1, -1);

describe('a deal file that gives a key twice', () => {
  const cases: [string, string, string][] = [
    ['game twice', `{"game":"lucky-fan",${inner(rf)}}`, 'game'],
    ['a bogus tableau before the real one', `{"game":"lucky-fan","tableau":[],${inner({ tableau: lf.tableau })}}`, 'tableau'],
    ['stock twice', `{${inner(rf)},"stock":${JSON.stringify(rf.stock)}}`, 'stock'],
    ['a key spelt with an escape', `{"g\\u0061me":"lucky-fan",${inner(lf)}}`, 'game'],
  ];
  for (const [name, text, key] of cases) {
    it(`is malformed: ${name} (exit 3, naming "${key}")`, async () => {
      expect(JSON.parse(text)).toBeTypeOf('object');
      const parsed = parseDealText(text);
      expect(parsed.ok).toBe(false);
      const path = files.path(`${key}-${name.length}.json`);
      writeFileSync(path, text);
      const r = await cli(['moves', path]);
      expect(r).toEqual({ code: 3, stdout: '', stderr: `bad deal: ${path}: the key "${key}" is given twice: a deal gives each of game, tableau and stock at most once\n` });
    });
  }

  it('is told apart from keys that repeat in different objects, or values that look like keys', () => {
    expect(repeatedKey('{"a":{"a":1},"b":[{"a":2},{"a":3}],"c":"a","d":["a","a"]}')).toBeNull();
    expect(repeatedKey('{"a":{"x":1,"y":{"x":2},"x":3}}')).toBe('x');
    expect(repeatedKey('{"a\\"":1,"a\\"":2}')).toBe('a"');
    expect(parseDealText(JSON.stringify(lf, null, 2))).toMatchObject({ ok: true });
  });
});

describe('moves past the piles a game has', () => {
  it('t1000>f0 is well-formed notation for a pile that does not exist', async () => {
    expect(parseMove('t1000>f0')).toEqual({ kind: 'move', from: { zone: 't', index: 1000 }, to: { zone: 'f', index: 0 } });
    const path = files.path('lf.json');
    expect(await cli(['moves', path, 't1000>f0'])).toEqual({ code: 1, stdout: '', stderr: 'illegal move 0 "t1000>f0": Lucky Fan has no pile t1000\n' });
    expect((await cli(['moves', path, 't0>t1000'])).stderr).toBe('illegal move 0 "t0>t1000": Lucky Fan has no pile t1000\n');
    expect((await cli(['moves', path, 't0>f1000'])).stderr).toBe('illegal move 0 "t0>f1000": Lucky Fan has no foundation f1000\n');
  });

  it('a pile number too large to hold exactly is refused as such, written as given, never as 1e+23', async () => {
    const path = files.path('lf.json');
    for (const digits of ['100000000000000000000000', '9007199254740993', '9'.repeat(400)]) {
      for (const move of [`t${digits}>f`, `t0>t${digits}`, `t0>f${digits}`]) {
        expect(parseMove(move), move).toBeNull();
        const r = await cli(['moves', path, move]);
        expect(r, move).toEqual({ code: 1, stdout: '', stderr: `illegal move 0 "${move}": pile number ${digits} is too large to be a pile of any game\n` });
      }
    }
    // The largest number held exactly is still a pile, one the game does not have.
    expect((await cli(['moves', path, 't9007199254740991>f'])).stderr).toBe('illegal move 0 "t9007199254740991>f": Lucky Fan has no pile t9007199254740991\n');
  });

  it('leading zeros stay outside the notation', () => {
    for (const text of ['t01>f0', 't0>f00', 't0>t007', 'T0>f']) expect(parseMove(text), text).toBeNull();
  });
});

describe('deal numbers: one rule, exact messages', () => {
  it('refuses a leading zero whatever the length, saying how to write it', async () => {
    expect(parseDealNumber('01')).toEqual({ ok: false, reason: '"01" has a leading zero: write 1' });
    expect(parseDealNumber('0000000000001')).toEqual({ ok: false, reason: '"0000000000001" has a leading zero: write 1' });
    expect(parseDealNumber('00')).toEqual({ ok: false, reason: '"00" is 0: deals run from 1 to 4294967295' });
    for (const text of ['01', '0000000000001']) {
      const r = await cli(['deal', 'waxing-moon', text]);
      expect(r.code).toBe(4);
      expect(r.stderr.split('\n')[0]).toBe(`error: deal number "${text}" has a leading zero: write 1`);
    }
  });

  it('takes every number from 1 to 4294967295 written plainly, and says what else is wrong', () => {
    for (const n of [1, 9, 10, 123456789, 4294967295]) expect(parseDealNumber(String(n))).toEqual({ ok: true, value: n });
    expect(parseDealNumber('4294967296')).toEqual({ ok: false, reason: '"4294967296" is out of range: deals run from 1 to 4294967295' });
    expect(parseDealNumber('99999999999999999999999')).toEqual({ ok: false, reason: '"99999999999999999999999" is out of range: deals run from 1 to 4294967295' });
    for (const text of ['', 'abc', '-1', '+1', '1.0', '1e3', ' 1', '0x1f']) {
      expect(parseDealNumber(text), text).toEqual({ ok: false, reason: `${JSON.stringify(text)} is not a whole number in decimal digits` });
    }
  });
});

describe('characters that print as nothing', () => {
  it('a byte order mark before a deal file or a move list is read past, as editors write one', async () => {
    const plain = files.path('lf.json');
    const marked = files.path('lf-bom.json');
    writeFileSync(marked, `\uFEFF${JSON.stringify(lf)}`);
    expect(parseDealText(`\uFEFF${JSON.stringify(lf)}`)).toMatchObject({ ok: true });
    const r = await cli(['moves', marked]);
    expect(r).toEqual(await cli(['moves', plain]));
    expect(r.code).toBe(0);
    const first = r.stdout.split('\n')[0]!;
    const moves = files.path('moves-bom.txt');
    writeFileSync(moves, `\uFEFF${first}\n`);
    expect((await cli(['check', marked, moves])).stdout).toMatch(/^NOT WON /);
  });

  it('anywhere else, one is named by its code in the message, never left invisible', async () => {
    for (const [name, text, code] of [
      ['zwsp.json', `\u200B${JSON.stringify(lf)}`, 'U+200B'],
      ['twice-bom.json', `\uFEFF\uFEFF${JSON.stringify(lf)}`, 'U+FEFF'],
      ['nbsp.json', `{"game":\u00A0"lucky-fan"}`, 'U+00A0'],
    ] as const) {
      const path = files.path(name);
      writeFileSync(path, text);
      const r = await cli(['moves', path]);
      expect(r.code, name).toBe(3);
      expect(r.stderr, name).toContain(`${path}: not JSON: `);
      expect(r.stderr, name).toContain(code);
      expect(r.stderr, name).not.toMatch(/[\u200B\uFEFF\u00A0]/);
    }
    const moves = files.path('moves-zwsp.txt');
    writeFileSync(moves, 't0>f\u200B\n');
    const r = await cli(['check', files.path('lf.json'), moves]);
    expect(r.stderr).toBe('illegal move 0 "t0>fU+200B": not a move in the notation (draw, or FROM>TO such as t3>t11, w>f, t0>f2)\n');
  });
});
