/**
 * Code run now through a shell or an interpreter (ir/interpreters.ts,
 * ir/flow.ts, ir/shape.ts, lang/embedded.ts): text from the network, from
 * decoding, or from a command word that cannot be resolved, reaching any
 * interpreter or eval sink blocks; a socket joined to a shell blocks. The
 * examples (interpreters/examples.txt) were written before the rules were
 * generalized; the held-out third is never tuned on, only held to what it
 * measured when the rules landed.
 */
import { describe, expect, it } from 'vitest';
import { codeInput } from '../../../src/safety/ir/interpreters.ts';
import { scriptReport } from './script.ts';
import { examples } from './interpreters/examples.ts';

const blocks = (code: string, path: string) => scriptReport(code, path).findings.some((f) => f.severity === 'blocking');

describe('where an interpreter takes its code from', () => {
  it('reads each program\'s own flags, subcommands and operands', () => {
    const at = (cmd: string) => {
      const [name, ...texts] = cmd.split(' ');
      return codeInput(name!, texts);
    };
    expect(at('bash -lc CODE name')).toEqual({ from: 'arg', at: 1 });
    expect(at('bash -s -- --token abc')).toEqual({ from: 'stdin' });
    expect(at('bash -o pipefail script.sh')).toEqual({ from: 'file', at: 2 });
    expect(at('python3 -W ignore -c CODE')).toEqual({ from: 'arg', at: 3 });
    expect(at('python3 -m venv .venv')).toEqual({ from: 'module' });
    expect(at('python3 -')).toEqual({ from: 'stdin' });
    expect(at('node --input-type=module')).toEqual({ from: 'stdin' });
    expect(at('node -r ./setup.js -p CODE')).toEqual({ from: 'arg', at: 3 });
    expect(at('deno eval CODE')).toEqual({ from: 'arg', at: 1 });
    expect(at('deno run -A https://x.test/m.ts')).toEqual({ from: 'file', at: 2 });
    expect(at('bun run -')).toEqual({ from: 'stdin' });
    expect(at('perl -MIO::Socket -e CODE')).toEqual({ from: 'arg', at: 2 });
    expect(at('perl -pi -e CODE f.txt')).toEqual({ from: 'arg', at: 2 });
    expect(at('php -r CODE')).toEqual({ from: 'arg', at: 1 });
    expect(at('pwsh -NoProfile -ExecutionPolicy Bypass -Command CODE')).toEqual({ from: 'arg', at: 4 });
    expect(at('powershell -nop -w hidden -enc QQBCAA==')).toEqual({ from: 'arg', at: 4, encoded: true });
    expect(at('tclsh')).toEqual({ from: 'stdin' });
  });
});

describe('interpreter, reverse-shell, word-evasion and payload examples', () => {
  const all = examples();
  it('holds a third of the examples out, of both kinds', () => {
    expect(all.length).toBeGreaterThan(200);
    expect(all.filter((e) => e.heldOut && e.block).length).toBeGreaterThan(50);
    expect(all.filter((e) => e.heldOut && !e.block).length).toBeGreaterThan(10);
  });

  it('blocks every malicious development example and no benign one', () => {
    const wrong = all.filter((e) => !e.heldOut && blocks(e.code, e.path) !== e.block).map((e) => e.id);
    expect(wrong).toEqual([]);
  });

  it('keeps the held-out third where it measured when these rules landed: no benign blocked, 52 of 57 malicious blocked', () => {
    const held = all.filter((e) => e.heldOut);
    expect(held.filter((e) => !e.block && blocks(e.code, e.path)).map((e) => e.id)).toEqual([]);
    expect(held.filter((e) => e.block && blocks(e.code, e.path)).length).toBeGreaterThanOrEqual(52);
  });
});
