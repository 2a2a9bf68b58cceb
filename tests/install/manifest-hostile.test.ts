/**
 * The manifest is untrusted input (issue 28 item 4): a repository the user
 * clones can ship `.claude/toolshed-manifest.json` and a "backup" beside it.
 * The real bin, a fixture catalog in a temporary folder, and projects that
 * are real git repositories.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/install/errors.ts';
import { tempDir } from '../helpers/paths.ts';
import { fixture, writeFixtureDist, FIXTURE } from './fixture-catalog.ts';
import { toolshed, tree } from './run-bin.ts';

const MANIFEST = '.claude/toolshed-manifest.json';
const EVIL_CONFIG = '[core]\n\trepositoryformatversion = 0\n\tfsmonitor = "touch /tmp/toolshed-pwned; false"\n';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

let dist: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  dist = await tempDir('toolshed-manifest-dist-');
  await writeFixtureDist(dist.path, FIXTURE);
});
afterAll(async () => {
  await dist?.cleanup();
});

/** A freshly cloned-looking repository: `git init`, one commit. */
async function repository() {
  const t = await tempDir('toolshed-manifest-');
  const dir = join(t.path, 'repo');
  const home = join(t.path, 'home');
  await mkdir(dir);
  await mkdir(home);
  execFileSync('git', ['init', '-q', dir]);
  await writeFile(join(dir, 'README.md'), '# a project\n');
  return { dir, home, cleanup: t.cleanup };
}

const run = (p: { dir: string; home: string }, args: string[]) => toolshed(args, { cwd: p.dir, env: { HOME: p.home } });
const install = (p: { dir: string; home: string }, args: string[]) => run(p, [...args, '--site', dist.path]);

/** A manifest entry as a hostile repository would write it. */
function entry(over: Record<string, unknown>) {
  return {
    type: 'templates',
    singular: 'template',
    category: 'starters',
    name: 'kit',
    sha256: 'a'.repeat(64),
    installedAt: '2026-01-01T00:00:00.000Z',
    source: 'https://catalog.invalid',
    files: [],
    merges: [],
    dirs: [],
    ...over,
  };
}

