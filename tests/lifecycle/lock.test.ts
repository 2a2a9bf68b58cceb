/**
 * The manifest as a lock file: versioned, migrated on read, portable (nothing
 * in it names the machine that wrote it), sorted for quiet merges.
 */
import { describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseManifest } from '../../src/install/manifest.ts';
import { portableSource, replaceEntry, serializeLock } from '../../src/install/lock.ts';
import { LOCK_VERSION, type ManifestEntry } from '../../src/install/schemas.ts';
import { tempDir } from '../helpers/paths.ts';
import { toolshed } from '../install/run-bin.ts';
import { writeFixtureDist } from '../install/fixture-catalog.ts';

const entry = (over: Partial<ManifestEntry>): ManifestEntry => ({
  type: 'agents',
  singular: 'agent',
  category: 'dev',
  name: 'x',
  sha256: 'a'.repeat(64),
  installedAt: '2026-01-01T00:00:00.000Z',
  source: 'https://catalog.invalid',
  files: [{ path: '.claude/agents/x.md', sha256: 'a'.repeat(64) }],
  merges: [],
  dirs: [],
  ...over,
});

describe('portableSource', () => {
  it('a URL without credentials, query or fragment; a folder relative to the install root', () => {
    expect(portableSource('https://user:s3cret@catalog.invalid/site/?token=abc#x', '/p')).toBe('https://catalog.invalid/site');
    expect(portableSource('http://127.0.0.1:4321', '/p')).toBe('http://127.0.0.1:4321');
    expect(portableSource('/home/ann/work/site/dist', '/home/ann/work/app')).toBe('../site/dist');
    expect(portableSource('/home/ann/work/app/vendor/dist', '/home/ann/work/app')).toBe('vendor/dist');
    expect(portableSource('vendor/dist', '/anything')).toBe('vendor/dist');
  });
});

describe('reading the lock', () => {
  it('migrates a version 1 manifest: same entries, an absolute folder source made relative', () => {
    const v1 = { version: 1, installs: [entry({ source: '/home/ann/site/dist' })] };
    const lock = parseManifest(JSON.stringify(v1), '/home/ann/app');
    expect(lock.version).toBe(LOCK_VERSION);
    expect(lock.installs[0]).toEqual({ ...entry({}), source: '../site/dist' });
  });

  it('refuses a version it does not know, naming it, and a shape it does not know', () => {
    expect(() => parseManifest(JSON.stringify({ version: 3, installs: [] }), '/p')).toThrow(/lock file version 3, written by a newer Toolshed/);
    expect(() => parseManifest(JSON.stringify({ version: 2, installs: [{ type: 'agents' }] }), '/p')).toThrow(/is not a Toolshed manifest/);
    expect(() => parseManifest(JSON.stringify({ version: '2', installs: [] }), '/p')).toThrow(/is not a Toolshed manifest/);
  });

  it('a safety report it cannot read (a newer analyzer\'s) is dropped, the entry kept', () => {
    const lock = parseManifest(JSON.stringify({ version: 2, installs: [{ ...entry({}), safety: { level: 'catastrophic', extra: 1 } }] }), '/p');
    expect(lock.installs[0]).toEqual(entry({}));
  });
});

describe('writing the lock', () => {
  it('sorted by kind, category and name, version 2, two-space JSON with a final newline', () => {
    const text = serializeLock({ version: LOCK_VERSION, installs: [entry({ type: 'skills', singular: 'skill', name: 'a' }), entry({ name: 'b' }), entry({ name: 'a' })] });
    const back = JSON.parse(text);
    expect(back.version).toBe(2);
    expect(back.installs.map((e: ManifestEntry) => `${e.type}/${e.name}`)).toEqual(['agents/a', 'agents/b', 'skills/a']);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "installs": [\n    {\n');
  });

  it('an update replaces the entry: the new files only, the first backup of the user\'s own file kept, folders still in use', () => {
    const previous = entry({
      type: 'skills',
      singular: 'skill',
      name: 's',
      files: [
        { path: '.claude/skills/s/SKILL.md', sha256: '1'.repeat(64), backup: '.claude/toolshed-backups/t1/.claude/skills/s/SKILL.md', backupSha256: '9'.repeat(64) },
        { path: '.claude/skills/s/old/a.md', sha256: '2'.repeat(64) },
      ],
      dirs: ['.claude/skills/s/old', '.claude/skills/s'],
    });
    const next = entry({ type: 'skills', singular: 'skill', name: 's', sha256: 'b'.repeat(64), files: [{ path: '.claude/skills/s/SKILL.md', sha256: '3'.repeat(64) }], dirs: [] });
    const replaced = replaceEntry(previous, next, [{ path: '.claude/skills/s/new.md', sha256: '4'.repeat(64) }]);
    expect(replaced.sha256).toBe('b'.repeat(64));
    expect(replaced.files).toEqual([
      { path: '.claude/skills/s/SKILL.md', sha256: '3'.repeat(64), backup: '.claude/toolshed-backups/t1/.claude/skills/s/SKILL.md', backupSha256: '9'.repeat(64) },
      { path: '.claude/skills/s/new.md', sha256: '4'.repeat(64) },
    ]);
    expect(replaced.dirs).toEqual(['.claude/skills/s']);
  });
});

describe('a lock written by the real bin', () => {
  it('holds nothing machine-specific: no absolute path, no home folder, the folder catalog relative to the project', async () => {
    const t = await tempDir('toolshed-lock-');
    try {
      const dist = join(t.path, 'catalog', 'dist');
      const dir = join(t.path, 'work', 'app');
      const home = join(t.path, 'home', 'ann');
      await writeFixtureDist(dist);
      await mkdir(dir, { recursive: true });
      await mkdir(home, { recursive: true });
      await writeFile(join(dir, '.mcp.json'), '{"mcpServers":{}}\n');
      const r = await toolshed(['--agent', 'security/reviewer', '--mcp', 'devtools/github', '--skill', 'documents/pdf', '--site', dist, '--yes'], { cwd: dir, env: { HOME: home } });
      expect(r.code, r.stderr).toBe(0);
      const text = await readFile(join(dir, '.claude/toolshed-manifest.json'), 'utf8');
      expect(text).not.toContain(t.path);
      expect(text).not.toContain(home);
      const lock = JSON.parse(text);
      expect(lock.version).toBe(2);
      expect(new Set(lock.installs.map((e: ManifestEntry) => e.source))).toEqual(new Set(['../../catalog/dist']));
      expect(lock.installs.map((e: ManifestEntry) => e.type)).toEqual(['agents', 'mcps', 'skills']);
    } finally {
      await t.cleanup();
    }
  });
});
