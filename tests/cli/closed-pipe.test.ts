/**
 * `toolshed scan … | head`: the reader closes the pipe before the output is written. Both the
 * bin's own commands and the scan's separate process must then end quietly with the status a
 * shell tool stopped by SIGPIPE has (141), not with Node's unhandled EPIPE stack on stderr.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOSED_PIPE_EXIT } from '../../src/cli/process-io.ts';
import { ROOT } from '../helpers/paths.ts';
import { BIN, NODE } from '../install/run-bin.ts';

/** Runs the bin with its stdout's reading end closed at once; resolves with its status and stderr. */
function runWithClosedStdout(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(NODE, [BIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, DO_NOT_TRACK: '1', TOOLSHED_SITE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.destroy(); // the reader is gone before the child has started
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('a closed stdout', () => {
  it('ends the scan process quietly', async () => {
    const { code, stderr } = await runWithClosedStdout(['scan', join(ROOT, 'components-source')]);
    expect(stderr).toBe('');
    expect(code).toBe(CLOSED_PIPE_EXIT);
  });

  it("ends the bin's own commands quietly", async () => {
    const { code, stderr } = await runWithClosedStdout(['--help']);
    expect(stderr).toBe('');
    expect(code).toBe(CLOSED_PIPE_EXIT);
  });
});
