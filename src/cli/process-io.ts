/**
 * The real process's side of a command: its CliIO (stdout, stderr, the terminal's questions)
 * and the guard that turns a bad setting into one line and exit code 2. Shared by main.ts and
 * the scan's own process (scan-process.ts), which runs `scan` without main's other commands.
 */
import { ConfigurationError } from '../settings.ts';
import type { CliIO } from './io.ts';

/**
 * One line reader for the whole run: answers typed ahead (or pasted together)
 * are queued, not lost between two questions. Closed when the command ends.
 */
let terminal: { lines: AsyncIterator<string>; close: () => void } | undefined;
async function askLine(question: string): Promise<string> {
  if (!terminal) {
    const { createInterface } = await import('node:readline'); // only when a question is asked
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    terminal = { lines: rl[Symbol.asyncIterator](), close: () => rl.close() };
  }
  process.stderr.write(question);
  const next = await terminal.lines.next();
  return next.done ? '' : next.value;
}

/** Exit status of a program the shell stopped with SIGPIPE (128 + 13): what `cat` gives under `set -o pipefail`. */
export const CLOSED_PIPE_EXIT = 141;

/**
 * A reader that went away (`toolshed scan | head`) makes the next write fail with EPIPE,
 * which Node throws as an unhandled 'error' event with a stack. The output has nobody left
 * to read it, so the process ends at once and quietly, as a shell tool killed by SIGPIPE.
 */
let pipesGuarded = false;
function endQuietlyOnClosedPipe(): void {
  if (pipesGuarded) return;
  pipesGuarded = true;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(CLOSED_PIPE_EXIT);
    });
  }
}

export function defaultIO(argv: string[]): CliIO {
  endQuietlyOnClosedPipe();
  return {
    argv,
    env: process.env,
    cwd: process.cwd(),
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    stderrIsTTY: process.stderr.isTTY === true,
    confirm: process.stdin.isTTY ? async (question) => /^y(es)?$/i.test((await askLine(`${question} [y/N] `)).trim()) : undefined,
    ask: process.stdin.isTTY ? askLine : undefined,
  };
}

/** Runs a command; a bad setting (CLAUDE_CONFIG_DIR, TOOLSHED_SITE_URL, …) is the user's to fix: one named line, no stack. */
export async function guarded(io: CliIO, command: () => Promise<number>): Promise<number> {
  try {
    return await command();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    io.stderr(`toolshed: ${error.message}\n`);
    return 2;
  } finally {
    terminal?.close();
    terminal = undefined;
  }
}
