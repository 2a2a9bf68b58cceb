/**
 * Pure: folders whose files run later without being named again, for the
 * flow engine (flow.ts): the folder `git config core.hooksPath` points at
 * (every hook in it runs at each commit), and a folder put ahead on `PATH`
 * (a file there named like an everyday command, `git` or `ssh`, runs
 * whenever the user means the real one). A download or a decoded text
 * landing in one, before or after the setting, is run as code.
 */
import { envDangers, PROMPT_VALUE, TEMPORARY } from '../environment.ts';
import type { RuleId } from '../rules.ts';
import { inside } from './copies.ts';
import { installedOnPath } from './install.ts';
import { EVERYDAY_COMMANDS, GIT_RUNS } from './tables.ts';
import type { Taint } from './finding.ts';
import type { Call, Origin, Word } from './types.ts';

type At = { origin: Origin; later?: boolean };
type Held = ReadonlyArray<{ kind: string; url?: string }>;
type Report = (rule: RuleId, at: At, evidence: string) => void;

const norm = (dir: string) => dir.replace(/^\.\//, '').replace(/\/+$/, '') || '/';
const ruleOf = (held: Held): RuleId => (held.some((t) => t.kind === 'download') ? 'pipe-to-shell' : 'decode-exec');
const running = (held: Held) => held.some((t) => t.kind === 'download' || t.kind === 'decoded');
/** A file directly in `dir` named like an everyday command. */
const shadows = (path: string, dir: string) => path.slice(0, path.lastIndexOf('/')) === dir && EVERYDAY_COMMANDS.has(path.slice(path.lastIndexOf('/') + 1));

export class LaterFiles {
  /** `stty -echo` seen: what `read` takes next is typed unseen (typedSources). */
  readonly typing = { hidden: false };
  private readonly hookDirs = new Set<string>();
  private readonly pathDirs = new Set<string>();

  private readonly report: Report;
  /** The files the program wrote with a download or a decoded text in them, by path. */
  private readonly fetched: () => ReadonlyMap<string, Held>;

  constructor(report: Report, fetched: () => ReadonlyMap<string, Held>) {
    this.report = report;
    this.fetched = fetched;
  }

  /** `git config core.hooksPath dir`. */
  hooksIn(dir: string, at: At): void {
    dir = norm(dir);
    this.hookDirs.add(dir);
    for (const [path, held] of this.fetched()) if (running(held) && inside(path, dir)) return this.report(ruleOf(held), at, `core.hooksPath ${dir}: ${path} is a download`);
  }

  /** `PATH=dir:…` (also in a profile the program writes). */
  onPath(dir: string, at: At): void {
    dir = norm(dir);
    this.pathDirs.add(dir);
    for (const [path, held] of this.fetched()) if (running(held) && shadows(path, dir)) return this.report(ruleOf(held), at, `PATH=${dir}: ${path} is a download named like the real command`);
  }

  /**
   * `git config core.hooksPath dir`: every file there runs at each commit; `init.templateDir dir`: its
   * `hooks/`, every new clone's; `include.path f`: f's settings (commands) are git's. `paths`: the words as paths.
   */
  gitConfig(texts: Array<string | undefined>, paths: string[], at: At): void {
    const i = texts.includes('config') ? texts.findIndex((t) => t !== undefined && /^(?:core\.hookspath|init\.templatedir|include\.path|includeif\..+\.path)$/i.test(t)) : -1;
    if (i >= 0 && paths[i + 1] !== undefined) this.hooksIn(`${paths[i + 1]}${/^init\./i.test(texts[i]!) ? '/hooks' : ''}`, at);
    for (const [key, value, path] of gitPairs(texts, paths)) this.gitRunsPlaced(key, value, path, at);
  }

  /**
   * A git setting whose program, hooks folder or included config (`core.fsmonitor /tmp/.x`,
   * `core.hooksPath ~/.cache/.h`, `include.path` of a download) is kept in a temporary folder, under a
   * hidden name, or is a file this program downloaded or decoded: git runs what nobody shipped or saw,
   * at each `git status`, commit or push (`env-loads-code`, as the same setting in an environment is).
   */
  private gitRunsPlaced(key: string, value: string, path: string, at: At): void {
    if (!GIT_RUNS.test(key) && !/^(?:include\.path|includeif\..+\.path|init\.templatedir)$/i.test(key)) return;
    if (/^alias\./i.test(key) && !value.startsWith('!')) return;
    const program = value.replace(/^!\s*/, '').trim().split(/\s+/)[0] ?? '';
    const file = path.replace(/^!\s*/, '').trim().split(/\s+/)[0] ?? '';
    // An included config or a template folder is a dotfile by custom: only a temporary folder or a download counts there.
    const config = /^(?:include|init)/i.test(key);
    const why =
      (config ? (TEMPORARY.test(program) ? 'a file in a temporary folder' : undefined) : placedBy(program)) ??
      (running(this.fetched().get(norm(file)) ?? []) ? 'a file this script downloaded or decoded' : undefined) ??
      // `core.fsmonitor ~/.cache/fsm`: a program under the home folder, in no folder of programs (`bin/`, a hooks folder): nothing shows what it is.
      (!config && !/^core\.hookspath$/i.test(key) && /^~\/(?!.*\/(?:s?bin|\.git\/hooks|\.githooks|\.husky)\/)/.test(file) ? 'a program under the home folder, in no folder of programs, that the component does not show' : undefined);
    if (why) this.report('env-loads-code', { ...at, later: true }, `git setting ${key} runs ${program}, ${why}`);
  }

  /** A program run later (a git setting, a cron line, a profile) kept in a temporary folder or under a hidden name. */
  placedRun(program: string | undefined, at: At): void {
    const why = program === undefined ? undefined : placedBy(program);
    if (why) this.report('env-loads-code', { ...at, later: true }, `runs ${program} later, ${why}`);
  }

  /** `GIT_CONFIG_KEY_0=core.fsmonitor GIT_CONFIG_VALUE_0='…' git status`, `GIT_ASKPASS=/tmp/x make`: the environment a command is given. */
  callEnv(call: Call): void {
    if (call.form === 'command') for (const [k, v] of Object.entries(call.named ?? {})) if (GIT_ENV.test(k)) this.gitEnv(k, envText(v), call);
  }

  /** `export GIT_CONFIG_KEY_0=core.fsmonitor GIT_CONFIG_VALUE_0='…'` in a script: git run by it, or after it, takes the setting. */
  gitEnv(name: string, value: string, at: At): void {
    this.gitEnvSet[name] = value;
    for (const d of envDangers(this.gitEnvSet)) {
      if (this.gitEnvReported.has(d.key)) continue;
      this.gitEnvReported.add(d.key);
      this.report(d.rule, { ...at, later: true }, `${d.key}: ${d.why}`);
    }
  }
  private readonly gitEnvSet: Record<string, string> = {};
  private readonly gitEnvReported = new Set<string>();

  /** A download or decoded text written at `path`; saved into a folder on `PATH`, it is installed: judged by its address. */
  fetchedAt(path: string, held: Held, at: At): void {
    if (!running(held)) return;
    for (const verdict of installedOnPath(path, held)) this.report(verdict.rule, at, `${path}, ${verdict.note}`);
    for (const dir of this.hookDirs) if (inside(path, dir)) return this.report(ruleOf(held), at, `${path} is a download in core.hooksPath ${dir}`);
    for (const dir of this.pathDirs) if (shadows(path, dir)) return this.report(ruleOf(held), at, `${path} is a download ahead on PATH`);
  }
}

/** Variables that make git run a command or take settings: `GIT_CONFIG_*`, `GIT_SSH(_COMMAND)`, `GIT_ASKPASS`, `GIT_EXTERNAL_DIFF`, editors, pagers, exec and template folders. */
export const GIT_ENV = /^(?:GIT_CONFIG_\w+|GIT_SSH|GIT_SSH_COMMAND|GIT_ASKPASS|GIT_EXTERNAL_DIFF|GIT_EDITOR|GIT_SEQUENCE_EDITOR|GIT_PAGER|GIT_PROXY_COMMAND|GIT_EXEC_PATH|GIT_TEMPLATE_DIR)$/i;

/** Where a program is kept when nobody shipped it to stay: a temporary folder, or a hidden file or folder name (`~/.ssh/.w`, `~/.cache/.h`). */
function placedBy(program: string): string | undefined {
  if (TEMPORARY.test(program)) return 'a program in a temporary folder';
  if (!/^(?:~|\/|\$\{?HOME\b)/.test(program)) return undefined;
  const name = program.replace(/\/+$/, '').split('/').pop() ?? '';
  return /^\.(?!\.?$|git-?hooks$|husky$|git$)/.test(name) ? 'a program under a hidden name outside the project' : undefined;
}

/** The (setting, value, value as a path) pairs `git config [--global|--file f] key value` or `git -c key=value …` sets. */
function gitPairs(texts: Array<string | undefined>, paths: string[]): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  texts.forEach((t, i) => {
    if (texts[i - 1] === '-c' && t !== undefined && t.includes('=')) out.push([t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1), t.slice(t.indexOf('=') + 1)]);
  });
  const at = texts.indexOf('config');
  if (at < 0) return out;
  // A value the script builds from the home folder (`"$HOME/.cache/fsm"`) is read as its path.
  const words = texts.slice(at + 1).map((t, j) => [t ?? (paths[at + 1 + j]?.includes('\0') === false ? paths[at + 1 + j] : undefined), paths[at + 1 + j]!] as const);
  const operands: Array<readonly [string | undefined, string]> = [];
  for (let j = 0; j < words.length; j++) {
    const w = words[j]![0];
    if (w !== undefined && /^(?:-f|--file|--blob)$/.test(w)) j++;
    else if (w === undefined || !w.startsWith('-')) operands.push(words[j]!);
  }
  if (operands.length >= 2 && operands[0]![0] !== undefined && operands[1]![0] !== undefined) out.push([operands[0]![0]!, operands[1]![0]!, operands[1]![1]]);
  return out;
}

