/**
 * The package as npm installs it: Node will not strip TypeScript types inside
 * node_modules, so `npx toolshed` runs the compiled lib/ that `npm pack`
 * builds (prepack). Build it, lay it out under a node_modules folder, and run
 * the real bin from there: help, a usage report over real transcript files,
 * and the monitor serving its page from the copied web assets.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/paths.ts';

let work: Awaited<ReturnType<typeof tempDir>>;
let pkg: string;
let bin: string;

function runBin(args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, DO_NOT_TRACK: '1' } });
}

beforeAll(async () => {
  work = await tempDir('toolshed-published-');
  pkg = join(work.path, 'node_modules', 'toolshed');
  await mkdir(join(pkg, 'bin'), { recursive: true });
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-cli.ts'), '--out', join(pkg, 'lib')], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build-cli failed:\n${built.stdout}${built.stderr}`);
  await cp(join(ROOT, 'bin', 'toolshed.mjs'), join(pkg, 'bin', 'toolshed.mjs'));
  await cp(join(ROOT, 'package.json'), join(pkg, 'package.json'));
  await symlink(join(ROOT, 'node_modules'), join(pkg, 'node_modules'), 'dir');
  bin = join(pkg, 'bin', 'toolshed.mjs');
}, 180_000);

afterAll(async () => {
  await work?.cleanup();
});

describe('the published package', () => {
  it('prints help from the compiled CLI', () => {
    const result = runBin(['--help']);
    expect(result.stderr).not.toMatch(/ERR_UNSUPPORTED|TypeScript/);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/toolshed chats/);
  });

  it('reports usage over real transcript files', async () => {
    const project = join(work.path, 'claude', 'projects', '-tmp-demo');
    await mkdir(project, { recursive: true });
    const base = { sessionId: 'abc', cwd: '/tmp/demo', version: '2.0.0' };
    const lines = [
      { ...base, type: 'user', uuid: 'u1', timestamp: '2026-11-20T10:00:00.000Z', message: { role: 'user', content: 'hi' } },
      {
        ...base, type: 'assistant', uuid: 'a1', requestId: 'r1', timestamp: '2026-11-20T10:00:05.000Z',
        message: { id: 'm1', role: 'assistant', model: 'claude-sonnet-4-20250514', content: [{ type: 'text', text: 'hello' }],
          usage: { input_tokens: 7, output_tokens: 11, cache_creation_input_tokens: 0, cache_read_input_tokens: 13 } },
      },
    ];
    await writeFile(join(project, 'abc.jsonl'), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const result = runBin(['usage', 'daily', '--json', '--tz', 'UTC', '--dir', join(work.path, 'claude')]);
    expect(result.status, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { rows: Array<{ key: string; tokens: { input: number; output: number; cacheRead: number } }> };
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({ key: '2026-11-20', tokens: { input: 7, output: 11, cacheRead: 13 } });
  });

  it('serves the monitor page from the assets copied into lib/', async () => {
    const child = spawn(process.execPath, [bin, 'chats', '--no-open', '--port', '0', '--dir', join(work.path, 'claude')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d) => {
          output += d;
          const match = /listening at (http:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]!.replace(/\/$/, ''));
        });
        child.stderr.on('data', (d) => (output += d));
        child.once('exit', (code) => reject(new Error(`chats exited with ${code}:\n${output}`)));
      });
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toMatch(/<script[^>]+src=/);
    } finally {
      child.kill('SIGINT');
    }
  });
});
