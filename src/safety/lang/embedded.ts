/**
 * Pure: code a shell hands to an interpreter the analyzer has a front end
 * for (`python3 -c '…'`, `node -e '…'`, `ruby -e '…'`, `python3 - <<'EOF' … EOF`,
 * `deno eval '…'`, `powershell -Command '…'` or `-EncodedCommand …`), lowered by that front end into the shell's own program,
 * right after the call that runs it. One program, one data flow: what the
 * shell pipes in reaches the code's reads of stdin (`curl … | python3 -c
 * "exec(sys.stdin.read())"`), and what the code fetches and runs is seen
 * where the shell line is.
 */
import { codeInput } from '../ir/interpreters.ts';
import { ENVIRONMENT_IN_CODE } from '../ir/tables.ts';
import { foreignCode } from './shell-code.ts';
import { program as programOf } from '../ir/program.ts';
import { constantText, type Call, type Node, type Program, type Word } from '../ir/types.ts';
import { lowerLanguage } from './modules.ts';

/** Calls of the interpreter's own that read its stdin. */
const STDIN_READS = /^(?:sys\.stdin\.(?:buffer\.)?(?:read|readline|readlines)|sys\.stdin|builtins\.input|process\.stdin(?:\.\w+)?|Deno\.stdin(?:\.\w+)?|Bun\.stdin(?:\.\w+)?|fs\.readFileSync|fs\.promises\.readFile|fs\.readFile|STDIN\.(?:read|gets|readlines|each_line))$/;
const LANGS: Array<[RegExp, 'python' | 'js' | 'ruby' | 'powershell' | 'cmd']> = [
  [/^(?:python[0-9.]*|py|pypy[0-9.]*)$/, 'python'],
  [/^(?:node|nodejs|deno|bun)$/, 'js'],
  [/^(?:ruby|jruby)$/, 'ruby'],
  [/^(?:pwsh|powershell)(?:\.exe)?$/i, 'powershell'],
  [/^cmd(?:\.exe)?$/i, 'cmd'],
];

/** The program with each interpreter's constant code lowered in place after the call that runs it. */
export function embedInterpreterCode(p: Program, files: ReadonlyMap<string, string>, depth = 0): Program {
  let next = maxId(p.nodes) + 1;
  const nodes: Node[] = [];
  for (const node of p.nodes) {
    if (node.kind !== 'call') {
      nodes.push(node);
      continue;
    }
    const embedded = codeOf(node, files, depth);
    nodes.push((embedded ? embedded.nodes.some(readsWholeEnvironment) : foreignReadsEnvironment(node)) ? { ...node, printsEnvironment: true } : node);
    if (!embedded) continue;
    const shift = next;
    next += maxId(embedded.nodes) + 1;
    for (const n of embedded.nodes) nodes.push(renumber(n, shift, node, embedded.stdin));
  }
  return { ...p, nodes };
}

/** A lowered node that reads the whole environment (`dict(os.environ)`, `process.env` as a whole: `{ envAll }`), in any word it holds. */
function readsWholeEnvironment(n: unknown): boolean {
  if (n === null || typeof n !== 'object') return false;
  if ('envAll' in n) return true;
  return Object.values(n).some(readsWholeEnvironment);
}

/** Code given to an interpreter with no front end (awk, perl, ruby, php, tcl) that names the whole environment (tables.ts). */
function foreignReadsEnvironment(call: Call): boolean {
  const { name, args } = programOf(call);
  const code = foreignCode(name, args.map(constantText), call.stdin?.length === 1 ? constantText(call.stdin[0]!) : undefined);
  return code !== undefined && ENVIRONMENT_IN_CODE.some(([who, reads]) => who.test(name!) && reads.test(code));
}

/** How deep code handed to an interpreter is followed into code it hands on (`powershell -c` → `cmd /c` → `powershell -c`). */
const DEPTH = 3;

