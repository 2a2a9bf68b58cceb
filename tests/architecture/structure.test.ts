/**
 * The shape of src/ that docs/ARCHITECTURE.md promises: folders import each
 * other without cycles, every folder is on the map, and no module outgrows
 * one reading (400 lines). TypeScript's own pre-processor finds the imports,
 * so type-only and dynamic imports count too.
 */
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ROOT } from '../helpers/paths.ts';

const SRC = join(ROOT, 'src');
const SOURCE = /\.(ts|mts|astro|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return SOURCE.test(e.name) ? [path] : [];
  });
}

const folderOf = (file: string): string | undefined => {
  const parts = relative(SRC, file).split(sep);
  return parts.length > 1 ? parts[0] : undefined;
};

/** Astro files keep their imports in the frontmatter fence; scripts inside are plain modules too. */
const codeOf = (file: string): string => readFileSync(file, 'utf8');

/** folder → folders it imports, with one example import per edge for the failure message. */
export function folderGraph(files: string[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    for (const ref of ts.preProcessFile(codeOf(file), true, true).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const to = folderOf(resolve(dirname(file), ref.fileName));
      if (!to || to === from || !resolve(dirname(file), ref.fileName).startsWith(SRC)) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${relative(SRC, file)} imports ${ref.fileName}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Every cycle between folders, each as the path that closes it (Tarjan would be overkill for ~15 nodes). */
export function folderCycles(graph: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const visit = (node: string, path: string[]): void => {
    for (const next of graph.get(node)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        const key = [...cycle].sort().join('|');
        if (!seen.has(key)) { seen.add(key); cycles.push([...cycle, next]); }
      } else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return cycles;
}

describe('src/ structure', () => {
  const files = sourceFiles(SRC);

  it('has no import cycle between folders', () => {
    const graph = folderGraph(files);
    const described = folderCycles(graph).map((cycle) =>
      cycle.slice(1).map((to, i) => `${cycle[i]} → ${to} (${graph.get(cycle[i]!)!.get(to)})`).join('; '),
    );
    expect(described).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', new Map([['b', 'x']])],
      ['b', new Map([['c', 'y']])],
      ['c', new Map([['a', 'z']])],
    ]);
    expect(folderCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('names every folder of src/ in docs/ARCHITECTURE.md', () => {
    const map = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
    const folders = readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.filter((name) => !map.includes(`src/${name}/`))).toEqual([]);
  });

  it('keeps every module of src/ under 400 lines', () => {
    const long = files
      .map((file) => ({ file: relative(ROOT, file), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter((f) => f.lines > 400);
    expect(long).toEqual([]);
  });

  it('has no merge conflict left in a tracked text file', () => {
    // A conflict committed into docs/ARCHITECTURE.md once passed every other check.
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
    const marker = /^(<{7} |>{7} |={7}$)/m;
    const conflicted = tracked.filter((path) => /\.(ts|mts|astro|mjs|js|json|md|css|sh|sql|html)$/.test(path))
      .filter((path) => { try { return marker.test(readFileSync(join(ROOT, path), 'utf8')); } catch { return false; } });
    expect(conflicted).toEqual([]);
  });
});
