/**
 * Pure: what the JavaScript/TypeScript and Python front ends know about a
 * value while they lower a file: its text and references (the IR's parts),
 * and, beside them, what the IR's `Word` cannot hold: an object's
 * properties, a list's items, the library object it is (`child_process`, a
 * `WebSocket`, a `requests.Session`), or a function defined in the file
 * (inlined where it is called). Both front ends share these and the scope.
 */
import type { SyntaxNode } from '../ir/grammars.ts';
import type { Part, Word } from '../ir/types.ts';

/** A function written in the file, inlined with its arguments where it is called. */
export interface FnDef {
  /** The parameters node (`formal_parameters`, `parameters`, a lone identifier of an arrow). */
  params: SyntaxNode | null;
  body: SyntaxNode;
  closure: Scope;
  /** Where its code is: the file and the line its text starts at (cross-file calls keep the callee's). */
  file: string;
  line: number;
  /** Lowered at least once (called, or given as a callback): uncalled ones are lowered at the end. */
  lowered?: boolean;
  name: string;
  /** A Python method: the object its first parameter is when it is called uncalled (its class). */
  self?: Value;
  /** An MCP tool's handler (registered with the SDK, or decorated as a tool): what it returns goes to the model. */
  tool?: boolean;
  /** The arguments of the call being inlined now, outermost (a recursive call reads where it began). */
  entered?: Value[];
}

export interface Value {
  parts: Part[];
  /** A list or tuple: its items. */
  items?: Value[];
  /** An object's or dict's properties, by name (mutable: `obj.k = v` sets them). */
  props?: Map<string, Value>;
  /** The library thing this is, by canonical dotted name (`child_process`, `WebSocket`, `socket.socket`). */
  api?: string;
  fn?: FnDef;
  /** A function's several results (a handler's branches), each as returned: their union above keeps only references, the model reads each text. */
  alternatives?: Value[];
  /** A folder's listing by bare names: what each entry is to a loop over it (`*`, a name in that folder); the listing's own text is its parts. */
  entry?: Value;
  /** A function with arguments given ahead (`functools.partial(requests.post, url)`, JavaScript's `f.bind(null, url)`): they come first at each call. */
  bound?: { args: Value[]; named: Record<string, Value> };
}

/** `f` with `args` and `named` given ahead of the arguments of each call (`Value.bound`). */
export function bind(f: Value, args: Value[], named: Record<string, Value>): Value {
  return { ...f, bound: { args: [...(f.bound?.args ?? []), ...args], named: { ...f.bound?.named, ...named } } };
}

/** A call of a bound function: its arguments given ahead put first, its keywords where the call gives none. */
export function unbind(bound: NonNullable<Value['bound']>, args: Value[], named: Record<string, Value>): void {
  args.unshift(...bound.args);
  for (const [k, v] of Object.entries(bound.named)) named[k] ??= v;
}

export const text = (t: string): Value => ({ parts: [{ lit: t }] });
export const ref = (r: Part & { ref: unknown }): Value => ({ parts: [r] });
export const unknown = (what: string): Value => ({ parts: [{ ref: { dyn: what.slice(0, 80) } }] });
/** The one empty value every front end shares: never changed in place (a change would reach every later component). */
export const EMPTY: Value = { parts: [] };

/**
 * The longest literal a value keeps. A loop that doubles a string (`s = s + s`, `s += s`) would otherwise
 * grow it past what a JavaScript string can hold and end the analysis with a RangeError; what the rules read
 * of a command or an address is at its start, so the rest is dropped.
 */
export const MAX_LITERAL = 256 * 1024;

/** Adjacent literals joined (up to MAX_LITERAL characters); `via` literals kept apart. */
export function joinParts(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if ('lit' in p && !('via' in p && p.via !== undefined) && last && 'lit' in last && !('via' in last && last.via !== undefined)) out[out.length - 1] = { lit: last.lit.length >= MAX_LITERAL ? last.lit : (last.lit + p.lit).slice(0, MAX_LITERAL) };
    else if (!('lit' in p && p.lit === '' && p.via === undefined)) out.push(p);
  }
  return out;
}

