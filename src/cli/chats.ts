/**
 * `toolshed chats`: the local conversation monitor (spec 3, port 9876). This module is
 * kept free of heavy imports so that the re-exec below happens before the monitor's
 * modules are loaded (loading them twice cost ~0.8 s of start-up on a loaded machine,
 * the bare re-exec ~0.15 s); the command itself is in chats-monitor.ts.
 */
import type { CliIO } from './io.ts';

/**
 * V8's young generation for this process, MB per semi-space. The first scan parses
 * every line while the index keeps ~80 MB per GB of transcripts; with that survival
 * V8 grows the young generation to its default maximum, ~100 MB of resident memory
 * that a streaming parser does not need (measured at 1 GB: peak 328 MB after the scan
 * by default, 224 MB at 8; see docs/benchmarks.md, section monitor).
 */
export const SEMI_SPACE_MB = 8;

/**
 * Replaces the process with the same command plus `--max-semi-space-size` (the flag
 * only takes effect at start). Same pid, same stdio. Skipped where `process.execve` does
 * not exist (Windows, Node < 23.11) or when the user already chose a value.
 */
function reexecWithSmallYoungGeneration(): void {
  const chosen = (a: string) => /--max-semi-space-size/.test(a);
  if (typeof process.execve !== 'function' || process.execArgv.some(chosen) || chosen(process.env.NODE_OPTIONS ?? '')) return;
  process.execve(process.execPath, [process.execPath, `--max-semi-space-size=${SEMI_SPACE_MB}`, ...process.execArgv, ...process.argv.slice(1)], process.env);
}

export async function run(io: CliIO, waitForExit?: () => Promise<unknown>): Promise<number> {
  // Only as the command-line process itself (main() with the real environment and exit
  // on signals), never in-process, and not for --help.
  if (waitForExit === undefined && io.env === process.env && !io.argv.some((a) => a === '--help' || a === '-h')) reexecWithSmallYoungGeneration();
  const { runMonitor } = await import('./chats-monitor.ts');
  return runMonitor(io, waitForExit);
}
