/**
 * The shape of the code: files short enough to read, scenes shorter still, and layers that run one
 * way (no import circle anywhere in src/, type imports included). Offenders are listed by name.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = normalize(join(dirname(new URL(import.meta.url).pathname), '../..'));
const SRC = join(ROOT, 'src');
const MAX_LINES = 400;
const MAX_SCENE_LINES = 300;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.ts$/.test(e.name) ? [p] : [];
  });
}

const files = sources(SRC);
const name = (p: string) => relative(ROOT, p);
const lineCount = (p: string) => readFileSync(p, 'utf8').split('\n').length - (readFileSync(p, 'utf8').endsWith('\n') ? 1 : 0);

/**
 * Relative modules a file imports or re-exports (`import`, `import type`, `export ... from`,
 * `import('...')` types), resolved to paths.
 */
export function importsOf(path: string, text: string): string[] {
  const out: string[] = [];
  const patterns = [/(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.[^'"]+)['"]/g, /(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g, /import\(\s*['"](\.[^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(normalize(join(dirname(path), m[1]!)));
  return out;
}

/** Every circle of imports among `graph`'s files (strongly connected groups of two or more, or a file importing itself). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the shape of src/', () => {
  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = files.filter((f) => lineCount(f) > MAX_LINES).map((f) => `${name(f)}: ${lineCount(f)}`);
    expect(long).toEqual([]);
  });

  it(`has no scene over ${MAX_SCENE_LINES} lines`, () => {
    const long = files.filter((f) => name(f).startsWith('src/scenes/') && lineCount(f) > MAX_SCENE_LINES).map((f) => `${name(f)}: ${lineCount(f)}`);
    expect(long).toEqual([]);
  });

  it('has no import circle, type imports included', () => {
    const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))]));
    expect(circles(graph).map((c) => c.map(name).join(' <-> '))).toEqual([]);
  });

  it('the circle finder sees a circle of type imports and re-exports, and passes a chain', () => {
    const a = '/x/a.ts';
    const text = "import type { B } from './b.ts';\nexport { C } from './sub/c.ts';\nimport {\n  D,\n} from '../d.ts';";
    expect(importsOf(a, text)).toEqual(['/x/b.ts', '/x/sub/c.ts', '/d.ts']);
    expect(circles(new Map([['/a', ['/b']], ['/b', ['/c']], ['/c', ['/a']]]))).toEqual([['/a', '/b', '/c']]);
    expect(circles(new Map([['/a', ['/b']], ['/b', ['/c']], ['/c', []]]))).toEqual([]);
  });

  it('keeps the layers one way: nothing below the scenes imports one; the saves report through callbacks; the controller and the words stand on the engine alone', () => {
    const wrong: string[] = [];
    const rules: [from: string, forbidden: readonly string[]][] = [
      ['src/view/', ['src/scenes/']],
      ['src/platform/', ['src/scenes/']],
      ['src/platform/saves.ts', ['src/view/', 'src/audio/']],
      ['src/audio/', ['src/scenes/', 'src/view/']],
      ['src/input/', ['src/scenes/']],
      ['src/engine/', ['src/scenes/', 'src/view/', 'src/platform/', 'src/input/', 'src/play/', 'src/audio/', 'src/text/']],
      ['src/play/', ['src/scenes/', 'src/view/', 'src/platform/', 'src/input/']],
      ['src/text/', ['src/scenes/', 'src/view/', 'src/platform/', 'src/input/', 'src/play/', 'src/audio/']],
    ];
    for (const f of files) {
      for (const [from, forbidden] of rules) {
        if (!name(f).startsWith(from)) continue;
        for (const dep of importsOf(f, readFileSync(f, 'utf8'))) if (forbidden.some((x) => name(dep).startsWith(x))) wrong.push(`${name(f)} -> ${name(dep)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
