/**
 * End to end over the real catalog: the built site (dist/) and the real
 * tracking function on the local host, a scratch database shared by the host
 * and a rebuild. Install one component of every kind the catalog holds with
 * the real bin, then rebuild: each one's `downloads` went up by its installs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KINDS } from '../../src/catalog/kinds.ts';
import { createScratchPostgres, POSTGRES_URL } from '../helpers/databases.ts';
import { DIST, ROOT, tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';

const NODE = join(ROOT, 'node_modules', '.bin', 'node');

function run(args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

interface Entry {
  type: string;
  name: string;
  path: string;
  category: string;
}

let tmp: Awaited<ReturnType<typeof tempDir>>;
let server: LocalServer | undefined;
let storeEnv: Record<string, string>;
let dropDb: (() => Promise<void>) | undefined;
let picks: Entry[];

beforeAll(async () => {
  tmp = await tempDir('toolshed-e2e-');
  // Postgres when the test server is there (CI), else PGlite in a folder (the host is stopped before the rebuild).
  if (POSTGRES_URL) {
    const scratch = await createScratchPostgres();
    dropDb = scratch.drop;
    storeEnv = { DATABASE_URL: scratch.url, DATA_DIR: '' };
  } else {
    storeEnv = { DATABASE_URL: '', DATA_DIR: join(tmp.path, 'data') };
  }
  storeEnv = { ...storeEnv, SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' };
  const index = JSON.parse(await readFile(join(DIST, 'search-index.json'), 'utf8')) as Entry[];
  picks = KINDS.flatMap((k) => index.filter((e) => e.type === k.singular).slice(0, 1));
  server = await startLocalServer({ ...storeEnv, TOOLSHED_DIST: DIST });
  // The store opens (and migrates) on the first call, which can take longer than the CLI's 2 s
  // tracking limit; warm it with a download of a name the catalog does not have.
  let status = 0;
  for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
    const warm = await fetch(`${server.url}/api/track-download-store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'agent', name: 'warm-up-not-in-catalog' }),
    });
    status = warm.status;
    await warm.body?.cancel();
    if (status !== 200) await new Promise((r) => setTimeout(r, 1000));
  }
  expect(status, server.output()).toBe(200);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await dropDb?.();
  await tmp?.cleanup();
});

describe('install from the built catalog, count, rebuild', () => {
  it('installs one component of every kind in the catalog, and the rebuild shows the downloads', async () => {
    expect(picks.length).toBeGreaterThan(0);
    const project = join(tmp.path, 'project');
    await mkdir(project);
    const spec = (e: Entry) => e.path.replace(/\.[^./]+$/, '');
    const flags = picks.flatMap((e) => [`--${e.type}`, spec(e)]);
    // Dotfiles a sandbox or template places at the root are written only when named (the write policy).
    for (const e of picks.filter((p) => p.type === 'sandbox' || p.type === 'template')) {
      const kind = KINDS.find((k) => k.singular === e.type)!;
      const { files = {} } = JSON.parse(await readFile(join(DIST, 'component-content', kind.type, e.category, `${e.name}.json`), 'utf8'));
      for (const path of Object.keys(files)) if (!path.startsWith('.claude/') && path.split('/').some((s) => s.startsWith('.'))) flags.push('--allow-path', path);
    }
    const env = { HOME: join(tmp.path, 'home'), DO_NOT_TRACK: '', TOOLSHED_TELEMETRY: '', TOOLSHED_SITE_URL: '' };
    const first = await run([join(ROOT, 'bin/toolshed.mjs'), ...flags, '--site', server!.url, '--yes', '--force', '--verbose'], project, env);
    expect(first.out).not.toMatch(/tracking .* (skipped|HTTP [45])/);
    expect(first.code).toBe(0);
    // The first pick installed a second time: two downloads for it.
    const again = await run([join(ROOT, 'bin/toolshed.mjs'), `--${picks[0]!.type}`, spec(picks[0]!), '--site', server!.url, '--verbose'], project, env);
    expect(again.code).toBe(0);

    // Exact content for the kinds that are plain files.
    for (const e of picks.filter((p) => ['agent', 'command', 'loop'].includes(p.type))) {
      const kind = KINDS.find((k) => k.singular === e.type)!;
      const content = JSON.parse(await readFile(join(DIST, 'component-content', kind.type, e.category, `${e.name}.json`), 'utf8')).content;
      const folder = e.type === 'agent' ? 'agents' : 'commands';
      expect(await readFile(join(project, '.claude', folder, `${e.name}.md`), 'utf8')).toBe(content);
    }

    await server!.stop();
    server = undefined;
    const out = join(tmp.path, 'rebuilt');
    const build = await run(['scripts/build.ts', '--out-dir', out], ROOT, storeEnv);
    expect(build.code, build.out).toBe(0);
    for (const [i, e] of picks.entries()) {
      const kind = KINDS.find((k) => k.singular === e.type)!;
      const list = JSON.parse(await readFile(join(out, 'components', `${kind.type}.json`), 'utf8')) as (Entry & { downloads: number })[];
      const row = list.find((r) => r.path === e.path);
      expect({ component: `${e.type} ${e.path}`, downloads: row?.downloads }).toEqual({ component: `${e.type} ${e.path}`, downloads: i === 0 ? 2 : 1 });
    }
  }, 300_000);
});
