/**
 * Shared by the catalog and site benchmarks: a build's output against
 * Netlify's deploy limits (54,000 files per folder, docs/catalog.md), and the
 * peak memory of a process with all its descendants (the full-text indexer
 * is a process of its own), sampled from /proc.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

export interface OutputStats {
  files: number;
  bytes: number;
  /** The folder holding the most files, and how many. */
  fullestDir: { dir: string; files: number };
  largest: { file: string; bytes: number };
}

export async function outputStats(root: string): Promise<OutputStats> {
  const stats: OutputStats = { files: 0, bytes: 0, fullestDir: { dir: '', files: 0 }, largest: { file: '', bytes: 0 } };
  const perDir = new Map<string, number>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const { size } = await stat(file);
    stats.files++;
    stats.bytes += size;
    perDir.set(entry.parentPath, (perDir.get(entry.parentPath) ?? 0) + 1);
    if (size > stats.largest.bytes) stats.largest = { file: relative(root, file), bytes: size };
  }
  for (const [dir, files] of perDir) if (files > stats.fullestDir.files) stats.fullestDir = { dir: relative(root, dir) || '.', files };
  return stats;
}

async function children(): Promise<Map<number, number[]>> {
  const tree = new Map<number, number[]>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const text = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    // Field 4 is the parent; the command name (field 2) may hold spaces, so count from its closing parenthesis.
    const parent = Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
    if (!tree.has(parent)) tree.set(parent, []);
    tree.get(parent)!.push(Number(name));
  }
  return tree;
}

/** Samples the resident memory of `pid` and its descendants every `everyMs` until stopped; returns the peak sum in KB. */
export function sampleTreeMemory(pid: number, everyMs = 250): { stop: () => Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const tree = await children();
      let total = 0;
      const stack = [pid];
      while (stack.length) {
        const p = stack.pop()!;
        const status = await readFile(`/proc/${p}/status`, 'utf8').catch(() => '');
        total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        stack.push(...(tree.get(p) ?? []));
      }
      peak = Math.max(peak, total);
      await new Promise((done) => setTimeout(done, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}
