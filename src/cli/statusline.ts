/**
 * `toolshed statusline`: Claude Code's `statusLine` command. It runs after every
 * assistant message, so the plain call loads only what it needs (no zod, no ledger: the
 * bin comes straight here, bin/toolshed.mjs), reads its stdin, prints one line and
 * exits 0 whatever the input. `--install` / `--uninstall` write the setting, `--refresh`
 * brings the ledger up to date for it (what a plain call starts in the background).
 */
import { parseArgs } from 'node:util';
import type { CliIO } from './io.ts';
import { statusCall } from '../statusline/status.ts';
import { FALLBACK } from '../statusline/line.ts';

const HELP = `Usage: toolshed statusline [--install [--force] | --uninstall | --refresh]

Prints a status line for Claude Code from the JSON it sends on stdin: model, session
cost, today's cost, the current 5-hour window (cost, time left, burn rate), context
use and, when Claude Code sends them, the official 5-hour and 7-day limits. It reads
the usage ledger's summary and only the bytes added to its own transcript since.

  --install     set it as Claude Code's statusLine in settings.json (CLAUDE_CONFIG_DIR or ~/.claude)
  --force       with --install: replace a status line already set (--uninstall restores it)
  --uninstall   take the setting back out, as it was before
  --refresh     bring the usage ledger up to date now (the status line starts this itself)
  -h, --help    this help
`;

const STDIN_LIMIT = 1024 * 1024;
const STDIN_WAIT_MS = 3000;

/** Claude Code's JSON: all of stdin, at most STDIN_LIMIT bytes, or what came in STDIN_WAIT_MS (a terminal gives nothing). */
function readStdin(): Promise<string> {
  const stdin = process.stdin;
  if (stdin.isTTY) return Promise.resolve('');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      clearTimeout(timer);
      stdin.removeAllListeners();
      stdin.pause();
      stdin.unref?.();
      resolve(size > STDIN_LIMIT ? '' : Buffer.concat(chunks).toString('utf8'));
    };
    const timer = setTimeout(done, STDIN_WAIT_MS);
    stdin.on('data', (c: Buffer) => {
      size += c.length;
      if (size > STDIN_LIMIT) done();
      else chunks.push(c);
    });
    stdin.on('end', done);
    stdin.on('error', done);
  });
}

/** Starts `toolshed statusline --refresh` detached, with this process's environment. */
function startRefresh(): void {
  void import('node:child_process').then(({ spawn }) => {
    const child = spawn(process.execPath, [process.argv[1]!, 'statusline', '--refresh'], { detached: true, stdio: 'ignore', env: process.env });
    child.on('error', () => {});
    child.unref();
  });
}

/** The plain call (the bin's fast path): print the line, then write what it learnt. */
export async function statusline(): Promise<number> {
  try {
    const call = statusCall(await readStdin(), { env: process.env, nowMs: Date.now(), startRefresh });
    process.stdout.write(`${call.line}\n`);
    call.after();
  } catch {
    process.stdout.write(`${FALLBACK}\n`);
  }
  return 0;
}

export async function run(io: CliIO): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: io.argv, options: { install: { type: 'boolean' }, uninstall: { type: 'boolean' }, force: { type: 'boolean' }, refresh: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, strict: true }));
  } catch (err) {
    io.stderr(`toolshed statusline: ${(err as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const chosen = [values.install, values.uninstall, values.refresh].filter(Boolean).length;
  if (chosen > 1 || (values.force && !values.install)) {
    io.stderr(`toolshed statusline: give one of --install, --uninstall, --refresh (--force goes with --install)\n`);
    return 2;
  }
  if (values.refresh) return (await import('../statusline/commands.ts')).refreshCommand(io, (await import('./version.ts')).PACKAGE_VERSION);
  if (values.install || values.uninstall) return (await import('../statusline/commands.ts')).settingCommand(io, values.install ? 'install' : 'uninstall', values.force === true);
  return statusline();
}
