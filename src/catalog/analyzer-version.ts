/**
 * The safety analyzer's version, for the report cache (safety-cache.ts): a
 * digest of every source file the analyzer is made of (src/safety/analyze.ts
 * and what it imports, transitively, found with TypeScript's own import
 * pre-processor, never a pattern) and of the lock file (the parsers it
 * loads). Build-time only: TypeScript is a development dependency, so the
 * installed command never imports this module.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ANALYZER_ENTRY = 'src/safety/analyze.ts';

/** The source files of the analyzer: its entry and every relative import, transitively (paths relative to root). */
export function analyzerSources(root: string = ROOT, entry: string = ANALYZER_ENTRY): string[] {
  const seen = new Set<string>();
  const queue = [resolve(root, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const ref of info.importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), ref.fileName);
      if (/\.[cm]?[jt]s$/.test(target)) queue.push(target);
    }
  }
  return [...seen].map((f) => relative(root, f).split('\\').join('/')).sort();
}

/** The analyzer's version: its sources and the lock file, hashed. */
export function analyzerVersion(root: string = ROOT): string {
  const hash = createHash('sha256');
  for (const file of [...analyzerSources(root), 'package-lock.json']) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(root, file));
    } catch {
      continue;
    }
    hash.update(file).update('\0').update(bytes).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}
