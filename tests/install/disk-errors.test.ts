/**
 * Real file-system failures during apply, over the real bin and real HTTP: a full
 * disk (a 512 KB tmpfs), a read-only one, and a folder the user may not write.
 * Each is one clear line naming the file and the reason, and nothing is left behind.
 * Mounting needs root (CI runs as root); elsewhere these say so and skip.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/install/errors.ts';
import { tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { FIXTURE, writeFixtureDist, type FixtureComponent } from './fixture-catalog.ts';
import { BIN, NODE, toolshed, tree } from './run-bin.ts';

const isRoot = process.getuid?.() === 0;
const canMount = isRoot && spawnSync('mount', ['--version']).status === 0;
if (!canMount) console.warn('!! tests/install/disk-errors: not root (or no mount): the full-disk, read-only and permission cases are SKIPPED');

/** 400 files of 4 KB: far more than the 512 KB disk holds, so the disk fills halfway through. */
const bulky: FixtureComponent = {
  type: 'mods',
  category: 'generated',
  name: 'bulky',
  description: 'A plugin larger than a small disk',
  content: '{"name":"bulky"}\n',
  files: {
    '.claude-plugin/plugin.json': '{"name":"bulky"}\n',
    ...Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`commands/c${i}.md`, `---\ndescription: c${i}\n---\n${'x'.repeat(4000)}\n`])),
  },
};

let dist: Awaited<ReturnType<typeof tempDir>>;
let server: LocalServer;
beforeAll(async () => {
  dist = await tempDir('toolshed-disk-dist-');
  await writeFixtureDist(dist.path, [...FIXTURE, bulky]);
  server = await startLocalServer({ TOOLSHED_DIST: dist.path });
});
afterAll(async () => {
  await server?.stop();
  await dist?.cleanup();
});

/** A project folder that is the root of its own small tmpfs, unmounted afterwards. */
async function smallDisk(options: string) {
  const t = await tempDir('toolshed-disk-');
  const dir = join(t.path, 'project');
  await mkdir(dir);
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { encoding: 'utf8' });
  if (mounted.status !== 0) throw new Error(`mount failed: ${mounted.stderr}`);
  return {
    dir,
    home: join(t.path, 'home'),
    async cleanup() {
      spawnSync('umount', [dir]);
      await t.cleanup();
    },
  };
}

describe.skipIf(!canMount)('disk errors during apply', () => {
  it('a full disk halfway through: ENOSPC named, every written file rolled back, no manifest entry', async () => {
    const p = await smallDisk('size=512k,mode=0755');
    try {
      const r = await toolshed(['--mod', 'generated/bulky', '--yes', '--site', server.url], { cwd: p.dir, env: { HOME: p.home } });
      expect(r.code, r.stdout + r.stderr).toBe(EXIT.failed);
      expect(r.stderr).toMatch(/^toolshed: cannot write \.claude\/plugins\/bulky\/\S+: no space left on the device \(ENOSPC\); every change was rolled back, nothing was installed$/m);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(await tree(p.dir)).toEqual({});
    } finally {
      await p.cleanup();
    }
  });

  it('a read-only disk: EROFS named, nothing written', async () => {
    const p = await smallDisk('size=512k,mode=0755,ro');
    try {
      const r = await toolshed(['--agent', `${FIXTURE.find((c) => c.type === 'agents')!.category}/${FIXTURE.find((c) => c.type === 'agents')!.name}`, '--site', server.url], { cwd: p.dir, env: { HOME: p.home } });
      expect(r.code, r.stdout + r.stderr).toBe(EXIT.failed);
      expect(r.stderr).toMatch(/the file system is read-only \(EROFS\)/);
      expect(await tree(p.dir)).toEqual({});
    } finally {
      await p.cleanup();
    }
  });
});

// Root may write anywhere, so "permission denied" needs another user, who must be able to run the bin from this checkout.
const asNobody = isRoot && spawnSync('runuser', ['-u', 'nobody', '--', NODE, BIN, '--help']).status === 0;
if (isRoot && !asNobody) console.warn('!! tests/install/disk-errors: user nobody cannot run the bin from this checkout: the permission case is SKIPPED');

describe.skipIf(!asNobody)('permission denied', () => {
  it("a project the user may not write: EACCES named, nothing written", async () => {
    const t = await tempDir('toolshed-eacces-');
    try {
      const dir = join(t.path, 'project');
      await mkdir(dir);
      await chmod(t.path, 0o755); // nobody may enter, but not write
      const agent = FIXTURE.find((c) => c.type === 'agents')!;
      const r = spawnSync('runuser', ['-u', 'nobody', '--', NODE, BIN, '--agent', `${agent.category}/${agent.name}`, '--site', server.url], {
        cwd: dir,
        env: { PATH: process.env.PATH, HOME: join(t.path, 'nobody-home'), DO_NOT_TRACK: '1' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(r.status, r.stdout + r.stderr).toBe(EXIT.failed);
      expect(r.stderr).toMatch(/permission denied \(EACCES\)/);
      expect(await tree(dir)).toEqual({});
    } finally {
      await t.cleanup();
    }
  });
});