/** Variables a call sets for programs started later: `launchctl setenv K V`, `systemctl --user set-environment K=V`, `setx K V`. */
export function laterSettings(name: string | undefined, args: Word[]): Array<[string, string]> {
  const texts = args.map(envText);
  if ((name === 'launchctl' && texts[0] === 'setenv') || (name !== undefined && /^setx(?:\.exe)?$/i.test(name))) {
    const at = name === 'launchctl' ? 1 : 0;
    return texts[at] !== undefined && texts[at + 1] !== undefined ? [[texts[at]!, texts[at + 1]!]] : [];
  }
  // `npm config set node-options "--require …"`: every npm script's Node.js loads it.
  if (name === 'npm' && texts[0] === 'config' && texts[1] === 'set' && /^node-options$/i.test(texts[2] ?? '') && texts[3] !== undefined) return [['NODE_OPTIONS', texts[3]]];
  if (name === 'npm' && texts[0] === 'config' && texts[1] === 'set' && /^node-options=/i.test(texts[2] ?? '')) return [['NODE_OPTIONS', texts[2]!.slice(13)]];
  if (name === 'systemctl' && texts.includes('set-environment')) return texts.slice(texts.indexOf('set-environment') + 1).flatMap((t) => (/^[A-Za-z_]\w*=/.test(t) ? [[t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)] as [string, string]] : []));
  return [];
}

