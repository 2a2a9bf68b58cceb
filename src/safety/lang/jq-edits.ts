/**
 * Pure: what a `jq` (or `yq`, `gojq`, `jaq`) filter writes into the document it edits, as JSON text.
 * `jq '.permissions.allow += ["Bash(*)"] | .permissions.defaultMode = "bypassPermissions"' settings.json > t`
 * writes the settings file with those keys set: `{"permissions":{"allow":["Bash(*)"],"defaultMode":"bypassPermissions"}}`.
 *
 * The filter is parsed by jqjs (a jq implementation in plain JavaScript: jq's grammar, string escapes, `as`
 * bindings, `?`, paths in every spelling) and its tree is then read here, never run: what the filter sets on an
 * empty document is worked out node by node for the forms a settings edit is written in (assignments `=`, `|=`,
 * `+=`, object and array constants, `+`, `*` merges, `//`, variables bound with `as` or on the command line).
 * Any other node (a function call, `setpath` and `reduce` included, a comparison, several outputs) makes the
 * whole filter unread: what is returned is what the filter surely writes, never a guess. No function call is
 * read because jqjs's parser registers a filter's `def`s in its one process-wide table and leaves them out of
 * the tree, so a call's meaning cannot be known from the tree (`def setpath(p; v): …;` redefines the builtin).
 * Reading the tree rather than running jqjs's interpreter keeps the reading pure and bounded without a clock:
 * none of the filter's loops ever runs, jqjs's evaluator (which builds missing parents wrongly on `{}`) is not
 * used, and the work is linear in the tree, capped below (docs/safety.md, "jq filters"). Real jq compiled to
 * WebAssembly was measured too: asynchronous only, and its runs cannot be stopped on this thread.
 */
/// <reference path="./jqjs.d.ts" />
import jq from '@michaelhomer/jqjs';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Key = string | number;
/** A node of jqjs's parse tree, by the class its constructor names (the fields read are those of each class). */
type Node = { constructor: { name: string } } & Record<string, unknown>;

/** A filter longer than this is not a settings edit. */
const MAX_FILTER = 8_000;
/** Nodes read, and values built, before a filter counts as building something else than a settings file. */
const MAX_STEPS = 20_000;
/** The deepest nesting read (the parser's own recursion is caught as an error). */
const MAX_DEPTH = 200;
/** An array index past this is no settings edit (jq pads with nulls up to it). */
const MAX_INDEX = 10_000;

/** A form this reader does not follow: the filter is unread. */
class Unread extends Error {}

/**
 * The class names of jqjs's nodes, learned from the parser itself: the CLI bundle is minified, so the names are
 * not the source's. Parsing one filter of each form at load gives each class; a node is then known by its class.
 */
const CLASS = (() => {
  const of = (filter: string) => (jq.compile(filter).ast as Node).constructor;
  const assign = jq.compile('.a = 1').ast as Node;
  const pipe = jq.compile('"x" as $v | .').ast as Node;
  const index = jq.compile('.a["b"]').ast as Node;
  const filterNode = jq.compile('.["a"].b').ast as Node;
  return {
    pipe: pipe.constructor,
    binding: (pipe.lhs as Node).constructor,
    assign: assign.constructor,
    update: of('.a |= 1'),
    identity: of('.'),
    identifierIndex: (assign.l as Node).constructor,
    genericIndex: (filterNode.source as Node).constructor,
    indexNode: index.constructor,
    filterNode: filterNode.constructor,
    suppression: ((jq.compile('.a.b?').ast as Node).filter as Node).constructor,
    string: of('"x"'),
    number: of('1'),
    boolean: of('true'),
    array: of('[1]'),
    comma: ((jq.compile('[1,2]').ast as Node).body as Node).constructor,
    object: of('{"a":1}'),
    add: of('1 + 1'),
    multiply: of('1 * 1'),
    alternative: of('1 // 1'),
    variable: of('$x'),
  };
})();

const is = (node: Node, cls: (typeof CLASS)[keyof typeof CLASS]) => node.constructor === cls;
const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One reading: the variables in scope and a count of the work done, so a filter cannot make it long. */
class Reading {
  steps = 0;
  readonly variables: ReadonlyMap<string, Json>;
  constructor(variables: ReadonlyMap<string, Json>) {
    this.variables = variables;
  }

  step(depth: number): void {
    if (++this.steps > MAX_STEPS || depth > MAX_DEPTH) throw new Unread();
  }

