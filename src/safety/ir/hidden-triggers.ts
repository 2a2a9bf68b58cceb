/**
 * Pure: rule `hidden-trigger` — code that does something dangerous only when a hidden condition holds (ir/types.ts
 * `Branch`): a logic bomb. Three kinds of condition are hidden triggers:
 *
 * - an MCP tool's argument (or something computed from it: a digest, a lower-cased copy) compared with a constant
 *   the component never tells the model (no description, no tool name, no `Literal` choice, no answer holds it): only
 *   whoever wrote the constant, or a prompt injection that knows it, can say it (`if doc_id in SPECIAL`, `if
 *   sha256(token) == DIGEST`, `if name == "__sync"` in a low-level `call_tool`);
 * - the clock compared with a constant (a date, an epoch, an hour, a weekday): code that waits for its day;
 * - the machine's identity compared with a constant (its host name, domain, user, network card): code that waits
 *   for its victim;
 * - a setting of the component's own (an environment variable no system or CI sets) equal to a value no switch
 *   takes and nothing names (`os.Getenv("DEBUG_MODE_SECRET") == "enable_backdoor"`, `[ "$X" = "k9-night-owl" ]`):
 *   a password written into the code, known to whoever wrote it.
 *
 * What they unlock is dangerous when it starts a shell or an interpreter, evaluates code, runs a program by a path
 * (a file the code wrote or fetched) or hands the process over to one (`os.execvp`), or deletes a folder tree of
 * the user's. A branch on a switch the user sets (`DEBUG=1`, `LOG_LEVEL == "debug"`, `MODE == "beta"`, a variable the
 * system or CI sets, the platform) is none of these: a debug mode or a feature flag is the user's switch. A dispatcher over the actions a tool declares
 * compares with values the model is told.
 */
import { constantText, shownText, type Branch, type Call, type Comparison, type Node, type Part, type Program, type Word } from './types.ts';
import type { IrFinding } from './finding.ts';
import { programRun } from './program.ts';
import { homePath } from './places.ts';
import { EVAL, INTERPRETERS, SHELLS } from './tables.ts';
import { apiOf } from '../lang/apis.ts';

/** Calls that read the clock. */
const CLOCK = /^(?:datetime\.(?:datetime\.)?(?:now|utcnow|today)|datetime\.date\.today|date\.today|time\.(?:time|time_ns|localtime|gmtime|monotonic)|Date\.now|Date|time\.Now)$/;
/** Calls that say which machine or account this is. */
const MACHINE = /^(?:hostname|whoami|socket\.(?:gethostname|getfqdn)|platform\.node|getpass\.getuser|os\.(?:getlogin|uname|hostname|userInfo)|uuid\.getnode|os\.Hostname|user\.Current)$/;
/** Environment variables that name the machine or the account (not a setting the user chose). */
const MACHINE_ENV = /^(?:USER|LOGNAME|USERNAME|HOSTNAME|COMPUTERNAME|USERDOMAIN)$/;
/** Methods that compare (their constant argument is the test's, not a value the component tells anyone). */
const COMPARING = /(?:^|\.)(?:startswith|endswith|startsWith|endsWith|includes|__contains__|find|index|count)$/;
/** Programs that hand a connection to a program they start (`-e`, `-c`). */
const NETCATS = /^(?:nc|ncat|netcat)$/;
/** Constants no one needs told: booleans, nothing, numbers. */
const PLAIN = /^(?:True|False|None|true|false|null|undefined|nil|-?\d+(?:\.\d+)?|\s*)$/;
/**
 * Environment variables the system, a shell, a terminal or a CI service sets (not a setting of the component's own):
 * comparing them with a constant asks where the code runs.
 */
