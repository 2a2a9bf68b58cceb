/**
 * Pure: the shell front end. A script is parsed with tree-sitter-bash and lowered into the IR (src/safety/ir/types.ts):
 * each command a `Call` with its words after quote removal and expansion of what the script set (variables, aliases,
 * functions inlined with their arguments, `eval`, `sh -c` and `bash <<<` of constants parsed and lowered in place, text
 * built by `printf`/`rev`/`base64 -d` of constants folded, curl's config on stdin put on its command line), pipes as
 * stdin edges, redirections as reads and writes. A script that does not parse, or exceeds a budget, comes back as an
 * `Unparsed` node.
 */
import { valueCode } from '../environment.ts';
import { CLOCK_EVERY, cpuMs, LOWER_MS, parse, type SyntaxNode } from '../ir/grammars.ts';
import { constantText, type Call, type Node, type Origin, type Part, type Program, type Word } from '../ir/types.ts';
import { lastOfList, parseShell } from './shell-parse.ts';
import { arrayItems, bindOutput, codeText, eachItem, inlineTarget, interpreterShell, knownParts, maybeBackground, origin, printfInto, runsLater, shellLoop, type Lowering } from './shell-code.ts';
import { siblingScript } from './shell-siblings.ts';
import { lowerIf } from './shell-branches.ts';
import { decodes, fold } from './shell-fold.ts';
import { fields, isQuoted, joinParts, wordOf, type WordScope } from './shell-words.ts';
import { withFedCommands } from './fed-commands.ts';

/** How deep constants are re-parsed and functions inlined (`eval "$(printf …)"` inside a function inside `sh -c`). */
export const INLINE_DEPTH = 4;
/** Syntax nesting followed; deeper code is reported, not walked. */
const NESTING = 150;
/** Commands lowered per unit, inlining included. */
const CALLS = 20_000;

function scopeOf(l: Lowering, source: string, depth: number): WordScope {
  return {
    vars: l.vars,
    ...(l.positional ? { positional: l.positional } : {}),
    inner: (node, asFile) => {
      const before = l.nodes.length;
      const last = statements(l, node.namedChildren.filter((c): c is SyntaxNode => c !== null), source, depth + 1);
      if (last === undefined) return before === l.nodes.length ? [] : [{ ref: { dyn: node.text.slice(0, 80) } }];
      const folded = l.folded.get(last);
      if (folded && !asFile) return [{ lit: folded.text.replace(/\n+$/, ''), via: last }];
      return [{ ref: { out: last, ...(asFile ? { asFile: true } : {}) } }];
    },
  };
}

const word = (l: Lowering, node: SyntaxNode, source: string, depth: number): Word => wordOf(node, source, scopeOf(l, source, depth));

/** A constant text lowered as shell code in place (eval, `sh -c`, an alias's value), bounded, its calls at the outer line; `from`: another file of the component (its own lines), run with `args` as its positional parameters. */
function inlineCode(l: Lowering, code: string, at: SyntaxNode, depth: number, from?: { file: string; args?: Word[] }): void {
  if (l.inline >= INLINE_DEPTH) return;
  const { text: parsed, result } = parseShell(code);
  if (!result.ok) return;
  // Freed with the unit's own tree, not here: a function this code defines keeps a node of it, walked at each later call.
  l.kept.push(result.tree);
  if (result.tree.rootNode.hasError) return;
  const saved = { line: l.line, file: l.file, positional: l.positional };
  Object.assign(l, from ? { file: from.file, line: 1, positional: from.args ?? l.positional } : { line: saved.line + at.startPosition.row });
  l.inline++;
  statement(l, result.tree.rootNode, parsed, depth + 1, undefined);
  l.inline--;
  Object.assign(l, saved);
}

function emit(l: Lowering, call: Omit<Call, 'kind' | 'id'>): Call {
  const c: Call = { kind: 'call', id: l.ids.next++, ...call };
  l.nodes.push(c);
  if (++l.ids.calls > CALLS) l.stopped = 'too-large';
  return c;
}

type Redirects = Pick<Call, 'stdin' | 'writes' | 'reads' | 'descriptors'>;

