/**
 * Pure: what the JavaScript/TypeScript and Python front ends share while
 * lowering a parse tree into the IR: the nodes emitted and their ids, the
 * budgets (nesting, inlining, calls), library calls emitted with what the
 * API table (apis.ts) says of them and the shell code they run (call-code.ts), functions of the file inlined where
 * they are called (parameters bound to the arguments, the result to what
 * they return), callbacks lowered with what the call produces, and
 * functions never called lowered once at the end with unknown parameters.
 */
import { CLOCK_EVERY, cpuMs, LOWER_MS, named, parse, type Grammar, type SyntaxNode, type SyntaxTree } from '../ir/grammars.ts';
import { constantText, shownText, type Branch, type Call, type Loop, type Node, type Origin, type Part, type Program, type Str, type Unparsed, type Word } from '../ir/types.ts';
import { comparisons } from './conditions.ts';
import { descent, endsBefore, loopNode, withoutBase, type LoopLang } from './loops.ts';
import { delayWord, STARTS_TARGET, timerLoop, timerOf } from './timers.ts';
import { inlinedShell } from './inlined-shell.ts';
import { apiOf } from './apis.ts';
import { decodeConstant } from './fold.ts';
import { fedChild } from './child-input.ts';
import { narrowTestedNames } from './name-tests.ts';
import { allParts, constant, EMPTY, oneOf, Scope, toWord, union, unknown, type FnDef, type Value } from './values.ts';
import { toolArguments } from '../ir/tool-inputs.ts';
import { FORMATTING_CALLS } from '../ir/tables.ts';
import { rememberWrite, scriptRun, type WrittenScripts } from './written-scripts.ts';
import { asWritten, codeRunBy, fedCode, printedBy } from './call-code.ts';

/** Syntax nesting followed; deeper code is reported, not walked. */
export const NESTING = 200;
/** How deep functions are inlined into their callers. */
const INLINE_DEPTH = 4;
/** Calls emitted per unit, inlining included. */
const CALLS = 20_000;
/** Statements and expressions lowered per unit, inlining included. */
const WORK = 500_000;
/** Comparisons a branch keeps (its own and those of the functions its condition calls). */
const MAX_TESTS = 24;

/**
 * Keys whose text the model reads about a tool, a prompt or a whole server: a `description`, and a server's
 * `instructions` (`FastMCP(…, instructions=…)`, `new McpServer(info, { instructions })`), which the client puts
 * in the model's context beside every tool's description.
 */
