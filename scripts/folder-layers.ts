// Folder layers: within any folder, its sub-folders and its own files import one another in one
// direction only, so no import runs from a lower folder back up to a higher one. Each folder is
// looked at on its own: its children (each sub-folder with all it holds, and each of its own
// files) are the nodes, and an import from a file under one child to a file under another is an
// edge between them. A knot is a set of children that reach one another through such edges and
// holds at least one sub-folder (files importing one another in a ring are a module cycle, not a
// folder one). Within a knot the children are ranked top to bottom so that as few imports as
// possible run upward; those upward imports are the ones that close the knot's cycles.
//
// Imports are read with the TypeScript compiler (static, `export … from` and dynamic `import()`,
// type-only ones too) and resolved as the apps resolve them; package imports are not looked at.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/** One import between two files under the root, as written. */
export interface FileImport {
  /** The importing file, relative to the root, with forward slashes. */
  from: string;
  /** The imported file, relative to the root. */
  to: string;
  /** 1-based line of the import in `from`. */
  line: number;
  /** The module specifier as written. */
  specifier: string;
}

/** An import from a lower child of a folder back up to a higher one. */
export interface UpwardImport extends FileImport {
  /** The cycle it closes: the children from the imported one down to the importing one. */
  cycle: string[];
}

/** Children of one folder that import one another in a ring. */
export interface Knot {
  /** The folder whose children these are, relative to the root ('' for the root itself). */
  folder: string;
  /** The children, top (imports the others) to bottom (imported by the others). */
  layers: string[];
  /** The imports that run from a lower child back up to a higher one. */
  upward: UpwardImport[];
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;
/**
 * Declarations, tests and their set-up files (`billing-test.ts` beside `billing.test.ts`): a test
 * may boot the whole app from any folder, as a user would.
 */
const NOT_LAYERED = /\.d\.ts$|\.(test|spec)\.tsx?$|-test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !NOT_LAYERED.test(entry.name) ? [path] : [];
  });
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

const posix = (path: string) => path.split(sep).join('/');

/** Every import from one file under `root` to another (relative specifiers only). */
export function fileImports(root: string): FileImport[] {
  const found: FileImport[] = [];
  const cache = ts.createModuleResolutionCache(root, (name) => name, COMPILER_OPTIONS);
  for (const path of sourceFiles(root)) {
    const text = readFileSync(path, 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName: specifier, pos } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const { resolvedModule } = ts.resolveModuleName(
        specifier,
        path,
        COMPILER_OPTIONS,
        ts.sys,
        cache,
      );
      const target = resolvedModule?.resolvedFileName;
      if (!target) continue;
      const to = relative(root, target);
      if (to.startsWith('..')) continue;
      const line = text.slice(0, pos).split('\n').length;
      found.push({ from: posix(relative(root, path)), to: posix(to), line, specifier });
    }
  }
  return found;
}

