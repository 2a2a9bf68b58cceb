import { z } from 'zod';
import { parseSettings } from '../settings.ts';

/** Where `toolshed` installs from when neither --site nor TOOLSHED_SITE_URL is given. */
export const PUBLISHED_SITE_URL = 'https://toolshed.netlify.app';

const Off = (value: string | undefined, offValues: string[]) => value !== undefined && offValues.includes(value.trim().toLowerCase());

const InstallerSettingsSchema = z
  .looseObject({
    TOOLSHED_SITE_URL: z.string().optional(),
    DO_NOT_TRACK: z.string().optional(),
    TOOLSHED_TELEMETRY: z.string().optional(),
    HOME: z.string().optional(),
    USERPROFILE: z.string().optional(),
  })
  .transform((env) => ({
    site: env.TOOLSHED_SITE_URL ?? PUBLISHED_SITE_URL,
    telemetry: !(Off(env.DO_NOT_TRACK, ['1', 'true', 'yes']) || Off(env.TOOLSHED_TELEMETRY, ['0', 'false', 'off', 'no'])),
    home: env.HOME ?? env.USERPROFILE,
  }));
export type InstallerSettings = z.infer<typeof InstallerSettingsSchema>;

export function readInstallerSettings(env: Record<string, string | undefined>): InstallerSettings {
  return parseSettings(InstallerSettingsSchema, env);
}
