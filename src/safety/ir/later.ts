/**
 * Pure: folders whose files run later without being named again, for the
 * flow engine (flow.ts): the folder `git config core.hooksPath` points at
 * (every hook in it runs at each commit), and a folder put ahead on `PATH`
 * (a file there named like an everyday command, `git` or `ssh`, runs
 * whenever the user means the real one). A download or a decoded text
 * landing in one, before or after the setting, is run as code.
 */
import { envDangers } from '../environment.ts';
import type { RuleId } from '../rules.ts';
import { inside } from './copies.ts';
import { EVERYDAY_COMMANDS } from './tables.ts';
import type { Origin, Word } from './types.ts';

type At = { origin: Origin; later?: boolean };
type Held = ReadonlyArray<{ kind: string }>;
type Report = (rule: RuleId, at: At, evidence: string) => void;

const norm = (dir: string) => dir.replace(/^\.\//, '').replace(/\/+$/, '') || '/';
const ruleOf = (held: Held): RuleId => (held.some((t) => t.kind === 'download') ? 'pipe-to-shell' : 'decode-exec');
const running = (held: Held) => held.some((t) => t.kind === 'download' || t.kind === 'decoded');
/** A file directly in `dir` named like an everyday command. */
const shadows = (path: string, dir: string) => path.slice(0, path.lastIndexOf('/')) === dir && EVERYDAY_COMMANDS.has(path.slice(path.lastIndexOf('/') + 1));

export class LaterFiles {
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

  /** A download or decoded text written at `path`. */
  fetchedAt(path: string, held: Held, at: At): void {
    if (!running(held)) return;
    for (const dir of this.hookDirs) if (inside(path, dir)) return this.report(ruleOf(held), at, `${path} is a download in core.hooksPath ${dir}`);
    for (const dir of this.pathDirs) if (shadows(path, dir)) return this.report(ruleOf(held), at, `${path} is a download ahead on PATH`);
  }
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
  const own = (path: string) => fetched(path.replace(/^["']|["']$/g, '').replace(/^\$\{?(?:HOME|USERPROFILE)\}?(?=\/|$)/, '~'));
  return envDangers({ [key]: value }, own).map((d) => ({ rule: d.rule, evidence: `${key}=${value.slice(0, 120)}: ${d.why}` }));
}

/** A variable's value as a later environment holds it: `$HOME` as `~`, another variable by its name, what is unknown as `…`. */
export const envText = (w: Word) => w.parts.map((p) => ('lit' in p ? p.lit : 'env' in p.ref ? (/^(?:HOME|USERPROFILE)$/.test(p.ref.env) ? '~' : `$${p.ref.env}`) : '…')).join('');
