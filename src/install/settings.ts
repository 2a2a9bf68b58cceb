import { z } from 'zod';
import { parseSettings } from '../settings.ts';

/** Where `toolshed` installs from when neither --site nor TOOLSHED_SITE_URL is given. */
export const PUBLISHED_SITE_URL = 'https://toolshed.netlify.app';

const Off = (value: string | undefined, offValues: string[]) => value !== undefined && offValues.includes(value.trim().toLowerCase());

/** A component's download (its `{content, files}` JSON) above this is refused before anything is written. */
export const DEFAULT_MAX_COMPONENT_BYTES = 4 * 1024 * 1024;

const InstallerSettingsSchema = z
  .looseObject({
    TOOLSHED_SITE_URL: z.string().optional(),
    TOOLSHED_MAX_COMPONENT_BYTES: z.coerce.number().int().min(1).max(1024 * 1024 * 1024).default(DEFAULT_MAX_COMPONENT_BYTES),
    DO_NOT_TRACK: z.string().optional(),
    TOOLSHED_TELEMETRY: z.string().optional(),
    HOME: z.string().optional(),
    USERPROFILE: z.string().optional(),
  })
  .transform((env) => ({
    site: env.TOOLSHED_SITE_URL ?? PUBLISHED_SITE_URL,
    telemetry: !(Off(env.DO_NOT_TRACK, ['1', 'true', 'yes']) || Off(env.TOOLSHED_TELEMETRY, ['0', 'false', 'off', 'no'])),
    home: env.HOME ?? env.USERPROFILE,
    maxComponentBytes: env.TOOLSHED_MAX_COMPONENT_BYTES,
  }));
export type InstallerSettings = z.infer<typeof InstallerSettingsSchema>;

export function readInstallerSettings(env: Record<string, string | undefined>): InstallerSettings {
  return parseSettings(InstallerSettingsSchema, env);
}
