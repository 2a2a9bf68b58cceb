/**
 * What an install may write, per kind and scope: the one pure write policy
 * (docs/installer.md, "What an install may write"). The install checks every
 * planned write against it, and a manifest read from a project is checked
 * against the same table of install places (manifest.ts), so a cloned
 * repository cannot name a file no install would have written.
 *
 * - Places the client reads (`.claude/**`, `CLAUDE.md`, `.mcp.json`,
 *   `~/.claude.json`) are written as the kind's layout says.
 * - Templates, sandbox entries and hooks' supporting files may place files
 *   anywhere under the root; every one outside `.claude/` is listed in the
 *   prompt as such.
 * - A dotfile (any path segment starting with `.` outside `.claude/`:
 *   `.envrc`, `.npmrc`, `.vscode/tasks.json`, `.devcontainer/…`) and anything
 *   under the home folder outside `~/.claude/` is refused unless the user names
 *   it with `--allow-path`: shells, editors and package managers run what
 *   such files say.
 * - Version-control folders (`.git/`) and Toolshed's own records are never
 *   written by a component, flag or not.
 */
import { posix } from 'node:path';
import type { ComponentType, Kind } from '../catalog/kinds.ts';
import { safeRelativePath } from '../catalog/relative-path.ts';
import { foldAllowPaths } from './allow-paths.ts';

export { foldAllowPaths };

export const MANIFEST_FILE = '.claude/toolshed-manifest.json';
export const BACKUP_DIR = '.claude/toolshed-backups';
export const SETTINGS_FILE = '.claude/settings.json';
export const PROJECT_MCP_FILE = '.mcp.json';
export const GLOBAL_MCP_FILE = '.claude.json';

/** Folders whose files run code at the next `git status`, `hg …` (hooks, fsmonitor): never touched. */
const VCS_FOLDERS = new Set(['.git', '.hg', '.svn', '.jj']);

/** Why no install may ever write this path (checked, forward-slash relative), or undefined. */
export function neverWritten(path: string): string | undefined {
  const segments = path.split('/');
  // Compared case-insensitively: `.GIT/config` is `.git/config` on macOS and Windows disks.
  const vcs = segments.find((s) => VCS_FOLDERS.has(s.toLowerCase()));
  if (vcs) return `it is inside a version-control folder (${vcs}/)`;
  const lower = path.toLowerCase();
  if (lower === MANIFEST_FILE || lower.startsWith(`${BACKUP_DIR}/`) || lower.startsWith('.claude/toolshed-')) return "it is one of Toolshed's own records";
  return undefined;
}

/** JSON files a kind merges into (never written whole). */
const MERGE_TARGETS: Record<ComponentType, readonly string[]> = {
  agents: [],
  commands: [],
  loops: [],
  skills: [],
  mods: [],
  hooks: [SETTINGS_FILE],
  settings: [SETTINGS_FILE],
  // `.mcp.json` in a project, `~/.claude.json` with --global (a project folder may be the home folder).
  mcps: [PROJECT_MCP_FILE, GLOBAL_MCP_FILE],
  sandbox: [SETTINGS_FILE, PROJECT_MCP_FILE, GLOBAL_MCP_FILE],
  templates: [SETTINGS_FILE, PROJECT_MCP_FILE, GLOBAL_MCP_FILE],
};

/**
 * The install places table: whether a kind's component `name` writes files at
 * `path`. Kinds with a fixed place say exactly where; hooks (supporting files),
 * sandbox and templates place files relative to the root, anywhere the rest of
 * this policy allows.
 */
export function isFilePlace(type: ComponentType, name: string, path: string): boolean {
  switch (type) {
    case 'agents':
      return path === `.claude/agents/${name}.md`;
    case 'commands':
    case 'loops':
      return path === `.claude/commands/${name}.md`;
    case 'skills':
      return path.startsWith(`.claude/skills/${name}/`);
    case 'mods':
      return path.startsWith(`.claude/plugins/${name}/`);
    case 'settings':
    case 'mcps':
      return false;
    case 'hooks':
    case 'sandbox':
    case 'templates':
      return !MERGE_TARGETS[type].includes(path);
  }
}

export function isMergePlace(type: ComponentType, path: string): boolean {
  return MERGE_TARGETS[type].includes(path);
}

/** Where a write lands, for the prompt and the decision. */
export type WriteVerdict =
  | { decision: 'write'; outsideClaude: boolean; allowedBy?: string }
  | { decision: 'needs-flag'; why: string }
  | { decision: 'refused'; why: string };

export interface WriteContext {
  /** The install root (absolute). */
  root: string;
  /** The user's home folder (absolute), when known. */
  home?: string;
  /** `--allow-path` values, checked relative paths: each names a file or a folder. */
  allowPaths: readonly string[];
}

