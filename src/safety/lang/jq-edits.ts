/**
 * Pure: what a `jq` (or `yq`, `gojq`, `jaq`) filter writes into the document it edits, as JSON text.
 * `jq '.permissions.allow += ["Bash(*)"] | .permissions.defaultMode = "bypassPermissions"' settings.json > t`
 * writes the settings file with those keys set: `{"permissions":{"allow":["Bash(*)"],"defaultMode":"bypassPermissions"}}`.
 *
 * The filter is run, not matched: jqjs (a jq interpreter in plain JavaScript) parses it and evaluates it on an
 * empty document, so what it writes there is what it sets whatever the file held, in every form jq allows
 * (`setpath`, `. * {…}`, `|= . + {…}`, values computed, `reduce`, `as` bindings, string escapes). Real jq compiled
 * to WebAssembly (jq-wasm, jq-web) was measured too: asynchronous only and with no way to stop a run on this thread
 * (both would need a worker thread), and jq-web's 1 MB gzipped is more than the installed package's 5 MB leaves
 * (docs/safety.md, "jq filters"). jqjs is synchronous and adds 55 KB to the scan's bundle, but builds
 * missing parents wrongly when it updates a path (`.permissions.allow += […]` on `{}` fails, `setpath` on `{}`
 * drops the value, `.a[1] = 1` makes an object): its own assignment nodes in the parsed filter are given jq's
 * semantics here (`assign`, `update`, `setpath`), everything else is its evaluation.
 *
 * A filter is code from a component, so it runs under budgets: a wall-clock timeout through `node:vm` (the only
 * way to stop synchronous JavaScript in this thread; a run the machine starved of CPU is tried again), output
 * size and array index caps, and a stack overflow is an error like any other. Whatever does not parse, throws, reads
 * the clock or runs out of budget is nothing read (undefined), never a guess.
 */
/// <reference path="./jqjs.d.ts" />
import jq from '@michaelhomer/jqjs';
import { createContext, Script, type Context } from 'node:vm';
import { cpuMs } from '../ir/grammars.ts';

type Path = Array<string | number>;
type Conf = object;
interface JqNode {
  apply(input: unknown, conf: Conf): Iterable<unknown>;
  paths(input: unknown, conf: Conf): Iterable<Path>;
}
type Table = Record<string, unknown>;

/** A filter longer than this is not a settings edit (the old reader's cap, kept). */
const MAX_FILTER = 8_000;
/** Wall ms one reading may take; a settings edit takes about one. */
const BUDGET_MS = 250;
/** A settings file's text, and its arrays: past these a filter is building something else (its documents before them are read). */
const MAX_OUTPUT = 256 * 1024;
const MAX_INDEX = 10_000;
/** jq writes each output as one document; a settings edit writes one. */
const MAX_OUTPUTS = 16;

/**
 * jqjs registers a filter's `def`s in its one table of functions, for every later filter of the process: one
 * component's `def setpath(p; v): .;` would change how the next component's filter reads. The table is not
 * exported, so it is found once by the receiver of its own lookup (an accessor on Object.prototype for a name no
 * function has, removed at once), then each reading puts it back as it was. Not found (another jqjs version), no
 * filter is read rather than one read impurely.
 */
function functionTable(): Table | undefined {
  const probe = 'toolshed_table_probe/0';
  let table: Table | undefined;
  try {
    // Throws where the intrinsics are frozen (`--frozen-intrinsics`): no table, no reading.
    Object.defineProperty(Object.prototype, probe, {
      configurable: true,
      get(this: Table) {
        if (Object.hasOwn(this, 'setpath/2')) table = this;
        return undefined;
      },
    });
    for (const _ of jq.compile('toolshed_table_probe')(null)) break;
  } catch {
    // "no such function": the lookup has run.
  } finally {
    delete (Object.prototype as Table)[probe];
  }
  // The one builtin that reads the world: a reading must not depend on when it ran.
  if (table) delete table['now/0'];
  return table;
}

const TABLE = functionTable();
const SETPATH = TABLE?.['setpath/2'];
/** jqjs's node classes, known by parsing one of each (its classes are not exported, and minified in the CLI bundle). */
const kind = (filter: string) => Object.getPrototypeOf(jq.compile(filter).ast) as object;
const ASSIGN = kind('.a = 1');
const UPDATE = kind('.a |= 1');
const CALL = kind('setpath([]; 1)');

class Unread extends Error {}

const isObject = (v: unknown): v is Table => typeof v === 'object' && v !== null && !Array.isArray(v);

function own(o: Table, key: string): unknown {
  return Object.hasOwn(o, key) ? o[key] : null;
}

