import type { Fetch } from './catalog.ts';
import { commandDefinitions } from './definitions.ts';
import type { RegisterSettings } from './settings.ts';

/** Guild commands update at once; global ones can take up to an hour to reach every client. */
function registrationUrl(settings: RegisterSettings): string {
  const app = settings.DISCORD_APPLICATION_ID;
  return settings.DISCORD_GUILD_ID
    ? `${settings.DISCORD_API_URL}/applications/${app}/guilds/${settings.DISCORD_GUILD_ID}/commands`
    : `${settings.DISCORD_API_URL}/applications/${app}/commands`;
}

/** Replace the application's commands with ours (a bulk overwrite, so it is safe to repeat). */
export async function registerCommands(
  settings: RegisterSettings,
  fetch: Fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Array<{ id?: string; name?: string }>> {
  const response = await fetch(registrationUrl(settings), {
    method: 'PUT',
    headers: { authorization: `Bot ${settings.DISCORD_BOT_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(commandDefinitions()),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Discord refused the commands: HTTP ${response.status} ${text.slice(0, 500)}`);
  try {
    return JSON.parse(text) as Array<{ id?: string; name?: string }>;
  } catch {
    return [];
  }
}
