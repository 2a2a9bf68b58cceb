/**
 * The file-system shell of the catalog: walk `{type}/{category}/{name}` under a
 * source root, hand each component's texts to readComponent, and collect what
 * went wrong with the file it concerns. Path segments are checked before any
 * of them is used in an output path.
 */
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { readComponent, type CatalogComponent, type SourceUnit } from './component.ts';
import type { SafetyCacheRef } from './safety-cache.ts';
import { IMPORTS_DIR, ImportRecordSchema, provenanceOf, sortedRecords, type ImportRecord } from './imports.ts';
import { isSafeSegment, KINDS, kindByType, type Kind } from './kinds.ts';
import { applySafetyExceptions } from './safety-check.ts';
import { SAFETY_EXCEPTIONS_FILE } from '../safety/exceptions.ts';
import { runOnWorkers, workerUrl, type Reply } from '../workers/pool.ts';
import { nameRecord, ownValue } from '../text/records.ts';

export interface CatalogProblem {
  /** Path relative to the source root (forward slashes). */
  file: string;
  message: string;
}

export interface LoadedCatalog {
  sourceDir: string;
  /** Sorted by kind (KINDS order), category, then name. */
  components: CatalogComponent[];
  /** Things a community file may get wrong without breaking the build (errors under --strict). */
  warnings: CatalogProblem[];
  /** Illegal names and duplicates: the build cannot go on. */
  errors: CatalogProblem[];
  /** The import records in `.imports/` (docs/import.md), by id. */
  imports: ImportRecord[];
  /** Warnings an import record accounts for (the same sentence among the notes of the component owning the file): not fatal under --strict. Never a blocking safety finding: only a reviewed exception covers one. */
  accepted: CatalogProblem[];
}

/** Files that are never part of a component. */
const IGNORED = new Set(['.DS_Store', 'Thumbs.db', '.git', 'desktop.ini']);
/** Larger files are not catalog text; a warning says so. */
const MAX_FILE_BYTES = 1_000_000;

/** Code-unit order: the same on every machine and locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function list(dir: string) {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((e) => !IGNORED.has(e.name)).sort((a, b) => compareText(a.name, b.name));
}

function decodeText(buffer: Buffer): string | undefined {
  if (buffer.includes(0)) return undefined;
  return buffer.toString('utf8');
}

/** Every text file under `dir`, keyed by its path relative to `dir`. */
async function readTree(dir: string, rel: string, where: string, warn: (file: string, message: string) => void, out: Record<string, string>) {
  for (const entry of await list(join(dir, rel))) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) {
      warn(`${where}/${relPath}`, 'symbolic link skipped');
    } else if (entry.isDirectory()) {
      await readTree(dir, relPath, where, warn, out);
    } else if (entry.isFile()) {
      const buffer = await readFile(join(dir, relPath));
      const text = buffer.byteLength > MAX_FILE_BYTES ? undefined : decodeText(buffer);
      if (text === undefined) warn(`${where}/${relPath}`, `not included: ${buffer.byteLength > MAX_FILE_BYTES ? 'larger than 1 MB' : 'binary file'}`);
      else out[relPath] = text;
    }
  }
}

export interface LoadOptions {
  /** Worker threads reading and analysing categories; default: every core when the catalog is large enough to pay. */
  threads?: number;
  /** Safety reports kept between builds by sha256 and analyzer version (safety-cache.ts); none: every component is analysed. */
  safetyCache?: SafetyCacheRef;
  /**
   * Ids of the catalog sources the build pulled in (docs/sources.md): their blocked components are
   * published with their verdict but are no build problem. A hand import into our own tree is ours.
   */
  upstreamSources?: readonly string[];
}