const SYSTEM_ENV = /^(?:SHELL|TERM|TERM_PROGRAM|COLORTERM|OSTYPE|MACHTYPE|HOSTTYPE|LANG|LANGUAGE|LC_\w+|PATH|HOME|PWD|OLDPWD|TMPDIR|DISPLAY|WAYLAND_DISPLAY|XDG_\w+|SSH_\w+|EDITOR|VISUAL|PAGER|TMUX|CI|GITHUB_\w+|RUNNER_\w+|GITLAB_\w+|CIRCLECI|TRAVIS\w*|JENKINS_\w+|BUILDKITE\w*|NODE_ENV|GOOS|GOARCH|OS|PROCESSOR_ARCHITECTURE|WSL_DISTRO_NAME|CLAUDE_\w+|VSCODE_\w+)$/;
/** Values a switch or a mode takes (on/off, a level, a stage, a platform): the words a README tells its user to set. */
const SWITCH = /^(?:on|off|yes|no|y|n|enabled?|disabled?|debug|verbose|quiet|silent|trace|info|warn|warning|error|dev|develop|development|prod|production|staging|stage|test|testing|local|remote|beta|alpha|canary|stable|nightly|release|preview|ci|docker|container|kubernetes|k8s|linux|darwin|macos|windows|win32|auto|always|never|none|all|default)$/i;

/**
 * Where a compared value comes from: the model's argument (or an HTTP request's, or a script's own argument), the
 * clock, the machine's identity, or a setting (an environment variable of the component's own).
 */
type Kind = 'argument' | 'clock' | 'machine' | 'setting';

/**
 * What a word is computed from, of the three sources: the model's argument, the clock, the machine. `seen` holds what
 * each call's output was found to come from (each call read once: a program's calls share their inputs widely).
 */
function sourceOf(w: Word, calls: ReadonlyMap<number, Call>, seen: Map<number, Kind | null>): Kind | undefined {
  for (const p of [...w.parts, ...(w.items ?? []).flatMap((i) => i.parts)]) {
    const kind = partSource(p, calls, seen);
    if (kind) return kind;
  }
  return undefined;
}

function partSource(p: Part, calls: ReadonlyMap<number, Call>, seen: Map<number, Kind | null>): Kind | undefined {
  if ('lit' in p) return p.via !== undefined ? outSource(p.via, calls, seen) : undefined;
  if ('input' in p.ref) return 'argument';
  if ('env' in p.ref) return MACHINE_ENV.test(p.ref.env) ? 'machine' : SYSTEM_ENV.test(p.ref.env) ? undefined : 'setting';
  // A script's own argument (`$1`): what the step that runs it, the model's, passes.
  if ('var' in p.ref && /^[1-9]$/.test(p.ref.var)) return 'argument';
  return 'out' in p.ref ? outSource(p.ref.out, calls, seen) : undefined;
}

/**
 * Programs whose output is their input rewritten (a digest, a case change, a slice): compared with a constant, that
 * output is still the argument. Any other program's output is what it found (`systemctl show UNIT`), not the
 * argument the unit was named by.
 */
const REWRITES = new Set(['echo', 'printf', 'tr', 'sed', 'cut', 'rev', 'base64', 'xxd', 'md5sum', 'sha1sum', 'sha256sum', 'sha512sum', 'shasum', 'openssl', 'basename', 'expr']);

function outSource(id: number, calls: ReadonlyMap<number, Call>, seen: Map<number, Kind | null>): Kind | undefined {
  const known = seen.get(id);
  if (known !== undefined) return known ?? undefined;
  seen.set(id, null);
  const call = calls.get(id);
  if (!call) return undefined;
  const name = constantText(call.callee) ?? '';
  let kind: Kind | undefined = CLOCK.test(name) ? 'clock' : MACHINE.test(name) ? 'machine' : undefined;
  const program = call.form === 'command' ? programRun(call).name : undefined;
  for (const w of [...call.args, ...Object.values(call.named ?? {})]) {
    if (kind) break;
    kind = sourceOf(w, calls, seen);
    if (kind === 'argument' && call.form === 'command' && !(program !== undefined && REWRITES.has(program))) kind = undefined;
  }
  seen.set(id, kind ?? null);
  return kind;
}

/** The constant texts of a comparison's right side (a list's items), when all are known. */
function constants(w: Word, calls: ReadonlyMap<number, Call>): string[] | undefined {
  // A list: its constant items (a digest computed beside them is no value anyone is told either).
  if (w.items) {
    const all = w.items.flatMap((i) => constants(i, calls) ?? []);
    return all.length ? all : undefined;
  }
  const t = constantText(w);
  if (t !== undefined) return [t];
  // A date written as a call of constants (`datetime(2027, 1, 15)`, `new Date('2027-03-01')`).
  const only = w.parts.length === 1 && 'ref' in w.parts[0]! && 'out' in w.parts[0].ref ? calls.get(w.parts[0].ref.out) : undefined;
  if (only && only.args.length > 0 && only.args.every((a) => constantText(a) !== undefined)) return [`${shownText(only.callee)}(${only.args.map(shownText).join(', ')})`];
  return undefined;
}

