/**
 * The real parsers every front end uses: tree-sitter through WebAssembly
 * (`@vscode/tree-sitter-wasm`, VS Code's prebuilt runtime and grammars: one
 * API for shell, JavaScript/TypeScript, Python, PowerShell, Go and Ruby; docs/safety.md says why).
 *
 * The runtime and the grammars are instantiated once, when this module is
 * first imported (top-level await), so the analyzer itself stays
 * synchronous and its callers (build, installer, chat) do not change; a
 * process that checks one component loads only the grammars its files use
 * (grammar-loading.ts, withGrammars()).
 * Each parse runs under a time budget (the parser's progress callback
 * cancels it) and a size cap; a tree is walked by the front ends without
 * recursion, so a 10,000-deep file cannot overflow the stack.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, gunzipSync } from 'node:zlib';
import type * as TreeSitter from '@vscode/tree-sitter-wasm';
import { grammarLoading } from './grammar-loading.ts';
import { recordTree, standInTree, type RecordedNode } from './tree-record.ts';

export type SyntaxNode = TreeSitter.Node;
export type SyntaxTree = TreeSitter.Tree;
/** A node's named children, none missing (tree-sitter's list may hold nulls). */
export const named = (n: SyntaxNode | null | undefined): SyntaxNode[] => (n ? n.namedChildren.filter((c): c is SyntaxNode => c !== null) : []);

/** The runtime's package; scripts/build-cli.ts rewrites this to the copy it vendors into lib/. */
const RUNTIME = '@vscode/tree-sitter-wasm';

/** Grammar file per language a front end parses (add a language here, its front end beside shell/). */
export const GRAMMARS = {
  bash: 'tree-sitter-bash.wasm',
  python: 'tree-sitter-python.wasm',
  typescript: 'tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-tsx.wasm',
  powershell: 'tree-sitter-powershell.wasm',
  go: 'tree-sitter-go.wasm',
  ruby: 'tree-sitter-ruby.wasm',
  // Not in the runtime's package: kept gzipped beside this module (grammars/README.md), for cgo's C preambles (lang/go-cgo.ts).
  c: 'tree-sitter-c.wasm',
} as const;
export type Grammar = keyof typeof GRAMMARS;

const require = createRequire(import.meta.url);
/** The grammars the project keeps itself (`c`), gzipped; read from the checkout only: the published package leaves them out (scripts/build-cli.ts, the 5 MB budget). */
const OWN = join(dirname(fileURLToPath(import.meta.url)), 'grammars');
// Set by startGrammars(): `toolshed scan`'s startup snapshot (src/cli/scan-snapshot.ts) holds this
// module evaluated but no WebAssembly, so the runtime is loaded when the grammars start.
let runtime: typeof TreeSitter;
let folder: string;

/** Gzipped grammars inflated ahead (keepGrammarBytes()), by file, with the CRC-32 of the gzipped bytes they came from. */
const inflated = new Map<string, { crc: number; bytes: Uint8Array }>();

/** A grammar's bytes: as the package ships it, or gzipped (how lib/ ships it, to stay a few megabytes). */
function grammarBytes(file: string, where = folder): Uint8Array | undefined {
  const plain = join(where, file);
  if (existsSync(plain)) return readFileSync(plain);
  const packed = `${plain}.gz`;
  if (!existsSync(packed)) return undefined;
  const gzipped = readFileSync(packed);
  // Inflated ahead only if from these very bytes: the file's CRC-32 costs a tenth of inflating it.
  const ahead = inflated.get(packed);
  if (ahead && ahead.crc === crc32(gzipped)) return ahead.bytes;
  return gunzipSync(gzipped);
}

/**
 * The runtime's JavaScript evaluated here, as its module would be, for `toolshed scan`'s startup
 * snapshot (keepGrammarBytes()): compiling its 170 KB cost every scan ~15 M instructions (~4 ms), and
 * a snapshot's build cannot `require` a file (Node's module loader, started then, fails the snapshot's
 * start). It needs only Node's built-ins at its top level; its WebAssembly starts in startGrammars().
 */
function evaluatedRuntime(): typeof TreeSitter | undefined {
  const file = require.resolve(RUNTIME);
  // Its one dynamic import (of Node's `module`) taken as the built-in it is: code evaluated this way has no
  // dynamic import in a process started from a snapshot. A runtime without that line is left to startGrammars().
  const text = readFileSync(file, 'utf8');
  const source = text.replace('await import("module")', 'process.getBuiltinModule("module")');
  if (source === text) return undefined;
  const module = { exports: {} as typeof TreeSitter };
  const builtin = (id: string) => process.getBuiltinModule(id);
  new Function('module', 'exports', 'require', '__filename', '__dirname', source)(module, module.exports, builtin, file, dirname(file));
  return module.exports;
}