export const DESCRIBING_KEY = /^['"]?(?:description|instructions)['"]?$/;

/** Another file of the component, for `import`/`require` of a sibling. */
export type SourceFile = { file: string; text: string };
export interface LowerOptions {
  /** The file as findings name it. */
  file: string;
  /** 1-based line of the file where the text starts. */
  line: number;
  /** A sibling module by the specifier written (`./util.js`, `.helpers`), relative to `from`. */
  resolve?: (spec: string, from: string) => SourceFile | undefined;
  /** Go: the other files of the folder (one package), whose functions this file calls as its own. */
  siblings?: SourceFile[];
}

/** Folded calls kept as calls too (`recordFolded`): the fold loses that the text was parsed as JSON or cut to its last name. */
const RECORDED_FOLDS = /^(?:json\.loads|JSON\.parse|os\.path\.basename|path\.basename|path\/filepath\.Base|path\.Base)$/;

/** How many runs of constant code deep (`eval` of a string that itself evals) the lowering follows. */
const CODE_DEPTH = 3;

export abstract class Lowerer {
  readonly nodes: Node[] = [];
  /** Trees parsed from constant code the unit runs (lowerParsed), deleted with the unit's own by its front end. */
  readonly trees: SyntaxTree[] = [];
  private codeDepth = 0;
  protected next = 1;
  protected depth = 0;
  private work = 0;
  private readonly deadline = cpuMs() + LOWER_MS;
  private inlining = 0;
  private readonly active = new Map<FnDef, number>(); // functions being inlined now → the index of `nodes` where each began
  protected readonly fns: FnDef[] = [];
  private readonly scripts: WrittenScripts = new Map();
  stopped?: Unparsed['reason'];
  /** The file and line base of the code being lowered now (a sibling's while its function is inlined). */
  file: string;
  line: number;

  readonly lang: Program['lang'];
  readonly options: LowerOptions;

  constructor(lang: Program['lang'], options: LowerOptions) {
    this.lang = lang;
    this.options = options;
    this.file = options.file;
    this.line = options.line;
  }

  /**
   * A tool's (or a parameter's) description as the model will read it, with its line; one computed at run time
   * from no written text (a tool list fetched at start-up) is kept as what it was computed from (`value`), for
   * the data flow to say where it comes from.
   */
  description(t: string, at: SyntaxNode, parameter = false, value?: Word): Str {
    const node: Str = { kind: 'str', text: t, role: 'description', ...(parameter ? { parameter: true as const } : {}), ...(value ? { value } : {}), origin: this.origin(at) };
    this.nodes.push(node);
    return node;
  }

  /** A message's blind copy (a `bcc` key, keyword or header) given addresses written in the code: each one, with its line. */
  blindCopy(key: string | undefined, v: Value, at: SyntaxNode): void {
    if (key === undefined || !/^bcc$/i.test(key)) return;
    for (const item of v.items ?? [v]) {
      const written = constant(item);
      for (const address of written?.split(/[,;]/) ?? []) if (address.trim().includes('@')) this.nodes.push({ kind: 'str', text: address.trim(), role: 'blind-copy', origin: this.origin(at) });
    }
  }

  /** A loop (ir/types.ts `Loop`, lang/loops.ts): its node, then its body as `body` lowers it, spanned. */
  protected loop(at: SyntaxNode, lang: LoopLang, body: () => void, value?: (n: SyntaxNode) => Value): void {
    const node = loopNode(at, lang, this.origin(at), value && ((n) => toWord(value(n))));
    const start = this.nodes.push(node);
    body();
    node.span = this.nodes.length - start;
  }

  /**
   * Code that runs when `condition` holds (ir/types.ts `Branch`): its comparisons (conditions.ts), with those of the
   * branches a function it calls was lowered with meanwhile (`if is_trigger(x):`), then `body` spanned.
   */
  protected branch(at: SyntaxNode, condition: SyntaxNode | null, value: (n: SyntaxNode) => Value, body: () => void): Branch {
    const before = this.nodes.length;
    const tests = condition ? comparisons(condition, (n) => toWord(value(n))) : [];
    for (let i = before; i < this.nodes.length && tests.length < MAX_TESTS; i++) {
      const n = this.nodes[i]!;
      if (n.kind === 'branch') tests.push(...n.tests);
    }
    const node: Branch = { kind: 'branch', tests: tests.slice(0, MAX_TESTS), span: 0, origin: this.origin(at) };
    const start = this.nodes.push(node);
    body();
    node.span = this.nodes.length - start;
    narrowTestedNames(this.nodes, start, node);
    return node;
  }

  origin(node: SyntaxNode): Origin {
    return { file: this.file, line: this.line + node.startPosition.row };
  }

  /** Runs `f` one level deeper; beyond the budget the value is unknown and the program says so. */
  /**
   * Constant code the unit runs (Python's `exec`, Ruby's `eval`, PowerShell's `Invoke-Expression`): parsed with the
   * unit's grammar and its top level given to `lower`, on the line of the call at `at`. False, and nothing lowered,
   * past CODE_DEPTH, beyond `maxLength`, when it does not parse, or (`clean`) when its tree holds errors.
   */
  protected lowerParsed(grammar: Grammar, code: string, at: SyntaxNode, lower: (top: SyntaxNode[]) => void, o: { clean: boolean; maxLength?: number }): boolean {
    if (this.codeDepth >= CODE_DEPTH || code.length > (o.maxLength ?? Infinity)) return false;
    const r = parse(grammar, code);
    if (!r.ok) return false;
    if (o.clean && r.tree.rootNode.hasError) {
      r.tree.delete();
      return false;
    }
    this.trees.push(r.tree);
    const line = this.line;
    this.line = this.origin(at).line;
    this.codeDepth++;
    try {
      lower(named(r.tree.rootNode));
    } finally {
      this.codeDepth--;
      this.line = line;
    }
    return true;
  }

  protected deeper<T extends Value | void>(f: () => T, fallback: T): T {
    if (this.depth >= NESTING) {
      this.stopped ??= 'too-deep';
      return fallback;
    }
    // Inlining multiplies work (a function calling another ten times, four levels down): it has a budget too.
    if (++this.work > WORK) {
      this.stopped ??= 'too-large';
      return fallback;
    }
    if (this.work % CLOCK_EVERY === 0 && cpuMs() > this.deadline) {
      this.stopped ??= 'timeout';
      return fallback;
    }
    this.depth++;
    try {
      return f();
    } finally {
      this.depth--;
    }
  }

  /**
   * Emits a call of a library or unknown function, `name` its canonical
   * dotted name. The table's entry adds what the engine needs (decoded
   * output, files written); the result is the call's output, of the kind
   * the table says it returns.
   */
  emitCall(name: string, args: Value[], named: Record<string, Value>, at: SyntaxNode, self?: Value): { id: number; value: Value } {
    const id = this.next++;
    if (id > CALLS) this.stopped ??= 'too-large';
    const entry = apiOf(name);
    const api = entry?.api;
    const namedWords: Record<string, Word> = {};
    for (const [k, v] of Object.entries(named)) namedWords[k] = toWord(v);
    // The object a method is called on: its address for the table's `self` entries, else what it carries (`res.text()`).
    if (self && api && Object.values(api).includes('self')) namedWords.self = toWord(self.props?.get('url') ?? self.props?.get('host') ?? self.props?.get('path') ?? self);
    else if (self && allParts(self).some((p) => !('lit' in p))) namedWords.self = toWord(self);
    const call: Call = { kind: 'call', id, form: 'function', callee: { parts: [{ lit: name }] }, args: args.map(toWord), origin: this.origin(at) };
    if (Object.keys(namedWords).length) call.named = namedWords;
    let decoded: string | undefined;
    if (api?.does === 'decode') {
      const encoding = api.when ? constant(args[api.when.arg]) : undefined;
      if (!api.when || (encoding !== undefined && api.when.is.test(encoding))) {
        call.decodes = true;
        decoded = decodeConstant(name, args);
      }
    }
    // Files read and written: the engine knows what a file it saw written holds when it is read or run.
    if (api?.does === 'write' || api?.does === 'read') {
      const path = api.path === 'self' ? namedWords.self : call.args[api.path];
      if (path) call[api.does === 'write' ? 'writes' : 'reads'] = [path];
    }
    if (api?.does === 'http' && api.saves !== undefined && call.args[api.saves]) call.writes = [call.args[api.saves]!];
    if (api?.does === 'write') rememberWrite(this.scripts, call, asWritten(call));
    this.nodes.push(call);
    const before = this.nodes.length;
    this.shellCode(call);
    // A command whose output is known from constants (`execSync('git rev-parse --git-dir')`): that text, as the shell reads it.
    const printed = decoded === undefined ? printedBy(call, this.nodes.slice(before)) : undefined;
    // `p.communicate(code)`, `child.stdin.write(code)`: the child started earlier, given that text on its input.
    const fed = fedChild(call, name, this.nodes, this.next);
    if (fed) {
      this.next++;
      this.nodes.push(fed);
      this.shellCode(fed);
    }
    // A constant decoded here is known text, still carrying what the decoding call's output carries.
    const known = decoded ?? printed;
    const value: Value = { parts: [known !== undefined ? { lit: known, via: id } : { ref: { out: id } }] };
    if (entry?.returns) value.api = entry.returns;
    // A client object remembers where it connects (sdk-clients.ts): its sending methods go there.
    const peer = entry?.connects === 'self' ? self : entry?.connects !== undefined ? args[entry.connects] : undefined;
    const host = entry?.host !== undefined ? { parts: [{ lit: `https://${entry.host}/` }] } : peer && (peer.props?.get('url') ?? peer.props?.get('host') ?? peer);
    if (host) value.props = new Map([['host', host]]);
    if (entry?.binds !== undefined && self && self !== EMPTY && args[entry.binds]) (self.props ??= new Map()).set('host', args[entry.binds]!);
    return { id, value };
  }

  /** Shell code a library call runs, now or later (call-code.ts), parsed by the shell front end and its commands added here. */
  private shellCode(call: Call): void {
    for (const { code, later, holes } of codeRunBy(call, this.scripts, this.nodes)) this.inlineShell(code, call, later, holes);
  }

  /** A folded call (`json.loads(q)`, `os.path.basename(n)`) kept as one too when given an unknown: ir/query-values.ts, ir/folder-escape.ts read it. */
  recordFolded(name: string, args: Value[], at: SyntaxNode): void {
    // `name.replace("/", "_")`: a separator or `..` taken out of a name (the receiver first).
    const kept = name === 'str.replace' ? /^(?:\/|\\|\.\.)$/.test(constant(args[1]) ?? '') : RECORDED_FOLDS.test(name);
    if (kept && args[0] && allParts(args[0]).some((p) => !('lit' in p))) this.emitCall(name, args.slice(0, 2), {}, at);
  }

  /** Go's `cmd.Stdin = strings.NewReader(…)` given to a call already emitted: the table on its input (call-code.ts `fedCode`). */
  protected fedInput(call: Call): void {
    for (const code of fedCode(call)) this.inlineShell(code, call, true);
  }

  protected inlineShell(code: string, call: Call, later: boolean, holes?: Part[]): void {
    const added = inlinedShell(code, call, later, this.nodes, () => this.next++, holes);
    this.nodes.push(...added);
    // A script this program wrote, run by a line it stored (a cron line naming `~/.local/share/.sync.sh`): its code,
    // run later too, on the line of the call that stored it.
    for (const n of added) {
      const script = n.kind === 'call' && n.later ? scriptRun(this.scripts, n) : undefined;
      if (script !== undefined) this.nodes.push(...inlinedShell(script, n as Call, true, this.nodes, () => this.next++).map((m) => ({ ...m, origin: call.origin })));
    }
  }

  /** A function of the file: defined here, inlined where it is called. */
  defineFn(name: string, params: SyntaxNode | null, body: SyntaxNode, closure: Scope): Value {
    const fn: FnDef = { name, params, body, closure, file: this.file, line: this.line };
    this.fns.push(fn);
    return { parts: [{ ref: { var: name } }], fn };
  }

  /** Binds parameters to arguments in the function's new scope (language-specific syntax); `called`: by a call in the code, whose missing arguments take their defaults. */
  protected abstract bindParams(fn: FnDef, scope: Scope, args: Value[], named: Record<string, Value>, called: boolean): void;
  /** Lowers a function's body in `scope`; gives back what it returns. */
  protected abstract lowerBody(fn: FnDef, scope: Scope): Value[];

  /**
   * Calls a function of the file: its body is lowered here with the
   * arguments bound (so what flows in flows through it), and its result is
   * what it returns. Recursion and depth beyond the budget give an unknown.
   */
  callFn(fn: FnDef, args: Value[], named: Record<string, Value> = {}, at?: SyntaxNode): Value {
    const began = this.active.get(fn); // a function calling itself: the call kept, marked (ir/types.ts `Call.recursive`), no arguments
    const down = began !== undefined ? descent(at, fn.params) : undefined;
    if (began !== undefined && !this.stopped) this.nodes.push({ kind: 'call', id: this.next++, form: 'function', callee: { parts: [{ lit: fn.name }] }, args: [], recursive: this.nodes.length - began, ...(withoutBase(at, fn.body) ? { baseless: true } : {}), ...(down ? { descends: { by: down.by, from: toWord(fn.entered?.[down.at] ?? unknown(fn.name)) } } : {}), origin: at ? this.origin(at) : { file: fn.file, line: fn.line } });
    if (began !== undefined || this.inlining >= INLINE_DEPTH || this.stopped) return union([...args, ...Object.values(named), { parts: [{ ref: { dyn: `${fn.name}()` } }] }]);
    fn.lowered = true;
    fn.entered = args;
    this.active.set(fn, this.nodes.length);
    this.inlining++;
    const [file, line] = [this.file, this.line];
    this.file = fn.file;
    this.line = fn.line;
    try {
      const scope = new Scope(fn.closure);
      this.bindParams(fn, scope, args, named, at !== undefined);
      const returns = this.lowerBody(fn, scope);
      if (returns.length === 0) return { parts: [] };
      return oneOf(returns);
    } finally {
      this.file = file;
      this.line = line;
      this.inlining--;
      this.active.delete(fn);
    }
  }

  private pending: Array<[FnDef, Value, Loop?]> = [];

  /** Lowers a statement that runs its call in the background (Go's `go f()`): a call of the function being lowered is a copy of it started. */
  protected inBackground(lower: () => void): void {
    const from = this.nodes.length;
    lower();
    const first = this.nodes[from];
    const fn = first?.kind === 'call' && first.recursive !== undefined ? [...this.active].findLast(([f, at]) => at === from - first.recursive! && f.name === constantText(first.callee))?.[0] : undefined;
    if (fn && !endsBefore(fn.body, first!.origin.line - fn.line)) (first as Call).background = true;
  }

  /**
   * Callbacks given to a library call (`https.get(u, (res) => …)`, `net.connect(p, h, () => …)`) run
   * later with what the call produces: lowered after the statement that made the call, so the names it
   * binds (`const s = net.connect(…, () => s.pipe(…))`) are bound. A repeating timer's callback is lowered
   * as a loop's body (lang/timers.ts). The function being lowered given back to a call (`callee`, its
   * keyword arguments `kw` included) re-arms a timer, which makes a loop of its body so far, or starts a
   * thread or process of itself: a call marked `recursive` and `background`, as Go's `go f()` in `f`.
   */
  callbacks(args: Value[], produced: Value, callee?: string, kw: Record<string, Value> = {}): void {
    const timer = callee === undefined ? undefined : timerOf(callee);
    const every = () => delayWord(callee!, args.filter((a) => !a.fn).map(toWord));
    for (const a of [...args, ...Object.values(kw)]) {
      const began = a.fn ? this.active.get(a.fn) : undefined;
      if (began !== undefined && timer) {
        this.nodes.splice(began, 0, timerLoop(a.fn!.body, this.lang, every(), this.nodes.length - began, this.nodes[began]?.origin ?? this.origin(a.fn!.body)));
        for (const [f, at] of this.active) if (f !== a.fn && at >= began) this.active.set(f, at + 1);
      } else if (began !== undefined && STARTS_TARGET.test(callee ?? '') && !endsBefore(a.fn!.body, (this.nodes[this.nodes.length - 1]?.origin.line ?? 0) - a.fn!.line)) this.nodes.push({ kind: 'call', id: this.next++, form: 'function', callee: { parts: [{ lit: a.fn!.name }] }, args: [], recursive: this.nodes.length - began, background: true, origin: this.nodes[this.nodes.length - 1]?.origin ?? this.origin(a.fn!.body) });
      else if (a.fn && !a.fn.lowered && args.includes(a)) this.pending.push([a.fn, produced, timer === 'repeats' ? timerLoop(a.fn.body, this.lang, every(), 0, this.origin(a.fn.body)) : undefined]);
    }
  }

  protected flushCallbacks(): void {
    while (this.pending.length && !this.stopped) {
      const [fn, produced, loop] = this.pending.shift()!;
      const start = loop ? this.nodes.push(loop) : 0;
      if (!fn.lowered) this.returned(fn, this.nodes.length, this.callFn(fn, fn.tool ? toolArguments(fn.name) : [produced]));
      if (loop) loop.span = this.nodes.length - start;
    }
  }

  /** What a function called from outside returns goes to its caller: an MCP tool's result is read by the model (wording.ts reads it). */
  private returned(fn: FnDef, from: number, result: Value): void {
    const idle = fn.tool === true && this.nodes.slice(from).every((n) => n.kind !== 'call' || FORMATTING_CALLS.has(shownText(n.callee).split(/[./]/).pop() ?? ''));
    // A handler answering in branches (`if (name === 'search') return {…}; return {…}`): each answer as written.
    for (const one of result.alternatives ?? [result]) {
      const value = toWord(one);
      if (value.parts.length) this.nodes.push({ kind: 'return', value, ...(fn.tool ? { toModel: true } : {}), ...(idle ? { idle } : {}), origin: { file: fn.file, line: fn.line + fn.body.startPosition.row } });
    }
  }

  /** Functions the file defines but never calls (handlers, exports, tool bodies): lowered once, parameters unknown. */
  lowerUncalled(): void {
    this.flushCallbacks();
    for (let i = 0; i < this.fns.length && !this.stopped; i++) {
      const fn = this.fns[i]!;
      if (fn.lowered) continue;
      // An MCP tool's handler is called by the client with the model's arguments (ir/tool-inputs.ts).
      this.returned(fn, this.nodes.length, this.callFn(fn, [...(fn.self ? [fn.self] : []), ...(fn.tool ? toolArguments(fn.name) : [])]));
    }
  }

  /** The program, with an `Unparsed` node when a budget stopped the lowering. */
  program(): Program {
    const nodes = [...this.nodes];
    if (this.stopped) {
      const detail =
        this.stopped === 'too-deep'
          ? `code nested deeper than ${NESTING} levels was not followed`
          : this.stopped === 'timeout'
            ? `following it took more than ${LOWER_MS / 1000} CPU s: the rest was not followed`
            : `more than ${CALLS} calls or ${WORK} expressions (inlining included): the rest was not followed`;
      nodes.push({ kind: 'unparsed', reason: this.stopped, detail, origin: { file: this.options.file, line: this.options.line } });
    }
    return { lang: this.lang, nodes };
  }
}
