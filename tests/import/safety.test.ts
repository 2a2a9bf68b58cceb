/**
 * Bad input loses nothing: every path from the imported repository is checked
 * before it touches the file system (links not followed, nothing outside the
 * repository read, nothing outside the source tree written), caps stop a
 * repository that is too large, a record that lies is refused, and an import
 * stopped half-way (Ctrl-C on the real script) leaves whole files only and
 * completes on the next run.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateTemplatesRepo, put } from '../../bench/import-source.ts';
import { runImport } from '../../src/import/run.ts';
import { DEFAULT_LIMITS } from '../../src/import/tree.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});
async function dir(prefix: string): Promise<string> {
  const d = await tempDir(prefix);
  cleanups.push(d.cleanup);
  return d.path;
}

/** Every file under `root` with its text, by relative path. */
async function snapshot(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.set(relative(root, path), await readFile(path, 'utf8'));
  }
  return out;
}

const marketplace = (plugins: unknown[]) => JSON.stringify({ name: 'm', owner: { name: 'o' }, plugins });

describe('paths from the imported repository', () => {
  it('reads nothing outside the repository: sources and manifest paths that leave it, and links, are reported', async () => {
    const outside = await dir('toolshed-import-outside-');
    await put(outside, 'agents/secret.md', '---\nname: secret\ndescription: outside\n---\nSecret.\n');
    const repo = await dir('toolshed-import-escape-');
    await symlink(outside, join(repo, 'linked'));
    await put(repo, 'plugins/ok/commands/fine.md', '---\ndescription: fine\n---\nFine.\n');
    await put(repo, 'plugins/sneaky/.claude-plugin/plugin.json', JSON.stringify({ name: 'sneaky', agents: ['../../../etc/passwd'] }));
    await put(repo, 'plugins/sneaky/commands/x.md', 'x\n');
    await put(repo, '.claude-plugin/marketplace.json', marketplace([
      { name: 'ok', source: './plugins/ok' },
      { name: 'up', source: '../' },
      { name: 'abs', source: '/etc' },
      { name: 'link', source: './linked' },
      { name: 'addr', source: 'file:///etc' },
      { name: 'sneaky', source: './plugins/sneaky' },
    ]));
    const out = await dir('toolshed-import-escape-out-');
    const { record } = await runImport({ source: repo, out });
    expect(record.components.map((c) => `${c.type}/${c.category}/${c.name}`)).toEqual(['commands/ok/fine']);
    const reasons = Object.fromEntries(record.notListed.map((n) => [n.path, n.reason]));
    expect(reasons).toMatchObject({
      up: expect.stringMatching(/leaves the repository/),
      abs: expect.stringMatching(/leaves the repository/),
      linked: expect.stringMatching(/symbolic link/),
      addr: expect.stringMatching(/is an address, not a folder/),
      'plugins/sneaky': expect.stringMatching(/leaves the plugin folder/),
    });
    expect(JSON.stringify(await snapshot(out))).not.toContain('Secret.');
  });

  it('writes nothing outside the source tree, even through a link inside it', async () => {
    const repo = await dir('toolshed-import-repo-');
    await generateTemplatesRepo(repo, 40);
    const elsewhere = await dir('toolshed-import-elsewhere-');
    const out = await dir('toolshed-import-linked-out-');
    await symlink(elsewhere, join(out, 'agents'));
    await expect(runImport({ source: repo, out })).rejects.toThrow(/symbolic link on the way leads to .*outside/);
    expect(await readdir(elsewhere)).toEqual([]);
  });

  it('stops at the caps with a sentence that says which, and takes no file over 1 MB', async () => {
    const repo = await dir('toolshed-import-big-');
    await generateTemplatesRepo(repo, 60);
    const out = await dir('toolshed-import-big-out-');
    await expect(runImport({ source: repo, out, limits: { ...DEFAULT_LIMITS, maxFiles: 30 } })).rejects.toThrow(/more than 30 files under cli-tool\/components; the import takes no more/);
    await expect(runImport({ source: repo, out, limits: { ...DEFAULT_LIMITS, maxDepth: 4 } })).resolves.toMatchObject({ record: { notListed: expect.arrayContaining([expect.objectContaining({ reason: 'more than 4 folders deep; not read' })]) } });
    const market = await dir('toolshed-import-bigmarket-');
    await put(market, '.claude-plugin/marketplace.json', marketplace([{ name: 'a', source: './a', description: 'x'.repeat(1_100_000) }]));
    await expect(runImport({ source: market, out })).rejects.toThrow(/marketplace file is not text the import can read/);
  });

  it('refuses a record that claims files which are not its components\', and ignores a journal that does', async () => {
    const repo = await dir('toolshed-import-repo-');
    await generateTemplatesRepo(repo, 30);
    const out = await dir('toolshed-import-record-out-');
    await writeFile(join(out, 'keep.md'), 'keep');
    const { record } = await runImport({ source: repo, out, id: 'lying' });
    const lying = { ...record, components: [{ ...record.components[0]!, files: ['../keep.md'] }] };
    await writeFile(join(out, '.imports/lying.json'), JSON.stringify(lying));
    await expect(runImport({ source: repo, out, id: 'lying' })).rejects.toThrow(/\.imports\/lying\.json is not an import record \(a file that is not its component's\)/);
    await writeFile(join(out, '.imports/lying.json'), JSON.stringify(record));
    await writeFile(join(out, '.imports/lying.pending.json'), JSON.stringify({ id: 'lying', paths: ['keep.md', 'agents/x/../../keep.md'] }));
    await runImport({ source: repo, out, id: 'lying' });
    expect(await readFile(join(out, 'keep.md'), 'utf8')).toBe('keep');
  });
});

describe('an import stopped half-way', () => {
  it('leaves whole files only, touches nothing else, and completes on the next run (Ctrl-C on the script)', async () => {
    const repo = await dir('toolshed-import-sigint-');
    // Enough components that the run is still writing when the first ones land (about 10 s of import on a quiet machine).
    await generateTemplatesRepo(repo, 1200);
    // The reference: the same import, run to its end.
    const reference = await dir('toolshed-import-reference-');
    await runImport({ source: repo, out: reference, id: 'cut' });
    const expected = await snapshot(reference);

    const out = await dir('toolshed-import-cut-');
    await mkdir(join(out, 'agents/hand-made'), { recursive: true });
    await writeFile(join(out, 'agents/hand-made/mine.md'), '---\nname: mine\ndescription: mine\n---\nMine.\n');
    const child = spawn(join(ROOT, 'node_modules/.bin/node'), [join(ROOT, 'scripts/import.ts'), repo, '--out', out, '--id', 'cut'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    const journal = join(out, '.imports/cut.pending.json');
    let interrupted = false;
    // No cap on the polls: on a busy machine the first components may take minutes; the test's own timeout bounds it.
    while (child.exitCode === null) {
      // Once some components are written: the journal is there and the kind folders fill up.
      if (existsSync(journal) && existsSync(join(out, 'commands'))) {
        child.kill('SIGINT');
        interrupted = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    const code = await exited;
    expect(interrupted, `the run ended before it could be stopped: ${stderr}`).toBe(true);
    expect(code, stderr).toBe(130);
    expect(stderr).toMatch(/import stopped; run it again to complete it/);

    const cut = await snapshot(out);
    expect(cut.get('agents/hand-made/mine.md')).toContain('Mine.');
    const partial = [...cut].filter(([path]) => !path.startsWith('.imports/') && path !== 'agents/hand-made/mine.md');
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan([...expected].length);
    // Every file written is whole: the reference's text, never a part of it.
    for (const [path, text] of partial) expect(text, path).toBe(expected.get(path));

    const done = await runImport({ source: repo, out, id: 'cut' });
    expect(done.written).toBeGreaterThan(0);
    const after = await snapshot(out);
    after.delete('agents/hand-made/mine.md');
    expect([...after.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, text] of expected) expect(after.get(path), path).toBe(text);
  }, 600_000);
});
