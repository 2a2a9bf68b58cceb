/**
 * `npm run import` on a generated repository of the claude-code-templates
 * layout with several hundred components and every messy shape of the
 * samples (bench/import-source.ts decides, file by file, what the import must
 * make of it): exactly those components listed, exactly those paths reported
 * with their reasons, a source tree the build takes with --strict, provenance
 * on every component, idempotent re-runs that report what changed upstream,
 * no component that is not its own overwritten, and a git address cloned.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTemplatesRepo, type GeneratedRepo } from '../../bench/import-source.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { ImportOutcomeSchema } from '../../src/import/outcome.ts';
import { runImport } from '../../src/import/run.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { runProgram } from '../helpers/claude-client.ts';
import { commitAll, expectRecordMatches, git, idOf } from './helpers.ts';

const C = 'cli-tool/components';
let repo: Awaited<ReturnType<typeof tempDir>>;
let generated: GeneratedRepo;
let commit: string;
const cleanups: Array<() => Promise<void>> = [];
const freshOut = async () => {
  const dir = await tempDir('toolshed-import-out-');
  cleanups.push(dir.cleanup);
  return dir.path;
};

beforeAll(async () => {
  repo = await tempDir('toolshed-import-repo-');
  generated = await generateTemplatesRepo(repo.path, 450, { hostile: true });
  commit = commitAll(repo.path);
}, 240_000);

afterAll(async () => {
  for (const c of cleanups) await c();
  await repo?.cleanup();
});

describe('importing the claude-code-templates layout', () => {
  it('lists exactly what the client would load, and says why for everything else', async () => {
    const out = await freshOut();
    const outcome = await runImport({ source: repo.path, out, repository: 'https://git.example.invalid/templates.git' });
    expect(generated.expected.listed.size).toBeGreaterThan(350);
    expectRecordMatches(outcome.record, generated.expected);
    expect(outcome.changes.every((c) => c.change === 'added')).toBe(true);
    expect(outcome.record.source).toEqual({ repository: 'https://git.example.invalid/templates.git', commit, layout: 'claude-code-templates' });

    // The build reads the tree without an error or a warning: a --strict build passes.
    const catalog = await loadCatalog(out);
    expect(catalog.errors).toEqual([]);
    expect(catalog.warnings).toEqual([]);
    expect(catalog.components.map((c) => `${c.kind.type}/${c.category}/${c.name}`).sort()).toEqual(outcome.record.components.map(idOf).sort());
    // What the record accounts for is what the build would otherwise warn about, and nothing more.
    expect(catalog.accepted.length).toBeGreaterThan(0);

    // Provenance: the repository, the commit, the component's own path in it, a license.
    for (const c of catalog.components) {
      expect(c.provenance, `${c.kind.type}/${c.category}/${c.name}`).toBeDefined();
      expect(c.provenance!.commit).toBe(commit);
      expect(existsSync(join(repo.path, c.provenance!.path)), c.provenance!.path).toBe(true);
      expect(c.provenance!.license).toBe(c.kind.type === 'skills' ? 'Apache-2.0' : 'MIT');
    }
  }, 240_000);

  it('writes hooks with their scripts beside them, installed under the install root, and sandboxes with their files', async () => {
    const out = await freshOut();
    const { record } = await runImport({ source: repo.path, out });
    const homeHook = record.components.find((c) => c.type === 'hooks' && c.notes.some((n) => /home folder/.test(n)))!;
    const json = JSON.parse(await readFile(join(out, `hooks/${homeHook.category}/${homeHook.name}.json`), 'utf8'));
    expect(json.supportingFiles.map((s: { source: string }) => s.source)).toEqual([`${homeHook.name}-start.sh`, `${homeHook.name}-stop.sh`, `${homeHook.name}-server.js`]);
    expect(json.supportingFiles[0].destination).toBe(`.claude/scripts/${homeHook.name}/start.sh`);
    expect(JSON.stringify(json.hooks)).toContain(`bash $CLAUDE_PROJECT_DIR/.claude/scripts/${homeHook.name}/start.sh`);
    expect(JSON.stringify(json.hooks)).toContain(`bash $CLAUDE_PROJECT_DIR/.claude/scripts/${homeHook.name}/stop.sh`);
    expect(JSON.stringify(json.hooks)).not.toMatch(/\$HOME|~\//);
    expect(await readFile(join(out, `hooks/${homeHook.category}/${homeHook.name}-start.sh`), 'utf8')).toMatch(/^#!\/bin\/bash/);
    const sandbox = record.components.find((c) => c.type === 'sandbox')!;
    expect(sandbox.files.map((f) => f.slice(`sandbox/${sandbox.category}/${sandbox.name}/`.length))).toEqual(['.claude/sandbox/launcher.py', '.claude/sandbox/requirements.txt', 'README.md']);
  }, 120_000);

  it('changes nothing when run again, and then reports exactly what changed upstream', async () => {
    const out = await freshOut();
    const first = await runImport({ source: repo.path, out });
    const recordFile = join(out, `.imports/${first.record.id}.json`);
    const recordBefore = await readFile(recordFile, 'utf8');
    const someFile = join(out, first.record.components[0]!.files[0]!);
    const mtime = (await stat(someFile)).mtimeMs;

    const again = await runImport({ source: repo.path, out });
    expect({ written: again.written, deleted: again.deleted }).toEqual({ written: 0, deleted: 0 });
    expect(again.changes.every((c) => c.change === 'unchanged')).toBe(true);
    expect(await readFile(recordFile, 'utf8')).toBe(recordBefore);
    expect((await stat(someFile)).mtimeMs).toBe(mtime);

    // Upstream: one agent edited, one command deleted, one skill added.
    const work = await tempDir('toolshed-import-upstream-');
    cleanups.push(work.cleanup);
    git(work.path, 'clone', '-q', repo.path, '.');
    const agent = first.record.components.find((c) => c.type === 'agents' && c.notes.length === 0)!;
    const command = first.record.components.find((c) => c.type === 'commands')!;
    await writeFile(join(work.path, agent.path), `${await readFile(join(work.path, agent.path), 'utf8')}\nOne more line.\n`);
    await unlink(join(work.path, command.path));
    await mkdir(join(work.path, `${C}/skills/testing/fresh-skill`), { recursive: true });
    await writeFile(join(work.path, `${C}/skills/testing/fresh-skill/SKILL.md`), '---\nname: fresh-skill\ndescription: New upstream\n---\nBody.\n');
    const newCommit = commitAll(work.path, 'upstream change');

    const third = await runImport({ source: work.path, out, id: first.record.id });
    const changed = third.changes.filter((c) => c.change !== 'unchanged').map((c) => `${c.change} ${idOf(c)}`);
    expect(changed.sort()).toEqual([`added skills/testing/fresh-skill`, `changed ${idOf(agent)}`, `removed ${idOf(command)}`].sort());
    expect(third.record.source.commit).toBe(newCommit);
    for (const f of command.files) expect(existsSync(join(out, f)), f).toBe(false);
    expect(await readFile(join(out, agent.files[0]!), 'utf8')).toContain('One more line.');
    const fourth = await runImport({ source: work.path, out, id: first.record.id });
    expect(fourth.changes.filter((c) => c.change !== 'unchanged')).toEqual([]);
  }, 240_000);

  it('never overwrites a component that is not its own, and prefixes categories with --into', async () => {
    const out = await freshOut();
    const target = [...generated.expected.listed].find((id) => id.startsWith('agents/'))!;
    const mine = '---\nname: mine\ndescription: hand-written\n---\nMine.\n';
    await mkdir(join(out, target.split('/').slice(0, 2).join('/')), { recursive: true });
    // The same identity in another case: it would collide on case-insensitive disks.
    const clash = `${target.split('/').slice(0, 2).join('/')}/${target.split('/')[2]!.toUpperCase()}.md`;
    await writeFile(join(out, clash), mine);
    const { record } = await runImport({ source: repo.path, out });
    expect(record.components.map(idOf)).not.toContain(target);
    expect(record.notListed.find((n) => n.reason.includes(`${target} is already in the catalog, and not from this import`))).toBeDefined();
    expect(await readFile(join(out, clash), 'utf8')).toBe(mine);
    expect((await loadCatalog(out)).errors).toEqual([]);

    const prefixed = await freshOut();
    const withPrefix = await runImport({ source: repo.path, out: prefixed, into: 'cct' });
    expect(withPrefix.record.id).toBe('cct');
    expectRecordMatches(withPrefix.record, generated.expected, 'cct');
    expect(existsSync(join(prefixed, `${target.split('/')[0]}/cct-${target.split('/')[1]}`))).toBe(true);
  }, 240_000);

  it('clones a git address shallow (a bare repository over file://) and records its commit', async () => {
    const bare = await tempDir('toolshed-import-bare-');
    cleanups.push(bare.cleanup);
    git(bare.path, 'clone', '-q', '--bare', repo.path, 'templates.git');
    const address = `file://${join(bare.path, 'templates.git')}`;
    const out = await freshOut();
    const clones = async () => (await readdir(tmpdir())).filter((n) => /^toolshed-import-[A-Za-z0-9]{6}$/.test(n));
    const before = await clones();
    // Through the script, as a deployer runs it.
    const run = await runProgram(join(ROOT, 'node_modules/.bin/node'), [join(ROOT, 'scripts/import.ts'), address, '--out', out, '--json'], { cwd: ROOT, env: { ...process.env } as Record<string, string>, timeoutMs: 200_000 });
    expect(run.code, run.stderr).toBe(0);
    const outcome = ImportOutcomeSchema.parse(JSON.parse(run.stdout));
    expect(outcome.record.source).toEqual({ repository: address, commit, layout: 'claude-code-templates' });
    expect(outcome.record.id).toBe('templates');
    expectRecordMatches(outcome.record, generated.expected);
    // The temporary clone is gone.
    expect((await clones()).filter((n) => !before.includes(n))).toEqual([]);
    const bad = await runProgram(join(ROOT, 'node_modules/.bin/node'), [join(ROOT, 'scripts/import.ts'), `file://${bare.path}/missing.git`, '--out', out], { cwd: ROOT, env: { ...process.env } as Record<string, string>, timeoutMs: 60_000 });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/import failed: cannot clone file:\/\/.*missing\.git/);
    await rm(join(out, '.imports'), { recursive: true, force: true });
  }, 240_000);
});
