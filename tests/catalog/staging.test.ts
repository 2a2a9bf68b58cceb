/**
 * The folders a build stages beside its output (src/catalog/staging.ts): a killed build's
 * are removed by the next build into the same folder; a running build's, this build's own,
 * and those of another output folder are left alone.
 */
import { describe, it, expect } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from '../helpers/paths.ts';
import { removeStaleStagings, staleStagings, stagingPath } from '../../src/catalog/staging.ts';

describe('staging folders beside the output', () => {
  it('names the stale ones of this output folder only', () => {
    const alive = (pid: number) => pid === 456;
    const names = ['dist', 'dist.pagefind-123', 'dist.content-123', 'dist.plugins-77', 'dist.pagefind-456', `dist.pagefind-${process.pid}`, 'dist2.pagefind-123', 'dist.pagefind-abc', 'dist.other-123', 'dist.pagefind-123.tmp', 'dist.previous-88', 'dist.previous-456'];
    expect(staleStagings('dist', names, alive)).toEqual(['dist.pagefind-123', 'dist.content-123', 'dist.plugins-77', 'dist.previous-88']);
  });

  it("removes a killed build's folders and keeps a running one's", async () => {
    const dir = await tempDir('staging-');
    const sleeper = spawn('sleep', ['30']);
    try {
      const out = join(dir.path, 'dist');
      const gone = spawnSync(process.execPath, ['-e', '']).pid!; // has exited: its pid runs nothing now
      for (const path of [out, stagingPath(out, 'pagefind', gone), stagingPath(out, 'plugins', gone), stagingPath(out, 'content', sleeper.pid!), stagingPath(out, 'pagefind')]) {
        await mkdir(join(path, 'inside'), { recursive: true });
      }
      expect((await removeStaleStagings(out)).sort()).toEqual([`dist.pagefind-${gone}`, `dist.plugins-${gone}`]);
      expect((await readdir(dir.path)).sort()).toEqual(['dist', `dist.content-${sleeper.pid}`, `dist.pagefind-${process.pid}`].sort());
    } finally {
      sleeper.kill();
      await dir.cleanup();
    }
  });
});
