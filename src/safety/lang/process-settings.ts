/**
 * Pure: settings a script changes for its whole process, written as an assignment in the language (not a call):
 * an environment variable set (`process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'`, `os.environ["X"] = v`), which
 * the process and every program it starts read, and a library module's attribute replaced
 * (`ssl._create_default_https_context = ssl._create_unverified_context`), which every later use of that library
 * in the process reads. The front ends (JavaScript, Python) give them to the IR as an exported `Assign`, as
 * the shell's `export X=…` and Go's `os.Setenv` are, and as `module.attribute` for a module's (ir/evasion.ts).
 */
import type { Assign, Origin } from '../ir/types.ts';
import { text, toWord, type Value } from './values.ts';

/** The environments a script writes to by assignment. */
const ENVIRONMENTS = new Set(['process.env', 'os.environ']);
/** Library modules whose attributes set how every later connection of the process is checked. */
const MODULES = new Set(['ssl', 'urllib3', 'requests', 'https', 'tls']);

/** The assignment `obj[key] = v` as a process-wide setting, when it is one. */
export function settingAssigned(obj: Value, key: string | undefined, v: Value, origin: Origin): Assign | undefined {
  if (key === undefined || obj.api === undefined) return undefined;
  if (ENVIRONMENTS.has(obj.api)) return { kind: 'assign', name: key, value: toWord(v), exported: true, origin };
  if (MODULES.has(obj.api)) return { kind: 'assign', name: `${obj.api}.${key}`, value: v.api ? text(v.api) : toWord(v), origin };
  return undefined;
}