function codeOf(call: Call, files: ReadonlyMap<string, string>, depth: number): { nodes: Node[]; stdin: Word[] | undefined } | undefined {
  const { name, args } = programOf(call);
  const lang = name === undefined ? undefined : LANGS.find(([re]) => re.test(name))?.[1];
  if (!lang || name === undefined) return undefined;
  const input = codeInput(name, args.map(constantText));
  let code: string | undefined;
  let stdin: Word[] | undefined;
  if (input?.from === 'arg' && !input.encoded) {
    // `cmd /c` runs the rest of its command line, every word after `/c`.
    // `powershell -Command` runs every word after it too, joined by spaces (`powershell -c iex(iwr -useb URL)` unquoted from cmd or a task's `/tr`).
    code = lang === 'cmd' ? cmdLine(args.slice(input.at)) : lang === 'powershell' ? psCommand(args.slice(input.at)) : constantText(args[input.at]!);
    stdin = call.stdin;
  } else if (input?.from === 'arg' && lang === 'powershell') {
    // `-EncodedCommand`: base64 of the script's UTF-16LE text.
    const encoded = constantText(args[input.at]!);
    code = encoded === undefined ? undefined : Buffer.from(encoded, 'base64').toString('utf16le');
  } else if (input?.from === 'stdin' && call.stdin?.length === 1) code = constantText(call.stdin[0]!);
  if (code === undefined || !code.trim()) return undefined;
  // `node -p EXPR`: the expression's value is printed, as `console.log(EXPR)` prints it (a script of statements is read as written).
  const printed = lang === 'js' && input?.from === 'arg' && /^(?:-[a-zA-Z]*p|--print)$/.test(constantText(args[input.at - 1] ?? { parts: [] }) ?? '');
  const wrapped = printed ? lowerLanguage(lang, `console.log((${code}\n))`, { file: call.origin.file, line: call.origin.line }, files) : undefined;
  const lowered = wrapped && !wrapped.nodes.some((n) => n.kind === 'unparsed') ? wrapped : lowerLanguage(lang, code, { file: call.origin.file, line: call.origin.line }, files);
  // PowerShell's grammar misses some of the language (bare-word lists, `$env:X\y` unquoted): what it read still counts.
  const partial = (n: Node) => n.kind === 'unparsed' && lang === 'powershell' && n.reason === 'syntax';
  if (!lowered || lowered.nodes.some((n) => n.kind === 'unparsed' && !partial(n))) return undefined;
  const nodes = lowered.nodes.filter((n) => !partial(n));
  // Code it hands on in turn (a batch line starting PowerShell) is read too, a few levels down.
  return { nodes: depth + 1 < DEPTH && (lang === 'cmd' || lang === 'powershell') ? embedInterpreterCode({ ...lowered, nodes }, files, depth + 1).nodes : nodes, stdin };
}

/**
 * PowerShell's code as the script meant it: a shell variable it did not set, inside double quotes
 * (`"… $env:TEMP\x.ps1"`, the shell reading `$env`), is PowerShell's own `$env:…`, written back.
 */
function asWritten(word: Word): string | undefined {
  let text = '';
  for (const p of word.parts) {
    if ('lit' in p) text += p.lit;
    else if ('var' in p.ref) text += `$${p.ref.var}`;
    else if ('env' in p.ref) text += `$${p.ref.env}`;
    else return undefined;
  }
  return text;
}

/** The words after PowerShell's `-Command` as the script it runs: each word's text, joined by a space (PowerShell's own quoting is in the words). */
function psCommand(words: Word[]): string | undefined {
  const texts = words.map(asWritten);
  return texts.some((t) => t === undefined) ? undefined : texts.join(' ');
}

/** The words after `cmd /c` as the line cmd reads: each word's text, quoted again when it holds a space. */
function cmdLine(words: Word[]): string | undefined {
  const texts = words.map(asWritten);
  if (texts.some((t) => t === undefined)) return undefined;
  // One word holding the whole line (`cmd /c "a b"` from a shell, an argv): cmd takes its quotes off and runs it.
  if (texts.length === 1) return texts[0];
  return texts.map((t) => (/\s/.test(t!) && !t!.startsWith('"') ? `"${t}"` : t)).join(' ');
}

function maxId(nodes: Node[]): number {
  let max = -1;
  for (const n of nodes) {
    if (n.kind === 'call') max = Math.max(max, n.id);
    if (n.kind === 'func') max = Math.max(max, maxId(n.body));
  }
  return max;
}

/** A node of the embedded program: its ids moved past the shell's, its place the shell line's, its stdin reads the shell's stdin. */
function renumber(n: Node, shift: number, at: Call, stdin: Word[] | undefined): Node {
  const w = (x: Word): Word => ({
    parts: x.parts.map((p) => ('lit' in p ? (p.via !== undefined ? { lit: p.lit, via: p.via + shift } : p) : 'out' in p.ref ? { ref: { ...p.ref, out: p.ref.out + shift } } : p)),
    ...(x.items ? { items: x.items.map(w) } : {}),
  });
  const origin = at.origin;
  const later = at.later ? { later: true } : {};
  switch (n.kind) {
    case 'call': {
      const reads = stdin && STDIN_READS.test(constantText(n.callee) ?? '') && (!/readFile/.test(constantText(n.callee) ?? '') || /^(?:0|\/dev\/stdin)$/.test(constantText(n.args[0] ?? { parts: [] }) ?? ''));
      const c: Call = { ...n, id: n.id + shift, callee: w(n.callee), args: n.args.map(w), origin, ...later };
      if (n.named) c.named = Object.fromEntries(Object.entries(n.named).map(([k, v]) => [k, w(v)]));
      for (const k of ['stdin', 'writes', 'reads', 'descriptors'] as const) if (n[k]) c[k] = n[k]!.map(w);
      if (reads) c.stdin = [...(c.stdin ?? []), ...stdin!];
      return c;
    }
    case 'assign':
      return { ...n, value: w(n.value), origin, ...later };
    case 'return':
      return { ...n, value: w(n.value), origin };
    case 'func':
      return { ...n, body: n.body.map((b) => renumber(b, shift, at, stdin)), origin };
    default:
      return { ...n, origin };
  }
}
