/**
 * The install plan, computed purely from a verified component and the current
 * contents of the files it touches. Applying it (apply.ts) is the only I/O.
 */
import { createHash } from 'node:crypto';
import { executablesOf } from '../catalog/executables.ts';
import { CATALOG_METADATA_KEYS } from '../catalog/installed-content.ts';
import type { ComponentType, Kind } from '../catalog/kinds.ts';
import { visible } from '../text/visible.ts';
import { EXIT, InstallError } from './errors.ts';
import { describeOp, isPlainObject, mergeServers, mergeSettings, MergeShapeError, type JsonObject } from './merge.ts';
import { checkSupportingFile, safeRelativePath, UnsafePathError } from '../catalog/relative-path.ts';
import { alwaysAsks, GLOBAL_MCP_FILE, neededAllowPaths, PROJECT_MCP_FILE, SETTINGS_FILE } from './policy.ts';
import { HookComponentSchema, McpComponentSchema, type ComponentContent, type MergeOp } from './schemas.ts';
import { ownValue } from '../text/records.ts';

export interface ComponentRef {
  kind: Kind;
  category: string;
  name: string;
}

export interface Verified extends ComponentRef {
  content: ComponentContent;
  sha256: string;
  /** The catalog's `path` (`{category}/{name}` plus extension), sent to the tracker. */
  catalogPath?: string;
}

/** What laying a component out reads of it. */
type Laid = Pick<Verified, 'kind' | 'category' | 'name' | 'content'>;

/** What a component wants, before looking at the disk. */
export interface Layout {
  writes: { path: string; content: string; executable: boolean }[];
  merges: { path: string; into: 'settings' | 'servers'; incoming: JsonObject }[];
  /** What will run on the user's machine: src/catalog/executables.ts, the same list the site shows. */
  executes: string[];
}

interface FileWrite {
  path: string;
  content: string;
  executable: boolean;
  /** The file exists with other content: an overwrite. */
  replaces: boolean;
}

interface JsonMerge {
  path: string;
  after: string;
  ops: MergeOp[];
  createdFile: boolean;
}

export interface Plan {
  component: Verified;
  writes: FileWrite[];
  merges: JsonMerge[];
  executes: string[];
  /** Overwrites and merge conflicts that need --force or a yes. */
  conflicts: string[];
  /** Placeholders still in what is merged (placeholders.ts), recorded in the manifest. */
  placeholders?: { name: string; file: string; key: string }[];
}

/** Current file contents by relative path; null when the file does not exist. */
export type CurrentFiles = ReadonlyMap<string, string | null>;

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function bad(ref: ComponentRef, why: string): InstallError {
  return new InstallError(EXIT.integrity, `${ref.kind.type}/${ref.category}/${ref.name}: ${why}`);
}

function parseComponentJson(ref: ComponentRef, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw bad(ref, `its content is not valid JSON (${visible((error as Error).message)})`); // the parser quotes the content
  }
}

function checkedFiles(ref: ComponentRef, files: Record<string, string>): [string, string][] {
  return Object.entries(files).map(([path, text]) => {
    try {
      return [safeRelativePath(path), text];
    } catch (error) {
      throw bad(ref, (error as Error).message);
    }
  });
}

/** Files of a directory component; a single-file one is its entry file. */
function dirFiles(c: Laid): Record<string, string> {
  if (c.content.files && Object.keys(c.content.files).length) return c.content.files;
  const entry = 'entry' in c.kind ? c.kind.entry : 'README.md';
  return { [entry]: c.content.content };
}

/** The merges a project-root file list implies (templates may carry settings and MCP files). */
function rootFiles(c: Laid, global: boolean): Layout {
  const layout: Layout = { writes: [], merges: [], executes: [] };
  for (const [path, text] of checkedFiles(c, dirFiles(c))) {
    if (path === 'README.md') continue;
    if (path === SETTINGS_FILE || path === PROJECT_MCP_FILE) {
      const doc = parseComponentJson(c, text);
      if (!isPlainObject(doc)) throw bad(c, `${path} is not a JSON object`);
      if (path === SETTINGS_FILE) {
        layout.merges.push({ path, into: 'settings', incoming: doc });
      } else {
        const servers = isPlainObject(doc.mcpServers) ? doc.mcpServers : {};
        layout.merges.push({ path: global ? GLOBAL_MCP_FILE : PROJECT_MCP_FILE, into: 'servers', incoming: servers });
      }
      continue;
    }
    layout.writes.push({ path, content: text, executable: /\.(sh|bash)$/.test(path) });
  }
  return layout;
}