/** Every part a value holds, its properties' and items' included (what flows with it). */
/** How much of a value's structure a word holds: objects can be deep, wide, even cyclic (`o.self = o`). */
const WORD_DEPTH = 6;
const WORD_PARTS = 400;

export function allParts(v: Value, depth = 0): Part[] {
  if (depth > WORD_DEPTH) return v.parts.slice(0, WORD_PARTS);
  const out = [...v.parts];
  if (v.props && v.parts.length === 0) {
    let first = true;
    for (const [k, p] of v.props) {
      if (out.length >= WORD_PARTS) break;
      out.push({ lit: `${first ? '' : ' '}${k}=` });
      out.push(...allParts(p, depth + 1));
      first = false;
    }
  }
  if (v.items && v.parts.length === 0) v.items.forEach((item, i) => out.length < WORD_PARTS && out.push(...(i ? [{ lit: ' ' }] : []), ...allParts(item, depth + 1)));
  return joinParts(out.slice(0, WORD_PARTS));
}

/** A library's named constant (`socket.SOCK_RAW`, Go's `syscall.AF_PACKET`, `signal.SIGKILL`): its name is all a rule can read of it. */
const LIBRARY_CONSTANT = /\.[A-Z][A-Z\d]*(?:_[A-Z\d]+)+$|\.(?:SOCK|AF|PF|IPPROTO|ETH|PTRACE)_\w+$/;

/** The IR word of a value: its parts (properties and items included), and items for a list; a library's constant by its name. */
export function toWord(v: Value, depth = 0): Word {
  const named = v.api !== undefined && v.parts.length === 0 && !v.items && !v.props && LIBRARY_CONSTANT.test(v.api);
  const word: Word = { parts: named ? [{ lit: v.api! }] : allParts(v) };
  if (v.items && depth < WORD_DEPTH) word.items = v.items.slice(0, WORD_PARTS).map((i) => toWord(i, depth + 1));
  const props = v.props;
  if (props && v.parts.length === 0 && depth < WORD_DEPTH) {
    // Made on first read, and not enumerable: only the wording rule reads an object's fields, while the
    // flow engine makes a word of every value it passes (eagerly, the analysis of real code took twice the CPU).
    Object.defineProperty(word, 'fields', {
      configurable: true,
      enumerable: false,
      get(this: Word) {
        const fields = [...props.values()].slice(0, WORD_PARTS).map((p) => toWord(p, depth + 1));
        Object.defineProperty(this, 'fields', { value: fields, enumerable: false });
        return fields;
      },
    });
  }
  return word;
}

/** String concatenation, `+` of text. */
export function concat(...values: Value[]): Value {
  return { parts: joinParts(values.flatMap((v) => allParts(v))) };
}

/** What flows from several values into one (`a || b`, a ternary, a method's result over its receiver and arguments). */
export function union(values: Value[]): Value {
  const parts: Part[] = [];
  for (const v of values) {
    for (const p of allParts(v)) {
      if ('lit' in p) continue;
      if (!parts.some((q) => JSON.stringify(q) === JSON.stringify(p))) parts.push(p);
    }
  }
  // A single value keeps its text; several keep only their references (their text is not one string).
  if (values.length === 1) return { ...values[0]!, parts: allParts(values[0]!) };
  const texts = values.map((v) => allParts(v).filter((p) => 'lit' in p)).flat();
  return { parts: joinParts([...parts, ...(parts.length === 0 && texts.length ? [texts[0]!] : [])]) };
}

/**
 * `table[key]` with a key known only at run time: one of the table's values when the table is written in the code
 * (a dict, an object or a map literal: an allow-list lookup, the key itself goes nowhere), else what both carry.
 */
export function lookup(table: Value, key: Value): Value {
  // What the table carries beyond its written entries (a spread of the environment, a field set at run time) stays.
  const carried = { parts: allParts(table).filter((p) => !('lit' in p)) };
  if (!table.props?.size || table.api !== undefined) return union([table, key]);
  const values = [...table.props.values()];
  // A table of functions (`{"sh": os.system, "py": eval}`): the one picked is any of them, each kept to be called.
  const callable = values.filter((v) => v.api !== undefined || v.fn);
  return { ...union([...values, carried]), ...(callable.length ? { alternatives: callable } : {}) };
}

