/**
 * Pure: what a Go program gives the processes it starts, for the Go front
 * end (go.ts). An `exec.Cmd`'s fields set after `exec.Command` are tied to the
 * call that made it: `cmd.Stdin`/`Stdout`/`Stderr` (the process's streams,
 * as Python's `Popen(…, stdin=s)`), `cmd.Env` (its environment: each
 * `KEY=value` item an exported variable, as `KEY=value cmd` is in a shell);
 * `os.Setenv(k, v)` exports a variable to every process started after it,
 * as `export` does.
 */
import type { Assign, Call, Node, Origin } from '../ir/types.ts';
import { GO_CMD_STREAMS } from './go-apis.ts';
import { constant, toWord, type Value } from './values.ts';

/** The call that made an `exec.Cmd` value (`exec.Command(…)`), among the nodes emitted so far. */
function madeBy(cmd: Value, nodes: readonly Node[]): Call | undefined {
  const made = cmd.parts.find((p) => 'ref' in p && 'out' in p.ref);
  const id = made && 'ref' in made && 'out' in made.ref ? made.ref.out : undefined;
  const call = nodes.find((c) => c.kind === 'call' && c.id === id);
  return call?.kind === 'call' ? call : undefined;
}

/**
 * `cmd.<field> = v` on an `exec.Cmd`: the stream tied to the call that made it (`fed`: the call now given input, for
 * the front end to read what it is fed), or the variables its environment exports. Nothing when the field is neither.
 */
export function tieToCommand(cmd: Value, field: string, v: Value, nodes: readonly Node[], origin: Origin): { fed?: Call; exports: Assign[] } {
  if (field === 'Env') return { exports: (v.items ?? [v]).flatMap((item) => exported(item, origin)) };
  const stream = GO_CMD_STREAMS[field];
  const call = stream ? madeBy(cmd, nodes) : undefined;
  if (!call) return { exports: [] };
  (call.named ??= {})[stream!] = toWord(v);
  if (stream !== 'stdin') return { exports: [] };
  // What the process reads: a download fed to a shell's input runs it (`curl … | sh`); a table fed to `crontab -` is installed.
  call.stdin = [toWord(v)];
  call.named.input = toWord(v);
  return { fed: call, exports: [] };
}

/** `os.Setenv("LD_PRELOAD", lib)`: the variable exported to what the program starts next. */
export function setenv(args: Value[], origin: Origin): Assign[] {
  const key = constant(args[0]);
  return key !== undefined && NAME.test(key) && args[1] ? [{ kind: 'assign', name: key, value: toWord(args[1]), exported: true, origin }] : [];
}

const NAME = /^[A-Za-z_]\w*$/;

/** One `KEY=value` item of an environment list (`"LD_PRELOAD=" + lib`): the variable it exports; `os.Environ()`'s own are none. */
function exported(item: Value, origin: Origin): Assign[] {
  const word = toWord(item);
  const first = word.parts[0];
  const eq = first && 'lit' in first ? first.lit.indexOf('=') : -1;
  if (eq <= 0 || !first || !('lit' in first) || !NAME.test(first.lit.slice(0, eq))) return [];
  const rest = first.lit.slice(eq + 1);
  return [{ kind: 'assign', name: first.lit.slice(0, eq), value: { parts: [...(rest ? [{ lit: rest }] : []), ...word.parts.slice(1)] }, exported: true, origin }];
}
