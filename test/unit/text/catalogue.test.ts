/**
 * The one catalogue of words: shaped so that another language can stand in for it, counting
 * through Intl.PluralRules, and the only place the table's code takes its words from.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Catalogue, en } from '../../../src/text/en.ts';
import { T } from '../../../src/text/index.ts';

const ROOT = normalize(join(dirname(new URL(import.meta.url).pathname), '../../..'));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.ts$/.test(e.name) ? [p] : [];
  });
}

describe('the words', () => {
  it('count with the plural rules', () => {
    expect(T.cards(1)).toBe('1 card');
    expect(T.cards(0)).toBe('0 cards');
    expect(T.stockCount(2)).toBe('stock: 2 cards');
    expect(T.pileTop('pile 3', 'queen of hearts', 1, 0)).toBe('pile 3: queen of hearts on top, 1 card');
  });

  it('a translation is another object of the same shape', () => {
    // A pseudo-language: every plain string bracketed, every function's answer too.
    const wrap = (v: unknown): unknown =>
      typeof v === 'string' ? `[${v}]` : typeof v === 'function' ? (...a: unknown[]) => `[${String((v as (...x: unknown[]) => unknown)(...a))}]` : v;
    const pseudo = Object.fromEntries(Object.entries(en).map(([k, v]) => [k, wrap(v)])) as unknown as Catalogue;
    expect(pseudo.won).toBe('[you won]');
    expect(pseudo.tableTitle('Lucky Fan', null, 7)).toBe('[Lucky Fan · deal 7]');
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(en).sort());
  });

  it('the scenes, the view, the input, the controller and the platform pass no English literal to the player', () => {
    const said = /(announce|toast|askConfirm|askNumber|say)\(\s*['`]|label:\s*['`][A-Za-z]|add\.text\([^,]+,[^,]+,\s*['`][A-Za-z]|drawButton\([^)]*\}, ['`][A-Z]/;
    const found: string[] = [];
    for (const dir of ['scenes', 'view', 'input', 'play', 'platform']) {
      for (const f of sources(join(ROOT, 'src', dir))) {
        readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
          if (said.test(line)) found.push(`${relative(ROOT, f)}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    expect(found).toEqual([]);
  });
});
