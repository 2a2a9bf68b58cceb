/**
 * The rules of the local tools' two settings, as plain functions: CLAUDE_CONFIG_DIR (one
 * folder, or several separated by commas) and XDG_CACHE_HOME (where our ledger and index
 * snapshot live). settings.ts reads them through its zod schema, which calls these; the
 * status line, which runs after every assistant message and cannot afford to load zod,
 * calls `readTranscriptSettingsLite` (the same rules, tests/transcripts/settings.test.ts
 * holds the two to the same answers).
 */
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** What is wrong with a path setting, or null. */
export function pathProblem(name: string, value: string): string | null {
  if (value.includes('\0')) return `${name} must not contain a NUL character`;
  if (value.length > 4096) return `${name} is longer than any path`;
  return null;
}

/** CLAUDE_CONFIG_DIR's entries, trimmed; the first must name a folder. */
export function splitConfigDirs(value: string): string[] {
  return value.split(',').map((d) => d.trim());
}
export const NO_FOLDER = 'CLAUDE_CONFIG_DIR names no folder';

/** Every folder of CLAUDE_CONFIG_DIR, empty entries and repeats left out. */
export const configDirsOf = (entries: string[] | undefined): string[] => (entries ? [...new Set(entries.filter((d) => d !== ''))] : []);

/** `${XDG_CACHE_HOME:-~/.cache}/toolshed`: only an absolute XDG_CACHE_HOME counts (XDG Base Directory rule). */
export function transcriptCacheDir(env: { XDG_CACHE_HOME?: string }, home: string = homedir()): string {
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.cache'), 'toolshed');
}

export interface TranscriptSettings {
  /** The first folder of CLAUDE_CONFIG_DIR (the client's). */
  CLAUDE_CONFIG_DIR?: string;
  /** Every folder of CLAUDE_CONFIG_DIR. */
  configDirs: string[];
  XDG_CACHE_HOME?: string;
}

/** The settings by the rules above, without zod; null when one is invalid (the caller does without). */
export function readTranscriptSettingsLite(env: Record<string, string | undefined>): TranscriptSettings | null {
  const raw = env.CLAUDE_CONFIG_DIR || undefined;
  const xdg = env.XDG_CACHE_HOME || undefined;
  if ((raw !== undefined && pathProblem('CLAUDE_CONFIG_DIR', raw)) || (xdg !== undefined && pathProblem('XDG_CACHE_HOME', xdg))) return null;
  const entries = raw === undefined ? undefined : splitConfigDirs(raw);
  if (entries && entries[0] === '') return null;
  return { CLAUDE_CONFIG_DIR: entries?.[0], configDirs: configDirsOf(entries), ...(xdg !== undefined ? { XDG_CACHE_HOME: xdg } : {}) };
}
