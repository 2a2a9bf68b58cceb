/** Where transcripts live and what each file under `projects/` is. */
import type { TranscriptSettings } from './config-dirs.ts';
import { stat } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Accepted session ids and file stems: no separators, no dot-dot. */
export const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export type TranscriptFile =
  /** projects/<dir>/<sessionId>.jsonl */
  | { kind: 'main'; projectDir: string; sessionId: string }
  /** projects/<dir>/<sessionId>/subagents/[<folder>/…]<name>.jsonl (2.1.x puts some agents, workflows', in folders below) */
  | { kind: 'subagent'; projectDir: string; sessionId: string; agent: string }
  /** projects/<dir>/agent-<id>.jsonl (older layout): the session comes from the lines. */
  | { kind: 'legacy-agent'; projectDir: string; agent: string };

/**
 * How many folders below `subagents/` hold agent transcripts too: Claude Code 2.1.x
 * writes some agents (workflows') into a folder of their own there, and reads
 * `subagents/` recursively; two levels cover what it writes.
 */
export const SUBAGENT_FOLDER_DEPTH = 2;

/** Classifies a path relative to `projects/`; null for anything that is not a transcript. */
export function classifyPath(relative: string): TranscriptFile | null {
  const parts = relative.split(sep).join('/').split('/');
  const last = parts[parts.length - 1] ?? '';
  if (!last.endsWith('.jsonl')) return null;
  const stem = last.slice(0, -'.jsonl'.length);
  if (!SAFE_ID.test(stem)) return null;
  const projectDir = parts[0] ?? '';
  if (parts.length === 2) {
    if (stem.startsWith('agent-')) return { kind: 'legacy-agent', projectDir, agent: stem };
    return { kind: 'main', projectDir, sessionId: stem };
  }
  if (parts.length >= 4 && parts.length <= 4 + SUBAGENT_FOLDER_DEPTH && parts[2] === 'subagents' && SAFE_ID.test(parts[1] ?? '') && parts.slice(3, -1).every((p) => SAFE_ID.test(p))) {
    return { kind: 'subagent', projectDir, sessionId: parts[1]!, agent: [...parts.slice(3, -1), stem].join('/') };
  }
  return null;
}

/** Where the client keeps its files when CLAUDE_CONFIG_DIR is not set: the first with a `projects/` folder, ~/.claude otherwise. */
const defaultDirs = (home: string) => [join(home, '.claude'), join(home, '.config', 'claude')];

async function isDir(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The assistant's directory: `--dir`, else CLAUDE_CONFIG_DIR (validated and reduced to
 * its first entry by src/transcripts/settings.ts), else ~/.claude, else ~/.config/claude;
 * the first of the defaults that has a `projects/` folder wins, ~/.claude otherwise.
 */
export async function resolveAssistantDir(opts: { dir?: string; settings: TranscriptSettings; home?: string }): Promise<string> {
  if (opts.dir) return opts.dir;
  if (opts.settings.CLAUDE_CONFIG_DIR) return opts.settings.CLAUDE_CONFIG_DIR;
  const candidates = defaultDirs(opts.home ?? opts.settings.home);
  for (const c of candidates) if (await isDir(join(c, 'projects'))) return c;
  return candidates[0]!;
}

/** `resolveAssistantDirs` without awaiting (the status line's one stat). */
export function resolveAssistantDirsSync(opts: { settings: TranscriptSettings; home?: string }): string[] {
  if (opts.settings.configDirs.length) return opts.settings.configDirs;
  const candidates = defaultDirs(opts.home ?? opts.settings.home);
  return [candidates.find((c) => statSync(join(c, 'projects'), { throwIfNoEntry: false })?.isDirectory()) ?? candidates[0]!];
}

/**
 * Every assistant directory a usage report reads: `--dir` (one), else each folder of
 * CLAUDE_CONFIG_DIR, else the default one.
 */
export async function resolveAssistantDirs(opts: { dir?: string; settings: TranscriptSettings; home?: string }): Promise<string[]> {
  if (opts.dir) return [opts.dir];
  if (opts.settings.configDirs.length) return opts.settings.configDirs;
  return [await resolveAssistantDir(opts)];
}

export const projectsDirOf = (assistantDir: string): string => join(assistantDir, 'projects');
