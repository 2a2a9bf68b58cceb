/**
 * Pure: secrets an MCP server puts where the model or another user reads them (issue 36, POLICY14 point 4). A
 * stdio server's standard output is the protocol channel: the client reads what the server prints there as its
 * messages, so a token printed at start (`console.log(process.env.X)`, `print(os.environ[…])`, `fmt.Println`,
 * a launch line `node -e "…"`, `python -c "…"`, `sh -c 'echo $SECRET'`, `printenv`) lands in the conversation,
 * the transcript and the model's provider. A file under the shared temporary folders is readable by every
 * user of the machine. Logging to stderr (`console.error`, `print(…, file=sys.stderr)`, `logging`) is where a
 * server's log belongs, and a value that is no secret (a token's length, its last four characters) is not
 * counted. flow.ts gives the taints; this module says which calls write to stdout and which writes count.
 */
import type { IrFinding, Taint } from './finding.ts';
import { isSecretName } from '../secrets.ts';
import { constantText, type Call, type Node, type Word } from './types.ts';

/** Library calls that write their arguments to the process's standard output. */
const WRITES_STDOUT = /^(?:console\.(?:log|info|debug|dir|table)|process\.stdout\.write|builtins\.print|sys\.stdout\.(?:write|writelines)|sys\.stdout\.buffer\.write|pprint\.pprint|fmt\.(?:Print|Println|Printf)|os\.Stdout\.(?:Write|WriteString))$/;
/** Shell programs that print their words, and programs that print what they read (the environment, a file). */
const ECHOES = /^(?:echo|printf)$/;
const DUMPS = /^(?:printenv|env|cat|export|declare|set)$/;
/** Folders every user of the machine can read. */
const SHARED_FOLDER = /^\/(?:tmp|var\/tmp|dev\/shm)\//;

/**
 * A file created readable by its owner only (`writeFileSync(p, token, { mode: 0o600 })`, Python's
 * `os.open(p, flags, 0o600)`): no other user of the machine reads it, even in a shared folder.
 */
function ownerOnly(call: Call): boolean {
  const callee = constantText(call.callee) ?? '';
  const text = constantText(call.named?.mode ?? (/^os\.open$/.test(callee) ? call.args[2] : undefined) ?? { parts: [] }) ?? '';
  const m = /^(?:0o?([0-7]{3,4})|(\d+))$/i.exec(text.trim());
  if (!m) return false;
  const mode = m[1] !== undefined ? parseInt(m[1], 8) : Number(m[2]);
  return (mode & 0o077) === 0;
}

/** What counts: a secret variable's value, the whole environment, a credential file's text. */
const secretOf = (ts: readonly Taint[]) => ts.find((t) => t.kind === 'secret' || (t.kind === 'environment' && t.what === 'the whole environment') || (t.kind === 'credential' && t.text === true));

/**
 * A secret's value written in the words themselves (`console.log(process.env.X)`, `echo "$TOKEN"`, the whole
 * environment as JSON), not the answer of a request the secret authorised (`print(api_call()["name"])`).
 */
function valueIn(words: readonly Word[]): Taint | undefined {
  for (const w of words) {
    for (const p of w.parts) {
      if (!('ref' in p)) continue;
      if ('env' in p.ref && isSecretName(p.ref.env)) return { kind: 'secret', what: p.ref.env };
      if ('envAll' in p.ref) return { kind: 'environment', what: 'the whole environment' };
    }
    const inner = valueIn([...(w.items ?? []), ...(w.fields ?? [])]);
    if (inner) return inner;
  }
  return undefined;
}

/** A program that serves MCP tools: a handler's result goes to the model, or a description is read by it, or a tool's argument is read. */
export function servesTools(nodes: readonly Node[]): boolean {
  return nodes.some((n) => (n.kind === 'return' && n.toModel === true) || (n.kind === 'str' && n.role === 'description') || (n.kind === 'call' && n.args.some((a) => a.parts.some((p) => 'ref' in p && 'input' in p.ref))));
}

/** The ids of calls whose output another node reads (piped, substituted, assigned): the rest goes to stdout. */
export function consumedOutputs(nodes: readonly Node[]): Set<number> {
  const used = new Set<number>();
  const scan = (w: Word | undefined) => {
    if (!w) return;
    for (const p of w.parts) if ('ref' in p && 'out' in p.ref) used.add(p.ref.out);
    for (const x of [...(w.items ?? []), ...(w.fields ?? [])]) scan(x);
  };
  for (const n of nodes) {
    if (n.kind === 'call') [n.callee, ...n.args, ...(n.stdin ?? []), ...Object.values(n.named ?? {})].forEach(scan);
    else if (n.kind === 'assign' || n.kind === 'return') scan(n.value);
  }
  return used;
}

/**
 * A secret a server's call writes to its stdout or to a shared folder: `out` is what the call's output carries
 * (flow.ts), `consumed` the calls whose output is read by another node, `served` the calls of an arm serving over
 * the network (listeners.ts `servedArms`).
 */
export function protocolWrites(call: Call, name: string | undefined, out: readonly Taint[], consumed: ReadonlySet<number>, served: ReadonlySet<number> = new Set()): IrFinding[] {
  const callee = constantText(call.callee) ?? '';
  const evidence = (t: Taint, where: string) => ({ rule: 'credential-exfiltration' as const, origin: call.origin, evidence: `an MCP server writes ${t.what} to ${where}` });
  const stdout = 'its standard output, the protocol channel the client reads into the conversation';
  if (call.form === 'function' && WRITES_STDOUT.test(callee) && call.named?.file === undefined && !served.has(call.id)) {
    const t = valueIn(call.args);
    if (t) return [evidence(t, stdout)];
  }
  if (call.form === 'command' && name !== undefined && !consumed.has(call.id) && !(call.writes ?? []).length) {
    // `echo "$TOKEN"` prints its words; `printenv X`, `env`, `cat ~/.aws/credentials` print what they read.
    const t = ECHOES.test(name) ? valueIn(call.args) : DUMPS.test(name) ? secretOf(out) : undefined;
    if (t) return [evidence(t, stdout)];
  }
  for (const w of ownerOnly(call) ? [] : call.writes ?? []) {
    const path = constantText(w) ?? '';
    const t = SHARED_FOLDER.test(path) ? valueIn([...call.args, ...Object.values(call.named ?? {})]) ?? (call.form === 'command' && DUMPS.test(name ?? '') ? secretOf(out) : undefined) : undefined;
    if (t) return [evidence(t, `${path}, a file every user of the machine can read`)];
  }
  return [];
}
