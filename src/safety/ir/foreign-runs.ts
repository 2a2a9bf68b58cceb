/**
 * Pure: code run from a hidden file the component does not ship, over the IR, in every front end.
 * A dot-file in a temporary folder (`/tmp/.cache-01`, `/var/tmp/.toolchain-env`) or under a hidden
 * name in a folder outside the project (`~/.cache/.lintrc-hook.js`, `~/Downloads/.rules.py`) that a program
 * executes — `exec(open(p).read())`, `exec(compile(…))`, `eval(fs.readFileSync(p))`,
 * `runpy.run_path(p)`, `require(p)`, `source p`, `bash p` — runs whatever was left there by
 * someone else: nothing of it was shown, and the name keeps it out of sight. A file this same
 * program writes or downloads first is judged where it is fetched (a vendor's installer saved to
 * `/tmp` and run); the user's own dot-files at the top of the home folder (`source ~/.bashrc`,
 * `. ~/.bash_aliases`) re-read their own settings; a file the component ships is read as code where it is.
 */
import { TEMPORARY } from '../environment.ts';
import type { IrFinding } from './flow.ts';
import { homePath } from './places.ts';
import { program } from './program.ts';
import { INTERPRETERS, RUNS_LATER, SHELLS, SOURCE } from './tables.ts';
import { constantText, shownText, type Call, type Program, type Word } from './types.ts';

/** Calls that run the text they are given as code. */
const EVALUATES = /^(?:builtins\.)?(?:exec|eval)$|^(?:Function|vm\.runIn(?:This|New)Context|vm\.Script|execfile)$/;
/** Calls that run the file a path names. */
const RUNS_PATH = /^(?:runpy\.run_path|require|builtins\.__import__|importlib\.machinery\.SourceFileLoader|importlib\.util\.spec_from_file_location|imp\.load_source|execfile)$/;

/** Where a file is kept when nobody shipped it: a hidden name in a temporary folder or outside the project; undefined elsewhere. */
export function hiddenPlace(w: Word): string | undefined {
  const path = homePath(w);
  if (path.includes('\0') || !(TEMPORARY.test(path) || /^(?:~|\/)/.test(path))) return undefined;
  const name = path.replace(/\/+$/, '').split('/').pop() ?? '';
  if (!/^\.[^./]/.test(name) || RUNS_LATER.test(path) || /^\.env(?:rc)?$/.test(name)) return undefined;
  // A dot-file at the top of the home folder is the user's own configuration (`. ~/.bash_aliases`, `~/.pythonrc`).
  if (/^~\/[^/]+$/.test(path)) return undefined;
  return path;
}

/** The hidden file whose text a word carries, following the calls its value came out of (`exec(compile(open(p).read()))`). */
function hiddenText(w: Word, calls: Map<number, Call>, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  for (const part of w.parts) {
    if ('lit' in part || !('out' in part.ref)) continue;
    const from = calls.get(part.ref.out);
    if (from === undefined) continue;
    const read = (from.reads ?? []).map(hiddenPlace).find((p) => p !== undefined);
    if (read !== undefined) return read;
    for (const next of [...from.args, ...Object.values(from.named ?? {})]) {
      const found = hiddenText(next, calls, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The hidden file a call runs, if it runs one this program did not write. */
function runsHidden(call: Call, calls: Map<number, Call>): string | undefined {
  const { name, args } = program(call);
  const callee = constantText(call.callee) ?? '';
  if (call.form === 'function' && EVALUATES.test(callee)) return args.map((a) => hiddenText(a, calls)).find((p) => p !== undefined);
  if (call.form === 'function' && RUNS_PATH.test(callee)) return args.map(hiddenPlace).find((p) => p !== undefined);
  if (call.form !== 'command' || name === undefined) return undefined;
  const texts = args.map(constantText);
  // `bash -c '…'`, `python3 -m pkg`: code given inline, no file.
  if (texts.some((t) => t === '-c' || t === '-m' || t === '-e')) return undefined;
  if (!(SOURCE.has(name) || SHELLS.has(name) || INTERPRETERS.test(name))) return undefined;
  const operand = args.find((_, i) => !/^-/.test(texts[i] ?? ''));
  return operand === undefined ? undefined : hiddenPlace(operand);
}

export function foreignRunFindings(p: Program): IrFinding[] {
  const calls = new Map(p.nodes.flatMap((n) => (n.kind === 'call' ? [[n.id, n] as const] : [])));
  const found: IrFinding[] = [];
  const seen: string[] = [];
  for (const node of p.nodes) {
    if (node.kind !== 'call') continue;
    const path = runsHidden(node, calls);
    // A file an earlier step of this program wrote, downloaded or named is its own (`curl -o /tmp/.i.sh …; sh /tmp/.i.sh`).
    if (path !== undefined && !seen.includes(path)) {
      found.push({ rule: 'runs-hidden-file', origin: node.origin, evidence: `runs ${path}, a hidden file the component does not ship`, ...(node.later ? { later: true } : {}) });
    }
    const reads = (node.reads ?? []).map(homePath);
    for (const w of [...(node.form === 'command' ? node.args : []), ...(node.writes ?? [])]) if (!reads.includes(homePath(w))) seen.push(homePath(w));
  }
  return found;
}
