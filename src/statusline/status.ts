/**
 * One status line call, without zod and without reading anything but the summary and
 * the current transcript's new bytes: the line to print, and what to write after it
 * (the summary with this call's delta, a distinct official reading, a refresh request).
 * The shell (src/cli/statusline.ts) prints first and writes after.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { readTranscriptSettingsLite } from '../transcripts/config-dirs.ts';
import { classifyPath, projectsDirOf, resolveAssistantDirsSync } from '../transcripts/paths.ts';
import { readingsPath, refreshLockPath, summaryPath } from '../ledger/paths.ts';
import { readSummary, writeSummarySync } from '../ledger/summary-file.ts';
import { appendReading, hasFigures, lastReadingKey, readingKey } from '../ledger/readings.ts';
import type { StatusSummary } from '../ledger/summary.ts';
import { parseStatusInput, readingOf } from './input.ts';
import { applyDelta } from './delta.ts';
import { formatStatusLine, FALLBACK } from './line.ts';
import { requestRefresh, REFRESH_AFTER_MS } from './refresh.ts';

export interface StatusCall {
  line: string;
  /** Writes after the line is out (never throws). */
  after: () => void;
}

export interface StatusDeps {
  env: Record<string, string | undefined>;
  nowMs: number;
  home?: string;
  /** Starts `toolshed statusline --refresh` detached. */
  startRefresh: () => void;
}

/** The transcript path when it is a transcript under one of the folders (the input is never trusted with a path). */
function transcriptIn(path: string | null, projectsDirs: string[]): { path: string; session: string } | null {
  if (!path || !isAbsolute(path) || !path.endsWith('.jsonl')) return null;
  const abs = resolve(path);
  for (const dir of projectsDirs) {
    const rel = relative(dir, abs);
    if (rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..')) continue;
    const c = classifyPath(rel);
    if (c && c.kind === 'main') return { path: abs, session: c.sessionId };
  }
  return null;
}

export function statusCall(stdin: string, deps: StatusDeps): StatusCall {
  const nothing = () => {};
  const input = parseStatusInput(stdin);
  if (!input) return { line: FALLBACK, after: nothing };
  const settings = readTranscriptSettingsLite(deps.env, deps.home);
  if (!settings) return { line: formatStatusLine(input, null, deps.nowMs), after: nothing };
  const projectsDirs = resolveAssistantDirsSync({ settings, home: deps.home }).map(projectsDirOf);
  const cacheDir = settings.cacheDir;
  const sPath = summaryPath(cacheDir, projectsDirs);
  const base = readSummary(sPath);
  const transcript = transcriptIn(input.transcriptPath, projectsDirs);
  const session = input.sessionId ?? transcript?.session ?? null;
  let summary: StatusSummary | null = base;
  let changed = false;
  let behind = base === null;
  if (base && transcript) {
    const d = applyDelta(base, transcript.path, transcript.session, deps.nowMs);
    summary = d.summary;
    changed = d.changed;
    behind = d.behind;
  }
  const line = formatStatusLine(input, summary, deps.nowMs);
  return {
    line,
    after: () => {
      try {
        const reading = readingOf(input, deps.nowMs);
        const key = readingKey(reading);
        const log = readingsPath(cacheDir, projectsDirs);
        const last = summary ? summary.readings[session ?? ''] : session ? lastReadingKey(log, session) : null;
        if (hasFigures(reading) && session && last !== key) {
          appendReading(log, reading);
          if (summary) {
            summary = { ...summary, readings: { ...summary.readings, [session]: key } };
            changed = true;
          }
        }
        if (summary && changed) writeSummarySync(sPath, summary);
      } catch {
        // A read-only or full cache folder: the line was printed, nothing else matters.
      }
      if (behind || !summary || deps.nowMs - summary.generatedAt > REFRESH_AFTER_MS) requestRefresh(refreshLockPath(cacheDir, projectsDirs), deps.nowMs, deps.startRefresh);
    },
  };
}
