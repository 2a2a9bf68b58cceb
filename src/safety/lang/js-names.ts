/**
 * Pure: what a JavaScript/TypeScript name or property means with no call to follow: a global (`process`, `fetch`,
 * `eval`), a library object's member (`cp` of `child_process`, `.exec` → `child_process.exec`), `process.env`'s
 * variables, the Function constructor reached through `.constructor`, a field of a tool's arguments. js-expr.ts lowers
 * the rest.
 */
import { OWN_STDIN } from '../ir/types.ts';
import { isPathSeparator, PATH_SEPARATOR } from './separators.ts';
import { allParts, EMPTY, memberOfEach, pickedVariable, Scope, text, unknown, type Value } from './values.ts';

/** Names the file does not bind but the runtime does: their members are library calls. */
const GLOBALS = new Set(['global', 'process', 'Buffer', 'JSON', 'require', 'fetch', 'WebSocket', 'EventSource', 'atob', 'btoa', 'eval', 'Function', 'Deno', 'Bun', 'navigator', 'globalThis', 'window', 'self', 'String', 'Object', 'Array', 'Promise', 'Math', 'console', 'module', 'exports', 'setTimeout', 'setInterval', 'queueMicrotask', 'encodeURIComponent', 'encodeURI', 'decodeURIComponent', 'decodeURI', 'structuredClone', 'URL', 'URLSearchParams']);

/** A property of a value; of a library object, the library's member (`cp` of `child_process`, `.exec` → `child_process.exec`). */
export function memberOf(obj: Value, prop: string): Value {
  const known = obj.props?.get(prop);
  if (known) return known;
  const each = memberOfEach(obj, prop, memberOf);
  if (each) return each;
  if (obj.items && /^\d+$/.test(prop)) return obj.items[Number(prop)] ?? EMPTY;
  if (obj.api === 'process.env') return { parts: [{ ref: { env: prop } }] };
  // One variable picked by name from a dotenv file's mapping (`dotenv.parse(text).OPENAI_API_KEY`) is that variable (values.ts).
  const picked = pickedVariable(obj, prop);
  if (picked) return picked;
  // `(() => {}).constructor`, `(function () {}).constructor`, `''.constructor.constructor`: the Function constructor,
  // which compiles its text as `new Function(…)` does; another value's `.constructor` is a constructor, its own is Function.
  if (prop === 'constructor') return obj.fn || obj.api === 'constructor' || obj.api?.endsWith('.constructor') ? identifierValue('Function', new Scope()) : { parts: [], api: obj.api ? `${obj.api}.constructor` : 'constructor' };
  if (obj.api === 'process' && prop === 'execPath') return text('node');
  // What the program reads on its stdin (`process.stdin.on('data', …)`): a hook's event in a hook's program (ir/flow.ts).
  if (obj.api === 'process' && prop === 'stdin') return { parts: [{ ref: { var: OWN_STDIN } }], api: 'process.stdin' };
  if (obj.api === 'process' && prop === 'env') return { parts: [{ ref: { envAll: true } }], api: 'process.env' };
  // `globalThis.eval`, `window.fetch`: the global itself.
  if (obj.api && /^(?:globalThis|window|self|global)$/.test(obj.api)) return identifierValue(prop, new Scope());
  // The path separator (`path.sep`) is a constant: a path joined with it is a path (separators.ts).
  if (obj.api && isPathSeparator(`${obj.api}.${prop}`)) return text(PATH_SEPARATOR);
  if (obj.api) return { parts: obj.parts.filter((p) => !('lit' in p)), api: `${obj.api}.${prop}` };
  // A field of a tool's arguments (`{ target, name }`, `args.path`) is an input of its own: a check of one is not of the other.
  const only = obj.parts.length === 1 && !obj.props && !obj.items ? obj.parts[0]! : undefined;
  if (only && 'ref' in only && 'input' in only.ref && /^[\w$]+$/.test(prop)) return { parts: [{ ref: { input: `${only.ref.input}.${prop}` } }] };
  const refs = allParts(obj).filter((p) => !('lit' in p));
  return { parts: refs };
}

export function identifierValue(id: string, scope: Scope): Value {
  const v = scope.lookup(id);
  if (v) return v;
  if (id === '__dirname' || id === '__filename') return unknown(id);
  if (GLOBALS.has(id)) return { parts: [], api: id };
  return { parts: [{ ref: { var: id } }] };
}
