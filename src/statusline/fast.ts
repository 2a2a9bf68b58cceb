/**
 * The plain `toolshed statusline` call, Claude Code's `statusLine` command: it runs after
 * every assistant message, so it loads only what it needs (no zod, no ledger), reads its
 * stdin, prints one line and exits 0 whatever the input. scripts/build-cli.ts bundles this
 * module and what it imports into one file, lib/statusline-fast.js (each module file
 * loaded costs a spawned process about a third of a millisecond), which the bin loads
 * straight away for `toolshed statusline`.
 */
import { statusCall } from './status.ts';
import { FALLBACK } from './line.ts';

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

/** The plain call: print the line, then write what it learnt. */
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