/** Read the source tree at `sourceDir` into a validated catalog. */
export async function loadCatalog(sourceDir: string, options: LoadOptions = {}): Promise<LoadedCatalog> {
  const warnings: CatalogProblem[] = [];
  const errors: CatalogProblem[] = [];
  const warn = (file: string, message: string) => warnings.push({ file, message });
  const components: CatalogComponent[] = [];

  const top = await list(sourceDir).catch((error: NodeJS.ErrnoException) => {
    throw new Error(`cannot read the catalog sources at ${sourceDir}: ${error.code ?? error.message}`);
  });
  for (const entry of top) {
    // `stacks/`: the curated stacks, read by src/plugins/stacks-source.ts; the reviewed safety exceptions (src/safety/exceptions.ts).
    if (entry.name.startsWith('.') || /^readme/i.test(entry.name) || entry.name === 'stacks' || entry.name === SAFETY_EXCEPTIONS_FILE) continue;
    if (!entry.isDirectory() || !kindByType(entry.name)) warn(entry.name, `not a component kind (expected one of ${KINDS.map((k) => k.type).join(', ')}); ignored`);
  }

  const tasks: CategoryTask[] = [];
  for (const kind of KINDS) {
    const categories = await list(join(sourceDir, kind.type)).catch(() => []);
    for (const cat of categories) tasks.push({ sourceDir, type: kind.type, category: cat.name, isDirectory: cat.isDirectory(), ...(options.safetyCache ? { reports: options.safetyCache } : {}) });
  }
  // Each category's components, warnings and errors in the order one thread would find them.
  for (const read of await readCategories(tasks, options.threads)) {
    warnings.push(...read.warnings);
    errors.push(...read.errors);
    for (const c of read.components) components.push(c);
  }

  // Identity is case-sensitive, but two names differing only in case collide in
  // output files on case-insensitive disks and in the installer's destination.
  const seen = new Map<string, CatalogComponent>();
  for (const c of components) {
    const key = `${c.kind.type}/${c.category.toLowerCase()}/${c.name.toLowerCase()}`;
    const first = seen.get(key);
    if (first) errors.push({ file: c.source, message: `duplicate component ${c.kind.type}/${c.category}/${c.name}: ${first.source} and ${c.source}` });
    else seen.set(key, c);
  }

  // Blocking findings are warnings (errors under --strict) unless a reviewed exception covers them.
  const exceptions = await readFile(join(sourceDir, SAFETY_EXCEPTIONS_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  // Kept apart from the reader's warnings: an import record accounts for those, never for a safety finding.
  const allSafetyProblems = applySafetyExceptions(components, exceptions);

  const order = new Map(KINDS.map((k, i) => [k.type, i]));
  components.sort((a, b) => order.get(a.kind.type)! - order.get(b.kind.type)! || compareText(a.category, b.category) || compareText(a.name, b.name));
  const imports = await readImportRecords(sourceDir, warn);
  attachProvenance(components, imports, warn);
  // A component a catalog source brought in is published with its verdict: a blocked one stays out of the
  // plugin path and the installer asks for --allow-risk. Its blocking finding is that catalog's, not a
  // mistake in ours, so it is no build problem (else a --strict build of the ecosystem would fail on every
  // upstream bump); a blocking finding in our own components, hand imports included, stays one.
  const upstream = new Set(options.upstreamSources ?? []);
  const upstreamFiles = new Set(components.filter((c) => c.provenance?.source !== undefined && upstream.has(c.provenance.source)).map((c) => c.source));
  const safetyProblems = allSafetyProblems.filter((p) => !upstreamFiles.has(p.file));
  const noted = new Map<string, Set<string>>();
  for (const record of imports) for (const c of record.components) for (const f of c.files) noted.set(f, new Set(c.notes));
  const accepted = warnings.filter((w) => noted.get(w.file)?.has(w.message));
  const kept = [...warnings.filter((w) => !noted.get(w.file)?.has(w.message)), ...safetyProblems];
  return { sourceDir, components, warnings: kept, errors, imports, accepted };
}

/** A record larger than this is not read (a record of 10,000 components is ~3 MB). */
const MAX_RECORD_BYTES = 64_000_000;

/** Every valid record in `.imports/`; an unreadable one is a warning, never a failed build. */
async function readImportRecords(sourceDir: string, warn: (file: string, message: string) => void): Promise<ImportRecord[]> {
  const dir = join(sourceDir, IMPORTS_DIR);
  const entries = await list(dir).catch(() => []);
  const records: ImportRecord[] = [];
  for (const entry of entries) {
    // `<id>.pending.json` is an import run's journal (src/import/apply.ts), not a record.
    if (!entry.isFile() || !entry.name.endsWith('.json') || entry.name.endsWith('.pending.json')) continue;
    const rel = `${IMPORTS_DIR}/${entry.name}`;
    const buffer = await readFile(join(dir, entry.name));
    let parsed: unknown;
    try {
      if (buffer.byteLength > MAX_RECORD_BYTES) throw new Error('larger than 64 MB');
      parsed = JSON.parse(buffer.toString('utf8'));
    } catch (error) {
      warn(rel, `import record not read: ${(error as Error).message}`);
      continue;
    }
    const record = ImportRecordSchema.safeParse(parsed);
    if (!record.success) warn(rel, `import record not read: ${record.error.issues[0]?.path.join('.')}: ${record.error.issues[0]?.message}`);
    else if (`${record.data.id}.json` !== entry.name) warn(rel, `import record not read: its id is ${record.data.id}`);
    else records.push(record.data);
  }
  return sortedRecords(records);
}

function attachProvenance(components: CatalogComponent[], records: ImportRecord[], warn: (file: string, message: string) => void): void {
  const byId = new Map(components.map((c) => [`${c.kind.type}/${c.category}/${c.name}`, c]));
  for (const record of records) {
    for (const imported of record.components) {
      const c = byId.get(`${imported.type}/${imported.category}/${imported.name}`);
      if (c) c.provenance = provenanceOf(record, imported);
      else warn(`${IMPORTS_DIR}/${record.id}.json`, `lists ${imported.type}/${imported.category}/${imported.name}, which is not in the catalog (run the import again)`);
    }
  }
}

/**
 * One component outside a source tree (`toolshed scan` on a component folder
 * or file): read as the build reads it, its category and name taken from the
 * folders it is in. A hook's supporting files are the files beside it.
 */
export async function loadComponentAt(path: string, kind: Kind): Promise<{ result: ReturnType<typeof readComponent>; warnings: CatalogProblem[] }> {
  const warnings: CatalogProblem[] = [];
  const warn = (file: string, message: string) => warnings.push({ file, message });
  const safe = (segment: string) => (isSafeSegment(segment) ? segment : segment.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^\.+$/, 'x') || 'x');
  if (kind.layout === 'dir') {
    const files = nameRecord<string>();
    await readTree(path, '', basename(path), warn, files);
    const entry = ownValue(files, kind.entry!);
    if (entry === undefined) return { result: { ok: false, problems: [`no ${kind.entry}`], warnings: [] }, warnings };
    const unit: SourceUnit = { kind, category: safe(basename(dirname(path))), name: safe(basename(path)), source: path, entry, files };
    return { result: readComponent(unit), warnings };
  }
  const dir = dirname(path);
  const file = basename(path);
  const beside = nameRecord<string>();
  if (kind.type === 'hooks') {
    for (const entry of await list(dir)) {
      if (!entry.isFile() || entry.name === file) continue;
      const text = decodeText(await readFile(join(dir, entry.name)));
      if (text !== undefined) beside[entry.name] = text;
    }
  }
  const name = file.endsWith(kind.ext) ? file.slice(0, -kind.ext.length) : file;
  const unit: SourceUnit = { kind, category: safe(basename(dir)), name: safe(name), source: path, entry: await readFile(path, 'utf8'), ...(kind.type === 'hooks' ? { beside } : {}) };
  return { result: readComponent(unit), warnings };
}

async function readCategory(
  sourceDir: string,
  kind: Kind,
  category: string,
  warn: (file: string, message: string) => void,
  errors: CatalogProblem[],
): Promise<SourceUnit[]> {
  const catDir = join(sourceDir, kind.type, category);
  const catRel = `${kind.type}/${category}`;
  const entries = await list(catDir);
  const units: SourceUnit[] = [];
  const illegal = (rel: string, name: string) =>
    errors.push({ file: rel, message: `name "${name}" is not a legal path segment (allowed: A-Z a-z 0-9 . _ -)` });

  if (kind.layout === 'file') {
    const beside = nameRecord<string>();
    const componentFiles: string[] = [];
    for (const entry of entries) {
      const rel = `${catRel}/${entry.name}`;
      if (entry.isFile() && entry.name.endsWith(kind.ext) && entry.name.length > kind.ext.length) componentFiles.push(entry.name);
      else if (entry.isFile() && kind.type === 'hooks') {
        const text = decodeText(await readFile(join(catDir, entry.name)));
        if (text !== undefined) beside[entry.name] = text;
        else warn(rel, 'binary file beside a hook; ignored');
      } else if (!entry.name.startsWith('.')) warn(rel, `not a ${kind.ext} file of ${kind.type}; ignored`);
    }
    const texts = await Promise.all(componentFiles.map((f) => readFile(join(catDir, f), 'utf8')));
    componentFiles.forEach((file, i) => {
      const name = file.slice(0, -kind.ext.length);
      const rel = `${catRel}/${file}`;
      if (!isSafeSegment(name)) return illegal(rel, name);
      units.push({ kind, category, name, source: rel, entry: texts[i]!, ...(kind.type === 'hooks' ? { beside } : {}) });
    });
    if (kind.type === 'hooks') {
      const used = new Set<string>();
      for (const u of units) {
        try {
          const parsed = JSON.parse(u.entry) as { supportingFiles?: Array<{ source?: unknown }> };
          for (const s of parsed.supportingFiles ?? []) if (typeof s.source === 'string') used.add(s.source);
        } catch {
          /* reported by readComponent */
        }
      }
      for (const file of Object.keys(beside)) if (!used.has(file)) warn(`${catRel}/${file}`, 'not a supporting file of any hook here; ignored');
    }
    return units;
  }

  for (const entry of entries) {
    const rel = `${catRel}/${entry.name}`;
    if (!entry.isDirectory()) {
      if (!entry.name.startsWith('.')) warn(rel, `${kind.type} are folders (${kind.type}/{category}/{name}/${kind.entry}); ignored`);
      continue;
    }
    if (!isSafeSegment(entry.name)) {
      illegal(rel, entry.name);
      continue;
    }
    const files = nameRecord<string>();
    await readTree(join(catDir, entry.name), '', rel, warn, files);
    const entryText = ownValue(files, kind.entry!);
    if (entryText === undefined) {
      warn(rel, `skipped: no ${kind.entry}`);
      continue;
    }
    units.push({ kind, category, name: entry.name, source: `${rel}/${kind.entry}`, entry: entryText, files });
  }
  return units;
}

/** One folder of a kind (`{type}/{category}`): what loading it finds. */
export interface CategoryTask {
  sourceDir: string;
  type: string;
  category: string;
  isDirectory: boolean;
  /** The build's safety report cache (safety-cache.ts), if any. */
  reports?: SafetyCacheRef;
}

export interface CategoryRead {
  components: CatalogComponent[];
  warnings: CatalogProblem[];
  errors: CatalogProblem[];
}

/**
 * Reads one category folder and each of its components (readComponent: the
 * frontmatter, the digest and the safety report, most of a load's CPU). Pure
 * of shared state, so worker threads run it side by side (load-worker.ts).
 */
export async function readCategoryTask(task: CategoryTask): Promise<CategoryRead> {
  const read: CategoryRead = { components: [], warnings: [], errors: [] };
  const warn = (file: string, message: string) => read.warnings.push({ file, message });
  const kind = kindByType(task.type)!;
  const catRel = `${kind.type}/${task.category}`;
  if (!task.isDirectory) {
    if (!task.category.startsWith('.')) warn(catRel, `not inside a category folder (${kind.type}/{category}/...); ignored`);
    return read;
  }
  if (!isSafeSegment(task.category)) {
    read.errors.push({ file: catRel, message: `category "${task.category}" is not a legal path segment (allowed: A-Z a-z 0-9 . _ -)` });
    return read;
  }
  for (const unit of await readCategory(task.sourceDir, kind, task.category, warn, read.errors)) {
    const result = readComponent(unit, task.reports);
    for (const message of result.warnings) warn(unit.source, message);
    if (result.ok) read.components.push(result.component);
    else warn(unit.source, `skipped: ${result.problems.join('; ')}`);
  }
  return read;
}

/** Below this many category folders, starting workers costs more than it saves. */
const PARALLEL_MIN_CATEGORIES = 64;

async function readCategories(tasks: CategoryTask[], wanted: number | undefined): Promise<CategoryRead[]> {
  const threads = wanted ?? (tasks.length >= PARALLEL_MIN_CATEGORIES ? Math.min(availableParallelism(), 4) : 0);
  const reads: CategoryRead[] = [];
  if (threads < 2) {
    for (const task of tasks) reads.push(await readCategoryTask(task));
    return reads;
  }
  // Largest first would balance better, but sizes are unknown before reading; categories are many and small.
  await runOnWorkers<Reply<CategoryRead>>(workerUrl('load-worker', import.meta.url), tasks.length, { threads, message: (i) => ({ value: { index: i, task: tasks[i] } }) }, (reply) => {
    if (reply.error !== undefined) throw new Error(`reading ${tasks[reply.index]!.type}/${tasks[reply.index]!.category} failed: ${reply.error}`);
    // A kind crossed the thread as a copy: the one in KINDS again, so identity checks hold.
    for (const c of reply.result.components) {
      c.kind = kindByType(c.kind.type)!;
      // A clone copies each string: the entry file, in `files` and as `content`, is one string again (~16 MB at 20,000).
      if (c.files) for (const [path, text] of Object.entries(c.files)) if (text.length === c.content.length && text === c.content) c.files[path] = c.content;
    }
    reads[reply.index] = reply.result;
  });
  return reads;
}
