/**
 * Pure: resource exhaustion over the IR — code that takes the user's machine
 * down, whatever flows into it (docs/safety.md, resource exhaustion):
 *
 * - a loop no condition bounds, that its own body never leaves and never
 *   waits in (no `break`/`return`/exit, no sleep, accept, read, await,
 *   channel receive), which starts processes, threads or goroutines, opens
 *   connections or sends requests, writes files, adds to a container, or
 *   calls nothing at all (a CPU burnt for nothing);
 * - a loop counted to a constant far beyond what a machine gives one program
 *   that starts processes or threads or opens connections each turn;
 * - a function that starts a process and then calls itself, or a shell
 *   function calling itself in the background or through a pipe (the fork
 *   bomb in every spelling);
 * - one allocation of a constant size no machine spares (`Buffer.alloc(2**32
 *   - 1)`, `"x" * 10**12`, `bytes(1 << 34)`);
 * - shell commands that fill the disk or burn a core: `dd` from `/dev/zero`
 *   with no count into a file, `fallocate -l 900G`, `head -c 100G
 *   /dev/zero`, `cat /dev/zero > f`, `yes > /dev/null`.
 *
 * Servers' accept loops, polling with a sleep, retries with a limit, streams
 * read to their end and worker pools leave or wait, so none of this reads
 * them. The loop facts are the front ends' (ir/types.ts `Loop`).
 */
import { apiOf } from '../lang/apis.ts';
import { WAITING, WAITING_COMMANDS } from '../lang/loops.ts';
import { callDelayMs } from '../lang/timers.ts';
import type { IrFinding } from './finding.ts';
import { program } from './program.ts';
import { constantText, shownText, type Call, type Loop, type Node, type Program, type Word } from './types.ts';

/** Calls that start a process or a thread, beyond the API table's processes and shells. */
const STARTS = /^(?:os\.(?:fork|forkpty|spawn\w*|posix_spawnp?)|multiprocessing\.(?:Process|Pool)|concurrent\.futures\.(?:Thread|Process)PoolExecutor|threading\.(?:Thread|Timer)|_thread\.start_new_thread|asyncio\.create_subprocess_(?:exec|shell)|worker_threads\.Worker|cluster\.fork|child_process\.fork|os\/exec\.Cmd\.(?:Start|Run|Output|CombinedOutput)|os\.StartProcess|syscall\.(?:ForkExec|StartProcess|Exec))$/;
/** Calls that open a connection or send a request, beyond the API table's. */
const CONNECTS = /(?:^|\.)(?:connect|connect_ex|create_connection|Dial|DialTimeout|DialContext)$|^net\/http\.(?:Get|Post|Head|PostForm)$|^(?:fetch|socket\.socket\.connect)$/;
/** Commands that send requests. */
const FETCHERS = new Set(['curl', 'wget', 'nc', 'ncat', 'netcat', 'http', 'https', 'ab', 'hey', 'siege']);
/** Calls that end the program or leave by an error. */
const LEAVES = /(?:^|[./])(?:exit|_exit|Exit|quit|abort|Fatal\w*|panic|Panic\w*)$/;
/** Allocations by constant size: the size argument's index. */
const ALLOCATES: Record<string, number> = {
  'Buffer.alloc': 0,
  'Buffer.allocUnsafe': 0,
  'Buffer.allocUnsafeSlow': 0,
  ArrayBuffer: 0,
  SharedArrayBuffer: 0,
  'builtins.bytes': 0,
  'builtins.bytearray': 0,
  'operator.mul': 1,
  make: 1,
  'crypto.randomBytes': 0,
  'os.urandom': 0,
  'secrets.token_bytes': 0,
  Array: 0,
  Uint8Array: 0,
  Float64Array: 0,
};
/** Bytes a slot of an allocation counted in slots holds (a JavaScript array's slot is a pointer or a double). */
const SLOT_BYTES: Record<string, number> = { Array: 8, Float64Array: 8 };
/** More than a developer's machine spares for one buffer: 4 GB. */
const HUGE_BYTES = 4e9;
/** More processes, threads or connections than one program is given (a default `ulimit -u` is a few thousand). */
const HUGE_COUNT = 10_000;
/** More disk than a task writes on purpose (a swap file is a few GB; a laptop has a few hundred free): 32 GB. */
const HUGE_DISK = 32e9;

const nameOf = (c: Call) => shownText(c.callee);

