/** What `npm start` reads from its environment, once, through one schema. */
import { z } from 'zod';
import { parseSettings } from '../settings.ts';

const HostSettingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8888),
  /** Loopback by default: the local host is for this machine (a wider address serves any Host header). */
  HOST: z.string().min(1).default('127.0.0.1'),
});
export type HostSettings = z.infer<typeof HostSettingsSchema>;

export function readHostSettings(env: Record<string, string | undefined> = process.env): HostSettings {
  return parseSettings(HostSettingsSchema, env);
}
