/** CLAUDE_CONFIG_DIR is read once, through one schema, by every local tool: the client's own rules, and a clear error otherwise. */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAssistantDir } from '../../src/transcripts/paths.ts';
import { readTranscriptSettings } from '../../src/transcripts/settings.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';

describe('transcript settings', () => {
  it('keeps the first entry of a comma-separated CLAUDE_CONFIG_DIR, as the client does', async () => {
    const settings = readTranscriptSettings({ CLAUDE_CONFIG_DIR: ' /a/claude , /b/claude' });
    expect(settings.CLAUDE_CONFIG_DIR).toBe('/a/claude');
    expect(await resolveAssistantDir({ settings })).toBe('/a/claude');
    expect(await resolveAssistantDir({ dir: '/flag', settings })).toBe('/flag');
  });

  it.each([[', /x', 'names no folder'], ['x'.repeat(5000), 'longer than any path']])('refuses CLAUDE_CONFIG_DIR=%j', (value, why) => {
    expect(() => readTranscriptSettings({ CLAUDE_CONFIG_DIR: value })).toThrow(why);
  });

  const dirs: Array<() => Promise<void>> = [];
  afterAll(async () => Promise.all(dirs.map((d) => d())));

  it('the CLI says which setting is wrong, exits 2, and prints no stack', async () => {
    const home = await tempDir();
    dirs.push(home.cleanup);
    await mkdir(join(home.path, 'c', 'projects'), { recursive: true });
    const run = (value: string) =>
      spawnSync(process.execPath, [join(ROOT, 'bin', 'toolshed.mjs'), 'usage', 'daily', '--json'], {
        env: { PATH: process.env.PATH, HOME: home.path, CLAUDE_CONFIG_DIR: value },
        encoding: 'utf8',
        timeout: 120_000,
      });
    const bad = run(',');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('toolshed: Invalid settings: CLAUDE_CONFIG_DIR: CLAUDE_CONFIG_DIR names no folder\n');
    const good = run(`${join(home.path, 'c')},/elsewhere`);
    expect(good.status, good.stderr).toBe(0);
    expect(JSON.parse(good.stdout).report).toBe('daily');
  });
});