function starts(c: Call): boolean {
  const does = apiOf(nameOf(c))?.api?.does;
  return STARTS.test(nameOf(c)) || does === 'process' || does === 'shell' || (c.form === 'command' && c.background === true);
}

function connects(c: Call): boolean {
  const does = apiOf(nameOf(c))?.api?.does;
  return does === 'http' || does === 'socket' || CONNECTS.test(nameOf(c)) || (c.form === 'command' && FETCHERS.has(program(c).name ?? ''));
}

const writes = (c: Call) => (c.writes ?? []).some((w) => shownText(w) !== '/dev/null') || apiOf(nameOf(c))?.api?.does === 'write' || /(?:^|\.)(?:write|Write|WriteString|writelines)$/.test(nameOf(c));
const waits = (c: Call) => WAITING.test(nameOf(c)) || (c.form === 'command' && WAITING_COMMANDS.has(program(c).name ?? ''));

/** Readers over memory: a buffer, a text, a decompressor over one (Go, Python). Reading one to its end waits for nothing outside. */
const IN_MEMORY = /^(?:bytes\.(?:NewReader|NewBuffer\w*)|strings\.NewReader|compress\/(?:gzip|zlib|flate|bzip2|lzw)\.NewReader|io\.BytesIO|gzip\.GzipFile|zlib\.decompressobj)$/;

/** A read whose source is made of constants and readers over memory only (`io.ReadAll(gzip.NewReader(bytes.NewReader(seed)))`): it never waits. */
function readsMemory(c: Call, byId: ReadonlyMap<number, Call>, depth = 0): boolean {
  if (depth > 8 || c.args.length === 0) return false;
  return c.args.slice(0, 1).every((a) => a.parts.every((p) => {
    if ('lit' in p) return true;
    const from = 'out' in p.ref ? byId.get(p.ref.out) : undefined;
    return from !== undefined && (IN_MEMORY.test(nameOf(from)) || waits(from)) && readsMemory(from, byId, depth + 1);
  }));
}
const leaves = (c: Call) => LEAVES.test(nameOf(c)) || (c.form === 'command' && /^(?:exit|break|return)$/.test(program(c).name ?? ''));

/** A size written as a number with an optional unit (`900G`, `100GB`, `4M`, `1024`), in bytes. */
export function bytesOf(text: string | undefined): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*([kmgtpe]?)(i?b?)$/i.exec(text?.trim() ?? '');
  if (!m) return undefined;
  const power = ' kmgtpe'.indexOf(m[2]!.toLowerCase() || ' ');
  return Number(m[1]) * (m[3]!.toLowerCase() === 'b' && m[2] ? 1000 : 1024) ** power;
}

/** What an endless loop that never leaves or waits does each turn, in words; undefined when it does none of it. */
function endlessTurn(loop: Loop, body: Call[]): string | undefined {
  if (loop.starts || body.some(starts)) return 'starts a process, thread or goroutine';
  if (body.some(connects)) return 'opens a connection or sends a request';
  if (body.some(writes)) return 'writes to a file (the disk fills)';
  if (loop.grows) return 'adds to what a container holds (memory grows until the machine runs out)';
  if (loop.bare) return 'does nothing but spend a CPU';
  return undefined;
}

function loops(nodes: Node[]): IrFinding[] {
  const out: IrFinding[] = [];
  const byId = new Map(nodes.filter((n): n is Call => n.kind === 'call').map((c) => [c.id, c]));
  const written = (c: Call) => writtenBy(c, byId);
  const waitsOutside = (c: Call) => waits(c) && !readsMemory(c, byId);
  nodes.forEach((n, i) => {
    if (n.kind !== 'loop') return;
    const body = nodes.slice(i + 1, i + 1 + n.span).filter((b): b is Call => b.kind === 'call');
    if (n.endless && !n.exits && !n.waits && !body.some(waitsOutside) && !body.some(leaves)) {
      const turn = endlessTurn(n, body);
      if (turn) out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: `a loop with no end, no exit and no wait that ${turn} on every turn` });
      return;
    }
    const count = n.count ? Number(constantText(n.count)) : NaN;
    // As many turns as a tool's argument says, with no cap (`range(count)`, `i < args.size`): the model, steered by what it reads, sets it.
    const turn = n.starts || body.some(starts) ? 'starts a process, thread or goroutine' : body.some(connects) ? 'opens a connection or sends a request' : n.grows ? 'adds to what a container holds' : body.some(writes) ? 'writes to a file' : 'spends CPU';
    if (n.count && fromInput(n.count)) {
      out.push({ rule: 'sized-by-input', origin: n.origin, evidence: `a loop run as many times as an MCP tool's argument says, with no cap, that ${turn} on each turn` });
      return;
    }
    if (count >= HUGE_COUNT && (n.starts || body.some(starts) || body.some(connects))) {
      out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: `a loop of ${count.toLocaleString('en')} turns that ${n.starts || body.some(starts) ? 'starts a process, thread or goroutine' : 'opens a connection'} on each` });
      return;
    }
    const each = Math.max(0, ...body.map(allocated));
    const onDisk = Math.max(0, ...body.map(written));
    if (count * each >= HUGE_BYTES && n.grows) out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: `a loop of ${count.toLocaleString('en')} turns keeping ${gb(each)} each (${gb(count * each)} in all)` });
    else if (count * onDisk >= HUGE_DISK) out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: `a loop of ${count.toLocaleString('en')} turns writing ${gb(onDisk)} each (${gb(count * onDisk)} in all)` });
  });
  return out;
}