/** Every text the component tells the model or declares: descriptions, choices, answers, calls' constant arguments. */
function told(nodes: readonly Node[]): string {
  const texts: string[] = [];
  const add = (w: Word | undefined) => {
    if (!w) return;
    texts.push(w.parts.map((p) => ('lit' in p ? p.lit : ' ')).join(''));
    for (const i of [...(w.items ?? []), ...(w.fields ?? [])]) add(i);
  };
  for (const n of nodes) {
    if (n.kind === 'str') texts.push(n.text);
    else if (n.kind === 'return') add(n.value);
    else if (n.kind === 'call' && !COMPARING.test(constantText(n.callee) ?? '')) for (const w of [...n.args, ...Object.values(n.named ?? {}), ...(n.stdin ?? [])]) add(w);
  }
  return texts.join('\n').toLowerCase();
}

/** A value as the evidence names it: a call's output by the call (`datetime.datetime.now()`), else its text. */
function label(w: Word, calls: ReadonlyMap<number, Call>): string {
  const p = w.parts.length === 1 ? w.parts[0]! : undefined;
  const call = p && 'ref' in p && 'out' in p.ref ? calls.get(p.ref.out) : undefined;
  return call ? `${shownText(call.callee)}(…)` : shownText(w).slice(0, 40) || 'a value';
}

/**
 * The constants each value is compared with for equality across the program's branches: a dispatcher's chain
 * (`if name == "a": … elif name == "b": …`).
 */
function chains(nodes: readonly Node[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const n of nodes) {
    if (n.kind !== 'branch') continue;
    for (const t of n.tests) {
      const value = t.op === 'eq' ? constantText(t.right) : undefined;
      if (value === undefined) continue;
      const key = JSON.stringify(t.left);
      out.set(key, (out.get(key) ?? new Set()).add(value));
    }
  }
  return out;
}

/** The hidden trigger among a branch's comparisons, said in words, or undefined. */
function trigger(tests: readonly Comparison[], calls: ReadonlyMap<number, Call>, seen: Map<number, Kind | null>, said: () => string, chain: (t: Comparison) => Set<string> | undefined): string | undefined {
  for (const t of tests) {
    if (t.op === 'ne' || t.op === 'not-in') continue;
    const kind = sourceOf(t.left, calls, seen);
    if (!kind) continue;
    const found = constants(t.right, calls);
    if (!found?.length) continue;
    // `[ "x$1" = "xDESKTOP" ]`: the shell's guard letter is on both sides, the value compared is what follows it.
    const first = t.left.parts[0];
    const guard = t.left.parts.length > 1 && first && 'lit' in first && first.via === undefined ? first.lit : '';
    const values = guard && found.every((v) => v.startsWith(guard)) ? found.map((v) => v.slice(guard.length)) : found;
    const shown = `${label(t.left, calls)} ${t.op === 'order' ? 'against' : t.op === 'eq' ? '==' : t.op} ${values.map((v) => JSON.stringify(v)).join(', ').slice(0, 80)}`;
    if (kind === 'clock') return `the clock is compared with a constant (${shown})`;
    if (kind === 'machine') return `the machine's name or account is compared with a constant (${shown})`;
    if (t.op === 'order') continue;
    // A setting equal to a value no switch takes and nothing names (`DEBUG_MODE_SECRET == "enable_backdoor"`) is a
    // password written into the code, not a mode the user picks; a mode with several values is a dispatcher.
    if (kind === 'setting') {
      const modes = t.op === 'eq' ? chain(t) : undefined;
      const magic = values.filter((v) => !PLAIN.test(v) && !SWITCH.test(v) && !v.includes('/') && !said().includes(v.toLowerCase()));
      if (magic.length && !(modes && modes.size >= 2)) return `a setting equals a value the component never names (${shown})`;
      continue;
    }
    const secret = values.filter((v) => !PLAIN.test(v) && !said().includes(v.toLowerCase()));
    // A dispatcher none of whose values the component is seen to tell (a low-level `call_tool` whose tool list is
    // not in the code read): its names are no more hidden than the others.
    const others = t.op === 'eq' ? chain(t) : undefined;
    if (others && others.size >= 2 && ![...others].some((v) => said().includes(v.toLowerCase()))) continue;
    if (secret.length) return `an MCP tool's argument equals a value the component never tells the model (${shown})`;
  }
  return undefined;
}

