/**
 * The status line as the published package runs it: scripts/build-cli.ts bundles its
 * plain call into lib/statusline-fast.js and the bin loads that file alone. With every
 * other compiled module removed, `toolshed statusline` still prints its line; the bundle
 * holds no zod.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { NODE } from '../install/run-bin.ts';

const dirs: Array<{ cleanup: () => Promise<void> }> = [];
afterAll(async () => {
  for (const d of dirs) await d.cleanup();
});

describe('the published status line', () => {
  it('runs from its one bundled file, without zod', async () => {
    const d = await tempDir('statusline-package-');
    dirs.push(d);
    const pkg = join(d.path, 'toolshed');
    const built = spawnSync(NODE, [join(ROOT, 'scripts', 'build-cli.ts'), '--out', join(pkg, 'lib')], { encoding: 'utf8', timeout: 600_000 });
    expect(built.status, built.stderr).toBe(0);
    await cp(join(ROOT, 'bin'), join(pkg, 'bin'), { recursive: true });
    const bundle = await readFile(join(pkg, 'lib', 'statusline-fast.js'), 'utf8');
    expect(bundle).not.toMatch(/\bzod\b/);
    // Everything else of lib/ removed: the fast path must not need it.
    for (const e of await readdir(join(pkg, 'lib'))) if (e !== 'statusline-fast.js') await rm(join(pkg, 'lib', e), { recursive: true, force: true });
    const project = join(d.path, 'claude', 'projects', '-home-dev-x');
    await mkdir(project, { recursive: true });
    const id = 'f5555555-5555-4555-8555-555555555555';
    const transcript = join(project, `${id}.jsonl`);
    await writeFile(transcript, `${JSON.stringify({ type: 'assistant', sessionId: id, uuid: 'a1', timestamp: new Date().toISOString(), requestId: 'r1', message: { id: 'm1', model: 'claude-sonnet-4-5-20250929', content: [], usage: { input_tokens: 10, output_tokens: 20 } } })}\n`);
    const r = spawnSync(NODE, [join(pkg, 'bin', 'toolshed.mjs'), 'statusline'], {
      input: JSON.stringify({ session_id: id, transcript_path: transcript, model: { display_name: 'Sonnet 4.5' }, cost: { total_cost_usd: 0.5 }, context_window: { used_percentage: 12 } }),
      env: { PATH: process.env.PATH ?? '', HOME: d.path, CLAUDE_CONFIG_DIR: join(d.path, 'claude'), XDG_CACHE_HOME: join(d.path, 'cache') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe('Sonnet 4.5 · $0.50 session · usage ledger building… · ctx 12%\n');
  }, 900_000);
});
