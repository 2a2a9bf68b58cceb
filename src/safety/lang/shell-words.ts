/**
 * Pure: a shell word's value after quote removal and after expanding what
 * the script itself set (parameters with their `${…}` operators, `$'…'`
 * escapes, `c""url`, `cu\rl`), as IR parts. What the script did not set
 * stays a reference (an environment variable, a command's output); a
 * command substitution is lowered by the caller (`inner`) and referred to by
 * its call's id, or by its text when the front end could fold it (shell-fold.ts).
 */
import type { SyntaxNode } from '../ir/grammars.ts';
import { constantText, type Part, type Word } from '../ir/types.ts';

export interface WordScope {
  /** Variables the script set, by name (their values already expanded). */
  vars: Map<string, Word>;
  /** `$1`, `$2`… inside an inlined function; undefined at top level. */
  positional?: Word[];
  /** Lowers a command or process substitution's statements and gives the part its output is. */
  inner(node: SyntaxNode, asFile: boolean): Part[];
}

/**
 * The most a word may hold once expanded: twice a code unit's size (2 MB, code.ts), so that no word a script
 * writes out is cut, while `X="$X$X"` a hundred times (2^100 characters) stops here.
 */
const WORD_CHARS = 4 * 2 ** 20;
const WORD_PARTS = 10_000;

/**
 * Words in one concatenation: adjacent literal parts merged, so `c""url` is one `curl`. A word grown past the
 * budget ends in a part computed at run time: what it holds is not known, as for any value the analyzer cannot
 * follow (a command word of it is unresolved, never a clean one).
 */
export function joinParts(parts: Part[]): Part[] {
  const out: Part[] = [];
  let size = 0;
  for (const p of parts) {
    size += 'lit' in p ? p.lit.length : 1;
    if (size > WORD_CHARS || out.length >= WORD_PARTS) {
      out.push({ ref: { dyn: 'a value grown past the size the analyzer follows' } });
      break;
    }
    const last = out[out.length - 1];
    if ('lit' in p && last && 'lit' in last && last.via === p.via) out[out.length - 1] = { lit: last.lit + p.lit, ...(p.via !== undefined ? { via: p.via } : {}) };
    else if (!('lit' in p && p.lit === '')) out.push(p);
  }
  return out;
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };

/** The escapes of `$'…'`, `printf` and `echo -e`: `\x63`, `\143`, `\u0063`, `\n`. */
export function decodeEscapes(text: string, octalNeedsZero = false): string {
  return text.replace(/\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|0?[0-7]{1,3}|c.|.)/gs, (all, e: string) => {
    const head = e[0]!;
    if (head === 'x' || head === 'u' || head === 'U') return String.fromCodePoint(Number.parseInt(e.slice(1), 16));
    if (/[0-7]/.test(head)) {
      if (octalNeedsZero && head !== '0') return all;
      return String.fromCharCode(Number.parseInt(e, 8) & 0xff);
    }
    if (head === 'c') return String.fromCharCode(e.charCodeAt(1) & 0x1f);
    return SIMPLE_ESCAPES[head] ?? all;
  });
}

