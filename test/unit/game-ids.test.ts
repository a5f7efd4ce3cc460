/**
 * A game is one file under src/engine/games/ and one registry line: nothing else in src/ may name
 * a game, or a sixth game would need edits there too. An id is named when it stands quoted, or,
 * for an id of several words (lucky-fan), anywhere: a one-word id (fan) is also a plain word.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/index.ts';

const SRC = join(import.meta.dirname, '../../src');
const GAMES_DIR = join(SRC, 'engine/games');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === GAMES_DIR ? [] : sourceFiles(path);
    return [path];
  });
}

const names = (text: string, id: string): boolean => (id.includes('-') && text.includes(id)) || ['"', "'", '`'].some((q) => text.includes(`${q}${id}${q}`));

describe('game ids', () => {
  it('are named only under src/engine/games/', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const named: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const id of GAME_IDS) if (names(text, id)) named.push(`${relative(SRC, file)} names ${id}`);
    }
    expect(named).toEqual([]);
  });

  it('are caught quoted, or as words when they have several', () => {
    expect(names("layout('lucky-fan')", 'lucky-fan')).toBe(true);
    expect(names('?game=lucky-fan&deal=1', 'lucky-fan')).toBe(true);
    expect(names('gameDef("fan")', 'fan')).toBe(true);
    expect(names('each fan spreads right', 'fan')).toBe(false);
  });
});
