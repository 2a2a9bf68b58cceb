/**
 * `npm run discord:register [-- --dry-run]`: put the five slash commands to
 * Discord (DISCORD_APPLICATION_ID, DISCORD_BOT_TOKEN, optional DISCORD_GUILD_ID).
 */
import { commandDefinitions } from '../src/chat/definitions.ts';
import { registerCommands } from '../src/chat/register.ts';
import { readRegisterSettings } from '../src/chat/settings.ts';

if (process.argv.includes('--dry-run')) {
  console.log(JSON.stringify(commandDefinitions(), null, 2));
} else {
  try {
    const settings = readRegisterSettings(process.env);
    const registered = await registerCommands(settings);
    const where = settings.DISCORD_GUILD_ID ? `guild ${settings.DISCORD_GUILD_ID}` : 'every guild (global; may take up to an hour)';
    console.log(`Registered ${registered.length} commands for ${where}: ${registered.map((c) => `/${c.name}`).join(' ')}`);
  } catch (error) {
    console.error(`discord:register failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