const inside = (parent: string, child: string) => {
  const rel = posix.relative(parent, child);
  return rel === '' || (!rel.startsWith('../') && rel !== '..' && !posix.isAbsolute(rel));
};

const toPosix = (absolute: string) => absolute.split('\\').join('/');

/** Whether `path` under the root lands in the home folder outside `~/.claude/` (only possible when the root holds the home folder). */
function underHomeOutsideClaude(ctx: WriteContext, path: string): boolean {
  if (!ctx.home) return false;
  const root = toPosix(ctx.root);
  const home = toPosix(ctx.home);
  if (!inside(root, home)) return false; // a project inside the home folder: the usual case
  const target = posix.join(root, path);
  if (!inside(home, target)) return false;
  const rel = posix.relative(home, target);
  return rel !== '.claude' && !rel.startsWith('.claude/');
}

const isDotfile = (path: string) => !path.startsWith('.claude/') && path.split('/').some((s) => s.startsWith('.'));

/** The `--allow-path` value that names `path` (the path itself or a folder holding it). */
function allowedBy(ctx: WriteContext, path: string): string | undefined {
  return ctx.allowPaths.find((allowed) => path === allowed || path.startsWith(`${allowed}/`));
}

/** The decision for one file a component writes (not a merge target: those are fixed by the layout). */
export function writeVerdict(kind: Pick<Kind, 'type'>, name: string, path: string, ctx: WriteContext): WriteVerdict {
  const never = neverWritten(path);
  if (never) return { decision: 'refused', why: never };
  if (!isFilePlace(kind.type, name, path)) return { decision: 'refused', why: `it is not a place a ${kind.type} component installs to` };
  const home = underHomeOutsideClaude(ctx, path);
  const dot = isDotfile(path);
  const outsideClaude = !path.startsWith('.claude/');
  if (!home && !dot) return { decision: 'write', outsideClaude };
  const flag = allowedBy(ctx, path);
  if (flag !== undefined) return { decision: 'write', outsideClaude, allowedBy: flag };
  return {
    decision: 'needs-flag',
    why: home ? 'it is in your home folder outside ~/.claude/' : 'it is a dotfile outside .claude/, which shells, editors and package managers act on',
  };
}

export interface WriteReview {
  /** Paths outside `.claude/` that will be written or merged, each shown in the prompt as such. */
  outside: string[];
  /** Writes refused until named with `--allow-path`. */
  needsFlag: { path: string; why: string }[];
  /** Writes no flag allows. */
  refused: { path: string; why: string }[];
}

/** Every write and merge of one component's layout, judged. */
export function reviewWrites(
  kind: Pick<Kind, 'type'>,
  name: string,
  layout: { writes: readonly { path: string }[]; merges: readonly { path: string }[] },
  ctx: WriteContext,
): WriteReview {
  const review: WriteReview = { outside: [], needsFlag: [], refused: [] };
  for (const { path } of layout.writes) {
    const verdict = writeVerdict(kind, name, path, ctx);
    if (verdict.decision === 'refused') review.refused.push({ path, why: verdict.why });
    else if (verdict.decision === 'needs-flag') review.needsFlag.push({ path, why: verdict.why });
    else if (verdict.outsideClaude) review.outside.push(verdict.allowedBy ? `${path} (allowed by --allow-path ${verdict.allowedBy})` : path);
  }
  for (const { path } of layout.merges) {
    if (!isMergePlace(kind.type, path)) review.refused.push({ path, why: `it is not a file a ${kind.type} component merges into` });
    else if (!path.startsWith('.claude/')) review.outside.push(`${path} (merged)`);
  }
  return review;
}

/** `--allow-path` values as checked relative paths (a trailing slash dropped); throws UnsafePathError. */
export function parseAllowPaths(values: readonly string[]): string[] {
  return values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean).map((v) => safeRelativePath(v.replace(/^\.\//, '')));
}

/**
 * The `--allow-path` values a component's own command needs in a project
 * (the page's command, the stack's): its dotfile writes outside `.claude/`,
 * folded. A home-folder path (with --global) is not known here and stays the
 * installer's question.
 */
export function neededAllowPaths(kind: Pick<Kind, 'type'>, name: string, layout: { writes: readonly { path: string }[]; merges: readonly { path: string }[] }): string[] {
  const review = reviewWrites(kind, name, layout, { root: '/project', allowPaths: [] });
  return foldAllowPaths(review.needsFlag.map((n) => n.path));
}

/**
 * Whether a kind is always asked about, even with nothing recognisable in it:
 * KINDS' `runsCode`, which holds templates and sandbox entries too (their files
 * land at the root, where other tools act on them), so the site's page warns
 * exactly when the installer asks.
 */
export function alwaysAsks(kind: Pick<Kind, 'runsCode'>): boolean {
  return kind.runsCode;
}
