/**
 * The progress line of a first run (src/cli/progress-line.ts): drawn on stderr in place
 * while a cold ledger reads every transcript, erased when done, and only on a terminal.
 * The terminal is a real pseudo-terminal (util-linux `script`); the other run's stderr
 * is a pipe.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir, ROOT } from '../helpers/paths.ts';
import { generateCorpus } from '../../bench/transcript-corpus.ts';
import { progressLine, progressText } from '../../src/cli/progress-line.ts';

const hasScript = spawnSync('script', ['--version']).status === 0;
if (!hasScript && (process.env.CI === 'true' || process.env.CI === '1')) throw new Error('CI: tests/usage/progress-line.test.ts needs util-linux script');

let dir: { path: string; cleanup: () => Promise<void> };
const node = join(ROOT, 'node_modules', '.bin', 'node');
const bin = join(ROOT, 'bin', 'toolshed.mjs');
const usage = () => [node, bin, 'usage', 'daily', '--tz', 'UTC', '--dir', join(dir.path, 'claude')];
const quote = (a: string) => `'${a.replace(/'/g, `'\\''`)}'`;

beforeAll(async () => {
  dir = await tempDir('toolshed-progress-');
  await generateCorpus({ dir: join(dir.path, 'claude'), targetBytes: 3 * 1024 * 1024, sessions: 8, projects: 2, seed: 3 });
});
afterAll(() => dir?.cleanup());

describe('progress line', () => {
  it('says files and megabytes read of all, and the share', () => {
    expect(progressText('Reading transcripts', { files: 1234, totalFiles: 4116, bytes: 512 * 1048576, totalBytes: 1050 * 1048576 })).toBe('Reading transcripts: 1,234 of 4,116 files, 512 of 1,050 MB (48%)');
    expect(progressText('Reading transcripts', { files: 0, totalFiles: 0, bytes: 0, totalBytes: 0 })).toBe('Reading transcripts: 0 of 0 files, 0 of 0 MB (100%)');
  });

  it('draws in place at most every interval, always the last one, and erases itself; nothing without a terminal', () => {
    let out = '';
    let t = 0;
    const io = { argv: [], env: {}, cwd: '/', stdout: () => {}, stderr: (s: string) => void (out += s), stderrIsTTY: true };
    const p = progressLine(io, 'Reading', { intervalMs: 100, now: () => t });
    p.update({ files: 1, totalFiles: 3, bytes: 1, totalBytes: 3 });
    t = 50;
    p.update({ files: 2, totalFiles: 3, bytes: 2, totalBytes: 3 }); // within the interval: skipped
    t = 60;
    p.update({ files: 3, totalFiles: 3, bytes: 3, totalBytes: 3 }); // the last one: drawn
    p.done();
    expect(out).toBe('\r\x1b[KReading: 1 of 3 files, 0 of 0 MB (33%)\r\x1b[KReading: 3 of 3 files, 0 of 0 MB (100%)\r\x1b[K');
    let piped = '';
    const q = progressLine({ ...io, stderr: (s: string) => void (piped += s), stderrIsTTY: false }, 'Reading');
    q.update({ files: 1, totalFiles: 1, bytes: 1, totalBytes: 1 });
    q.done();
    expect(piped).toBe('');
  });

  it.skipIf(!hasScript)('toolshed usage on a terminal: the line while the ledger is built, erased before the report', () => {
    const cache = join(dir.path, 'cache-tty');
    const r = spawnSync('script', ['-qec', usage().map(quote).join(' '), '/dev/null'], { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: cache, TERM: 'xterm' }, timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    const first = r.stdout.indexOf('Reading transcripts: ');
    expect(first, r.stdout.slice(0, 500)).toBeGreaterThanOrEqual(0);
    expect(r.stdout).toMatch(/Reading transcripts: \d+ of \d+ files, \d+ of \d+ MB \(\d+%\)/);
    // Erased before the table is printed.
    const table = r.stdout.indexOf('Claude Code usage');
    expect(r.stdout.lastIndexOf('\r\x1b[K')).toBeLessThan(table);
    expect(r.stdout.lastIndexOf('\r\x1b[K')).toBeGreaterThan(first);
  });

  it('toolshed usage with stderr on a pipe: no progress line', () => {
    const cache = join(dir.path, 'cache-pipe');
    const [cmd, ...args] = usage();
    const r = spawnSync(cmd!, args, { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: cache }, timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Claude Code usage');
    expect(r.stderr).not.toContain('Reading transcripts');
    expect(r.stderr).not.toContain('\x1b[K');
  });
});