/** Backslashes removed as an unquoted word does (`cu\rl` is `curl`, `\\` is `\`). */
const unescapeBare = (text: string) => text.replace(/\\\n/g, '').replace(/\\(.)/gs, '$1');
/** Inside double quotes only `\$`, `` \` ``, `\"`, `\\` and a line break are escapes. */
const unescapeDouble = (text: string) => text.replace(/\\\n/g, '').replace(/\\([$`"\\])/g, '$1');

function variable(name: string, scope: WordScope): Part[] {
  if (/^\d+$/.test(name)) {
    if (!scope.positional) return [{ ref: { var: name } }];
    return scope.positional[Number(name) - 1]?.parts ?? [];
  }
  if (name === '@' || name === '*') {
    if (!scope.positional) return [{ ref: { var: name } }];
    return scope.positional.flatMap((w, i) => (i ? [{ lit: ' ' }, ...w.parts] : w.parts));
  }
  if (name === '#' || name === '?' || name === '$' || name === '!' || name === 'RANDOM' || name === 'LINENO') return [{ ref: { dyn: `$${name}` } }];
  const set = scope.vars.get(name);
  return set ? set.parts : [{ ref: { env: name } }];
}

const constant = (parts: Part[]): string | undefined => (parts.every((p) => 'lit' in p) ? parts.map((p) => (p as { lit: string }).lit).join('') : undefined);

/** A glob of `${X//pattern/…}` as a regular expression (`*`, `?`, classes). */
function globToRegex(glob: string): string {
  return glob.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
}

/** `${…}`: the parameter, then an operator applied when the value is known. */
function expansion(node: SyntaxNode, source: string, scope: WordScope): Part[] {
  const body = source.slice(node.startIndex + 2, node.endIndex - 1);
  const m = /^([#!]?)([A-Za-z_]\w*|\d+|[@*#?$!])(.*)$/s.exec(body);
  if (!m) return [{ ref: { dyn: `\${${body}}` } }];
  const [, prefix, name, subscripted] = m as unknown as [string, string, string, string];
  if (prefix === '#') return [{ ref: { dyn: `\${#${name}}` } }];
  // An array's element (`${a[0]}`) or all of it (`${a[@]}`): the elements the script assigned.
  const index = /^\[([@*]|\d+)\](.*)$/s.exec(subscripted);
  const rest = index ? index[2]! : subscripted;
  let parts = variable(name, scope);
  // `"${a[*]}"` joins the elements with the first character of IFS (none when IFS is empty).
  const ifs = scope.vars.get('IFS');
  if (index?.[1] === '*' && ifs && scope.vars.get(name)?.items) {
    const sep = constantText(ifs);
    if (sep !== undefined) parts = scope.vars.get(name)!.items!.flatMap((w, i) => (i && sep ? [{ lit: sep[0]! }, ...w.parts] : w.parts));
  }
  if (index && /^\d+$/.test(index[1]!)) {
    const items = scope.vars.get(name)?.items;
    parts = items ? items[Number(index[1])]?.parts ?? [] : Number(index[1]) === 0 ? parts : [{ ref: { dyn: `\${${body}}` } }];
  }
  if (prefix === '!') {
    const target = constant(parts);
    parts = target && /^[A-Za-z_]\w*$/.test(target) ? variable(target, scope) : [{ ref: { dyn: `\${!${name}}` } }];
  }
  if (rest === '') return parts;
  const operand = (text: string): Part[] => [{ lit: unescapeDouble(text.replace(/^["']|["']$/g, '')) }];
  const def = /^:?[-=](.*)$/s.exec(rest);
  if (def) return scope.vars.has(name) ? parts : parts.length && !('ref' in parts[0]! && 'env' in parts[0]!.ref) ? parts : [...parts, ...operand(def[1]!)];
  if (/^:?[+?]/.test(rest)) return parts;
  const value = constant(parts);
  if (value === undefined) return parts;
  const sub = /^(\/\/?|\/#|\/%)((?:\\.|[^/])*)(?:\/(.*))?$/s.exec(rest);
  if (sub) {
    const [, op, pattern, replacement = ''] = sub as unknown as [string, string, string, string | undefined];
    const re = globToRegex(unescapeBare(pattern!));
    const flags = op === '//' ? 'g' : '';
    const anchored = op === '/#' ? `^(?:${re})` : op === '/%' ? `(?:${re})$` : re;
    return [{ lit: value.replace(new RegExp(anchored, flags), () => unescapeBare(replacement ?? '')) }];
  }
  const slice = /^:\s*(-?\d+)(?::\s*(-?\d+))?$/.exec(rest);
  if (slice) {
    const start = Number(slice[1]);
    const from = start < 0 ? Math.max(0, value.length + start) : start;
    const length = slice[2] === undefined ? undefined : Number(slice[2]);
    return [{ lit: length === undefined ? value.slice(from) : length < 0 ? value.slice(from, value.length + length) : value.slice(from, from + length) }];
  }
  const trim = /^(##?|%%?)(.*)$/s.exec(rest);
  if (trim) {
    const re = globToRegex(unescapeBare(trim[2]!.replace(/^["']|["']$/g, '')));
    const greedy = trim[1]!.length === 2;
    const pattern = trim[1]![0] === '#' ? `^(?:${re})${greedy ? '' : '?'}` : `(?:${re})$`;
    return [{ lit: value.replace(new RegExp(greedy ? pattern : pattern.replace('.*', '.*?')), '') }];
  }
  if (rest === '^^') return [{ lit: value.toUpperCase() }];
  if (rest === ',,') return [{ lit: value.toLowerCase() }];
  return [{ ref: { dyn: `\${${body}}` } }];
}

/** The NAME of `$(NAME)`, a substitution whose whole command is one word in capitals (`$(NPM_TOKEN)`); undefined otherwise. */
function macroVariable(node: SyntaxNode): string | undefined {
  const command = node.namedChildCount === 1 ? node.namedChildren[0] : undefined;
  if (command?.type !== 'command' || command.namedChildCount !== 1 || command.namedChildren[0]?.type !== 'command_name') return undefined;
  const name = command.namedChildren[0].text;
  return /^[A-Z][A-Z0-9]*_[A-Z0-9_]*$|^[A-Z]{3,}$/.test(name) ? name : undefined;
}

/**
 * The parts of a word node. `quoted` is true inside double quotes (escapes
 * differ). Literal text between a node's named children (inside `"…"`, a
 * concatenation) is taken from the source as it is.
 */
export function partsOf(node: SyntaxNode, source: string, scope: WordScope, quoted = false): Part[] {
  switch (node.type) {
    case 'word':
    case 'number':
    case 'extglob_pattern':
    case 'brace_expression':
      return [{ lit: quoted ? unescapeDouble(node.text) : unescapeBare(node.text) }];
    case 'raw_string':
      return [{ lit: node.text.slice(1, -1) }];
    case 'ansi_c_string':
      return [{ lit: decodeEscapes(node.text.slice(2, -1)) }];
    case 'string_content':
      return [{ lit: unescapeDouble(node.text) }];
    case 'simple_expansion':
      return variable(node.text.slice(1), scope);
    case 'expansion':
      return expansion(node, source, scope);
    case 'command_substitution': {
      // `$(GITHUB_TOKEN)`: no program is named in capitals; it is Make's, Azure Pipelines' and the prose writer's way to
      // write a variable, and the model that runs the line reads it as the variable's value (docs/safety.md).
      const named = macroVariable(node);
      return named ? variable(named, scope) : scope.inner(node, false);
    }
    case 'process_substitution':
      return scope.inner(node, true);
    case 'arithmetic_expansion':
      return [{ ref: { dyn: node.text } }];
    case 'string':
    case 'translated_string':
    case 'concatenation':
    case 'array': {
      const inside = node.type === 'string' || node.type === 'translated_string';
      const start = node.startIndex + (node.type === 'string' ? 1 : node.type === 'translated_string' ? 2 : node.type === 'array' ? 1 : 0);
      const end = node.endIndex - (inside || node.type === 'array' ? 1 : 0);
      const parts: Part[] = [];
      let at = start;
      for (const child of node.namedChildren) {
        if (!child || child.startIndex < at) continue;
        const gap = source.slice(at, child.startIndex);
        if (gap) parts.push({ lit: inside ? unescapeDouble(gap) : node.type === 'array' ? ' ' : unescapeBare(gap) });
        parts.push(...partsOf(child, source, scope, inside || quoted));
        at = child.endIndex;
      }
      const tail = source.slice(at, Math.max(at, end));
      if (tail) parts.push({ lit: inside ? unescapeDouble(tail) : node.type === 'array' ? '' : unescapeBare(tail) });
      return joinParts(parts);
    }
    default:
      return [{ ref: { dyn: node.text.slice(0, 80) } }];
  }
}

export function wordOf(node: SyntaxNode, source: string, scope: WordScope): Word {
  return { parts: joinParts(partsOf(node, source, scope)) };
}

/** Splits an expanded word on blanks, or on `IFS` when the script set it, where its text is literal (an unquoted `$X` holding `curl -s`). */
export function fields(w: Word, quoted: boolean, ifs?: Word): Word[] {
  if (quoted) return [w];
  const separators = ifs ? constantText(ifs) : undefined;
  const split = separators === undefined || separators === '' ? /[ \t\n]+/ : new RegExp(`[${separators.replace(/[\\\]^-]/g, '\\$&')}]+`);
  const out: Word[] = [];
  let current: Part[] = [];
  for (const p of w.parts) {
    if (!('lit' in p)) {
      // `c${IFS}url`, `bash${IFS}-c${IFS}…`: an IFS the script never set expands to the default separators, which split the word.
      if (separators === undefined && (('var' in p.ref && p.ref.var === 'IFS') || ('env' in p.ref && p.ref.env === 'IFS'))) {
        if (current.length) out.push({ parts: joinParts(current) });
        current = [];
      } else current.push(p);
      continue;
    }
    const pieces = p.lit.split(split);
    pieces.forEach((piece, i) => {
      if (i > 0 && current.length) {
        out.push({ parts: joinParts(current) });
        current = [];
      }
      if (piece) current.push({ lit: piece, ...(p.via !== undefined ? { via: p.via } : {}) });
    });
  }
  if (current.length) out.push({ parts: joinParts(current) });
  return out;
}

const QUOTED = /^(?:string|raw_string|ansi_c_string)$/;
/** A word with no unquoted expansion in it (`"a b"`, `key="a b"`): one field, never split on its blanks. */
export const isQuoted = (node: SyntaxNode) => QUOTED.test(node.type) || (node.type === 'concatenation' && node.namedChildren.every((c) => c !== null && (QUOTED.test(c.type) || c.type === 'word')));
