// zod/mini, not zod: its parts tree-shake, so these settings add to the Discord function's bundle only what they use (its interaction schemas, schemas.ts, still load full zod; docs/benchmarks.md).
import * as z from 'zod/mini';
import { parseSettings } from '../settings.ts';

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const SNOWFLAKE = /^[0-9]{1,25}$/;

/** Discord's own API; a setting so tests and staging can point elsewhere. */
const DEFAULT_DISCORD_API_URL = 'https://discord.com/api/v10';

const baseUrl = z.pipe(
  z.url({ protocol: /^https?$/ }),
  z.transform((u: string) => u.replace(/\/+$/, '')),
);

/**
 * Settings of the interactions endpoint. The public key stays optional here so
 * a missing or malformed key becomes the spec's 500 answer, not a crash at load.
 */
const ChatSettingsSchema = z.object({
  DISCORD_PUBLIC_KEY: z.optional(z.string()),
  /** Where the catalog lives: `${SITE_URL}/chat/index.txt` (and its description shards) and the page links. Unset: the request's own origin. */
  SITE_URL: z.optional(baseUrl),
  DISCORD_API_URL: z._default(baseUrl, DEFAULT_DISCORD_API_URL),
});
export type ChatSettings = z.infer<typeof ChatSettingsSchema>;

export function readChatSettings(env: Record<string, string | undefined> = process.env): ChatSettings {
  return parseSettings(ChatSettingsSchema, env);
}

/** The public key as bytes, or undefined when it is missing or not 64 hex characters. */
export function publicKeyBytes(settings: ChatSettings): Uint8Array | undefined {
  const key = settings.DISCORD_PUBLIC_KEY?.trim();
  if (!key || !HEX_KEY.test(key)) return undefined;
  return Uint8Array.from(Buffer.from(key, 'hex'));
}

/** Settings of `npm run discord:register`. */
const RegisterSettingsSchema = z.object({
  DISCORD_APPLICATION_ID: z.string().check(z.regex(SNOWFLAKE, 'must be the numeric application id')),
  DISCORD_BOT_TOKEN: z.string().check(z.minLength(1)),
  DISCORD_GUILD_ID: z.optional(z.string().check(z.regex(SNOWFLAKE, 'must be a numeric guild id'))),
  DISCORD_API_URL: z._default(baseUrl, DEFAULT_DISCORD_API_URL),
});
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>;

export function readRegisterSettings(env: Record<string, string | undefined> = process.env): RegisterSettings {
  return parseSettings(RegisterSettingsSchema, env);
}