/** The grammars loaded at start when they load lazily (see startGrammars()). */
const FIRST: readonly Grammar[] = ['bash', 'python'];
/** The runtime's own WebAssembly: lib/ ships it gzipped too (scripts/build-cli.ts), then handed to the runtime as bytes. */
const RUNTIME_WASM = 'tree-sitter.wasm';

/**
 * Inflates the grammars a lazy start loads first and keeps their bytes, before the runtime starts:
 * `toolshed scan`'s startup snapshot holds them then (src/cli/scan-warm-up.ts), and a scan started
 * from it skips inflating them (~10 ms) as long as the files are still the same bytes.
 */
export function keepGrammarBytes(): void {
  runtime ??= evaluatedRuntime() ?? runtime;
  const where = dirname(require.resolve(RUNTIME));
  for (const file of [RUNTIME_WASM, ...FIRST.map((name) => GRAMMARS[name])]) {
    const packed = join(where, `${file}.gz`);
    if (existsSync(packed)) inflated.set(packed, { crc: crc32(readFileSync(packed)), bytes: grammarBytes(file, where)! });
  }
}

const languages = new Map<Grammar, TreeSitter.Language>();
/** Grammars with no file here: parse() says so rather than asking for them again. */
const unavailable = new Set<Grammar>();
/** Grammars parse() was asked for and did not have loaded (lazy loading, grammar-loading.ts). */
const asked = new Set<Grammar>();

/** Load grammars (all by default) that are not loaded yet. */
export async function loadGrammars(names: readonly Grammar[] = Object.keys(GRAMMARS) as Grammar[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      if (languages.has(name) || unavailable.has(name)) return;
      const bytes = grammarBytes(GRAMMARS[name]) ?? grammarBytes(GRAMMARS[name], OWN);
      if (bytes) languages.set(name, await runtime.Language.load(bytes));
      else unavailable.add(name);
    }),
  );
}

/**
 * Run an analysis with every grammar it parses with. With lazy loading a first run finds
 * which grammars its files need (parse() answers "no grammar" meanwhile, and that run's
 * result is dropped), they are loaded, and it runs again; with all grammars loaded it runs
 * once. `work` must do nothing but read and analyse: it may run twice.
 */
export async function withGrammars<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    asked.clear();
    const result = await work();
    const missing = [...asked].filter((name) => !languages.has(name) && !unavailable.has(name));
    if (missing.length === 0) return result;
    await loadGrammars(missing);
  }
}

// Lazily, shell's and Python's grammars still come at once: nearly every component has shell
// (hook commands, code blocks, scripts) and many have Python (`python3 -c`, scripts), and a
// second pass costs more than loading them (0.5 MB gzipped of 4.7 MB); TypeScript's and TSX's
// (2.9 MB) wait until a file or block of JavaScript or TypeScript asks for them.
let started: Promise<void> | undefined;
/**
 * Starts the runtime and loads the first grammars, once. Awaited at this module's top level, so an
 * importer finds them ready; `toolshed scan`'s own process runs as one CommonJS script
 * (scripts/build-cli.ts), which has no top-level await: there the build drops the line below and
 * scanProcess() awaits this first.
 */
export function startGrammars(): Promise<void> {
  started ??= (async () => {
    runtime ??= require(RUNTIME) as typeof TreeSitter;
    folder = dirname(require.resolve(RUNTIME));
    // Emscripten's `wasmBinary` option (the runtime's types name only `locateFile`): bytes inflated from lib/'s gzipped copy.
    const wasm = existsSync(join(folder, RUNTIME_WASM)) ? undefined : grammarBytes(RUNTIME_WASM);
    await runtime.Parser.init(wasm && ({ wasmBinary: wasm } as unknown as Parameters<typeof runtime.Parser.init>[0]));
    await loadGrammars(grammarLoading.eager ? undefined : FIRST);
  })();
  return started;
}
await startGrammars();
const parsers = new Map<Grammar, TreeSitter.Parser>();

/**
 * Runs `work` with no grammar, as if none were installed (parse() answers "no grammar" and asks for
 * none), before the grammars are started: `toolshed scan`'s startup snapshot is built after a
 * warm-up scan (src/cli/scan-warm-up.ts), where V8 has no WebAssembly. Only before startGrammars().
 */
export async function withoutGrammars<T>(work: () => Promise<T>, recorded?: RecordedParses): Promise<T> {
  if (started) throw new Error('withoutGrammars() after the grammars started');
  const names = Object.keys(GRAMMARS) as Grammar[];
  for (const name of names) unavailable.add(name);
  standIns = recorded;
  try {
    return await work();
  } finally {
    standIns = undefined;
    unavailable.clear();
    asked.clear();
  }
}

