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
import { servesTools } from './protocol-out.ts';
import { constantText, shownText, type Call, type Node, type Program, type Word } from './types.ts';

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
const RECEIVES = /^(?:socket\.socket\.(?:accept|recv|recvfrom|recv_into|makefile)|(?:http|https|http2|net)\.create(?:Secure)?Server|express|net\.Listener\.Accept)$/;

/** A host that means every interface: `0.0.0.0`, `::`, the empty string, Go's `:8080` (its port taken off first). */
function everyInterface(address: string): boolean {
  const host = /^(.*):(?:\d+|…)$/.exec(address)?.[1] ?? address;
  return /^(?:0\.0\.0\.0|::|\[::\]|\*|)$/.test(host.trim());
}

/** Whether a call binds a server (any address): `uvicorn.run(app, …)`, `http.Server.listen`, `HTTPServer((h, p), …)`. */
const bindsServer = (call: Call): boolean => BINDS.some((b) => b.callee.test(constantText(call.callee) ?? ''));

/**
 * The ids of calls in an arm of a branch that binds an HTTP or socket server (`if not args.http: mcp.run()` / `else:
 * …; uvicorn.run(app, host=…)`): in that mode the server speaks over the network, and what it prints there (the
 * address and the token a client must send) is read by whoever started it, not by an MCP client on stdio. Only an
 * arm the front end spans counts (an `if`'s body, its `else` in `alt`), so a print beside the stdio run is still
 * the protocol's.
 */
export function servedArms(nodes: readonly Node[]): Set<number> {
  const arms: Array<[number, number]> = [];
  nodes.forEach((n, i) => {
    if (n.kind === 'branch') arms.push([i + 1, i + 1 + n.span], [i + 1 + n.span, i + 1 + n.span + (n.alt ?? 0)]);
  });
  const served = new Set<number>();
  nodes.forEach((n, j) => {
    if (n.kind !== 'call' || !bindsServer(n)) return;
    // The innermost arm holding the bind (`if __name__ == "__main__":` around both modes is no mode).
    const arm = arms.filter(([from, to]) => from <= j && j < to).sort((a, b) => b[0] - a[0] || a[1] - b[1])[0];
    if (arm) for (const m of nodes.slice(arm[0], arm[1])) if (m.kind === 'call') served.add(m.id);
  });
  return served;
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
  // A program serving MCP tools that also listens on every interface from a background thread: its foreground speaks
  // to the client (stdio), and the thread opens the same tools or others to every machine that can reach this one.
  const side = calls.find((c) => c.background === true && bindsAll(c));
  if (side && servesTools(p.nodes)) {
    const evidence = [side.callee, ...side.args, ...Object.entries(side.named ?? {}).map(([k, w]) => ({ parts: [{ lit: `${k}=${shownText(w)}` }] }))].map(shownText).join(' ').slice(0, 200);
    return [{ rule: 'open-listener', origin: side.origin, evidence, note: 'an MCP server also serves, from a background thread, on every interface: any machine that reaches this one calls it' }];
  }
  const received = new Set<number>();
  // A name the analysis cannot resolve stands for what the server receives only in the listener's own file: there the
  // handler the framework calls is written beside the server. In another file of the component (a test's server on
  // port 0, a client's upload helper) an unresolved parameter is anything the program passes, not a stranger's request.
  const holds = (w: Word | undefined, sameFile: boolean): boolean =>
    w !== undefined && [w, ...(w.items ?? [])].some((x) => x.parts.some((part) => 'ref' in part && (('out' in part.ref && received.has(part.ref.out)) || (sameFile && ('var' in part.ref || 'input' in part.ref)))));
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
    // A shell reading its commands from its input, that input an accepted connection (Go's `cmd.Stdin = conn`): a bind
    // shell. Only what was received counts here: an unresolved name fed to a shell's input is no stranger's by itself.
    const fed = input?.from === 'stdin' && [call.named?.stdin, ...(call.stdin ?? [])].some((w) => holds(w, false));
    // A file read by the path a request names, nothing fixed before it (no root it stays under).
    const sameFile = call.origin.file === listener.origin.file;
    const served = name === 'cat' && args.some((a) => holds({ parts: a.parts.slice(0, 1) }, sameFile));
    if (holds(code, sameFile) || served || fed) {
      const evidence = [program(call).callee, ...args].map(shownText).join(' ').slice(0, 200);
      const bound = [listener.callee, ...listener.args].map(shownText).join(' ').slice(0, 80);
      return [{ rule: 'open-listener', origin: call.origin, evidence, note: `a server bound to every interface (${bound}) ${served ? 'serves the file a request names' : 'runs what it receives'}` }];
    }
  }
  return [];
}
