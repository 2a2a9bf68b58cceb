/**
 * What the local tools (`chats`, `analytics`, `usage`) read from the environment,
 * once per command, through one schema: where the assistant keeps its transcripts
 * and where our index snapshot may be cached.
 */
import { z } from 'zod';
import { parseSettings } from '../settings.ts';

const path = (name: string) =>
  z
    .string()
    .refine((s) => !s.includes('\0'), `${name} must not contain a NUL character`)
    .refine((s) => s.length <= 4096, `${name} is longer than any path`);

const TranscriptSettingsSchema = z
  .object({
    /**
     * Claude Code's own setting. The client uses the first entry of a comma-separated
     * list (so do `chats` and `analytics`); usage reports and the status line read every
     * entry, as ccusage does (`CLAUDE_CONFIG_DIR=a,b`).
     */
    CLAUDE_CONFIG_DIR: path('CLAUDE_CONFIG_DIR')
      .transform((s) => s.split(',').map((d) => d.trim()))
      .pipe(z.array(z.string()).refine((ds) => ds[0] !== '', 'CLAUDE_CONFIG_DIR names no folder'))
      .optional(),
    /** Only an absolute XDG_CACHE_HOME is used (XDG Base Directory rule); else ~/.cache. */
    XDG_CACHE_HOME: path('XDG_CACHE_HOME').optional(),
  })
  .transform(({ CLAUDE_CONFIG_DIR: dirs, ...rest }) => ({
    ...rest,
    /** The first folder of CLAUDE_CONFIG_DIR (the client's). */
    CLAUDE_CONFIG_DIR: dirs?.[0],
    /** Every folder of CLAUDE_CONFIG_DIR, empty entries and repeats left out. */
    configDirs: dirs ? [...new Set(dirs.filter((d) => d !== ''))] : [],
  }));
export type TranscriptSettings = z.infer<typeof TranscriptSettingsSchema>;

export function readTranscriptSettings(env: Record<string, string | undefined> = process.env): TranscriptSettings {
  return parseSettings(TranscriptSettingsSchema, env);
}