/** Trees of texts parsed once, by grammar and text (tree-record.ts). */
export type RecordedParses = Record<string, RecordedNode>;
const parseKey = (grammar: Grammar, text: string) => `${grammar}\u0000${text}`;
/** Stand-ins parse() answers with for the texts they were recorded from, while withoutGrammars() runs with them. */
let standIns: RecordedParses | undefined;
/** Where parse() writes down each tree it makes, while recordParses() runs. */
let recording: RecordedParses | undefined;

/** Runs `work` (with the grammars started) and returns the tree of every text it parsed, for withoutGrammars(). */
export async function recordParses(work: () => Promise<unknown>): Promise<RecordedParses> {
  const trees: RecordedParses = {};
  recording = trees;
  try {
    await work();
  } finally {
    recording = undefined;
  }
  return trees;
}

/**
 * Budgets of one parse: beyond them the text is analysed as text, with a finding that says why.
 * `ms` is CPU time of this thread, not wall time: on a busy machine (a build beside other
 * builds, CI on two shared cores) a wall-clock budget cut ordinary files short at random,
 * and their verdict changed with the machine's load. A wall-clock backstop
 * (`WALL_BACKSTOP` times the budget) still ends a parse that somehow gets no CPU.
 */
export const PARSE_BUDGET = { bytes: 2 * 2 ** 20, ms: 1500 } as const;
const WALL_BACKSTOP = 20;

type CpuClock = () => { user: number; system: number };
// Node ≥ 23.9 and 22.19 measure the calling thread alone; older ones the whole process (a
// worker's parse then also counts its siblings' CPU: a stricter budget, never a looser one).
const threadCpu: CpuClock = (process as unknown as { threadCpuUsage?: CpuClock }).threadCpuUsage?.bind(process) ?? (() => process.cpuUsage());
/**
 * A monotonic wall clock in ms, for the backstop. Not `performance.now()`: the `performance` global loads
 * node:perf_hooks and ten of Node's modules behind it on first use, which `toolshed scan`'s startup snapshot
 * does not hold (its warm-up parses nothing), so every scan compiled and ran them (docs/benchmarks.md, "scan").
 */
const wallMs = () => Number(process.hrtime.bigint()) / 1e6;
/** The calling thread's CPU time in ms (the parser's budget and the lowering's). */
export const cpuMs = () => {
  const u = threadCpu();
  return (u.user + u.system) / 1000;
};
/**
 * CPU ms the lowering of one unit may take, in every front end, as the parse has its own: the front
 * ends' counts bound the steps, not what one step costs (values carrying hundreds of parts through a
 * long file made a 180 KB Python file take minutes).
 */
export const LOWER_MS = 3_000;
/** Steps between two looks at the clock (reading it costs a system call). */
export const CLOCK_EVERY = 512;

export type ParseResult =
  | { ok: true; tree: SyntaxTree }
  | { ok: false; reason: 'too-large' | 'timeout' | 'no-grammar'; detail: string };

/**
 * Parse `text` with a grammar, within the budget. The tree must be `delete()`d
 * by the caller when done (tree-sitter's memory lives in the WASM heap).
 */
export function parse(grammar: Grammar, text: string, budget: { bytes: number; ms: number } = PARSE_BUDGET): ParseResult {
  if (text.length > budget.bytes) return { ok: false, reason: 'too-large', detail: `${Math.round(text.length / 1024)} KB is over the ${Math.round(budget.bytes / 1024)} KB the parser reads` };
  const language = languages.get(grammar);
  if (!language) {
    const standIn = standIns?.[parseKey(grammar, text)];
    if (standIn) return { ok: true, tree: standInTree(standIn) };
    if (!unavailable.has(grammar)) asked.add(grammar);
    return { ok: false, reason: 'no-grammar', detail: `no ${grammar} grammar installed` };
  }
  let parser = parsers.get(grammar);
  if (!parser) {
    parser = new runtime.Parser();
    parser.setLanguage(language);
    parsers.set(grammar, parser);
  }
  const cpuDeadline = cpuMs() + budget.ms;
  const wallDeadline = wallMs() + budget.ms * WALL_BACKSTOP;
  const tree = parser.parse(text, null, { progressCallback: () => cpuMs() > cpuDeadline || wallMs() > wallDeadline });
  if (!tree) {
    parser.reset();
    return { ok: false, reason: 'timeout', detail: `parsing took over ${budget.ms} ms of CPU` };
  }
  if (recording) recording[parseKey(grammar, text)] = recordTree(tree.rootNode);
  return { ok: true, tree };
}
