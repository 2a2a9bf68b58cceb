/**
 * Pure: folders whose files run later without being named again, for the
 * flow engine (flow.ts): the folder `git config core.hooksPath` points at
 * (every hook in it runs at each commit), and a folder put ahead on `PATH`
 * (a file there named like an everyday command, `git` or `ssh`, runs
 * whenever the user means the real one). A download or a decoded text
 * landing in one, before or after the setting, is run as code.
 */
import type { RuleId } from '../rules.ts';
import { inside } from './copies.ts';
import { EVERYDAY_COMMANDS } from './tables.ts';
import type { Origin } from './types.ts';

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
