/**
 * Pure: a server of the program bound to every interface that runs what it
 * receives (code.ts runs it beside the flow engine): a bind shell (a socket
 * accepted, its bytes run by a shell), a hidden HTTP route whose body is
 * `eval`ed, a Go handler running a query parameter with `sh -c`, or a file
 * served by the path a request names. Anyone who can reach the machine then
 * runs commands on it or reads its files. A server bound to `127.0.0.1`
 * (a local preview, metrics) is none of this.
 *
 * What a server receives: what its accepted connections and request
 * handlers are given. Python's `accept()`/`recv()`, Node's `createServer`
 * callbacks (the front end binds a callback's parameters to the call that
 * takes it), and a parameter of a function nothing in the file calls (a Go
 * or Python handler the framework calls) are all refs the analysis cannot
 * resolve, and so is an MCP tool's argument (tool-inputs.ts): in a program
 * listening on every interface, code built from one is code a stranger may
 * send.
 */
import type { IrFinding } from './finding.ts';
import { codeInput } from './interpreters.ts';
import { program } from './program.ts';
import { EVAL, SHELLS } from './tables.ts';
import { callsOf } from './reach.ts';
import { constantText, shownText, type Call, type Program, type Word } from './types.ts';

/**
 * Calls that bind a server, and where they take the address: `at` the argument holding the host (a tuple's
 * first item, or `host:port`), `named` the option naming it; `none` what an absent host means (Node's and Go's
 * defaults are every interface).
 */
const BINDS: Array<{ callee: RegExp; at?: number; named?: string; absent: 'all' | 'local' }> = [
  { callee: /^socket\.socket\.bind$/, at: 0, absent: 'local' },
  { callee: /^(?:http\.server\.(?:Threading)?HTTPServer|socketserver\.(?:Threading|Forking)?(?:TCP|UDP)Server)$/, at: 0, absent: 'local' },
  { callee: /^(?:flask\.Flask\.run|uvicorn\.run|aiohttp\.web\.run_app|waitress\.serve)$/, named: 'host', absent: 'local' },
  { callee: /^http\.Server\.listen$/, at: 1, named: 'host', absent: 'all' },
  { callee: /^net\/http\.ListenAndServe(?:TLS)?$/, at: 0, absent: 'all' },
  { callee: /^net\.Listen(?:Packet)?$/, at: 1, absent: 'all' },
];

/** Calls whose value is what a peer sent: an accepted connection, its bytes, a request a handler is given. */
const RECEIVES = /^(?:socket\.socket\.(?:accept|recv|recvfrom|recv_into|makefile)|(?:http|https|http2|net)\.create(?:Secure)?Server|express)$/;

/** A host that means every interface: `0.0.0.0`, `::`, the empty string, Go's `:8080` (its port taken off first). */
function everyInterface(address: string): boolean {
  const host = /^(.*):(?:\d+|…)$/.exec(address)?.[1] ?? address;
  return /^(?:0\.0\.0\.0|::|\[::\]|\*|)$/.test(host.trim());
}

/** Whether one binding call binds every interface. */
function bindsAll(call: Call): boolean {
  const callee = constantText(call.callee) ?? '';
  const bind = BINDS.find((b) => b.callee.test(callee));
  if (!bind) return false;
  const word = (bind.named !== undefined ? call.named?.[bind.named] : undefined) ?? (bind.at !== undefined ? call.args[bind.at] : undefined);
  if (!word) return bind.absent === 'all';
  // A tuple's first item (`("0.0.0.0", 4444)`), else the word (`":8080"`, `"0.0.0.0"`).
  const text = shownText(word.items?.[0] ?? word);
  // A host given as a setting (`process.env.HOST`, a parameter) is the user's choice.
  if (text.startsWith('…')) return false;
  // Node's `listen(port, callback)`: a second argument that is no address is no host either.
  if (bind.absent === 'all' && bind.at === 1 && !/^(?:[\d.]+|[\w.-]*[.:][\w.:[\]-]*|localhost|\*|::)$/.test(text)) return true;
  return everyInterface(text);
}

export function listenerFindings(p: Program): IrFinding[] {
  const calls = callsOf(p.nodes);
  const listener = calls.find(bindsAll);
  if (!listener) return [];
  const received = new Set<number>();
  const holds = (w: Word | undefined): boolean =>
    w !== undefined && [w, ...(w.items ?? [])].some((x) => x.parts.some((part) => 'ref' in part && (('out' in part.ref && received.has(part.ref.out)) || 'var' in part.ref || 'input' in part.ref)));
  for (const call of calls) {
    const callee = constantText(call.callee) ?? '';
    const { name, args } = program(call);
    if (RECEIVES.test(callee)) received.add(call.id);
    // What is made of what was received (`conn.recv().decode()`, `data.toString()`) is still it.
    else if (name === undefined && [...call.args, ...Object.values(call.named ?? {})].some((w) => w.parts.some((part) => 'ref' in part && 'out' in part.ref && received.has(part.ref.out)))) received.add(call.id);
    if (name === undefined) continue;
    const texts = args.map(constantText);
    const input = SHELLS.has(name) ? codeInput(name, texts) : undefined;
    const code = EVAL.has(name) ? args[0] : input?.from === 'arg' ? args[input.at] : undefined;
    // A file read by the path a request names, nothing fixed before it (no root it stays under).
    const served = name === 'cat' && args.some((a) => holds({ parts: a.parts.slice(0, 1) }));
    if (holds(code) || served) {
      const evidence = [program(call).callee, ...args].map(shownText).join(' ').slice(0, 200);
      const bound = [listener.callee, ...listener.args].map(shownText).join(' ').slice(0, 80);
      return [{ rule: 'open-listener', origin: call.origin, evidence, note: `a server bound to every interface (${bound}) ${served ? 'serves the file a request names' : 'runs what it receives'}` }];
    }
  }
  return [];
}
