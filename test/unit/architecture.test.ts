/**
 * The shape of the code: files short enough to read, scenes shorter still, and layers that run one
 * way (no import circle anywhere in src/, type imports included). Offenders are listed by name.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = normalize(join(dirname(new URL(import.meta.url).pathname), '../..'));
const SRC = join(ROOT, 'src');
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

/**
 * The rooms of src/view/, lowest first: the drawing kit, the card pictures, where things lie, the win,
 * the table, the menu, the panels. A room imports only rooms before it.
 */
const VIEW_ROOMS = ['kit', 'cards', 'layout', 'win', 'table', 'menu', 'panels'];

/** The room of a file of src/view/ (null for a file loose in src/view/ itself, or outside it). */
function roomOf(path: string): string | null {
  const parts = name(path).split('/');
  return parts[0] === 'src' && parts[1] === 'view' && parts.length > 3 ? parts[2]! : null;
}

/** `file`'s imports of a room of src/view/ at or after its own (its own room aside), as `from -> to`. */
export function wrongWayRooms(file: string, deps: readonly string[]): string[] {
  const from = roomOf(file);
  if (from === null) return [];
  const rank = (room: string | null) => (room === null ? -1 : VIEW_ROOMS.indexOf(room));
  return deps.filter((d) => roomOf(d) !== null && roomOf(d) !== from && rank(roomOf(d)) >= rank(from)).map((d) => `${name(file)} -> ${name(d)}`);
}

/** The first chain of imports from `from` to one of `targets` (breadth first), or null when none reaches them. */
export function pathTo(graph: ReadonlyMap<string, readonly string[]>, from: string, targets: ReadonlySet<string>): string[] | null {
  const came = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    if (targets.has(at)) {
      const path: string[] = [];
      for (let p: string | null | undefined = at; p; p = came.get(p)) path.unshift(p);
      return path;
    }
    for (const next of graph.get(at) ?? []) {
      if (came.has(next)) continue;
      came.set(next, at);
      queue.push(next);
    }
  }
  return null;
}

describe('the shape of src/', () => {
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

  it('keeps the folders one way: no folder of src/ imports a folder that imports it, even through others', () => {
    const folderOf = (p: string) => name(p).split('/')[1]!.replace(/\.ts$/, '');
    const graph = new Map<string, Set<string>>();
    for (const f of files) {
      const from = folderOf(f);
      const deps = graph.get(from) ?? new Set<string>();
      for (const dep of importsOf(f, readFileSync(f, 'utf8'))) if (folderOf(dep) !== from) deps.add(folderOf(dep));
      graph.set(from, deps);
    }
    const asLists = new Map([...graph].map(([k, v]) => [k, [...v]]));
    expect(circles(asLists).map((c) => c.join(' <-> '))).toEqual([]);
  });

  it('keeps the layers one way: the app on the scenes, the scenes on view, input, audio and platform, all of them on the controller, the words and the engine', () => {
    const wrong: string[] = [];
    const above = (...folders: string[]) => folders.map((f) => `src/${f}/`);
    const rules: [from: string, forbidden: readonly string[]][] = [
      ['src/scenes/', above('app')],
      ['src/view/', above('app', 'scenes', 'audio')],
      ['src/audio/', above('app', 'scenes', 'view', 'platform')],
      ['src/platform/', above('app', 'scenes', 'view', 'audio', 'input')],
      ['src/input/', above('app', 'scenes', 'view', 'audio', 'platform')],
      ['src/play/', above('app', 'scenes', 'view', 'audio', 'platform', 'input')],
      ['src/text/', above('app', 'scenes', 'view', 'audio', 'platform', 'input', 'play')],
      ['src/engine/', above('app', 'scenes', 'view', 'audio', 'platform', 'input', 'play', 'text')],
    ];
    for (const f of files) {
      for (const [from, forbidden] of rules) {
        if (!name(f).startsWith(from)) continue;
        for (const dep of importsOf(f, readFileSync(f, 'utf8'))) if (forbidden.some((x) => name(dep).startsWith(x))) wrong.push(`${name(f)} -> ${name(dep)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps storage out of the view: no file of src/view/ loads the stored records (platform/storage.ts, saves.ts, progress.ts, records.ts), even through others', () => {
    // The imports that load code: a type names a shape and reads nothing.
    const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8').replace(/(?:^|\n)\s*(?:import|export) type\s[^;]*;/g, ''))]));
    const stored = new Set(['storage', 'saves', 'progress', 'records'].map((f) => join(SRC, `platform/${f}.ts`)));
    expect(files.filter((f) => stored.has(f)).length, 'the stored records\' files').toBe(stored.size);
    const reaching = files.filter((f) => name(f).startsWith('src/view/')).flatMap((f) => {
      const path = pathTo(graph, f, stored);
      return path ? [path.map(name).join(' -> ')] : [];
    });
    expect(reaching).toEqual([]);
  });

  it('the storage check follows imports through other files', () => {
    const graph = new Map([['/v', ['/x']], ['/x', ['/s']], ['/s', []], ['/w', ['/y']], ['/y', []]]);
    expect(pathTo(graph, '/v', new Set(['/s']))).toEqual(['/v', '/x', '/s']);
    expect(pathTo(graph, '/w', new Set(['/s']))).toBe(null);
  });

  it(`keeps every file of src/view/ in one of its rooms: ${VIEW_ROOMS.join(', ')}`, () => {
    const loose = files.filter((f) => name(f).startsWith('src/view/') && !VIEW_ROOMS.includes(roomOf(f) ?? '')).map(name);
    expect(loose).toEqual([]);
  });

  it(`keeps the rooms of src/view/ one way, each importing only the rooms before it: ${VIEW_ROOMS.join(' < ')}`, () => {
    const wrong = files.flatMap((f) => wrongWayRooms(f, importsOf(f, readFileSync(f, 'utf8'))));
    expect(wrong).toEqual([]);
  });

  it('the room check sees a wrong-way import and a loose file, and passes a right-way one', () => {
    const kit = join(SRC, 'view/kit/ui.ts');
    const panels = join(SRC, 'view/panels/panels.ts');
    expect(wrongWayRooms(kit, [panels])).toEqual(['src/view/kit/ui.ts -> src/view/panels/panels.ts']);
    expect(wrongWayRooms(panels, [kit, join(SRC, 'engine/index.ts')])).toEqual([]);
    expect(roomOf(join(SRC, 'view/loose.ts'))).toBe(null);
  });

  it('keeps the solver\'s searches in the worker: the page reaches none of them (they would double its download)', () => {
    const reached = new Set<string>();
    const visit = (f: string) => {
      if (reached.has(f)) return;
      reached.add(f);
      // Type imports are gone from the build: only the imports that load code count.
      const code = readFileSync(f, 'utf8').replace(/(?:^|\n)\s*(?:import|export) type\s[^;]*;/g, '');
      for (const dep of importsOf(f, code)) if (files.includes(dep)) visit(dep);
    };
    visit(join(SRC, 'app/main.ts'));
    const searches = [...reached].map(name).filter((f) => /^src\/engine\/solver\/(solver|search|beam|best-first|shorten|space-bound|hint)\.ts$/.test(f));
    expect(searches).toEqual([]);
  });

  it('keeps the scenes to scenes: every file of src/scenes/ is a Phaser scene', () => {
    const notScenes = files.filter((f) => name(f).startsWith('src/scenes/') && !/export class \w+Scene extends Phaser\.Scene/.test(readFileSync(f, 'utf8')));
    expect(notScenes.map(name)).toEqual([]);
  });
});
