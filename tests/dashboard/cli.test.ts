/** `toolshed analytics` through the CLI entry point: help, bad flags, a real start and stop. */
import { describe, it, expect } from 'vitest';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import { run } from '../../src/cli/analytics.ts';
import { tempDir } from '../helpers/paths.ts';
import { writeDashboardCorpus } from './fixture.ts';

function io(argv: string[], env: Record<string, string> = {}) {
  const out = { stdout: '', stderr: '' };
  return { out, io: { argv, env, cwd: '/', stdout: (t: string) => void (out.stdout += t), stderr: (t: string) => void (out.stderr += t) } };
}

describe('toolshed analytics', () => {
  it('--help lists the options', async () => {
    const { out, io: i } = io(['analytics', '--help']);
    expect(await main(['analytics', '--help'], i)).toBe(0);
    for (const f of ['--port', '--host', '--dir', '--no-open', '--verbose']) expect(out.stdout).toContain(f);
  });

  it.each([
    [['--bogus'], /Unknown option '--bogus'/],
    [['--port', 'abc'], /--port must be a number from 0 to 65535, got "abc"/],
    [['--port', '70000'], /--port must be a number/],
    [['--tz', 'Nowhere/Never'], /not a known time zone/],
    [['extra'], /Unexpected argument 'extra'/],
  ])('%j → exit 2 with a clear error', async (args, message) => {
    const { out, io: i } = io(args as string[]);
    expect(await run(i)).toBe(2);
    expect(out.stderr).toMatch(message as RegExp);
  });

  it('starts on the given port, answers, and stops cleanly; a port in use is a clear error', async () => {
    const d = await tempDir('toolshed-dash-cli-');
    try {
      const c = await writeDashboardCorpus(d.path);
      let stop!: () => void;
      const stopped = new Promise<void>((r) => (stop = r));
      // The ledger the dashboard keeps goes to the test's folder, never the real user's cache.
      const env = { XDG_CACHE_HOME: join(d.path, 'cache') };
      const { out, io: i } = io(['--port', '0', '--no-open', '--dir', c.assistantDir], env);
      const done = run(i, () => stopped);
      await expect.poll(() => /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out.stdout)?.[1], { timeout: 20_000 }).toBeTruthy();
      const url = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out.stdout)![1]!;
      expect(out.stdout).toContain('Loaded 4 conversations');
      const health = await (await fetch(`${url}/api/health`)).json();
      expect(health.conversationsLoaded).toBe(4);

      // The same port again: a clear error, exit 1.
      const port = url.split(':').pop()!;
      const second = io(['--port', port, '--no-open', '--dir', c.assistantDir], env);
      expect(await run(second.io, () => Promise.resolve())).toBe(1);
      expect(second.out.stderr).toMatch(new RegExp(`Port ${port} on 127.0.0.1 is already in use`));

      stop();
      expect(await done).toBe(0);
      expect(out.stdout).toContain('Stopped.');
      // The port is free again.
      await new Promise<void>((resolve, reject) => {
        const s = createServer().once('error', reject).listen(Number(port), '127.0.0.1', () => s.close(() => resolve()));
      });
    } finally {
      await d.cleanup();
    }
  }, 60_000);
});