/** What a write puts out each time when it writes a buffer of known size (`f.write(bytes(1 << 24))`). */
const writtenBy = (c: Call, byId: ReadonlyMap<number, Call>) => (writes(c) ? Math.max(0, ...c.args.flatMap((a) => a.parts.map((p) => ('ref' in p && 'out' in p.ref ? allocated(byId.get(p.ref.out)) : 0)))) : 0);

const gb = (bytes: number) => (bytes >= 1e9 ? `${(bytes / 1e9).toLocaleString('en', { maximumFractionDigits: 1 })} GB` : `${Math.round(bytes / 1e6)} MB`);

/** The bytes a call allocates when its size is a constant (a repeated sequence: its length times the count). */
function allocated(c: Call | undefined): number {
  if (!c) return 0;
  const at = ALLOCATES[nameOf(c)];
  const size = at === undefined ? undefined : Number((constantText(c.args[at] ?? { parts: [] }) ?? '').replace(/_/g, '')) * (SLOT_BYTES[nameOf(c)] ?? 1);
  if (size === undefined || !Number.isFinite(size)) return 0;
  return nameOf(c) === 'operator.mul' ? size * Math.max(1, (constantText(c.args[0]!) ?? '').length) : size;
}

/** Starts that do not wait for what they start: a thread, a worker, a goroutine, a child left running. */
const LEFT_RUNNING = /(?:^|[./])(?:Popen|spawn|fork|exec|execFile|Start|StartProcess|Thread|Process|Worker|start_new_thread|create_subprocess_\w+)$/;
/** What a loop that never ends may keep or write a second before it takes the machine: 1 MB (3.6 GB an hour). */
const PER_SECOND = 1 << 20;
/** Processes or threads started more often than once a second, forever, are a flood, not a schedule. */
const BRIEF_MS = 1000;
/** Calls that stop a timer: one anywhere in the program may stop any (the handle travels). */
const CLEARS = /^(?:timers\.)?clear(?:Interval|Timeout)$/;

/**
 * A timer or a sleeping loop that never ends (the front ends' `Loop`: `setInterval`, a re-armed `setTimeout` or
 * `threading.Timer`, a Go ticker, `while True` with a sleep): what it keeps or writes each turn over the time
 * between turns, or what it starts each turn when the turns are under a second apart. Loops waiting for something
 * other than time (a client, a line, a queue) turn when that comes: not read here.
 */
