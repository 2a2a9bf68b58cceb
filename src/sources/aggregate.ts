/**
 * The build's aggregator (scripts/build.ts calls it before Astro starts):
 * every source of the sources file pulled in at its pinned commit (pull.ts),
 * the lock updated with what marketplace plugins resolved to, and one source
 * tree assembled for the build: ours (`components-source/`) plus each
 * source's components, one entry per component (dedupe.ts), with the report
 * `/sources/` shows. A source that cannot be pulled in is named with the
 * reason and left out (`strict`: the build fails). The tree is written beside
 * its final place and renamed in, so a failed run leaves the last one whole.
 */
import { createHash } from 'node:crypto';
import { copyFile, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { IMPORTS_DIR } from '../catalog/imports.ts';
import type { RunGit } from '../import/git.ts';
import { isAlive } from '../storage/alive.ts';
import { dedupe } from './dedupe.ts';
import { lockText, parseLockFile, parseSourcesFile, SourcesError, withSource } from './plan.ts';
import { pullSource, removeLeftovers, type PulledSource } from './pull.ts';
import { SOURCES_REPORT_FILE, type SourceReport, type SourcesFile, type SourcesReport, type LockFile } from './schema.ts';
import type { SourcesSettings } from './settings.ts';

export interface AggregateOptions {
  settings: SourcesSettings;
  /** Our own source tree (components-source/ or CATALOG_SOURCE_DIR). */
  ours: string;
  /** Where the assembled tree goes (replaced whole). */
  tree: string;
  strict: boolean;
  git?: RunGit;
  log?: (line: string) => void;
}

export interface Aggregated {
  /** The tree to build: ours alone when there are no sources. */
  sourceDir: string;
  report: SourcesReport;
}

const readText = (file: string) =>
  readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/** The sources file and its lock, read and checked together (no file: no sources). */
export async function readSources(settings: SourcesSettings): Promise<{ file: SourcesFile; lock: LockFile }> {
  const text = await readText(settings.sourcesFile);
  const file = text === undefined ? { sources: [] } : parseSourcesFile(text, basename(settings.sourcesFile));
  const lock = parseLockFile(await readText(settings.lockFile), basename(settings.lockFile), file);
  return { file, lock };
}

/** Writes a file whole: beside it first, then renamed over it. */
export async function writeWhole(file: string, text: string): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`;
  await writeFile(tmp, text);
  await rename(tmp, file);
}

export async function aggregate(options: AggregateOptions): Promise<Aggregated> {
  const log = options.log ?? (() => {});
  const { file, lock } = await readSources(options.settings);
  if (!file.sources.length) return { sourceDir: options.ours, report: { version: 1, sources: [], aliases: [] } };
  const removed = await removeLeftovers(options.settings.cacheDir);
  if (removed) log(`removed ${removed} folder(s) a stopped build left in the sources cache`);
  // A tree a stopped build was assembling beside its place.
  const partial = `${basename(options.tree)}.tmp-`;
  for (const name of await readdir(dirname(options.tree)).catch(() => [] as string[])) {
    const pid = name.startsWith(partial) && /^\d+$/.test(name.slice(partial.length)) ? Number(name.slice(partial.length)) : undefined;
    if (pid !== undefined && pid !== process.pid && !isAlive(pid)) await rm(join(dirname(options.tree), name), { recursive: true, force: true });
  }


  const pulled: PulledSource[] = [];
  const reports = new Map<string, SourceReport>();
  const base = (s: (typeof file.sources)[number]) => ({ id: s.id, repository: s.repository, commit: s.commit, prefix: s.prefix, ...(lock.sources[s.id]?.bumped ? { bumped: lock.sources[s.id]!.bumped } : {}) });
  for (const source of file.sources) {
    try {
      const p = await pullSource(source, { cacheDir: options.settings.cacheDir, lock, timeoutMs: options.settings.timeoutMs, ...(options.git ? { git: options.git } : {}) });
      pulled.push(p);
      reports.set(source.id, { ...base(source), status: 'imported', components: p.record.components.length, external: Object.keys(p.locked).length, externalFailed: p.externalFailed });
    } catch (error) {
      const reason = (error as Error).message;
      log(`source ${source.id} (${source.repository} at ${source.commit.slice(0, 12)}) left out: ${reason}`);
      reports.set(source.id, { ...base(source), status: 'failed', reason, components: 0, external: 0, externalFailed: 0 });
    }
  }
  const failed = [...reports.values()].filter((r) => r.status === 'failed');
  if (options.strict && failed.length) throw new SourcesError(`--strict: ${failed.map((r) => `source ${r.id} could not be pulled in: ${r.reason}`).join('; ')}`);

  let next = lock;
  for (const p of pulled) next = withSource(next, p.source, p.locked);
  if (JSON.stringify(next) !== JSON.stringify(lock)) {
    await writeWhole(options.settings.lockFile, lockText(next));
    log(`${basename(options.settings.lockFile)}: marketplace plugins resolved and recorded; commit it, so the next build takes the same bytes`);
  }

  const aliases = await assemble(options.ours, pulled, options.tree, reports, log);
  const report: SourcesReport = { version: 1, sources: file.sources.map((s) => reports.get(s.id)!), aliases };
  await writeFile(join(options.tree, SOURCES_REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
  for (const r of report.sources) if (r.status === 'imported') log(`source ${r.id}: ${r.components} components at ${r.commit.slice(0, 12)}${r.external ? `, ${r.external} plugins from their own repositories` : ''}${r.externalFailed ? `, ${r.externalFailed} plugins not listed` : ''}`);
  return { sourceDir: options.tree, report };
}

async function digestsOf(p: PulledSource): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for (const c of p.record.components) {
    for (const f of c.files) if (!digests.has(f)) digests.set(f, createHash('sha256').update(await readFile(join(p.dir, f))).digest('hex'));
  }
  return digests;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

/** Ours and every pulled source into one tree; a source whose files would meet another's is left out, named. Returns the aliases. */
async function assemble(ours: string, pulled: PulledSource[], tree: string, reports: Map<string, SourceReport>, log: (line: string) => void): Promise<SourcesReport['aliases']> {
  const tmp = join(dirname(tree), `${basename(tree)}.tmp-${process.pid}`);
  await rm(tmp, { recursive: true, force: true });
  await mkdir(dirname(tmp), { recursive: true });
  if (await exists(ours)) await cp(ours, tmp, { recursive: true, verbatimSymlinks: true });
  else await mkdir(tmp, { recursive: true });
  try {
    const deduped = dedupe(await Promise.all(pulled.map(async (p) => ({ record: p.record, digests: await digestsOf(p) }))));
    pulled.forEach((p, i) => {
      const r = reports.get(p.source.id)!;
      r.components = deduped.records[i]!.components.length;
    });
    for (const [i, p] of pulled.entries()) {
      const record = deduped.records[i]!;
      const files = [...new Set(record.components.flatMap((c) => c.files))];
      const taken = (await Promise.all([`${IMPORTS_DIR}/${p.source.id}.json`, ...files].map(async (f) => ((await exists(join(tmp, f))) ? f : undefined)))).filter(Boolean);
      if (taken.length) {
        const reason = `its ${taken[0]} is already in the catalog (a folder of components-source/, or another source's): give it another prefix or id`;
        log(`source ${p.source.id} left out: ${reason}`);
        reports.set(p.source.id, { ...reports.get(p.source.id)!, status: 'failed', reason, components: 0 });
        continue;
      }
      for (const f of files) {
        await mkdir(dirname(join(tmp, f)), { recursive: true });
        await copyFile(join(p.dir, f), join(tmp, f));
      }
      await mkdir(join(tmp, IMPORTS_DIR), { recursive: true });
      await writeFile(join(tmp, IMPORTS_DIR, `${p.source.id}.json`), `${JSON.stringify(record, null, 2)}\n`);
    }
    await rm(tree, { recursive: true, force: true });
    await rename(tmp, tree);
    return deduped.aliases.filter((a) => a.also.every((x) => reports.get(x.source)?.status === 'imported'));
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
}
