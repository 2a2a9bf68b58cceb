/**
 * What the local tools (`chats`, `analytics`, `usage`) read from the environment,
 * once per command, through one schema: where the assistant keeps its transcripts
 * and where our index snapshot may be cached.
 */
import { homedir } from 'node:os';
import { z } from 'zod';
import { parseSettings } from '../settings.ts';
import { configDirsOf, NO_FOLDER, pathProblem, splitConfigDirs, withFolders, type TranscriptSettings } from './config-dirs.ts';

export type { TranscriptSettings } from './config-dirs.ts';

const path = (name: string) =>
  z.string().superRefine((s, ctx) => {
    const problem = pathProblem(name, s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const TranscriptSettingsSchema = z
  .object({
    /**
     * Claude Code's own setting. The client uses the first entry of a comma-separated
     * list (so do `chats` and `analytics`); usage reports and the status line read every
     * entry, as ccusage does (`CLAUDE_CONFIG_DIR=a,b`).
     */
    CLAUDE_CONFIG_DIR: path('CLAUDE_CONFIG_DIR')
      .transform(splitConfigDirs)
      .pipe(z.array(z.string()).refine((ds) => ds[0] !== '', NO_FOLDER))
      .optional(),
    /** Only an absolute XDG_CACHE_HOME is used (XDG Base Directory rule); else ~/.cache. */
    XDG_CACHE_HOME: path('XDG_CACHE_HOME').optional(),
    /** Where ~/.claude and ~/.cache are; the process's home (os.homedir()) when unset. */
    HOME: path('HOME').optional(),
  });

/**
 * The settings, with the home and cache folders they decide: an entry point reads them
 * once and passes `cacheDir` down (nothing below it looks at the environment or the
 * process's home).
 */
export function readTranscriptSettings(env: Record<string, string | undefined> = process.env, home: string = homedir()): TranscriptSettings {
  const { CLAUDE_CONFIG_DIR: dirs, HOME, ...rest } = parseSettings(TranscriptSettingsSchema, env);
  return withFolders({ ...rest, CLAUDE_CONFIG_DIR: dirs?.[0], configDirs: configDirsOf(dirs) }, HOME, home);
}
