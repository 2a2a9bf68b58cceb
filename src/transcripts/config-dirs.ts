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

/**
 * The user's home: the environment's HOME when it is an absolute path (what os.homedir()
 * reads for this process, so the same answer in production), else the given default. An
 * entry point's environment decides, so a command run with another HOME (a test's temporary
 * one) never reads or writes the real user's folders.
 */
export function homeOf(env: { HOME?: string }, home: string = homedir()): string {
  return env.HOME && isAbsolute(env.HOME) ? env.HOME : home;
}

/** `${XDG_CACHE_HOME:-$HOME/.cache}/toolshed`: only an absolute XDG_CACHE_HOME counts (XDG Base Directory rule). */
export function transcriptCacheDir(env: { XDG_CACHE_HOME?: string; HOME?: string }, home: string = homedir()): string {
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(homeOf(env, home), '.cache'), 'toolshed');
}

export interface TranscriptSettings {
  /** The first folder of CLAUDE_CONFIG_DIR (the client's). */
  CLAUDE_CONFIG_DIR?: string;
  /** Every folder of CLAUDE_CONFIG_DIR. */
  configDirs: string[];
  XDG_CACHE_HOME?: string;
  /** The home the default assistant folders are under (`homeOf`). */
  home: string;
  /** Where our ledger, index snapshot and archive live (`transcriptCacheDir`): every writer takes it from here. */
  cacheDir: string;
}

/** The settings by the rules above, without zod; null when one is invalid (the caller does without). */
export function readTranscriptSettingsLite(env: Record<string, string | undefined>, home: string = homedir()): TranscriptSettings | null {
  const raw = env.CLAUDE_CONFIG_DIR || undefined;
  const xdg = env.XDG_CACHE_HOME || undefined;
  const envHome = env.HOME || undefined;
  if ((raw !== undefined && pathProblem('CLAUDE_CONFIG_DIR', raw)) || (xdg !== undefined && pathProblem('XDG_CACHE_HOME', xdg)) || (envHome !== undefined && pathProblem('HOME', envHome))) return null;
  const entries = raw === undefined ? undefined : splitConfigDirs(raw);
  if (entries && entries[0] === '') return null;
  return withFolders({ CLAUDE_CONFIG_DIR: entries?.[0], configDirs: configDirsOf(entries), ...(xdg !== undefined ? { XDG_CACHE_HOME: xdg } : {}) }, envHome, home);
}

/** The folders both readers derive from the settings they read. */
export function withFolders(s: Omit<TranscriptSettings, 'home' | 'cacheDir'>, envHome: string | undefined, home: string): TranscriptSettings {
  const env = { HOME: envHome, XDG_CACHE_HOME: s.XDG_CACHE_HOME };
  return { ...s, home: homeOf(env, home), cacheDir: transcriptCacheDir(env, home) };
}
