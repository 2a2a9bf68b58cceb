/** `npm run discord:register` as a real process against a local stand-in for Discord's API. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandDefinitions } from '../../src/chat/definitions.ts';
import { ROOT } from '../helpers/paths.ts';
import { startStandIn, type StandIn } from './discord.ts';

const TOKEN = 'bot-token-should-stay-secret';
let refuse = false;
let discord: StandIn;

beforeAll(async () => {
  discord = await startStandIn((req) =>
    refuse
      ? { status: 401, body: '{"message":"401: Unauthorized","code":0}' }
      : { status: 200, body: JSON.stringify((JSON.parse(req.body) as Array<{ name: string }>).map((c, i) => ({ id: String(i + 1), ...c }))) },
  );
});
afterAll(() => discord?.close());

function register(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'discord-register.ts'), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const base = () => ({ DISCORD_APPLICATION_ID: '123456789012345678', DISCORD_BOT_TOKEN: TOKEN, DISCORD_API_URL: discord.url });

describe('discord:register', () => {
  it('puts the five commands globally with the bot token', async () => {
    const before = discord.requests.length;
    const result = await register([], base());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Registered 5 commands');
    const req = discord.requests[before]!;
    expect(req.method).toBe('PUT');
    expect(req.url).toBe('/applications/123456789012345678/commands');
    expect(req.headers.authorization).toBe(`Bot ${TOKEN}`);
    expect(JSON.parse(req.body)).toEqual(commandDefinitions());
  });

  it('puts them to one guild when DISCORD_GUILD_ID is set', async () => {
    const before = discord.requests.length;
    const result = await register([], { ...base(), DISCORD_GUILD_ID: '998877665544332211' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('guild 998877665544332211');
    expect(discord.requests[before]!.url).toBe('/applications/123456789012345678/guilds/998877665544332211/commands');
  });

  it('prints the JSON without sending anything or needing credentials with --dry-run', async () => {
    const before = discord.requests.length;
    const result = await register(['--dry-run'], { DISCORD_API_URL: discord.url });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(commandDefinitions());
    expect(discord.requests.length).toBe(before);
  });

  it('fails clearly on missing settings and on a refusal, never printing the token', async () => {
    const missing = await register([], { DISCORD_API_URL: discord.url });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/DISCORD_APPLICATION_ID[\s\S]*DISCORD_BOT_TOKEN/);
    refuse = true;
    const refused = await register([], base());
    refuse = false;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Discord refused the commands: HTTP 401');
    expect(refused.stdout + refused.stderr).not.toContain(TOKEN);
  });
});
