/**
 * A first `toolshed usage` starts its scan's workers before it loads the command
 * (src/ledger/scan-workers.ts, `startColdScanWorkers`, called by src/cli/main.ts): only
 * when the cache folder holds no ledger at all, taken once by the read, and never keeping
 * a process alive that ends before its read (a bad flag). The report is the one a process
 * without them gives.
 */
import { describe, it, expect, afterEach } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../helpers/paths.ts';
import { writeChaosCorpus } from './chaos-corpus.ts';
import { startColdScanWorkers, takeColdScanWorkers } from '../../src/ledger/scan-workers.ts';
import { main } from '../../src/cli/main.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const several = availableParallelism() > 1;
let dir: { path: string; cleanup: () => Promise<void> } | undefined;
afterEach(async () => {
  await takeColdScanWorkers()?.release();
  await dir?.cleanup();
});

describe('the scan workers of a first usage run', () => {
  it.runIf(several)('start when the cache folder holds no ledger, once, and are taken once', async () => {
    dir = await tempDir('cold-workers-');
    startColdScanWorkers(join(dir.path, 'no-cache-yet'));
    startColdScanWorkers(join(dir.path, 'no-cache-yet')); // a second call starts no more
    const started = takeColdScanWorkers();
    expect(started).toBeDefined();
    expect(takeColdScanWorkers()).toBeUndefined();
    const taken = [started!.take(), started!.take()].filter((w) => w !== undefined);
    expect(taken).toHaveLength(availableParallelism() - 1); // the caller's thread reads too
    await Promise.all(taken.map(({ worker }) => worker.terminate()));
  });

  it('do not start when the cache folder holds a ledger, whichever folders it is of', async () => {
    dir = await tempDir('cold-workers-');
    const cache = join(dir.path, 'toolshed');
    await mkdir(cache, { recursive: true });
    await writeFile(join(cache, 'usage-ledger-0123456789abcdef.bin'), 'x');
    startColdScanWorkers(cache);
    expect(takeColdScanWorkers()).toBeUndefined();
  });

  it.runIf(several)('a process that never reads (a bad flag) ends with them started; taken, they would hold it', async () => {
    dir = await tempDir('cold-workers-');
    const script = async (name: string, after: string) => {
      const path = join(dir!.path, name);
      await writeFile(path, `import { startColdScanWorkers, takeColdScanWorkers } from ${JSON.stringify(join(ROOT, 'src/ledger/scan-workers.ts'))};\nstartColdScanWorkers('/nonexistent/toolshed-cache');\n${after}\n`);
      return spawnSync(process.execPath, [path], { encoding: 'utf8', timeout: 8_000 });
    };
    const untaken = await script('start-only.mjs', '');
    expect(untaken.signal).toBeNull();
    expect(untaken.status).toBe(0);
    // The control: the same workers taken (and never released) keep their process alive until it is killed.
    const taken = await script('start-and-take.mjs', 'takeColdScanWorkers();');
    expect(taken.signal).toBe('SIGTERM');
  });

  it('a first usage run through the CLI gives the report of a run that has a ledger already', async () => {
    dir = await tempDir('cold-workers-');
    const { projectsDir } = await writeChaosCorpus(dir.path, 5, 12);
    const run = async (cache: string, args: string[]) => {
      let out = '';
      let err = '';
      const code = await main(['usage', ...args], { argv: ['usage', ...args], env: { XDG_CACHE_HOME: cache }, cwd: '/', stdout: (t) => void (out += t), stderr: (t) => void (err += t) });
      return { code, out, err };
    };
    const args = ['daily', '--json', '--tz', 'UTC', '--dir', join(projectsDir, '..')];
    const bad = await run(join(dir.path, 'cache-bad'), ['daily', '--since', 'yesterday']);
    expect(bad.code).toBe(2);
    expect(takeColdScanWorkers()).toBeUndefined(); // released when the command ended
    const first = await run(join(dir.path, 'cache'), args);
    expect(first.code).toBe(0);
    const again = await run(join(dir.path, 'cache'), args);
    expect(JSON.parse(first.out)).toEqual(JSON.parse(again.out));
    expect(JSON.parse(first.out).totals.messages).toBeGreaterThan(50);
  });
});