function redirects(l: Lowering, nodes: SyntaxNode[], source: string, depth: number): Redirects & { tail?: SyntaxNode[] } {
  const out: Redirects & { tail?: SyntaxNode[] } = {};
  for (const r of nodes) {
    if (r.type === 'file_redirect') {
      const operator = r.children.find((c) => c && !c.isNamed)?.text ?? '>';
      const dest = r.childrenForFieldName('destination').filter((c): c is SyntaxNode => c !== null);
      for (const d of dest) {
        const w = word(l, d, source, depth);
        // `<&5`, `>&$REPLY`: joined to a descriptor the script opened (a socket, a fifo), not a file.
        if (/&/.test(operator) && (d.type === 'number' || /^\$/.test(d.text))) {
          if (!/^[012-]$/.test(d.text)) (out.descriptors ??= []).push(w);
          continue;
        }
        if (operator.startsWith('<') && operator !== '<>') (out.reads ??= []).push(w);
        else (out.writes ??= []).push(w);
        if (operator === '<>') (out.reads ??= []).push(w);
      }
    } else if (r.type === 'herestring_redirect') {
      const value = r.namedChildren.find((c) => c !== null);
      if (value) (out.stdin ??= []).push(word(l, value, source, depth));
    } else if (r.type === 'heredoc_redirect') {
      const quotedDelimiter = /['"\\]/.test(r.namedChildren.find((c) => c?.type === 'heredoc_start')?.text ?? '');
      const body = r.namedChildren.find((c) => c?.type === 'heredoc_body');
      if (body) out.stdin = [...(out.stdin ?? []), quotedDelimiter ? { parts: [{ lit: body.text }] } : heredocWord(l, body, source, depth)];
      // `cat <<EOF | sh`: the pipeline's rest is a child of the redirect in this grammar.
      const rest = r.namedChildren.filter((c): c is SyntaxNode => c !== null && !/^heredoc_(?:start|body|end)$/.test(c.type) && c.type !== 'file_redirect');
      if (rest.length) out.tail = rest;
      for (const f of r.namedChildren) if (f?.type === 'file_redirect') Object.assign(out, mergeRedirects(out, redirects(l, [f], source, depth)));
    }
  }
  return out;
}

function mergeRedirects(a: Redirects, b: Redirects) {
  const both = (k: 'writes' | 'reads' | 'descriptors') => (a[k] || b[k] ? { [k]: [...(a[k] ?? []), ...(b[k] ?? [])] } : {});
  return { ...both('writes'), ...both('reads'), ...both('descriptors') };
}

function heredocWord(l: Lowering, body: SyntaxNode, source: string, depth: number): Word {
  const parts: Part[] = [];
  let at = body.startIndex;
  for (const child of body.namedChildren) {
    if (!child) continue;
    if (child.type === 'heredoc_content') continue;
    parts.push({ lit: source.slice(at, child.startIndex) });
    parts.push(...wordOf(child, source, scopeOf(l, source, depth)).parts);
    at = child.endIndex;
  }
  parts.push({ lit: source.slice(at, body.endIndex) });
  return { parts: joinParts(parts) };
}

/** `X=…`, `export X=…`, `local X`, `X+=…`, `X=(a b)`. */
function assignment(l: Lowering, node: SyntaxNode, source: string, depth: number, exported: boolean): void {
  const name = node.childForFieldName('name')?.text ?? '';
  const valueNode = node.childForFieldName('value');
  const value: Word = valueNode ? word(l, valueNode, source, depth) : { parts: [] };
  // `a=(curl -s URL)`: the elements kept one word each, for `"${a[@]}"` and `${a[0]}`.
  if (valueNode?.type === 'array') value.items = valueNode.namedChildren.filter((c): c is SyntaxNode => c !== null).flatMap((c) => fields(word(l, c, source, depth), isQuoted(c)));
  const append = /^[^=]*\+=/.test(node.text);
  const prior = l.vars.get(name);
  const items = prior?.items || value.items ? [...(prior?.items ?? (prior ? [prior] : [])), ...(value.items ?? [value])] : undefined;
  const next = append && prior ? { parts: joinParts([...prior.parts, ...(prior.parts.length && value.parts.length ? [{ lit: ' ' }] : []), ...value.parts]), ...(items ? { items } : {}) } : value;
  l.vars.set(name, next);
  l.nodes.push({ kind: 'assign', name, value, ...(append ? { append } : {}), ...(exported ? { exported } : {}), origin: origin(l, node) });
  // `PROMPT_COMMAND='…'`, `GIT_SSH_COMMAND=…`, `PAGER=…`, `PS1='… $(…)'`: code a shell or a program runs later, lowered in place like `eval`.
  const later = valueNode ? valueCode(name, () => codeText(l, value)) : undefined;
  if (later !== undefined) inlineCode(l, later, node, depth);
}

/** One simple command; the id of the call whose output it is. */
function command(l: Lowering, node: SyntaxNode, source: string, depth: number, stdin: Word[] | undefined, extra: SyntaxNode[]): number | undefined {
  const nameNode = node.childForFieldName('name');
  const prefix = node.namedChildren.filter((c): c is SyntaxNode => c?.type === 'variable_assignment');
  if (!nameNode) {
    for (const a of prefix) assignment(l, a, source, depth, false);
    return undefined;
  }
  const argNodes = node.childrenForFieldName('argument').filter((c): c is SyntaxNode => c !== null);
  const redirectNodes = [...node.childrenForFieldName('redirect').filter((c): c is SyntaxNode => c !== null), ...extra];
  const calleeNode = nameNode.namedChildren[0] ?? nameNode;
  // `"$@"` inside an inlined function is its arguments, one word each.
  // `"${a[@]}"` is the array's elements, one word each.
  // Only what an expansion yields is split on IFS; literal text of the script splits on blanks alone.
  const expand = (a: SyntaxNode) => (a.text === '"$@"' && l.positional ? l.positional : arrayItems(l, a.text) ?? fields(word(l, a, source, depth), isQuoted(a), /\$/.test(a.text) ? l.vars.get('IFS') : undefined));
  let words = [...expand(calleeNode), ...argNodes.flatMap(expand)];
  const first = words[0] ? constantText(words[0]) : undefined;
  const alias = first !== undefined ? l.aliases.get(first) : undefined;
  if (alias) words = [...alias, ...words.slice(1)];
  if (words.length === 0) return undefined;
  const [callee, ...args] = words as [Word, ...Word[]];
  const r = redirects(l, redirectNodes, source, depth);
  const program = constantText(callee)?.split('/').pop();
  const texts = args.map(constantText);
  // A function the script defined: its body inlined with these arguments.
  const func = program !== undefined ? l.funcs.get(program) : undefined;
  if (func && l.inline < INLINE_DEPTH && !l.active?.has(program!)) {
    // Its body's lines are of the file that defined it (a sourced script's).
    const saved = { positional: l.positional, file: l.file, line: l.line };
    Object.assign(l, { positional: args, file: func.file, line: func.line });
    (l.active ??= new Map()).set(program!, l.nodes.length);
    l.inline++;
    // What is piped into the function is its body's input (`curl … | f`, `printf … | { f() { tee …; }; f; }`).
    const last = statement(l, func.body, func.source, depth + 1, stdin ?? r.stdin);
    l.inline--;
    l.active.delete(program!);
    Object.assign(l, saved);
    return last;
  }
  if (program === 'alias') {
    // A value in double quotes naming variables (`alias sudo="…read -s p; echo \"$p\"…"`): read as written, its variables late-bound.
    const asWritten = (w: Word) => w.parts.map((p) => ('lit' in p ? p.lit : 'env' in p.ref ? `\${${p.ref.env}}` : 'var' in p.ref ? `\${${p.ref.var}}` : codeText(l, { parts: [p] }))).join('');
    for (const t of args.map((a, i) => texts[i] ?? asWritten(a))) {
      const m = t === undefined ? null : /^([^=\s]+)=(.*)$/s.exec(t);
      const result = m ? parse('bash', m[2]!) : undefined;
      if (!m || !result?.ok) continue;
      const cmd = result.tree.rootNode.descendantsOfType('command')[0];
      if (cmd) {
        const aliasWords = [cmd.childForFieldName('name'), ...cmd.childrenForFieldName('argument')].filter((c): c is SyntaxNode => c !== null).map((c) => wordOf(c.type === 'command_name' ? c.namedChildren[0] ?? c : c, m[2]!, scopeOf(l, m[2]!, depth)));
        l.aliases.set(m[1]!, aliasWords);
      }
      result.tree.delete();
      // An alias's value is code, run whenever its name is typed: lowered once here, as a function's body is.
      inlineCode(l, m[2]!, node, depth);
    }
  }
  const began = program !== undefined && callee.parts.every((p) => 'lit' in p && p.via === undefined) ? l.active?.get(program) : undefined;
  const call = emit(l, { form: 'command', callee, args, ...(stdin ? { stdin } : {}), ...r, ...(r.stdin ? { stdin: [...(stdin ?? []), ...r.stdin] } : {}), ...(began !== undefined ? { recursive: l.nodes.length - began } : {}), origin: origin(l, node) });
  delete (call as { tail?: unknown }).tail;
  if (prefix.length) call.named = Object.fromEntries(prefix.map((a) => [a.childForFieldName('name')?.text ?? '', a.childForFieldName('value') ? word(l, a.childForFieldName('value')!, source, depth) : { parts: [] }]));
  if (program === 'read' || program === 'mapfile' || program === 'readarray') {
    // zsh's `read 'name?prompt'` names the variable before its `?` (the prompt may hold `$USER`); `mapfile -t lines` fills the array from its input as `read` does.
    for (const t of args.map((a) => (a.parts[0] && 'lit' in a.parts[0] ? a.parts[0].lit.replace(/\?[^]*$/, '') : undefined)).filter((t) => t !== undefined && /^[A-Za-z_]\w*$/.test(t))) l.vars.set(t!, { parts: [{ ref: { out: call.id } }] });
  }
  // `set -- a b c`: the positional parameters are now those words (`"$@"` runs them).
  if (program === 'set' && (texts[0] === '--' || (texts[0] !== undefined && !/^[-+]/.test(texts[0])))) l.positional = args.slice(texts[0] === '--' ? 1 : 0);
  // `printf -v NAME FORMAT ARGS`: the text printf builds is the variable's value.
  const intoVar = program === 'printf' ? printfInto(l, call, texts) : undefined;
  // What builds text from constants is computed; what decodes is marked even when not, keeping the text it was computed to (`Call.output`).
  const stdinFolded = call.stdin?.length === 1 ? knownParts(l, call.stdin[0]!) : undefined;
  const stdinText = stdinFolded ? constantText({ parts: stdinFolded }) : undefined;
  if (program !== undefined && texts.every((t) => t !== undefined)) {
    const folded = fold(program, texts as string[], stdinText);
    if (folded) l.folded.set(call.id, { text: folded.text, decoded: folded.decoded || (stdinFolded?.some((p) => 'via' in p && p.via !== undefined && l.folded.get(p.via)?.decoded) ?? false) });
  }
  if (l.folded.get(call.id)?.decoded || (program !== undefined && decodes(program, texts.map((t) => t ?? ''), args))) Object.assign(call, { decodes: true }, l.folded.has(call.id) ? { output: l.folded.get(call.id)!.text } : {});
  if (intoVar) bindOutput(l, intoVar, call, node);
  // Constant code handed to a shell: lowered in place (`eval "curl … | sh"`, `sh -c '…'`, `bash <<< '…'`).
  const code = inlineTarget(program, args, call, l);
  if (code !== undefined) inlineCode(l, code, node, depth);
  // A script of the component sourced or run by its path (`. "$(dirname "$0")/lib.sh"`, `bash ./send.sh "$out"`): lowered in place, its functions known after.
  const sibling = siblingScript(l, program, args, texts, callee);
  if (sibling) inlineCode(l, sibling.text, node, depth, sibling);
  for (const line of interpreterShell(program, texts, call.stdin?.length === 1 ? constantText(call.stdin[0]!) : undefined)) inlineCode(l, line, node, depth);
  // Text written where it runs later (a shell profile, a git hook, cron, a login service) or set as a command git runs: that code too, marked as persisted.
  for (const later of runsLater(call, l)) {
    const before = l.nodes.length;
    inlineCode(l, later, node, depth);
    for (const n of l.nodes.slice(before)) if (n.kind === 'call' || n.kind === 'assign') n.later = true;
  }
  return call.id;
}

/** A pipeline: each stage's stdin is the previous stage's output. */
function pipeline(l: Lowering, node: SyntaxNode, source: string, depth: number, stdin: Word[] | undefined): number | undefined {
  let last: number | undefined;
  let input = stdin;
  for (const stage of node.namedChildren) {
    if (!stage) continue;
    last = statement(l, stage, source, depth + 1, input);
    input = last === undefined ? undefined : [{ parts: [{ ref: { out: last } }] }];
  }
  return last;
}

/** Lowers statements in order; the id of the last call (a substitution's output). */
function statements(l: Lowering, nodes: SyntaxNode[], source: string, depth: number): number | undefined {
  let last: number | undefined;
  for (const n of nodes) {
    const id = statement(l, n, source, depth, undefined);
    if (id !== undefined) last = id;
  }
  return last;
}

function statement(l: Lowering, node: SyntaxNode, source: string, depth: number, stdin: Word[] | undefined, extra: SyntaxNode[] = []): number | undefined {
  if (l.stopped) return undefined;
  if (depth > NESTING || (++l.ids.steps % CLOCK_EVERY === 0 && cpuMs() > l.deadline)) {
    l.stopped = depth > NESTING ? 'too-deep' : 'timeout';
    return undefined;
  }
  const children = () => node.namedChildren.filter((c): c is SyntaxNode => c !== null);
  const loop = shellLoop(l, node, () => statement(l, node, source, depth, stdin, extra));
  if (loop) return loop.last;
  switch (node.type) {
    case 'comment':
    case 'heredoc_body':
      return undefined;
    case 'command':
      return command(l, node, source, depth, stdin, extra);
    case 'pipeline':
      return pipeline(l, node, source, depth, stdin);
    case 'variable_assignment':
      assignment(l, node, source, depth, false);
      return undefined;
    case 'variable_assignments':
      for (const c of children()) assignment(l, c, source, depth, false);
      return undefined;
    case 'declaration_command': {
      const exported = /^(?:export|declare\s+-\w*x)/.test(node.text);
      for (const c of children()) if (c.type === 'variable_assignment') assignment(l, c, source, depth, exported);
      return undefined;
    }
    case 'unset_command':
      for (const c of children()) l.vars.delete(c.text);
      return undefined;
    case 'function_definition': {
      const name = node.childForFieldName('name')?.text;
      const body = node.childForFieldName('body');
      if (name && body) {
        l.funcs.set(name, { body, source, file: l.file, line: l.line });
        // Also lowered once where it is defined, with unknown arguments: a function never called is still code.
        if (l.inline < INLINE_DEPTH) {
          l.inline++;
          statement(l, body, source, depth + 1, undefined);
          l.inline--;
        }
      }
      return undefined;
    }
    case 'redirected_statement': {
      const body = node.childForFieldName('body');
      const redirectNodes = node.childrenForFieldName('redirect').filter((c): c is SyntaxNode => c !== null);
      if (!body) return undefined;
      if (body.type === 'command') {
        const tail = redirectNodes.flatMap((r) => (r.type === 'heredoc_redirect' ? r.namedChildren.filter((c): c is SyntaxNode => c !== null && /^(?:pipeline|command|list|redirected_statement)$/.test(c.type)) : []));
        const id = command(l, body, source, depth, stdin, redirectNodes);
        if (tail.length === 0) return id;
        let last = id;
        for (const t of tail) last = t.type === 'pipeline' ? pipelineAfter(l, t, source, depth, last) : statement(l, t, source, depth + 1, last === undefined ? undefined : [{ parts: [{ ref: { out: last } }] }]);
        return last;
      }
      // `a && b >> f`: bash redirects only an and-or list's last command; the grammar hangs the redirection on the whole list.
      if (body.type === 'list' && redirectNodes.every((r) => r.type === 'file_redirect') && lastOfList(body)?.type === 'command') return statement(l, body, source, depth + 1, stdin, redirectNodes);
      // A block's redirections apply to the calls inside it; a process substitution read in (`done < <(curl …)`) runs first.
      const r = redirects(l, redirectNodes, source, depth);
      const before = l.nodes.length;
      const id = statement(l, body, source, depth + 1, stdin);
      for (const n of l.nodes.slice(before)) if (n.kind === 'call') Object.assign(n, mergeRedirects(n, r), r.stdin && !n.stdin ? { stdin: r.stdin } : {});
      return id;
    }
    case 'test_command':
    case 'case_item':
    case 'case_statement':
    case 'else_clause':
    case 'while_statement':
    case 'do_group':
    case 'compound_statement':
    case 'subshell':
    case 'list':
    case 'negated_command':
    case 'program': {
      let last: number | undefined;
      for (const c of children()) {
        // Patterns and tests are data: only the substitutions inside them run.
        if (node.type === 'test_command' || (node.type === 'case_item' && c === node.childForFieldName('value'))) {
          for (const sub of c.descendantsOfType(['command_substitution', 'process_substitution'])) if (sub) scopeOf(l, source, depth).inner(sub, false);
          continue;
        }
        if (node.type === 'case_statement' && c === node.childForFieldName('value')) {
          word(l, c, source, depth);
          continue;
        }
        const tail = node.type === 'list' && c === node.namedChildren.at(-1) ? extra : [];
        const id = maybeBackground(l, c, () => statement(l, c, source, depth + 1, last === undefined && node.type !== 'list' ? stdin : undefined, tail));
        if (id !== undefined) last = id;
      }
      return last;
    }
    case 'if_statement':
    case 'elif_clause':
      return lowerIf(node, { nodes: l.nodes, origin: (n) => origin(l, n), word: (n) => word(l, n, source, depth), statement: (n) => statement(l, n, source, depth + 1, undefined) });
    case 'for_statement': {
      const variable = node.childForFieldName('variable')?.text;
      const values = node.childrenForFieldName('value').filter((c): c is SyntaxNode => c !== null).flatMap((v) => arrayItems(l, v.text) ?? [word(l, v, source, depth)]);
      const body = node.childForFieldName('body');
      if (variable && body) return eachItem(l, variable, values, () => statement(l, body, source, depth + 1, stdin));
      if (variable) l.vars.set(variable, values.length ? { parts: joinParts(values.flatMap((v, i) => (i ? [{ lit: ' ' }, ...v.parts] : v.parts))) } : { parts: [{ ref: { dyn: 'loop item' } }] });
      return body ? statement(l, body, source, depth + 1, stdin) : undefined;
    }
    case 'c_style_for_statement': {
      const body = node.childForFieldName('body');
      return body ? statement(l, body, source, depth + 1, stdin) : undefined;
    }
    default: {
      // Anything else (arithmetic, a bare word): only the substitutions inside run.
      for (const sub of node.descendantsOfType(['command_substitution', 'process_substitution'])) if (sub) scopeOf(l, source, depth).inner(sub, false);
      return undefined;
    }
  }
}

/** The rest of a pipeline written after a here-document's start (`cat <<EOF | sh`). */
function pipelineAfter(l: Lowering, node: SyntaxNode, source: string, depth: number, from: number | undefined): number | undefined {
  return pipeline(l, node, source, depth, from === undefined ? undefined : [{ parts: [{ ref: { out: from } }] }]);
}

/**
 * Lowers a shell script into the IR. `at` is where the text starts (the file and the 1-based line of its first
 * line); `files`: the component's files (path → text), the scripts a script sources or runs by its path.
 */
export function lowerShell(original: string, at: Origin, budgetMs = LOWER_MS, files?: ReadonlyMap<string, string>): Program {
  const { text, result } = parseShell(original);
  if (!result.ok) return { lang: 'shell', nodes: [{ kind: 'unparsed', reason: result.reason === 'no-grammar' ? 'syntax' : result.reason, detail: result.detail, origin: at }] };
  const { tree } = result;
  const kept: Lowering['kept'] = [];
  try {
    if (tree.rootNode.hasError) {
      const error = tree.rootNode.descendantsOfType('ERROR')[0] ?? tree.rootNode;
      const missing = error.type === 'ERROR' ? error : tree.rootNode;
      return { lang: 'shell', nodes: [{ kind: 'unparsed', reason: 'syntax', detail: `shell syntax error near line ${at.line + missing.startPosition.row}`, origin: { file: at.file, line: at.line + missing.startPosition.row } }] };
    }
    const l: Lowering = { file: at.file, line: at.line, nodes: [], ids: { next: 0, calls: 0, steps: 0 }, deadline: cpuMs() + budgetMs, vars: new Map(), aliases: new Map(), funcs: new Map(), kept, inline: 0, folded: new Map(), written: new Map(), ...(files ? { files } : {}) };
    statement(l, tree.rootNode, text, 0, undefined);
    if (l.stopped) l.nodes.push({ kind: 'unparsed', reason: l.stopped, detail: l.stopped === 'too-deep' ? `nested more than ${NESTING} levels deep` : l.stopped === 'timeout' ? `following it took more than ${budgetMs / 1000} CPU s: the rest was not followed` : `more than ${CALLS} commands`, origin: at });
    return { lang: 'shell', nodes: withFedCommands(l.nodes) };
  } finally {
    for (const t of kept) t.delete();
    tree.delete();
  }
}