function waitingLoops(nodes: Node[]): IrFinding[] {
  const out: IrFinding[] = [];
  const byId = new Map(nodes.filter((n): n is Call => n.kind === 'call').map((c) => [c.id, c]));
  const cleared = nodes.some((n) => n.kind === 'call' && CLEARS.test(nameOf(n)));
  nodes.forEach((n, i) => {
    if (n.kind !== 'loop' || !n.endless || n.exits || !n.waits || (n.every && cleared)) return;
    const body = nodes.slice(i + 1, i + 1 + n.span).filter((b): b is Call => b.kind === 'call');
    if (body.some(leaves) || body.some((c) => waits(c) && callDelayMs(c) === undefined)) return;
    const every = n.every && constantText(n.every);
    const ticker = n.every?.parts.find((p) => 'ref' in p && 'out' in p.ref);
    const tick = every !== undefined ? Number(every) : ticker && 'ref' in ticker && 'out' in ticker.ref ? callDelayMs(byId.get(ticker.ref.out) ?? body[0]!) : undefined;
    const slept = body.map(callDelayMs).filter((ms): ms is number => ms !== undefined);
    const ms = n.every ? tick : slept.length ? slept.reduce((a, b) => a + b, 0) : undefined;
    const seconds = Math.max(ms ?? 1000, 1) / 1000;
    const when = ms === undefined ? 'on every turn' : `every ${ms.toLocaleString('en')} ms`;
    const kept = n.grows ? Math.max(0, ...body.map(allocated)) : 0;
    const written = Math.max(0, ...body.map((c) => writtenBy(c, byId)));
    const what =
      kept / seconds >= PER_SECOND ? `keeps ${gb(kept)} ${when} and never stops: memory grows until the machine runs out`
      : written / seconds >= PER_SECOND ? `writes ${gb(written)} to a file ${when} and never stops: the disk fills`
      : ms !== undefined && ms < BRIEF_MS && (n.starts || body.some((c) => starts(c) && LEFT_RUNNING.test(nameOf(c)))) ? `starts a process, thread or goroutine ${when} and never stops`
      : undefined;
    if (what) out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: `a ${n.every ? 'timer' : 'loop that sleeps'} that ${what}` });
  });
  return out;
}

/** A function that started a process and calls itself; a shell function calling itself in the background or through a pipe. */
function recursion(nodes: Node[]): IrFinding[] {
  const out: IrFinding[] = [];
  nodes.forEach((n, i) => {
    if (n.kind !== 'call' || n.recursive === undefined) return;
    const before = nodes.slice(Math.max(0, i - n.recursive), i).filter((b): b is Call => b.kind === 'call');
    const piped = n.form === 'command' && (n.stdin ?? []).some((w) => w.parts.some((p) => 'ref' in p && 'out' in p.ref && before.some((b) => b.id === (p.ref as { out: number }).out && b.recursive !== undefined)));
    // A shell function's every command is a process: only a copy of itself in the background or in a pipe multiplies.
    // A thread, process or goroutine of itself (`go f()` in `f`, `Thread(target=f)`): unless it first waited for something (a client accepted), each copy starts the next.
    const itself = n.form === 'function' && n.background === true && !before.some(waits);
    const spawns = n.form === 'command' ? n.background === true || piped : itself || before.some((b) => b.recursive === undefined && starts(b));
    const how = piped ? 'through a pipe' : n.form === 'command' && n.background ? 'in the background' : itself ? 'as a new thread, process or goroutine' : 'after starting a process';
    const placed = out.some((f) => f.origin.line === n.origin.line && f.origin.file === n.origin.file);
    if (spawns && !placed) out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: `${nameOf(n)} starts itself ${how}: each copy starts more (a fork bomb)` });
    else if (n.baseless && !placed) out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: `${nameOf(n)} calls itself on every path, with no condition, return or wait before it: the recursion never ends` });
  });
  return out;
}

/** A word holding an MCP tool's argument (ir/tool-inputs.ts) as it is, not through a call (`min(n, 100)` caps it). */
const fromInput = (w: Word) => w.parts.some((p) => 'ref' in p && 'input' in p.ref);

