/**
 * Safety reports kept between builds (issue 36): the analysis is most of a
 * catalog load's CPU, and a component whose bytes did not change, checked by
 * an analyzer that did not change, gets the same report. So what readComponent
 * derives from a component's bytes (the lines of what it runs and its safety
 * report) is kept under its kind, its sha256 and the analyzer's version; a
 * warm build of unchanged components reads them back instead of analysing.
 *
 * The analyzer's version (analyzer-version.ts, the build's only) is a digest
 * of every source file the analyzer is made of and of the lock file: a change
 * to any of them is a new version, and every report is made again. The folder (`TOOLSHED_SAFETY_CACHE_DIR`,
 * default `node_modules/.cache/toolshed/safety`, `off` to analyse every
 * component) holds `{version}/{sha256[0:2]}/{sha256}.{kind}.json`, each
 * written under a temporary name and renamed; a file that does not read back
 * as a report is analysed again. Versions unused for a week are removed.
 * The /safety/ page's corpora (thousands of components made of the attacker
 * and twin payloads) are read through the same cache (cachedAnalyzer): on a
 * warm build their figures cost no analysis either.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { readComponent } from '../safety/analyze.ts';
import type { SafetyReport } from '../safety/report.ts';
import { SafetyReportSchema } from '../safety/report.ts';
import type { KindLike, PublishedContent } from '../safety/runnables.ts';
import { contentDigest } from './digest.ts';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** What the cache holds for one component: everything readComponent derives from its bytes through the scan. */
export const CachedReadingSchema = z.strictObject({
  executes: z.array(z.string()),
  unreadable: z.array(z.string()),
  safety: SafetyReportSchema,
});
export type CachedReading = z.infer<typeof CachedReadingSchema>;

/** Where the reports are and which analyzer made them: plain data, so it crosses to the load's worker threads. */
export interface SafetyCacheRef {
  dir: string;
  version: string;
}

/** The cache for this analyzer under `dir`; versions nobody used for a week are removed. */
export function openSafetyCache(dir: string, version: string, now = Date.now()): SafetyCacheRef {
  mkdirSync(join(dir, version), { recursive: true });
  const stamp = new Date(now);
  utimesSync(join(dir, version), stamp, stamp);
  for (const name of readdirSync(dir)) {
    if (name === version) continue;
    const at = join(dir, name);
    if (now - statSync(at).mtimeMs > WEEK_MS) rmSync(at, { recursive: true, force: true });
  }
  return { dir, version };
}

const fileOf = (ref: SafetyCacheRef, type: string, sha256: string) => join(ref.dir, ref.version, sha256.slice(0, 2), `${sha256}.${type}.json`);

/** The reading kept for these bytes of this kind, or undefined (never kept, or not readable as one). */
export function cachedReading(ref: SafetyCacheRef, type: string, sha256: string): (CachedReading & { cached: true }) | undefined {
  let text: string;
  try {
    text = readFileSync(fileOf(ref, type, sha256), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = CachedReadingSchema.safeParse(JSON.parse(text));
    return parsed.success ? { ...parsed.data, cached: true } : undefined;
  } catch {
    return undefined;
  }
}

/** Keep a reading; a failure to write only costs the next build an analysis. */
export function keepReading(ref: SafetyCacheRef, type: string, sha256: string, reading: { executes: string[]; unreadable: string[]; safety: SafetyReport }): void {
  const file = fileOf(ref, type, sha256);
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, JSON.stringify({ executes: reading.executes, unreadable: reading.unreadable, safety: reading.safety }));
    renameSync(temp, file);
  } catch {
    rmSync(temp, { force: true });
  }
}

/** What the scan derives from these bytes: read back from the cache (when there is one) or made and kept. */
export function readingOf(ref: SafetyCacheRef | undefined, kind: KindLike & { type: string }, sha256: string, published: PublishedContent): CachedReading & { cached: boolean } {
  const kept = ref && cachedReading(ref, kind.type, sha256);
  if (kept) return kept;
  // One extraction of what runs for the panel, the prompt and the report.
  const { scan, safety } = readComponent(kind, published);
  const reading = { executes: scan?.extraction.runnables.map((r) => r.line) ?? [], unreadable: scan?.extraction.unreadable ?? [], safety, cached: false };
  if (ref) keepReading(ref, kind.type, sha256, reading);
  return reading;
}

/**
 * A digest of exactly what the analyzer reads: the entry's text and every file. (A catalog component's
 * sha256 covers only its files when it has some, its entry being one of them; a corpus component's
 * entry need not be.) The entry goes in under a name no file can have.
 */
export function analysisKey(published: PublishedContent): string {
  return contentDigest(published.files ? { content: '', files: { ...published.files, '\0entry': published.content } } : published);
}

/** The analyzer over `ref`'s reports: the same report as analyzeComponent, read back when these bytes were analysed before. */
export function cachedAnalyzer(ref: SafetyCacheRef | undefined): (kind: KindLike & { type: string }, published: PublishedContent) => SafetyReport {
  return (kind, published) => readingOf(ref, kind, analysisKey(published), published).safety;
}
