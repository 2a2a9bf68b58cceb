/**
 * The committed catalog-sources.json on a machine without network: the build
 * runs inside a network namespace of its own (`unshare -rn`: no interface but
 * a loopback that is down, so nothing leaves it), each real upstream fails at
 * once with git's reason, and the site is built from our own components with
 * /sources/ saying why; `--strict` fails instead, naming the sources.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { writeFiles } from './fixtures.ts';

const CAN_UNSHARE = spawnSync('unshare', ['-rn', 'true']).status === 0;
if (!CAN_UNSHARE) console.warn('!! unshare -rn is not permitted here: the offline build test is SKIPPED');

let dir: Awaited<ReturnType<typeof tempDir>>;

function build(...args: string[]) {
  const r = spawnSync('unshare', ['-rn', process.execPath, 'scripts/build.ts', '--out-dir', join(dir.path, 'dist'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      CATALOG_SOURCES: join(ROOT, 'catalog-sources.json'),
      TOOLSHED_SOURCES_CACHE_DIR: join(dir.path, 'cache'),
      CATALOG_SOURCE_DIR: join(dir.path, 'ours'),
      TOOLSHED_PAGE_CACHE_DIR: 'off',
      SOURCE_DATE_EPOCH: '1700000000',
      DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none',
      SUPABASE_URL: '',
    },
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

beforeAll(async () => {
  dir = await tempDir('toolshed-sources-offline-');
  await writeFiles(join(dir.path, 'ours'), { 'agents/ours/local-agent.md': '---\nname: local-agent\ndescription: One of ours.\n---\n\nOurs.\n' });
});

afterAll(async () => {
  await dir?.cleanup();
});

describe.runIf(CAN_UNSHARE)('the committed sources without network', () => {
  it('--strict fails at once, naming each source and why', () => {
    const r = build('--strict');
    expect(r.status, r.output).toBe(1);
    expect(r.output).toMatch(/catalog sources: --strict: source templates could not be pulled in: cannot fetch https:\/\/github\.com\/davila7\/claude-code-templates: .*resolve host/);
    expect(r.output).toMatch(/source official could not be pulled in: cannot fetch https:\/\/github\.com\/anthropics\/claude-plugins-official/);
  }, 120_000);

  it('builds the site from ours, and /sources/ says why each source is missing', async () => {
    const r = build();
    expect(r.status, r.output).toBe(0);
    expect(r.output).toMatch(/source templates \(https:\/\/github\.com\/davila7\/claude-code-templates at 8a9997bd572f\) left out: cannot fetch/);
    const html = await readFile(join(dir.path, 'dist/sources/index.html'), 'utf8');
    expect(html).toMatch(/id="source-templates" data-status="failed"/);
    expect(html).toMatch(/id="source-official" data-status="failed"/);
    expect(html).toContain('Not pulled in by this build: cannot fetch https://github.com/anthropics/claude-plugins-official');
  }, 600_000);
});