/** One allocation or one command that takes the memory, the disk or a CPU. */
function single(c: Call): string | undefined {
  const bytes = allocated(c);
  if (bytes >= HUGE_BYTES) return `allocates ${gb(bytes)} at once`;
  if (c.form !== 'command') return undefined;
  const { name, args } = program(c);
  const texts = args.map(shownText);
  const discarded = (c.writes ?? []).length > 0 && (c.writes ?? []).every((w) => shownText(w) === '/dev/null');
  if (name === 'yes' && discarded) return 'runs yes into /dev/null: a CPU spent for nothing';
  const zeros = (t: string) => /^\/dev\/(?:zero|u?random)$/.test(t);
  if (name === 'dd') {
    const opt = (k: string) => texts.find((t) => t.startsWith(`${k}=`))?.slice(k.length + 1);
    const of = opt('of');
    // Onto a device (`of=/dev/sda`) it is a wipe, destructive-delete's: only a file fills the disk.
    if (!zeros(opt('if') ?? '') || of === undefined || of.startsWith('/dev/')) return undefined;
    const count = opt('count');
    if (count === undefined) return `dd writes ${opt('if')} into ${of} with no count: until the disk is full`;
    const total = (bytesOf(opt('bs') ?? '512') ?? 0) * (bytesOf(count) ?? 0);
    return total >= HUGE_DISK ? `dd writes ${gb(total)} into ${of}` : undefined;
  }
  const sized = (flag: RegExp) => bytesOf(texts[texts.findIndex((t) => flag.test(t)) + 1] ?? '') ?? bytesOf(texts.find((t) => flag.test(t.replace(/=.*/, '')))?.replace(/^[^=]*=/, ''));
  if (name === 'fallocate') {
    const size = sized(/^(?:-l|--length)$/);
    return size !== undefined && size >= HUGE_DISK ? `fallocate reserves ${gb(size)} on the disk` : undefined;
  }
  if (name === 'head' && texts.some(zeros)) {
    const size = sized(/^(?:-c|--bytes)$/);
    return size !== undefined && size >= HUGE_DISK && !discarded ? `head passes on ${gb(size)} of ${texts.find(zeros)}` : undefined;
  }
  if (name === 'cat' && texts.some(zeros) && (c.writes ?? []).length > 0 && !discarded) return `cat copies ${texts.find(zeros)} into a file: until the disk is full`;
  return undefined;
}

/** More calls than a program makes in minutes of CPU: ten billion. */
const HUGE_CALLS = 1e10;

/**
 * A function calling itself two or more times per call, each a constant step down a parameter (`fib(n - 1) +
 * fib(n - 2)`, a tree built `depth - 1` on both sides): some b^n calls, b from 1.6 (steps of 1 and 2) to the number
 * of calls (steps of 1). From a constant (`fib(90)`) past ten billion calls it blocks; from an MCP tool's argument it
 * is sized by the model (advisory).
 */
function branching(nodes: Node[]): IrFinding[] {
  const out: IrFinding[] = [];
  const seen = new Map<string, Call[]>();
  nodes.forEach((n, i) => {
    if (n.kind !== 'call' || n.recursive === undefined || !n.descends) return;
    const key = `${i - n.recursive}\u0000${nameOf(n)}`;
    const calls = [...(seen.get(key) ?? []), n];
    seen.set(key, calls);
    if (calls.length !== 2) return;
    const from = n.descends.from;
    const depth = Number(constantText(from));
    const base = calls.every((c) => c.descends!.by === 1) ? calls.length : 1.6;
    if (Number.isFinite(depth) && base ** (depth / Math.min(...calls.map((c) => c.descends!.by))) >= HUGE_CALLS) {
      out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: `${nameOf(n)} calls itself ${calls.length} times per call, one step down each, from ${depth}: more than ten billion calls` });
    } else if (fromInput(from)) out.push({ rule: 'sized-by-input', origin: n.origin, evidence: `${nameOf(n)} calls itself ${calls.length} times per call, as many levels deep as an MCP tool's argument says, with no cap` });
  });
  return out;
}

/** Calls compiling or matching with a regular expression given first (Python's `re`, `new RegExp`, Go's `regexp`): POLICY15 §7. */
const COMPILES_PATTERN = /^(?:re\.(?:compile|search|match|fullmatch|findall|finditer|sub|subn|split)|regex\.(?:compile|search|match)|RegExp|regexp\.(?:Compile|MustCompile|MatchString|CompilePOSIX))$/;

export function exhaustionFindings(p: Program): IrFinding[] {
  const out = [...loops(p.nodes), ...waitingLoops(p.nodes), ...recursion(p.nodes), ...branching(p.nodes)];
  for (const n of p.nodes) {
    if (n.kind !== 'call') continue;
    const what = single(n);
    if (what) out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: what });
    const at = ALLOCATES[nameOf(n)];
    const size = at === undefined ? undefined : n.args[at];
    if (size && fromInput(size)) out.push({ rule: 'sized-by-input', origin: n.origin, evidence: `an allocation as large as an MCP tool's argument says, with no cap (${nameOf(n)})` });
    // A pattern the model writes: `(a+)+$` on a short text takes exponential time (a search tool's own purpose, so shown, not refused).
    if (COMPILES_PATTERN.test(nameOf(n)) && n.args[0] && fromInput(n.args[0])) out.push({ rule: 'sized-by-input', origin: n.origin, evidence: `a regular expression compiled from an MCP tool's argument (${nameOf(n)}): a pattern like (a+)+$ can take exponential time` });
  }
  return out;
}
