/**
 * The cache folder is an input: every local tool run with another HOME (or XDG_CACHE_HOME)
 * writes its ledger, index snapshot and archive there, and leaves nothing in the real
 * user's cache. Each run here is a real command (in-process through main(), and the bin
 * as a process) over a corpus in a temporary HOME; the files it must write are named by
 * a hash of that temporary folder, so none of them may exist in the real cache folder,
 * whatever else runs on this machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { runMonitor } from '../../src/cli/chats-monitor.ts';
import { run as runAnalytics } from '../../src/cli/analytics.ts';
import { readTranscriptSettings } from '../../src/transcripts/settings.ts';
import { readTranscriptSettingsLite } from '../../src/transcripts/config-dirs.ts';
import { snapshotPath } from '../../src/transcripts/index-snapshot.ts';
import { archiveRoot } from '../../src/transcripts/archive.ts';
import { digestPath, ledgerPath, summaryPath } from '../../src/ledger/paths.ts';
import { writeDashboardCorpus } from '../dashboard/fixture.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';

/** The real user's cache folder, by the rule the tools follow (this process's environment). */
const REAL_CACHE = readTranscriptSettings(process.env).cacheDir;

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(p);
    }
  };
  await walk(dir);
  return out;
}

function io(argv: string[], env: Record<string, string>) {
  const out = { text: '' };
  return { out, io: { argv, env, cwd: '/', stdout: (t: string) => void (out.text += t), stderr: (t: string) => void (out.text += t) } };
}

/** Runs a local server command until it listens, then stops it (its stop saves what it keeps). */
async function serveOnce(runner: (i: ReturnType<typeof io>['io'], wait: () => Promise<unknown>) => Promise<number>, argv: string[], env: Record<string, string>): Promise<void> {
  let stop!: () => void;
  const stopped = new Promise<void>((r) => (stop = r));
  const { out, io: i } = io(argv, env);
  const done = runner(i, () => stopped);
  await expect.poll(() => /listening at/.test(out.text), { timeout: 60_000 }).toBe(true);
  stop();
  expect(await done, out.text).toBe(0);
}

describe('the cache folder follows the environment a command is given', () => {
  let home: { path: string; cleanup: () => Promise<void> };
  let projectsDir: string;
  beforeAll(async () => {
    home = await tempDir('toolshed-cache-home-');
    // The default assistant folder of that HOME: no --dir, no CLAUDE_CONFIG_DIR.
    projectsDir = (await writeDashboardCorpus(join(home.path, '.claude'))).projectsDir;
  });
  afterAll(() => home.cleanup());

  it('both settings readers derive the cache from HOME, an absolute XDG_CACHE_HOME winning', () => {
    for (const read of [readTranscriptSettings, (env: Record<string, string>) => readTranscriptSettingsLite(env)!]) {
      expect(read({ HOME: '/h' }).cacheDir).toBe('/h/.cache/toolshed');
      expect(read({ HOME: '/h' }).home).toBe('/h');
      expect(read({ HOME: '/h', XDG_CACHE_HOME: '/x' }).cacheDir).toBe('/x/toolshed');
      // A relative XDG_CACHE_HOME is ignored (XDG Base Directory rule), a relative HOME too.
      expect(read({ HOME: '/h', XDG_CACHE_HOME: 'x' }).cacheDir).toBe('/h/.cache/toolshed');
      expect(read({ HOME: 'h' }).cacheDir).toBe(join(homedir(), '.cache', 'toolshed'));
    }
  });

  it('usage, the status line refresh, analytics and chats, in-process and as processes, write only to the temporary HOME', async () => {
    const env = { HOME: home.path };
    const cacheDir = join(home.path, '.cache', 'toolshed');
    expect(cacheDir).not.toBe(REAL_CACHE);

    const usage = io(['usage', 'daily', '--json', '--tz', 'UTC'], env);
    expect(await main(['usage', 'daily', '--json', '--tz', 'UTC'], usage.io), usage.out.text).toBe(0);
    expect(JSON.parse(usage.out.text).totals.tokens.total).toBeGreaterThan(0);
    const refresh = io(['statusline', '--refresh'], env);
    expect(await main(['statusline', '--refresh'], refresh.io), refresh.out.text).toBe(0);
    await serveOnce(runAnalytics, ['--port', '0', '--no-open'], env);
    await serveOnce(runMonitor, ['--port', '0', '--no-open'], env);
    // The bin as a process, with nothing but PATH and that HOME (its compile cache included).
    const bin = spawnSync(process.execPath, [join(ROOT, 'bin', 'toolshed.mjs'), 'usage', 'monthly', '--json'], { env: { PATH: process.env.PATH ?? '', HOME: home.path }, encoding: 'utf8', timeout: 120_000 });
    expect(bin.status, bin.stderr).toBe(0);

    // What each tool keeps is in the temporary cache...
    const kept = [ledgerPath, digestPath, summaryPath].map((f) => f(cacheDir, [projectsDir]));
    kept.push(snapshotPath(cacheDir, projectsDir));
    for (const f of kept) expect(existsSync(f), f).toBe(true);
    const archived = await filesUnder(archiveRoot(cacheDir, projectsDir));
    expect(archived.length).toBeGreaterThan(0);
    expect((await filesUnder(join(cacheDir, 'compile-cache'))).length).toBeGreaterThan(0);

    // ...and not one of those files (named by this temporary folder) is in the real one.
    const written = [...new Set([...kept, ...archived, ...(await filesUnder(cacheDir)).filter((f) => !f.includes('compile-cache'))])];
    const leaked = written.map((f) => join(REAL_CACHE, relative(cacheDir, f))).filter((f) => existsSync(f));
    expect(leaked).toEqual([]);
  }, 300_000);
});