/** Path joining (`path.join`, `os.path.join`, `Path / 'x'`): one `/` between the pieces. */
export function joinPath(pieces: Value[]): Value {
  const out: Part[] = [];
  pieces.forEach((piece, i) => {
    const parts = allParts(piece);
    if (i > 0) {
      const last = out[out.length - 1];
      const first = parts[0];
      const endsWithSlash = last && 'lit' in last && last.lit.endsWith('/');
      const startsWithSlash = first && 'lit' in first && first.lit.startsWith('/');
      if (startsWithSlash && first && 'lit' in first) {
        // An absolute piece starts over, as path.join does not but os.path.join does; either way the tail names the file.
        out.push({ lit: endsWithSlash ? first.lit.slice(1) : first.lit }, ...parts.slice(1));
        return;
      }
      if (!endsWithSlash) out.push({ lit: '/' });
    }
    out.push(...parts);
  });
  return { parts: joinParts(out) };
}

/** The literal text of a value, or undefined when any part of it is unknown. */
export function constant(v: Value | undefined): string | undefined {
  // A library object (`process.argv`, a module) is not text known here.
  if (!v || v.fn || (v.api && v.parts.length === 0)) return undefined;
  let t = '';
  for (const p of allParts(v)) {
    if (!('lit' in p)) return undefined;
    t += p.lit;
  }
  return t;
}

/** Lexical scopes: a function's or block's names, looked up outward. */
export class Scope {
  readonly vars = new Map<string, Value>();
  readonly parent: Scope | undefined;
  /**
   * One arm of a branch (an `if`'s, a `switch` case's): what it assigns to names declared outside it is kept
   * here, not written through, so the front end can give each name every arm's value after the branch (`oneOf`).
   */
  readonly writes: Map<string, Value> | undefined;
  constructor(parent?: Scope, arm = false) {
    this.parent = parent;
    this.writes = arm ? new Map() : undefined;
  }

  lookup(name: string): Value | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const v = s.vars.get(name) ?? s.writes?.get(name);
      if (v) return v;
    }
    return undefined;
  }

  /** Assigns where the name is declared (an arm keeps what it assigns outside itself), else here. */
  assign(name: string, value: Value): void {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      if (s.vars.has(name)) {
        s.vars.set(name, value);
        return;
      }
      if (s.writes && s.parent?.lookup(name) !== undefined) {
        s.writes.set(name, value);
        return;
      }
    }
    this.vars.set(name, value);
  }
}

/**
 * A value that is one of several (a function's results on its several paths, a name after the arms of a branch
 * that each assign it): their union, which keeps only their references, and each as it is, for what reads texts
 * (a path, a command) to read every one. The kind of library object they all are stays.
 */
/**
 * `{ ...a, ...b }`: the entries of `v` spread into an object literal's `props`; what is left to keep as the object's
 * parts is given back. An object known only at run time (a tool's arguments, `{ ...defaults, ...args }`) may hold
 * any key set before it: each such key is then either value (`member` reads the key of `v`).
 */
export function spreadInto(props: Map<string, Value>, v: Value, member: (v: Value, key: string) => Value): Value[] {
  if (v.props) {
    for (const [k, pv] of v.props) props.set(k, pv);
    return [];
  }
  if (allParts(v).some((p) => !('lit' in p))) for (const [k, pv] of props) props.set(k, oneOf([pv, member(v, k)]));
  return [v];
}

/**
 * One of several values picked at run time (`secure ? https : http`, `options.fetch ?? fetch`): library objects and
 * functions are kept each, to be called as any of them (`client.request(…)` is `http.request` or `https.request`, a
 * default is what runs unless the caller gives another); values with neither flow together.
 */
export function either(values: Value[]): Value {
  return values.length > 1 && values.some((v) => v.api !== undefined || v.fn) ? oneOf(values) : union(values);
}