  /** The one value `node` gives for `input`. */
  value(node: Node, input: Json, depth = 0): Json {
    this.step(depth);
    const d = depth + 1;
    if (is(node, CLASS.identity)) return input;
    if (is(node, CLASS.string) || is(node, CLASS.number) || is(node, CLASS.boolean)) return constant(node.value);
    if (is(node, CLASS.variable)) {
      const name = node.name as string;
      if (!this.variables.has(name)) throw new Unread();
      return this.variables.get(name)!;
    }
    if (is(node, CLASS.pipe)) {
      const lhs = node.lhs as Node;
      // `"x" as $v | …`: the binding's value for the rest of the pipe, on the same input.
      if (is(lhs, CLASS.binding)) {
        const bound = new Map(this.variables).set(lhs.name as string, this.value(lhs.value as Node, input, d));
        const inner = new Reading(bound);
        inner.steps = this.steps;
        const out = inner.value(node.rhs as Node, input, d);
        this.steps = inner.steps;
        return out;
      }
      return this.value(node.rhs as Node, this.value(lhs, input, d), d);
    }
    if (is(node, CLASS.array)) {
      const body = node.body as Node;
      if (is(body, CLASS.filterNode) && body.length === 0) return [];
      const items = is(body, CLASS.comma) ? (body.branches as Node[]) : [body];
      return items.map((item) => this.value(item, input, d));
    }
    if (is(node, CLASS.object)) {
      const out: JsonObject = {};
      for (const field of node.fields as Node[]) {
        const key = this.value(field.key as Node, input, d);
        if (typeof key !== 'string') throw new Unread();
        // `{a}` (a field with no value) takes `.a`.
        out[key] = field.value === undefined ? (isObject(input) ? (input[key] ?? null) : null) : this.value(field.value as Node, input, d);
      }
      return out;
    }
    if (is(node, CLASS.add)) return add(this.value(node.l as Node, input, d), this.value(node.r as Node, input, d));
    if (is(node, CLASS.multiply)) return merge(this.value(node.l as Node, input, d), this.value(node.r as Node, input, d));
    if (is(node, CLASS.alternative)) {
      const first = this.value(node.lhs as Node, input, d);
      return first === null || first === false ? this.value(node.rhs as Node, input, d) : first;
    }
    if (is(node, CLASS.assign)) {
      // jq evaluates the right side on the input, then sets it at every path the left side names.
      const set = this.value(node.r as Node, input, d);
      return this.paths(node.l as Node, input, d).reduce((doc, path) => this.setIn(doc, path, set), input);
    }
    if (is(node, CLASS.update)) {
      // `|=` and `+=` (which jqjs reads as `|= . + …`): the right side on what is at each path.
      return this.paths(node.l as Node, input, d).reduce((doc, path) => this.setIn(doc, path, this.value(node.r as Node, getIn(doc, path), d)), input);
    }
    if (is(node, CLASS.identifierIndex) || is(node, CLASS.genericIndex) || is(node, CLASS.indexNode) || is(node, CLASS.filterNode)) {
      const [path] = this.paths(node, input, d);
      return getIn(input, path!);
    }
    throw new Unread();
  }

  /** The paths a left side names (`.a.b`, `.["a"]`, `.a[0]`, `.a.b?`): one each for the forms read here. */
  paths(node: Node, input: Json, depth: number): Key[][] {
    this.step(depth);
    const d = depth + 1;
    if (is(node, CLASS.identity)) return [[]];
    if (is(node, CLASS.suppression)) return this.paths(node.inner as Node, input, d);
    if (is(node, CLASS.identifierIndex) || is(node, CLASS.genericIndex)) return [[this.key(node.index as Node, input, d)]];
    if (is(node, CLASS.indexNode)) return this.paths(node.lhs as Node, input, d).map((p) => [...p, this.key(node.index as Node, input, d)]);
    if (is(node, CLASS.filterNode) && node.source !== undefined && node.filter !== undefined) {
      // `.a.b`: the filter's paths under each of the source's, read on the value found there.
      return this.paths(node.source as Node, input, d).flatMap((p) => this.paths(node.filter as Node, getIn(input, p), d).map((q) => [...p, ...q]));
    }
    throw new Unread();
  }

  key(node: Node, input: Json, depth: number): Key {
    const k = this.value(node, input, depth);
    if (typeof k === 'string' || (typeof k === 'number' && Number.isInteger(k) && k >= 0 && k <= MAX_INDEX)) return k;
    throw new Unread();
  }

