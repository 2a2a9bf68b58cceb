/**
 * Pure: what Python itself computes from known values, with no call to follow: an attribute of a module or an object
 * (`os.environ`, `sys.executable`, `builtins.__dict__`), a name bound nowhere (a builtin, a module a fragment left its
 * import out of), and builtins whose result is their arguments (`functools.partial`, `getattr` of a constant name,
 * `vars(module)`, `reversed`, `dict(**kw)`, numbers). python-expr.ts lowers the rest.
 */
import { PY_MODULES } from './apis.ts';
import { isPathSeparator, PATH_SEPARATOR } from './separators.ts';
import { numberOf } from '../ir/tool-inputs.ts';
import { OWN_STDIN } from '../ir/types.ts';
import { allParts, bind, constant, EMPTY, memberOfEach, text, union, type Scope, type Value } from './values.ts';

const BUILTINS = new Set(['open', 'exec', 'eval', 'compile', '__import__', 'print', 'input', 'str', 'bytes', 'bytearray', 'dict', 'list', 'tuple', 'set', 'frozenset', 'repr', 'format', 'sorted', 'reversed', 'len', 'int', 'float', 'bool', 'getattr', 'setattr', 'iter', 'next', 'zip', 'map', 'filter', 'enumerate', 'globals', 'locals', 'vars', 'chr']);

export function memberOf(obj: Value, prop: string): Value {
  const known = obj.props?.get(prop);
  if (known) return known;
  const each = memberOfEach(obj, prop, memberOf);
  if (each) return each;
  if (obj.items && /^-?\d+$/.test(prop)) return obj.items[(Number(prop) + obj.items.length) % obj.items.length] ?? EMPTY;
  if (obj.api === 'os.environ') return { parts: [{ ref: { env: prop } }] };
  // The running interpreter itself: `[sys.executable, "-m", "pip", …]` is `python -m pip …`.
  if (obj.api === 'sys' && prop === 'executable') return text('python3');
  // `__builtins__.__dict__["eval"]`, `vars(builtins)["exec"]`: the module's names.
  if (obj.api === 'builtins' && prop === '__dict__') return obj;
  // `globals()["__builtins__"]`, `sys.modules["x"].__builtins__`: the builtins module by another path.
  if (prop === '__builtins__') return { parts: [], api: 'builtins' };
  // What the program reads on its stdin (`json.load(sys.stdin)`): a hook's event in a hook's program (ir/flow.ts).
  if (obj.api === 'sys' && prop === 'stdin') return { parts: [{ ref: { var: OWN_STDIN } }], api: 'sys.stdin' };
  if (obj.api === 'os' && prop === 'environ') return { parts: [{ ref: { envAll: true } }], api: 'os.environ' };
  // The path separator (`os.sep`) is a constant: a path joined with it is a path (separators.ts).
  if (obj.api && isPathSeparator(`${obj.api}.${prop}`)) return text(PATH_SEPARATOR);
  if (obj.api) return { parts: obj.parts.filter((p) => !('lit' in p)), api: `${obj.api}.${prop}` };
  return { parts: allParts(obj).filter((p) => !('lit' in p)) };
}

export function identifierValue(id: string, scope: Scope): Value {
  const v = scope.lookup(id);
  if (v) return v;
  if (BUILTINS.has(id)) return { parts: [], api: `builtins.${id}` };
  // The builtins module by its other name: `getattr(__builtins__, "exec")` is `exec`.
  if (id === '__builtins__') return { parts: [], api: 'builtins' };
  // A module name bound nowhere is that module: fragments (a Markdown block, a snippet) leave their imports out.
  if (PY_MODULES.has(id)) return { parts: [], api: id };
  return { parts: [{ ref: { var: id } }] };
}

/** A builtin's result computed from its arguments (`name` canonical, `builtins.getattr`); undefined when it is a call to follow. A `getattr` of a module by a name computed at run time rewrites `args[0]` to the module's name. */
export function computedBuiltin(name: string, args: Value[], kw: Record<string, Value>): Value | undefined {
  const c = (i: number) => constant(args[i]);
  if (name === 'functools.partial' && args[0] && (args[0].fn || args[0].api !== undefined)) return bind(args[0], args.slice(1), kw);
  // What Python computes from what it is given, without a call to follow.
  if (name === 'builtins.getattr' && args[0] && c(1) !== undefined) return memberOf(args[0], c(1)!);
  // A method of an object or a class of the file picked by a name known only at run time (`getattr(ops, op)(arg)`): any
  // of its methods may be the one, as a table of functions looked up by a key is (values.ts `lookup`); an instance's
  // method bound to it.
  const obj = name === 'builtins.getattr' && c(1) === undefined && args[0]?.api === undefined ? args[0] : undefined;
  const methods = obj?.props ? [...obj.props].filter(([k, v]) => v.fn && !k.startsWith('__')).map(([, v]) => (v.fn!.self ? bind(v, [obj], {}) : v)) : [];
  if (methods.length) return { ...union([args[1] ?? EMPTY]), alternatives: methods };
  // A library module's function picked by a name computed at run time: the module by its name, for the sinks (ir/tool-input-runs.ts).
  if (name === 'builtins.getattr' && args[0]?.api !== undefined) args[0] = text(args[0].api);
  // `vars(builtins)`, `vars(os)`: the module's names, as `builtins.__dict__` is.
  if (name === 'builtins.vars' && args[0]?.api !== undefined) return args[0];
  if (name === 'builtins.reversed' && c(0) !== undefined) return { parts: [], items: [...c(0)!].reverse().map(text) };
  // `dict(type="text", text=NOTE)`: a dict of its keywords, as the literal `{"type": …}` is.
  if (name === 'builtins.dict' && Object.keys(kw).length) return { parts: args.flatMap((a) => allParts(a)), props: new Map([...(args[0]?.props ?? []), ...Object.entries(kw)]) };
  // `dict(rows.get(k, {}))`: a copy known only at run time is still a dict: fields set later (`t["note"] = …`) stay its fields.
  if (name === 'builtins.dict' && args.length === 1 && !args[0]!.props && !args[0]!.items) return { parts: [], props: new Map([['*', args[0]!]]) };
  // A number made of a tool's argument holds no text of it (ir/tool-inputs.ts).
  if (/^builtins\.(?:int|float|bool|len)$/.test(name)) return { parts: numberOf(allParts(union(args.length ? args : [EMPTY]))) };
  return undefined;
}