/** A member of the library objects among several values picked at run time (`either`): that member of each, or undefined for another value. */
export function memberOfEach(obj: Value, prop: string, member: (v: Value, prop: string) => Value): Value | undefined {
  const libraries = obj.api === undefined ? obj.alternatives?.filter((v) => v.api !== undefined) : undefined;
  return libraries?.length ? oneOf(libraries.map((v) => member(v, prop))) : undefined;
}

export function oneOf(values: Value[]): Value {
  const distinct = [...new Set(values.flatMap((v) => v.alternatives ?? [v]))];
  if (distinct.length === 1) return distinct[0]!;
  const api = distinct.every((v) => v.api !== undefined && v.api === distinct[0]!.api) ? { api: distinct[0]!.api } : {};
  return { ...union(distinct), ...api, alternatives: distinct };
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0', a: '\x07' };

/** One escape sequence of a JavaScript or Python string (`\x63`, `\u{1F600}`, `\143`, `\n`) as the text it stands for. */
export function decodeEscape(seq: string): string {
  const body = seq.slice(1);
  let m: RegExpExecArray | null;
  if ((m = /^x([0-9a-fA-F]{2})$/.exec(body))) return String.fromCharCode(parseInt(m[1]!, 16));
  if ((m = /^u\{([0-9a-fA-F]+)\}$/.exec(body)) || (m = /^u([0-9a-fA-F]{4})$/.exec(body)) || (m = /^U([0-9a-fA-F]{8})$/.exec(body))) {
    const code = parseInt(m[1]!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  if ((m = /^([0-7]{1,3})$/.exec(body))) return String.fromCharCode(parseInt(m[1]!, 8));
  if (/^\r?\n$/.test(body)) return '';
  return SIMPLE_ESCAPES[body] ?? body;
}

/** Items a loop body is lowered once for, each bound in turn. */
const UNROLLED = 8;

/**
 * What a loop's variable takes (`for (const t of targets)`, `for p in paths:`, `for k, v in d.items():`): each
 * item of a short list whose items are known text (or tuples of known text), in turn; else one value carrying what every item carries (the items' parts
 * together, or the references of what is iterated).
 */
export function loopItems(v: Value): Value[] {
  if (v.entry) return [v.entry];
  // Known text, or a pair or tuple of known texts (a dict's `.items()`, `[['core.pager', cmd], …]`).
  // A path under the home folder (`join(homedir(), 'code')`) is known too: text and the one variable every path starts from.
  const path = (i: Value) => i.items === undefined && i.parts.length > 0 && i.parts.every((p) => 'lit' in p || ('ref' in p && 'env' in p.ref && p.ref.env === 'HOME'));
  const known = (i: Value) => i.fn !== undefined || constant(i) !== undefined || path(i) || (i.items !== undefined && i.items.length > 0 && i.items.every((x) => constant(x) !== undefined));
  if (v.items?.length && v.items.length <= UNROLLED && v.items.every(known)) return v.items;
  return [v.items?.length ? { parts: v.items.flatMap((i) => toWord(i).parts) } : { parts: toWord(v).parts.filter((p) => !('lit' in p)) }];
}

/**
 * A folder's listing by bare names (`fs.readdirSync(dir)`, `fs.promises.readdir(dir)`, `os.listdir(dir)`): a loop
 * over it takes each entry's name, read as `*`, so `join(dir, name)` there is every entry of that folder (a delete of
 * each empties the folder, a read of each reads them all), as pathlib's `iterdir` is (python-places.ts). The value
 * itself stays the call's output, so the listing joined or sent whole still flows as what it lists.
 */
const LISTS_NAMES = /^(?:fs\.(?:promises\.)?readdir(?:Sync)?|os\.listdir)$/;

/** `value` (a call of `name`'s result) given its entry's name when `name` lists a folder. */
export function listedNames(name: string, value: Value): Value {
  if (LISTS_NAMES.test(name)) value.entry = text('*');
  return value;
}

/**
 * A dotenv file read into a mapping without touching the environment (python-dotenv's `dotenv_values`, Node's
 * `dotenv.parse`): the front ends mark the value a call of one returns (`asDotenvMapping`).
 */
const DOTENV_MAPPING = /^dotenv(?:\.main)?\.(?:dotenv_values|parse)$/;

/**
 * One variable picked by name from such a mapping (`dotenv_values(".env")["STRIPE_API_KEY"]`, `env.OPENAI_API_KEY`)
 * is that variable, as `os.environ[...]` or `process.env.X` is after `load_dotenv()`: judged by its service where it
 * is sent. The mapping whole stays the file read (a credential file wherever it goes). Undefined for anything else.
 */
export function pickedVariable(obj: Value, key: string): Value | undefined {
  return obj.api === 'dotenv.mapping' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? { parts: [{ ref: { env: key } }] } : undefined;
}

/** The value a dotenv reader returned, marked as its mapping (`pickedVariable`); any other call's value unchanged. */
export const asDotenvMapping = (name: string, value: Value): Value => (DOTENV_MAPPING.test(name) ? { ...value, api: 'dotenv.mapping' } : value);

/**
 * A printf-style format filled in (Go's `fmt.Sprintf`, Python's `"…%s…" % (a, b)`): each verb replaced by its
 * argument in order, the text between kept, so what lands inside a quoted value or a host is seen where it lands.
 */
export function printf(format: string, args: Value[]): Value {
  const pieces: Value[] = [];
  let next = 0;
  let at = 0;
  for (const m of format.matchAll(/%[-+# 0-9.]*[a-zA-Z%]/g)) {
    pieces.push(text(format.slice(at, m.index)));
    pieces.push(m[0] === '%%' ? text('%') : args[next++] ?? EMPTY);
    at = m.index + m[0].length;
  }
  pieces.push(text(format.slice(at)));
  return concat(...pieces);
}

/** Python's `"…{}…{0}…".format(a, b)` filled in: fields by position or in order (a named field, unknown here, is empty); `{{`/`}}` are braces. */
export function braceFormat(format: string, args: Value[], named: Record<string, Value> = {}): Value {
  const pieces: Value[] = [];
  let next = 0;
  let at = 0;
  // A field by name (`{src}`, `{user.name}`) is its keyword's value; one no keyword given names may be any of them (`**values`).
  const byName = (field: string): Value => named[field.split(/[.[]/)[0]!] ?? (Object.keys(named).length ? union(Object.values(named)) : EMPTY);
  for (const m of format.matchAll(/\{\{|\}\}|\{([^{}]*)\}/g)) {
    pieces.push(text(format.slice(at, m.index)));
    const field = m[1]?.split(/[!:]/)[0] ?? '';
    pieces.push(m[0] === '{{' ? text('{') : m[0] === '}}' ? text('}') : field === '' ? args[next++] ?? EMPTY : /^\d+$/.test(field) ? args[Number(field)] ?? EMPTY : byName(field));
    at = m.index + m[0].length;
  }
  pieces.push(text(format.slice(at)));
  return concat(...pieces);
}

/**
 * The NAMES of the environment's variables (`os.environ.keys()`, `for k in os.environ`, a comprehension over it):
 * names, not values, so listing them shows no secret (a CI report of which variables are set). A variable read by
 * such a name (`os.environ[k]`, `os.getenv(k)`) is the whole environment again (`envReadBy`).
 */
const ENV_NAMES = "the environment variables' names";
export const envNames = (): Value => ({ parts: [{ ref: { dyn: ENV_NAMES } }] });
const isEnvNames = (v: Value | undefined): boolean => v !== undefined && allParts(v).some((p) => 'ref' in p && 'dyn' in p.ref && p.ref.dyn === ENV_NAMES);
/** What a loop over a value binds its name to when the value is the environment's mapping or its names (the names); else undefined. */
export const envNamesOf = (v: Value): Value | undefined => (v.api === 'os.environ' || isEnvNames(v) ? envNames() : undefined);
/** The value read from the environment by a key computed at run time: every value when the key is one of its names, else undefined. */
export const envReadBy = (key: Value | undefined): Value | undefined => (isEnvNames(key) ? { parts: [{ ref: { envAll: true } }] } : undefined);

