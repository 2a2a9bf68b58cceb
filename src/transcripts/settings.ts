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

const TranscriptSettingsSchema = z.object({
  /** Claude Code's own setting; like the client, the first entry of a comma-separated list counts. */
  CLAUDE_CONFIG_DIR: path('CLAUDE_CONFIG_DIR')
    .transform((s) => s.split(',')[0]!.trim())
    .pipe(z.string().min(1, 'CLAUDE_CONFIG_DIR names no folder'))
    .optional(),
  /** Only an absolute XDG_CACHE_HOME is used (XDG Base Directory rule); else ~/.cache. */
  XDG_CACHE_HOME: path('XDG_CACHE_HOME').optional(),
});
export type TranscriptSettings = z.infer<typeof TranscriptSettingsSchema>;

export function readTranscriptSettings(env: Record<string, string | undefined> = process.env): TranscriptSettings {
  return parseSettings(TranscriptSettingsSchema, env);
}