async function shipManifest(dir: string, installs: unknown[], files: Record<string, string> = {}): Promise<string> {
  await mkdir(join(dir, '.claude'), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const text = `${JSON.stringify({ version: 1, installs }, null, 2)}\n`;
  await writeFile(join(dir, MANIFEST), text);
  return text;
}

describe('a manifest shipped in a cloned repository', () => {
  const backup = '.claude/toolshed-backups/2026-01-01T00-00-00-000Z-abcdef/.git/config';

  it('cannot make remove --force restore a "backup" over .git/config', async () => {
    const p = await repository();
    const config = await readFile(join(p.dir, '.git/config'), 'utf8');
    const manifest = await shipManifest(
      p.dir,
      [entry({ files: [{ path: '.git/config', sha256: 'b'.repeat(64), backup, backupSha256: sha(EVIL_CONFIG) }] })],
      { [backup]: EVIL_CONFIG },
    );
    const r = await run(p, ['remove', 'template', 'starters/kit', '--force']);
    expect(r.code, r.stdout + r.stderr).toBe(EXIT.invalidExistingFile);
    expect(r.stderr).toMatch(/\.git\/config/);
    expect(await readFile(join(p.dir, '.git/config'), 'utf8')).toBe(config);
    expect(await readFile(join(p.dir, MANIFEST), 'utf8')).toBe(manifest); // the entry is not dropped either
    await p.cleanup();
  });

  it('cannot do it without --force by predicting the sha256 of .git/config', async () => {
    const p = await repository();
    const config = await readFile(join(p.dir, '.git/config'), 'utf8');
    const manifest = await shipManifest(
      p.dir,
      [entry({ files: [{ path: '.git/config', sha256: sha(config), backup, backupSha256: sha(EVIL_CONFIG) }] })],
      { [backup]: EVIL_CONFIG },
    );
    const r = await run(p, ['remove', 'template', 'starters/kit']);
    expect(r.code).toBe(EXIT.invalidExistingFile);
    expect(await readFile(join(p.dir, '.git/config'), 'utf8')).toBe(config);
    expect(await readFile(join(p.dir, MANIFEST), 'utf8')).toBe(manifest);
    await p.cleanup();
  });

  it('refuses paths outside the entry\'s install places: an agent that "wrote" CLAUDE.md, a setting that merged into .git/config, a backup outside the backups folder, a folder under .git', async () => {
    const cases = [
      entry({ type: 'agents', singular: 'agent', name: 'kit', files: [{ path: 'CLAUDE.md', sha256: sha('# mine\n') }] }),
      entry({ type: 'agents', singular: 'agent', name: 'kit', files: [{ path: '.claude/agents/other.md', sha256: sha('# mine\n') }] }),
      entry({ type: 'settings', singular: 'setting', merges: [{ path: '.git/config', ops: [], createdFile: false }] }),
      entry({ files: [{ path: 'CLAUDE.md', sha256: sha('# mine\n'), backup: 'notes/CLAUDE.md', backupSha256: sha('x') }] }),
      entry({ files: [{ path: 'CLAUDE.md', sha256: sha('# mine\n') }], dirs: ['.git/hooks'] }),
      entry({ files: [{ path: 'sub/.GIT/config', sha256: sha('# mine\n') }] }),
      entry({ files: [{ path: MANIFEST, sha256: sha('# mine\n') }] }),
      entry({ files: [{ path: '../outside.md', sha256: sha('# mine\n') }] }),
    ];
    for (const hostile of cases) {
      const p = await repository();
      const manifest = await shipManifest(p.dir, [hostile], { 'CLAUDE.md': '# mine\n', 'notes/CLAUDE.md': 'x' });
      const before = await tree(p.dir);
      const r = await run(p, ['remove', hostile.singular, 'starters/kit', '--force']);
      expect(r.code, `${JSON.stringify(hostile)}\n${r.stderr}`).toBe(EXIT.invalidExistingFile);
      expect(r.stderr).toMatch(/outside the places|not a place/);
      expect(await tree(p.dir)).toEqual(before);
      expect(await readFile(join(p.dir, MANIFEST), 'utf8')).toBe(manifest);
      await p.cleanup();
    }
  });

  it('list shows such an entry as refused, and install leaves it as it was', async () => {
    const p = await repository();
    await shipManifest(p.dir, [entry({ files: [{ path: '.git/config', sha256: 'b'.repeat(64) }] })]);
    const list = await run(p, ['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/template\s+starters\/kit[\s\S]*refused: \.git\/config/);
    const r = await install(p, ['--agent', 'security/reviewer']);
    expect(r.code, r.stderr).toBe(0);
    const after = JSON.parse(await readFile(join(p.dir, MANIFEST), 'utf8'));
    // The lock file lists installs sorted by kind, category and name (src/install/lock.ts).
    expect(after.installs.map((e: { name: string }) => e.name).sort()).toEqual(['kit', 'reviewer']);
    expect(after.installs.find((e: { name: string }) => e.name === 'kit').files).toEqual([{ path: '.git/config', sha256: 'b'.repeat(64) }]);
    await p.cleanup();
  });
});

describe('backups and edited files', () => {
  const agent = fixture('agents', 'reviewer');
  const target = '.claude/agents/reviewer.md';
  const mine = '---\nname: reviewer\ndescription: my own\n---\nMine.\n';

  /** The user's own agent replaced by an install with --force: a backup of it is recorded. */
  async function replaced() {
    const p = await repository();
    await mkdir(join(p.dir, '.claude/agents'), { recursive: true });
    await writeFile(join(p.dir, target), mine);
    const r = await install(p, ['--agent', `${agent.category}/${agent.name}`, '--force']);
    expect(r.code, r.stderr).toBe(0);
    const installed = JSON.parse(await readFile(join(p.dir, MANIFEST), 'utf8')).installs[0];
    const file = installed.files[0];
    expect(file).toMatchObject({ path: target, sha256: sha(agent.content), backupSha256: sha(mine) });
    return { ...p, backup: file.backup as string };
  }

  it('restores a backup whose sha256 was recorded and still matches, byte for byte', async () => {
    const p = await replaced();
    const r = await run(p, ['remove', 'agent', 'reviewer']);
    expect(r.code, r.stderr).toBe(0);
    expect(await readFile(join(p.dir, target), 'utf8')).toBe(mine);
    await p.cleanup();
  });

  it('does not restore a backup changed since the install (or one without a recorded sha256)', async () => {
    const p = await replaced();
    await writeFile(join(p.dir, p.backup), EVIL_CONFIG);
    const r = await run(p, ['remove', 'agent', 'reviewer', '--force']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/does not match the sha256 recorded/);
    // The installed agent is removed; what the backup now holds is not put in its place, and stays where it was.
    expect(existsSync(join(p.dir, target))).toBe(false);
    expect(await readFile(join(p.dir, p.backup), 'utf8')).toBe(EVIL_CONFIG);

    const q = await replaced();
    const manifest = JSON.parse(await readFile(join(q.dir, MANIFEST), 'utf8'));
    delete manifest.installs[0].files[0].backupSha256; // a manifest written before hashes were recorded, or edited
    await writeFile(join(q.dir, MANIFEST), JSON.stringify(manifest));
    await writeFile(join(q.dir, q.backup), EVIL_CONFIG);
    const s = await run(q, ['remove', 'agent', 'reviewer']);
    expect(s.code, s.stderr).toBe(0);
    expect(s.stderr).toMatch(/no sha256 was recorded/);
    expect(existsSync(join(q.dir, target))).toBe(false);
    await p.cleanup();
    await q.cleanup();
  });

  it('never overwrites a file whose bytes differ from the recorded ones, --force or not; --force moves it to the backups', async () => {
    const p = await replaced();
    const edited = `${agent.content}\nMy edit.\n`;
    await writeFile(join(p.dir, target), edited);
    const kept = await run(p, ['remove', 'agent', 'reviewer']);
    expect(kept.code).toBe(0);
    expect(kept.stderr).toMatch(/changed since it was installed; kept/);
    expect(await readFile(join(p.dir, target), 'utf8')).toBe(edited);

    const q = await replaced();
    await writeFile(join(q.dir, target), edited);
    const forced = await run(q, ['remove', 'agent', 'reviewer', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    const files = await tree(q.dir);
    expect(files[target]).toBeUndefined(); // not replaced by the backup of the user's earlier file
    const moved = Object.entries(files).filter(([path, text]) => path.startsWith('.claude/toolshed-backups/') && text === edited);
    expect(moved).toHaveLength(1);
    expect(forced.stdout + forced.stderr).toContain(moved[0]![0]);
    expect(files[q.backup]).toBe(mine); // the earlier file is still there to restore by hand
    await p.cleanup();
    await q.cleanup();
  });

  it('a merged JSON file is given back the backup bytes only when the backup is the one recorded', async () => {
    const p = await repository();
    await mkdir(join(p.dir, '.claude'));
    const user = '{\n\t"model": "opus"\n}';
    await writeFile(join(p.dir, '.claude/settings.json'), user);
    expect((await install(p, ['--setting', 'permissions/safe-defaults', '--yes'])).code).toBe(0);
    const merge = JSON.parse(await readFile(join(p.dir, MANIFEST), 'utf8')).installs[0].merges[0];
    expect(merge.backupSha256).toBe(sha(user));
    // The same JSON in other bytes: equal as data, but not what was backed up.
    await writeFile(join(p.dir, merge.backup), '{"model":"opus"}\u2028');
    const r = await run(p, ['remove', 'setting', 'permissions/safe-defaults']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(await readFile(join(p.dir, '.claude/settings.json'), 'utf8'))).toEqual({ model: 'opus' });
    expect(await readFile(join(p.dir, '.claude/settings.json'), 'utf8')).not.toContain('\u2028');
    await p.cleanup();
  });
});
