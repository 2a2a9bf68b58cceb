/**
 * An imported catalog through the whole build (`npm run build -- --strict`):
 * the build takes it with --strict, each imported component's page says where
 * it came from, and `/not-listed/` lists what the import left out and why,
 * every string from the repository made visible (a right-to-left override in
 * a file name shows as its code, never as itself).
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTemplatesRepo, put } from '../../bench/import-source.ts';
import { runImport } from '../../src/import/run.ts';
import type { ImportOutcome } from '../../src/import/outcome.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { commitAll } from './helpers.ts';

const STORE_DOWN = { DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' };
const RLO = '\u202e';

let repo: Awaited<ReturnType<typeof tempDir>>;
let source: Awaited<ReturnType<typeof tempDir>>;
let dist: Awaited<ReturnType<typeof tempDir>>;
let outcome: ImportOutcome;
let build: { status: number | null; output: string };
let commit: string;

beforeAll(async () => {
  repo = await tempDir('toolshed-import-site-repo-');
  source = await tempDir('toolshed-import-site-src-');
  dist = await tempDir('toolshed-import-site-dist-');
  await generateTemplatesRepo(repo.path, 40, { seed: 3 });
  // A name that would reverse what follows it on a page, and an agent the client would not load.
  await put(repo.path, `cli-tool/components/agents/security/evil${RLO}dm.md`, '---\nname: evil\ndescription: Reversed name\n---\nBody.\n');
  await put(repo.path, `cli-tool/components/agents/security/plain${RLO}text.md`, 'No frontmatter here.\n');
  commit = commitAll(repo.path);
  outcome = await runImport({ source: repo.path, out: source.path, repository: `https://git.example.invalid/owner${RLO}/templates.git` });
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--out-dir', dist.path, '--strict'], {
    cwd: ROOT,
    env: { ...process.env, CATALOG_SOURCE_DIR: source.path, SOURCE_DATE_EPOCH: '1700000000', ...STORE_DOWN },
    encoding: 'utf8',
  });
  build = { status: result.status, output: `${result.stdout}${result.stderr}` };
}, 600_000);

afterAll(async () => {
  await repo?.cleanup();
  await source?.cleanup();
  await dist?.cleanup();
});

describe('an imported catalog on the site', () => {
  it('builds with --strict', () => {
    expect(build.status, build.output).toBe(0);
  });

  it('says on each component page where it came from', async () => {
    const agent = outcome.record.components.find((c) => c.type === 'agents' && c.name === 'evil-dm')!;
    expect(agent, JSON.stringify(outcome.record.components.filter((c) => c.category === 'security'))).toBeDefined();
    const html = await readFile(join(dist.path, `component/agent/${agent.category}/${agent.name}/index.html`), 'utf8');
    const row = (label: string) => new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]*)</dd>`).exec(html)?.[1];
    expect(row('Imported from')).toBe(`https://git.example.invalid/owner\\u{202e}/templates.git, cli-tool/components/agents/security/evil\\u{202e}dm.md at commit ${commit.slice(0, 12)}`);
    expect(row('License')).toBe('MIT');
    expect(html).not.toContain(RLO);
  });

  it('lists on /not-listed/ what the import left out and why, and what it repaired', async () => {
    const html = await readFile(join(dist.path, 'not-listed/index.html'), 'utf8');
    expect(outcome.record.notListed.length).toBeGreaterThan(10);
    for (const n of outcome.record.notListed) {
      const shown = n.path.replaceAll(RLO, '\\u{202e}').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
      expect(html, n.path).toContain(shown);
    }
    expect(html).toContain('cli-tool/components/agents/security/plain\\u{202e}text.md');
    expect(html).toContain('no frontmatter: Claude Code does not load an agent without one');
    expect(html).toMatch(/Listed after a repair \(\d+\)/);
    expect(html).not.toContain(RLO);
    // Linked from every page.
    expect(await readFile(join(dist.path, 'index.html'), 'utf8')).toContain('href="/not-listed/"');
  });
});