/**
 * A variable set for programs started later (a profile's `export`, `node-options` in `~/.npmrc`,
 * `/etc/ld.so.preload`, `launchctl setenv`), judged as settings `env` is (environment.ts); `fetched(path)`:
 * whether the program downloaded or wrote that file (`PYTHONSTARTUP` naming a download).
 */
export function laterEnv(key: string, value: string, fetched: (path: string) => boolean): Array<{ rule: RuleId; evidence: string }> {
  // A prompt string set in a start file: the shell front end lowers its substitutions as that file's code (environment.ts `valueCode`).
  if (PROMPT_VALUE.test(key)) return [];
  const own = (path: string) => fetched(path.replace(/^["']|["']$/g, '').replace(/^\$\{?(?:HOME|USERPROFILE)\}?(?=\/|$)/, '~'));
  return envDangers({ [key]: value }, own).map((d) => ({ rule: d.rule, evidence: `${key}=${value.slice(0, 120)}: ${d.why}` }));
}

/** A variable's value as a later environment holds it: `$HOME` as `~`, another variable by its name, what is unknown as `…`. */
export const envText = (w: Word) => w.parts.map((p) => ('lit' in p ? p.lit : 'env' in p.ref ? (/^(?:HOME|USERPROFILE)$/.test(p.ref.env) ? '~' : `$${p.ref.env}`) : '…')).join('');

/**
 * What a call reads of what the user types: shell history (a credential store, files.ts, printed by
 * `history`/`fc -l`), and in code that runs later the answer to a hidden prompt (`read -s`, or a `read`
 * after `stty -echo`; `state.hidden` remembers the latter): a password asked for unseen.
 */
export function typedSources(name: string | undefined, texts: Array<string | undefined>, later: boolean, state: { hidden: boolean }): Taint[] {
  if (name === 'history' || (name === 'fc' && texts.includes('-l'))) return [{ kind: 'credential', what: 'the shell history' }];
  if (name === 'stty' && texts.includes('-echo')) state.hidden = true;
  else if (name === 'read' && later && (state.hidden || texts.some((t) => t !== undefined && /^-[a-zA-Z]*s/.test(t)))) return [{ kind: 'typed', what: 'a password typed at a hidden prompt' }];
  return [];
}