  /** jq's `setpath`: parents made as the key asks (an object for a name, an array padded with null for an index). */
  setIn(doc: Json, path: readonly Key[], value: Json, from = 0): Json {
    if (from === path.length) return value;
    this.step(from);
    const key = path[from]!;
    if (typeof key === 'number') {
      if (doc !== null && !Array.isArray(doc)) throw new Unread();
      const out = [...(doc ?? [])];
      while (out.length < key) out.push(null);
      out[key] = this.setIn(out[key] ?? null, path, value, from + 1);
      return out;
    }
    if (doc !== null && !isObject(doc)) throw new Unread();
    const base = doc ?? {};
    return { ...base, [key]: this.setIn(Object.hasOwn(base, key) ? base[key]! : null, path, value, from + 1) };
  }
}

function constant(v: unknown): Json {
  if (v === null || typeof v === 'boolean' || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return v;
  throw new Unread();
}

/** Whether the document, written out, holds at most `budget.left` values. */
function within(v: Json, budget: { left: number }): boolean {
  if (--budget.left < 0) return false;
  if (Array.isArray(v)) return v.every((x) => within(x, budget));
  return isObject(v) ? Object.values(v).every((x) => within(x, budget)) : true;
}

function getIn(doc: Json, path: readonly Key[]): Json {
  let at: Json = doc;
  for (const key of path) {
    if (typeof key === 'number') at = Array.isArray(at) ? (at[key] ?? null) : null;
    else at = isObject(at) && Object.hasOwn(at, key) ? at[key]! : null;
  }
  return at;
}

/** jq's `+`: null adds nothing; numbers, strings and arrays add; objects merge, the right side's keys winning. */
function add(a: Json, b: Json): Json {
  if (a === null) return b;
  if (b === null) return a;
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (typeof a === 'string' && typeof b === 'string') return a + b;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (isObject(a) && isObject(b)) return { ...a, ...b };
  throw new Unread();
}

/** jq's `*` of two objects: merged recursively. Numbers multiply; anything else is not followed. */
function merge(a: Json, b: Json): Json {
  if (typeof a === 'number' && typeof b === 'number') return a * b;
  if (!isObject(a) || !isObject(b)) throw new Unread();
  const out: JsonObject = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = Object.hasOwn(out, k) && isObject(out[k]) && isObject(v) ? merge(out[k]!, v) : v;
  return out;
}

/** The JSON text the filter writes into an empty document, or undefined when it writes no key or is not read. */
export function jqAssignments(filter: string, variables: ReadonlyMap<string, Json> = new Map()): string | undefined {
  if (filter.length > MAX_FILTER) return undefined;
  let tree: Node;
  try {
    tree = jq.compile(filter).ast as Node;
  } catch {
    // A syntax error (jqjs throws strings) or the parser's own recursion on a deep nest.
    return undefined;
  }
  try {
    const doc = new Reading(variables).value(tree, {});
    // Values are shared, not copied (`.a = [., .]` twice is four times the document): counted before written out.
    return isObject(doc) && Object.keys(doc).length > 0 && within(doc, { left: MAX_STEPS }) ? JSON.stringify(doc) : undefined;
  } catch (e) {
    if (e instanceof Unread || e instanceof RangeError) return undefined;
    throw e;
  }
}

/** jq's options that take operands (`--arg name value`), by how many; `--slurpfile`'s and `--rawfile`'s are files, unread. */
const OPTION_OPERANDS = new Map([['--arg', 2], ['--argjson', 2], ['--slurpfile', 2], ['--rawfile', 2], ['--indent', 1], ['-L', 1], ['--library-path', 1]]);

/**
 * What a jq command line writes, from its words after the program: the first operand is the filter, each
 * `--arg`/`--argjson` a variable it reads (the value a string, or JSON). A filter read from a file (`-f`), or a
 * variable of a file's content, is unknown: a filter naming it is unread.
 */
export function jqWrites(words: readonly string[]): string | undefined {
  const variables = new Map<string, Json>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const operands = OPTION_OPERANDS.get(word);
    if (operands !== undefined) {
      if (i + operands >= words.length) return undefined;
      if (word === '--arg') variables.set(words[i + 1]!, words[i + 2]!);
      else if (word === '--argjson') {
        try {
          variables.set(words[i + 1]!, JSON.parse(words[i + 2]!) as Json);
        } catch {
          return undefined;
        }
      }
      i += operands;
    } else if (word === '--from-file' || word.startsWith('--from-file=') || (word.startsWith('-') && !word.startsWith('--') && word.includes('f'))) {
      return undefined;
    } else if (!word.startsWith('-') || word === '-') {
      return jqAssignments(word, variables);
    }
  }
  return undefined;
}

/** Programs that edit a JSON or YAML document by such a filter, given first among their operands. */
export const JQ_EDITORS = new Set(['jq', 'yq', 'gojq', 'jaq']);