/** A copy of `o` with `key` set, as an own property even when it is `__proto__`. */
function withKey(o: Table, key: string, value: unknown): Table {
  const copy: Table = { ...o };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function index(key: number, length: number): number {
  const i = key < 0 ? length + key : key;
  if (!Number.isInteger(i) || i < 0 || i > MAX_INDEX) throw new Unread('index out of range');
  return i;
}

/** jq's `getpath`: null through what is missing. */
function getIn(doc: unknown, path: Path): unknown {
  let at = doc;
  for (const key of path) {
    if (at === null) return null;
    if (typeof key === 'string' && isObject(at)) at = own(at, key);
    else if (typeof key === 'number' && Array.isArray(at)) at = at[index(key, at.length)] ?? null;
    else throw new Unread('cannot index');
  }
  return at;
}

/** jq's `setpath`: missing parents become objects for a key, arrays (padded with null) for an index. */
function setIn(doc: unknown, path: Path, value: unknown, from = 0): unknown {
  if (from === path.length) return value;
  const key = path[from]!;
  if (typeof key === 'string' && (doc === null || isObject(doc))) {
    const o = doc ?? {};
    return withKey(o, key, setIn(own(o, key), path, value, from + 1));
  }
  if (typeof key === 'number' && (doc === null || Array.isArray(doc))) {
    const a = [...(doc ?? [])];
    const i = index(key, a.length);
    while (a.length <= i) a.push(null);
    a[i] = setIn(a[i], path, value, from + 1);
    return a;
  }
  throw new Unread('cannot set');
}

/** jq's `delpaths([path])`, for an update whose value is empty. */
function deleteIn(doc: unknown, path: Path): unknown {
  if (path.length === 0 || doc === null) return null;
  const [key, ...rest] = path;
  if (typeof key === 'string' && isObject(doc)) {
    if (!Object.hasOwn(doc, key)) return doc;
    if (rest.length) return withKey(doc, key, deleteIn(doc[key], rest));
    const copy = { ...doc };
    delete copy[key];
    return copy;
  }
  if (typeof key === 'number' && Array.isArray(doc)) {
    const i = index(key, doc.length);
    if (i >= doc.length) return doc;
    return rest.length ? doc.map((v, j) => (j === i ? deleteIn(v, rest) : v)) : doc.filter((_, j) => j !== i);
  }
  throw new Unread('cannot delete');
}

function first(values: Iterable<unknown>): { value: unknown } | undefined {
  for (const value of values) return { value };
  return undefined;
}

/** `l = r`: each value of `r`, computed on the input, set at every path of `l`. */
function* assign(this: JqNode & { l: JqNode; r: JqNode }, input: unknown, conf: Conf): Generator<unknown> {
  for (const value of this.r.apply(input, conf)) {
    let doc = input;
    for (const path of this.l.paths(input, conf)) doc = setIn(doc, path, value);
    yield doc;
  }
}

/** `l |= f` (and `+=`, `//=`… which jqjs writes as it): `f`'s first value on what each path holds, or the path deleted. */
function* update(this: JqNode & { l: JqNode; r: JqNode }, input: unknown, conf: Conf): Generator<unknown> {
  let doc = input;
  for (const path of this.l.paths(input, conf)) {
    const next = first(this.r.apply(getIn(doc, path), conf));
    doc = next ? setIn(doc, path, next.value) : deleteIn(doc, path);
  }
  yield doc;
}

/** The builtin `setpath(p; v)`, unless the filter defined its own. */
function setpathCall(original: JqNode['apply']) {
  return function* (this: JqNode & { args: JqNode[] }, input: unknown, conf: Conf): Generator<unknown> {
    if (TABLE?.['setpath/2'] !== SETPATH) return yield* original.call(this, input, conf);
    for (const path of this.args[0]!.apply(input, conf)) {
      if (!Array.isArray(path)) throw new Unread('a path is an array');
      for (const value of this.args[1]!.apply(input, conf)) yield setIn(input, path as Path, value);
    }
  };
}

/** Gives the parsed filter's assignment nodes jq's semantics (the tree is this reading's own). */
function mend(root: object): void {
  const stack: unknown[] = [root];
  const seen = new Set<object>();
  while (stack.length) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    const proto = Object.getPrototypeOf(node) as object;
    const n = node as Table & JqNode;
    if (proto === ASSIGN) n.apply = assign;
    else if (proto === UPDATE) n.apply = update;
    else if (proto === CALL && n.name === 'setpath/2') n.apply = setpathCall(n.apply);
    for (const child of Object.values(node)) stack.push(child);
  }
}

/** jqjs evaluates a variable nobody bound (`$mode`, given on jq's command line) as JavaScript's undefined, which jq refuses. */
function strict(_key: string, value: unknown): unknown {
  if (value === undefined) throw new Unread('a value jq would not have');
  return value;
}

