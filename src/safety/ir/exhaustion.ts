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
import type { IrFinding } from './finding.ts';
import { program } from './program.ts';
import { constantText, shownText, type Call, type Loop, type Node, type Program } from './types.ts';

/** Calls that start a process or a thread, beyond the API table's processes and shells. */
const STARTS = /^(?:os\.(?:fork|forkpty|spawn\w*|posix_spawnp?)|multiprocessing\.(?:Process|Pool)|threading\.(?:Thread|Timer)|_thread\.start_new_thread|asyncio\.create_subprocess_(?:exec|shell)|worker_threads\.Worker|cluster\.fork|os\/exec\.Cmd\.(?:Start|Run|Output|CombinedOutput)|os\.StartProcess|syscall\.(?:ForkExec|StartProcess|Exec))$/;
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
};
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
  // What a write puts out each time when it writes a buffer of known size (`f.write(bytes(1 << 24))`).
  const written = (c: Call) => (writes(c) ? Math.max(0, ...c.args.flatMap((a) => a.parts.map((p) => ('ref' in p && 'out' in p.ref ? allocated(byId.get(p.ref.out)) : 0)))) : 0);
  nodes.forEach((n, i) => {
    if (n.kind !== 'loop') return;
    const body = nodes.slice(i + 1, i + 1 + n.span).filter((b): b is Call => b.kind === 'call');
    if (n.endless && !n.exits && !n.waits && !body.some(waits) && !body.some(leaves)) {
      const turn = endlessTurn(n, body);
      if (turn) out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: `a loop with no end, no exit and no wait that ${turn} on every turn` });
      return;
    }
    const count = n.count ? Number(constantText(n.count)) : NaN;
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

const gb = (bytes: number) => (bytes >= 1e9 ? `${(bytes / 1e9).toLocaleString('en', { maximumFractionDigits: 1 })} GB` : `${Math.round(bytes / 1e6)} MB`);

/** The bytes a call allocates when its size is a constant (a repeated sequence: its length times the count). */
function allocated(c: Call | undefined): number {
  if (!c) return 0;
  const at = ALLOCATES[nameOf(c)];
  const size = at === undefined ? undefined : Number(constantText(c.args[at] ?? { parts: [] }));
  if (size === undefined || !Number.isFinite(size)) return 0;
  return nameOf(c) === 'operator.mul' ? size * Math.max(1, (constantText(c.args[0]!) ?? '').length) : size;
}

/** A function that started a process and calls itself; a shell function calling itself in the background or through a pipe. */
function recursion(nodes: Node[]): IrFinding[] {
  const out: IrFinding[] = [];
  nodes.forEach((n, i) => {
    if (n.kind !== 'call' || n.recursive === undefined) return;
    const before = nodes.slice(Math.max(0, i - n.recursive), i).filter((b): b is Call => b.kind === 'call');
    const piped = n.form === 'command' && (n.stdin ?? []).some((w) => w.parts.some((p) => 'ref' in p && 'out' in p.ref && before.some((b) => b.id === (p.ref as { out: number }).out && b.recursive !== undefined)));
    // A shell function's every command is a process: only a copy of itself in the background or in a pipe multiplies.
    const spawns = n.form === 'command' ? n.background === true || piped : before.some((b) => b.recursive === undefined && starts(b));
    if (spawns && !out.some((f) => f.origin.line === n.origin.line && f.origin.file === n.origin.file)) out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: `${nameOf(n)} calls itself ${piped ? 'through a pipe' : n.background ? 'in the background' : 'after starting a process'}: each copy starts more (a fork bomb)` });
  });
  return out;
}

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

export function exhaustionFindings(p: Program): IrFinding[] {
  const out = [...loops(p.nodes), ...recursion(p.nodes)];
  for (const n of p.nodes) {
    if (n.kind !== 'call') continue;
    const what = single(n);
    if (what) out.push({ rule: 'resource-exhaustion', origin: n.origin, evidence: what });
  }
  return out;
}