/** What a call does that a hidden trigger must not unlock, in words, or undefined. */
function dangerous(call: Call): string | undefined {
  const { name, callee, args } = programRun(call);
  // A shell given constant code (`execSync("git remote -v")`) runs that code, lowered after it and judged there.
  const code = name !== undefined && SHELLS.has(name) && constantText(args[0] ?? { parts: [] }) === '-c' ? args[1] : undefined;
  if (name !== undefined && SHELLS.has(name) && !(code && constantText(code) !== undefined)) return `starts a ${name} shell`;
  if (name !== undefined && INTERPRETERS.test(name)) return `starts ${name}`;
  if (name !== undefined && EVAL.has(name)) return 'evaluates code';
  // `nc -e /bin/bash host port`: a shell handed to a connection.
  const shell = name !== undefined && NETCATS.test(name) ? args.map((a) => constantText(a) ?? '').find((a) => SHELLS.has(a.slice(a.lastIndexOf('/') + 1))) : undefined;
  if (shell !== undefined) return `hands ${shell} to a connection`;
  const raw = call.form === 'function' ? constantText(call.callee) : undefined;
  const api = raw !== undefined ? apiOf(raw)?.api : undefined;
  if (api?.does === 'process' || call.form === 'command') {
    const path = constantText(callee);
    if (path === undefined || (/[\\/]/.test(path) && !/^\/(?:usr\/)?s?bin\//.test(path))) return `runs the program at ${shownText(callee) || 'a computed path'}`;
  }
  if (name === 'rm' && args.some((a) => /^-\w*[rR]/.test(constantText(a) ?? ''))) {
    const target = args.find((a) => !/^-/.test(constantText(a) ?? ''));
    const path = target ? homePath(target) : '';
    if (/^~(?:\/[^/\0]*)?$|^\/(?!tmp\b)[^/\0]*$/.test(path)) return `deletes ${path.replace(/\0/g, '…')}`;
  }
  return undefined;
}

export function hiddenTriggerFindings(p: Program): IrFinding[] {
  const calls = new Map<number, Call>();
  for (const n of p.nodes) if (n.kind === 'call') calls.set(n.id, n);
  let toldText: string | undefined;
  const said = () => (toldText ??= told(p.nodes));
  const out: IrFinding[] = [];
  const seen = new Map<number, Kind | null>();
  const reported = new Set<string>();
  let chainMap: Map<string, Set<string>> | undefined;
  const chain = (t: Comparison) => (chainMap ??= chains(p.nodes)).get(JSON.stringify(t.left));
  p.nodes.forEach((n, i) => {
    if (n.kind !== 'branch' || n.tests.length === 0) return;
    const why = trigger((n as Branch).tests, calls, seen, said, chain);
    if (!why) return;
    // What the other arms (`else`) do too is not unlocked by the condition.
    const alt = new Set(p.nodes.slice(i + 1 + n.span, i + 1 + n.span + (n.alt ?? 0)).map((m) => (m.kind === 'call' ? dangerous(m) : undefined)));
    for (const m of p.nodes.slice(i + 1, i + 1 + n.span)) {
      const what = m.kind === 'call' ? dangerous(m) : undefined;
      if (!what || m.kind !== 'call' || alt.has(what)) continue;
      const key = `${m.origin.file}:${m.origin.line}`;
      if (reported.has(key)) break;
      reported.add(key);
      out.push({ rule: 'hidden-trigger', origin: m.origin, evidence: `${what} only when ${why}: ${[m.callee, ...m.args].map(shownText).join(' ').slice(0, 120)}` });
      break;
    }
  });
  return out;
}