/** The strongly connected sets of a graph (Tarjan), each of more than one node. */
function rings(nodes: string[], next: (node: string) => string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const other of next(node)) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node)!, low.get(other)!));
      } else if (onStack.has(other)) {
        low.set(node, Math.min(low.get(node)!, index.get(other)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const ring: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        onStack.delete(top);
        ring.push(top);
      } while (top !== node);
      if (ring.length > 1) found.push(ring.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * The ring's nodes from top to bottom, few edges upward (Eades, Lin and Smyth's greedy order,
 * weighted by the number of imports): sinks go to the bottom, sources to the top, and otherwise
 * the node that imports most and is imported least goes to the top.
 */
function rank(ring: string[], weight: (from: string, to: string) => number): string[] {
  const left = new Set(ring);
  const top: string[] = [];
  const bottom: string[] = [];
  const sum = (node: string, outgoing: boolean) =>
    [...left].reduce(
      (total, other) =>
        other === node ? total : total + (outgoing ? weight(node, other) : weight(other, node)),
      0,
    );
  while (left.size > 0) {
    const sorted = [...left].sort();
    const sink = sorted.find((node) => sum(node, true) === 0);
    if (sink) {
      bottom.unshift(sink);
      left.delete(sink);
      continue;
    }
    const source = sorted.find((node) => sum(node, false) === 0);
    const chosen =
      source ??
      sorted.reduce((best, node) =>
        sum(node, true) - sum(node, false) > sum(best, true) - sum(best, false) ? node : best,
      );
    top.push(chosen);
    left.delete(chosen);
  }
  return [...top, ...bottom];
}

/** The shortest path from `start` to `end` within the ring (breadth first). */
function path(start: string, end: string, ring: string[], next: (node: string) => string[]) {
  const cameFrom = new Map<string, string>([[start, start]]);
  const queue = [start];
  while (queue.length > 0 && !cameFrom.has(end)) {
    const node = queue.shift()!;
    for (const other of next(node))
      if (ring.includes(other) && !cameFrom.has(other)) {
        cameFrom.set(other, node);
        queue.push(other);
      }
  }
  const found = [end];
  while (found[0] !== start) found.unshift(cameFrom.get(found[0]!)!);
  return found;
}

/** The folder-level knots under `root`, each folder's children looked at on their own. */
export function folderKnots(root: string): Knot[] {
  const imports = fileImports(root);
  const folders = new Set<string>(['']);
  for (const { from, to } of imports)
    for (const file of [from, to])
      for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) folders.add(dir);
  /** Where `file` is inside `folder` (undefined when it is not under it). */
  const inside = (folder: string, file: string) => {
    if (folder === '') return file;
    return file.startsWith(`${folder}/`) ? file.slice(folder.length + 1) : undefined;
  };
  const knots: Knot[] = [];
  for (const folder of [...folders].sort()) {
    const edges = new Map<string, FileImport[]>();
    const subFolders = new Set<string>();
    for (const found of imports) {
      const from = inside(folder, found.from)?.split('/');
      const to = inside(folder, found.to)?.split('/');
      if (!from || !to || from[0] === to[0]) continue;
      for (const path of [from, to]) if (path.length > 1) subFolders.add(path[0]!);
      const key = `${from[0]}\n${to[0]}`;
      edges.set(key, [...(edges.get(key) ?? []), found]);
    }
    const nodes = [...new Set([...edges.keys()].flatMap((key) => key.split('\n')))];
    const weight = (from: string, to: string) => edges.get(`${from}\n${to}`)?.length ?? 0;
    const next = (node: string) => nodes.filter((other) => weight(node, other) > 0);
    for (const ring of rings(nodes, next)) {
      if (!ring.some((child) => subFolders.has(child))) continue;
      const layers = rank(ring, weight);
      const upward = layers.flatMap((lower, i) =>
        layers.slice(0, i).flatMap((higher) => {
          const cycle = path(higher, lower, ring, next);
          return (edges.get(`${lower}\n${higher}`) ?? []).map((found) => ({ ...found, cycle }));
        }),
      );
      knots.push({ folder, layers, upward });
    }
  }
  return knots;
}

/** One line per upward import: where it is, what it imports, and the cycle it closes. */
export function describeKnots(knots: Knot[]): string[] {
  return knots.flatMap(({ folder, upward }) => {
    const at = folder === '' ? '' : `${folder}/`;
    return upward.map(({ from, line, specifier, cycle }) => {
      const ring = [...cycle, cycle[0]].map((child) => `${at}${child}`).join(' → ');
      return `${from}:${line} imports '${specifier}', closing ${ring}`;
    });
  });
}

/** Run as a script: print the knots of each folder given (relative to the current folder). */
if (process.argv[1] && posix(process.argv[1]).endsWith('scripts/folder-layers.ts')) {
  for (const root of process.argv.slice(2)) {
    const knots = folderKnots(join(process.cwd(), root));
    const lines = describeKnots(knots);
    console.log(`${root}: ${knots.length} knots, ${lines.length} upward imports`);
    for (const line of lines) console.log(`  ${line}`);
  }
}