function underDir(c: Laid, dir: string): Layout {
  return {
    writes: checkedFiles(c, dirFiles(c)).map(([path, text]) => ({ path: `${dir}/${path}`, content: text, executable: /\.(sh|bash)$/.test(path) })),
    merges: [],
    executes: [],
  };
}

/** The install places table of docs/component-format.md, one entry per kind. */
const LAYOUTS: Record<ComponentType, (c: Laid, global: boolean) => Layout> = {
  agents: (c) => ({ writes: [{ path: `.claude/agents/${c.name}.md`, content: c.content.content, executable: false }], merges: [], executes: [] }),
  commands: (c) => ({ writes: [{ path: `.claude/commands/${c.name}.md`, content: c.content.content, executable: false }], merges: [], executes: [] }),
  loops: (c) => ({ writes: [{ path: `.claude/commands/${c.name}.md`, content: c.content.content, executable: false }], merges: [], executes: [] }),
  skills: (c) => underDir(c, `.claude/skills/${c.name}`),
  mods: (c) => underDir(c, `.claude/plugins/${c.name}`),
  hooks: (c) => {
    const parsed = HookComponentSchema.safeParse(parseComponentJson(c, c.content.content));
    if (!parsed.success) throw bad(c, `not a hook definition (${parsed.error.issues[0]?.message})`);
    const layout: Layout = { writes: [], merges: [{ path: SETTINGS_FILE, into: 'settings', incoming: { hooks: parsed.data.hooks } }], executes: [] };
    for (const file of parsed.data.supportingFiles ?? []) {
      const text = ownValue(c.content.files, file.source);
      if (text === undefined) throw bad(c, `supporting file ${file.source} is missing from the download`);
      let destination: string;
      try {
        destination = checkSupportingFile(file).destination;
      } catch (error) {
        throw bad(c, (error as Error).message);
      }
      layout.writes.push({ path: destination, content: text, executable: file.executable === true });
    }
    return layout;
  },
  settings: (c) => {
    const doc = parseComponentJson(c, c.content.content);
    if (!isPlainObject(doc)) throw bad(c, 'its content is not a JSON object');
    // Catalog metadata never lands in the user's settings, even from a catalog built before the build stripped it.
    const incoming = Object.fromEntries(Object.entries(doc).filter(([key]) => key !== 'description' && !CATALOG_METADATA_KEYS.has(key)));
    return { writes: [], merges: [{ path: SETTINGS_FILE, into: 'settings', incoming }], executes: [] };
  },
  mcps: (c, global) => {
    const parsed = McpComponentSchema.safeParse(parseComponentJson(c, c.content.content));
    if (!parsed.success) throw bad(c, `not an MCP definition (${parsed.error.issues[0]?.message})`);
    const servers = Object.fromEntries(
      Object.entries(parsed.data.mcpServers).map(([name, { description: _d, ...server }]) => [name, server]),
    );
    return { writes: [], merges: [{ path: global ? GLOBAL_MCP_FILE : PROJECT_MCP_FILE, into: 'servers', incoming: servers }], executes: [] };
  },
  sandbox: (c, global) => rootFiles(c, global),
  templates: (c, global) => rootFiles(c, global),
};

export function layoutOf(component: Verified, global: boolean): Layout {
  try {
    const layout = LAYOUTS[component.kind.type](component, global);
    // One decision, shared with the site's "runs code" panel, for every kind.
    return { ...layout, executes: executablesOf(component.kind, component.content).lines };
  } catch (error) {
    if (error instanceof UnsafePathError) throw bad(component, error.message);
    throw error;
  }
}

/**
 * The `--allow-path` values the component's install command carries
 * (policy.ts), wherever a command is shown: its page, a search card, the
 * Discord bot, a stack. None when its content cannot be laid out. What runs is
 * not listed here (the layout alone decides the paths), so a build can ask it
 * of every component.
 */
export function allowPathsFor(component: Laid): string[] {
  try {
    return neededAllowPaths(component.kind, component.name, LAYOUTS[component.kind.type](component, false));
  } catch {
    return [];
  }
}

/** allowPathsFor of a component as the catalog holds it (`content` and `files` side by side). */
export function catalogAllowPaths(c: { kind: Kind; category: string; name: string; content: string; files?: Record<string, string> | undefined }): string[] {
  return allowPathsFor({ kind: c.kind, category: c.category, name: c.name, content: c.files ? { content: c.content, files: c.files } : { content: c.content } });
}

