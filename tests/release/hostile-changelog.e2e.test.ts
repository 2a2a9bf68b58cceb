/**
 * Issue 17's hostile changelogs against the real local host over a socket:
 * each check ends as a clean 500 (or, for the 15 MB bullet, a stored and
 * shortened change), `last_error` says why, the next run tries again, and the
 * host's other functions answer while a check is parsing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/storage/pglite.ts';
import { tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { releaseEnv, startStandIns, type StandIns } from './stand-ins.ts';

const section = (version: string, body: string) => `# Changelog\n\n## ${version}\n\n${body}\n\n## 0.0.1\n\n- Initial release\n`;

const HOSTILE: Array<{ name: string; version: string; body: () => string; message: RegExp }> = [
  { name: "one bullet of `[x](` × 200,000 (800 KB)", version: '9.0.1', body: () => `- Added ${'[x]('.repeat(200_000)}`, message: /link brackets/ },
  { name: '`[x](` × 8,000 (32 KB)', version: '9.0.2', body: () => '[x]('.repeat(8_000), message: /link brackets/ },
  {
    name: 'a 1,000-line nested list (about 1 MB, cut to 256 KB)',
    version: '9.0.3',
    body: () => Array.from({ length: 1_000 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n'),
    message: /line 36 indents a list item more than 64 columns/,
  },
];

describe('hostile changelogs on the local host', () => {
  let standIns: StandIns;
  let server: LocalServer;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  const check = async () => {
    const response = await fetch(`${server.url}/api/release-check`, { method: 'POST' });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const track = async () =>
    (
      await fetch(`${server.url}/api/track-download-store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'agent', name: 'code-reviewer' }),
      })
    ).status;
  // Unsigned, so refused: any answer shows the host is not stalled.
  const chat = async () => (await fetch(`${server.url}/api/chat/interactions`, { method: 'POST', body: '{"type":1}' })).status;

  beforeAll(async () => {
    standIns = await startStandIns();
    dir = await tempDir('toolshed-hostile-');
    server = await startLocalServer({
      ...releaseEnv(standIns, ''),
      SUPABASE_URL: '',
      SUPABASE_SERVICE_ROLE_KEY: '',
      DATABASE_URL: '',
      DATA_DIR: dir.path,
      // Loading the parser and the parse each get a third of what is left: about 4 s here,
      // far below what the nested list takes and far above what a normal section takes.
      RELEASE_CHECK_BUDGET_MS: '12000',
      DISCORD_PUBLIC_KEY: 'a'.repeat(64),
    });
    // Open the host's database before the checks, so no check pays for it. Opening a new
    // PGlite folder can miss the tracking open deadline on a loaded machine: ask until it is open.
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 200; attempt++) status = await track();
    expect(status).toBe(200);
  });

  afterAll(async () => {
    await server?.stop();
    await standIns?.close();
    await dir?.cleanup();
  });

  for (const input of HOSTILE) {
    it(`${input.name}: a 500 naming the cause, while tracking and chat keep answering`, async () => {
      standIns.state.latest = input.version;
      standIns.state.changelog = section(input.version, input.body());
      // The other functions of the same host answer while the check runs (the deadline
      // itself is tested in section-parse.test.ts, where no machine can meet it).
      const [result, [trackStatus, chatStatus]] = await Promise.all([check(), Promise.all([track(), chat()])]);
      expect(result.status).toBe(500);
      expect(result.body.message).toMatch(input.message);
      expect(result.body.message).toContain(input.version);
      expect(trackStatus).toBe(200);
      expect(chatStatus).toBe(401);
      expect(standIns.webhookPosts).toHaveLength(0);
    });
  }

  it('the next run tries the same version again, and a fixed section then goes out', async () => {
    standIns.state.latest = '9.0.3';
    standIns.state.changelog = section('9.0.3', '- Fixed the nested list');
    const result = await check();
    expect(result.body).toMatchObject({ status: 'success', version: '9.0.3', changes: { total: 1 }, discord: { sent: true } });
  });

  it('a 15 MB one-line bullet is stored shortened to 2,000 characters and posted', async () => {
    standIns.state.latest = '9.0.4';
    standIns.state.changelog = section('9.0.4', `- Added ${'word '.repeat(3_000_000)}`);
    const result = await check();
    expect(result.body).toMatchObject({ status: 'success', version: '9.0.4', changes: { total: 1 }, discord: { sent: true } });
    expect(server.output()).toContain('release.section_truncated');
    // Failures are logged with their cause, never with the webhook's secret.
    expect(server.output()).toContain('release.failed');
    expect(server.output()).not.toContain(standIns.webhookToken);
  });

  it('the metadata counts every failure with its cause, and nothing was stored for a refused section', async () => {
    await server.stop();
    const db = await openPglite({ dataDir: dir.path });
    try {
      const meta = (await db.call('release_monitor_status')) as Record<string, any>;
      expect(meta.error_count).toBe(HOSTILE.length);
      expect(meta.last_version_found).toBe('9.0.4');
      // Successful runs keep the last failure's cause.
      expect(meta.last_error).toMatch(/version 9\.0\.3 .*indents a list item more than 64 columns/);
      for (const version of ['9.0.1', '9.0.2']) expect(await db.call('release_version_detail', { p_version: version })).toBeNull();
      const long = (await db.call('release_version_detail', { p_version: '9.0.4' })) as Record<string, any>;
      expect(long.changes[0].description.length).toBeLessThanOrEqual(2_000);
      expect(long.changes[0].description.endsWith('…')).toBe(true);
      expect(long.changelog_length).toBeLessThanOrEqual(50_000);
    } finally {
      await db.close();
    }
  });
});