/** The documents the filter writes given `{}`, as jq would print them compactly, within the output caps. */
function written(filter: string): string | undefined {
  const run = jq.compile(filter) as ((input: unknown) => Iterable<unknown>) & { ast: object };
  mend(run.ast);
  const docs: string[] = [];
  let [size, outputs] = [0, 0];
  for (const doc of run({})) {
    // Past the caps, what the file begins with is still what it surely holds: more outputs hide nothing read before them.
    if (++outputs > MAX_OUTPUTS) break;
    const text = JSON.stringify(doc, strict);
    size += text?.length ?? 0;
    if (size > MAX_OUTPUT) break;
    // What sets nothing, or writes no settings document, is nothing read.
    if (isObject(doc) && Object.keys(doc).length > 0) docs.push(text);
  }
  return docs.length ? docs.join('\n') : undefined;
}

let context: { sandbox: Context; call: Script } | undefined;

/** `f()` stopped after `ms` of wall time: `node:vm` is what can end a synchronous run from this thread. */
function withTimeout<T>(f: () => T, ms: number): { value: T } | 'timeout' | 'error' {
  context ??= { sandbox: createContext({}), call: new Script('run()') };
  context.sandbox.run = f;
  try {
    return { value: context.call.runInContext(context.sandbox, { timeout: ms }) as T };
  } catch (e) {
    return (e as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT' ? 'timeout' : 'error';
  } finally {
    context.sandbox.run = undefined;
  }
}

/**
 * Readings already made in this process: the rules ask again for the same command (a hook's line read as a
 * command and as a program), and a filter that spends its budget should spend it once.
 */
const readings = new Map<string, string | undefined>();
const MAX_READINGS = 256;

/** The JSON text a filter writes into the document it edits (one line per document), or undefined when it sets nothing readable. */
export function jqAssignments(filter: string): string | undefined {
  if (readings.has(filter)) return readings.get(filter);
  const reading = read(filter);
  if (readings.size === MAX_READINGS) readings.delete(readings.keys().next().value!);
  readings.set(filter, reading);
  return reading;
}

function read(filter: string): string | undefined {
  if (!TABLE || filter.length > MAX_FILTER) return undefined;
  const saved = Object.entries(TABLE);
  try {
    // A timeout the filter did not spend on CPU (a loaded machine) is the machine's: tried again, up to 4x as long.
    for (let ms = BUDGET_MS; ms <= BUDGET_MS * 4; ms *= 2) {
      const start = cpuMs();
      const result = withTimeout(() => written(filter), ms);
      if (result !== 'timeout') return result === 'error' ? undefined : result.value;
      if (cpuMs() - start >= ms / 2) return undefined;
    }
    return undefined;
  } finally {
    // The filter's own `def`s leave with it.
    for (const key of Object.keys(TABLE)) delete TABLE[key];
    for (const [key, value] of saved) TABLE[key] = value;
  }
}

/** jq's options that take operands (`--arg name value`), by how many; `--slurpfile`'s and `--rawfile`'s are files, unread. */
const OPTION_OPERANDS = new Map([['--arg', 2], ['--argjson', 2], ['--slurpfile', 2], ['--rawfile', 2], ['--indent', 1], ['-L', 1], ['--library-path', 1]]);
/** A name jq accepts after `--arg`: anything else would be read as code once bound below. */
const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * What a jq command line writes, from its words after the program: the first operand is the filter, and each
 * `--arg`/`--argjson` is bound ahead of it as jq binds it (`"bypassPermissions" as $m | …`, the value as a JSON
 * literal). A filter read from a file (`-f`) is unknown.
 */
export function jqWrites(words: readonly string[]): string | undefined {
  let bound = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const operands = OPTION_OPERANDS.get(word);
    if (operands !== undefined) {
      if (i + operands >= words.length) return undefined;
      if (word === '--arg' || word === '--argjson') {
        const [name, text] = [words[i + 1]!, words[i + 2]!];
        if (!VARIABLE.test(name)) return undefined;
        let value: unknown = text;
        if (word === '--argjson') {
          try {
            value = JSON.parse(text);
          } catch {
            return undefined;
          }
        }
        bound += `${JSON.stringify(value)} as $${name} | `;
      }
      i += operands;
    } else if (word === '--from-file' || word.startsWith('--from-file=') || (word.startsWith('-') && !word.startsWith('--') && word.includes('f'))) {
      return undefined;
    } else if (!word.startsWith('-') || word === '-') {
      return jqAssignments(bound + word);
    }
  }
  return undefined;
}

/** Programs that edit a JSON or YAML document by such a filter, given first among their operands. */
export const JQ_EDITORS = new Set(['jq', 'yq', 'gojq', 'jaq']);