/** Every relative path the plan needs to read first. */
export function pathsToRead(layout: Layout): string[] {
  return [...new Set([...layout.writes.map((w) => w.path), ...layout.merges.map((m) => m.path)])];
}

/** A UTF-8 byte-order mark (some Windows editors write one) is not part of the JSON. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function parseExistingJson(path: string, text: string): JsonObject {
  let doc: unknown;
  try {
    doc = JSON.parse(stripBom(text));
  } catch (error) {
    throw new InstallError(EXIT.invalidExistingFile, `${path} is not valid JSON (${visible((error as Error).message)}); it was left untouched. Fix or move it, then retry.`);
  }
  if (!isPlainObject(doc)) throw new InstallError(EXIT.invalidExistingFile, `${path} does not hold a JSON object; it was left untouched.`);
  return doc;
}

export function formatJson(doc: JsonObject): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/**
 * The plan: which files are new, replaced or unchanged, and what each merge
 * adds. `force` turns conflicts into replacements (after --force or a yes).
 */
export function planInstall(component: Verified, layout: Layout, current: CurrentFiles, force: boolean): Plan {
  const conflicts: string[] = [];
  const writes: FileWrite[] = [];
  const merges: JsonMerge[] = [];
  const seen = new Map<string, string>();
  for (const w of layout.writes) {
    if (seen.has(w.path) && seen.get(w.path) !== w.content) throw bad(component, `two files would be written to ${w.path}`);
    seen.set(w.path, w.content);
    const existing = current.get(w.path) ?? null;
    if (existing === w.content) continue; // already there, byte for byte
    if (existing !== null && !force) conflicts.push(visible(`${w.path} exists with other content`));
    writes.push({ ...w, replaces: existing !== null });
  }
  const afterByPath = new Map<string, { text: string | null; ops: MergeOp[] }>();
  for (const m of layout.merges) {
    const prior = afterByPath.get(m.path);
    const text = prior ? prior.text : (current.get(m.path) ?? null);
    const existing = text === null ? {} : parseExistingJson(m.path, text);
    let result;
    try {
      result = m.into === 'settings' ? mergeSettings(existing, m.incoming, force) : mergeServers(existing, m.incoming, force);
    } catch (error) {
      if (error instanceof MergeShapeError) throw new InstallError(EXIT.invalidExistingFile, `${m.path}: ${error.message}; it was left untouched.`);
      throw error;
    }
    // Keys and values from the catalog and the user's file: each conflict stays one line.
    conflicts.push(...result.conflicts.map((c) => visible(`${m.path}: ${c}`)));
    afterByPath.set(m.path, { text: result.ops.length ? formatJson(result.result) : text, ops: [...(prior?.ops ?? []), ...result.ops] });
  }
  for (const [path, { text, ops }] of afterByPath) {
    if (!ops.length || text === null) continue;
    merges.push({ path, after: text, ops, createdFile: (current.get(path) ?? null) === null });
  }
  // Kinds that run code always list what they run; any other kind that turns out to carry hooks or
  // MCP servers (a settings file with `hooks`, a template's .mcp.json) is shown and asked about too.
  const executes = [...layout.executes];
  if (alwaysAsks(component.kind) && executes.length === 0) {
    // KINDS marks this kind as running code (or it places files at the root, policy.ts) even when nothing recognisable was found: still ask.
    const paths = layout.writes.map((w) => w.path);
    executes.push(`no command found; it writes ${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ` and ${paths.length - 5} more` : ''}`);
  }
  return { component, writes, merges, executes, conflicts };
}

/** Lines for --dry-run and for the summary shown before writing; paths, keys and values from the catalog are shown through visible(). */
export function describePlan(plan: Plan): string[] {
  const c = plan.component;
  const lines = [`${c.kind.singular} ${c.category}/${c.name} (sha256 ${c.sha256.slice(0, 12)}…)`];
  if (!plan.writes.length && !plan.merges.length) lines.push('  already installed: nothing to change');
  for (const w of plan.writes) lines.push(`  ${w.replaces ? 'overwrite' : 'write'} ${w.path} (${Buffer.byteLength(w.content)} bytes${w.executable ? ', executable' : ''})`);
  for (const m of plan.merges) {
    lines.push(`  merge into ${m.path}${m.createdFile ? ' (new file)' : ' (backup kept)'}:`);
    for (const op of m.ops) lines.push(`    ${describeOp(op)}`);
  }
  return lines.map(visible);
}
