/**
 * Pure: what `toolshed scan` checks in a folder laid out as Claude Code reads
 * it, over a Tree the shell read (src/import/tree.ts: no link followed, sizes
 * capped). Three layouts (issue 36 item 6):
 * - a plugin folder (`.claude-plugin/plugin.json`): the whole folder, one
 *   component (a mod), its files at their own paths so every finding points
 *   at the real file and line;
 * - a marketplace repository (`.claude-plugin/marketplace.json`): each plugin
 *   whose source is a folder of the repository, as above; the others are
 *   named with the reason they are not here;
 * - a project's installed `.claude/` (or a `.claude` folder itself, such as
 *   the home one): each agent, command and skill, the settings files (with
 *   the scripts under `.claude/hooks/` their hooks run) and the project's
 *   `.mcp.json`, what Claude Code loads from there; a project holding only a
 *   `.mcp.json`, or the skills folder another agent of the Agent Skills
 *   standard loads (OTHER_SKILL_FOLDERS), is such a project too;
 * - source code (planCode): a folder or file that no layout, catalog tree or
 *   component kind claims, such as an MCP server's source a user means to add:
 *   one component whose every file is read as a template's are (code that runs,
 *   a README as documentation), so the code rules read each script and the
 *   language front ends read its MCP tools' names, descriptions and parameter
 *   descriptions (`@mcp.tool()` docstrings, `server.tool(name, description, …)`,
 *   `registerTool`, `Tool(description=…)`) as the text the model reads.
 */
import type { ComponentType } from '../catalog/kinds.ts';
import { componentFiles, filesUnder } from '../import/candidate.ts';
import { MARKETPLACE_FILE, PLUGIN_MANIFEST, pluginFolder } from '../import/marketplace-schema.ts';
import { parseMarketplace } from '../import/marketplace-layout.ts';
import type { Tree } from '../import/tree.ts';

export type ScanLayout = 'plugin' | 'marketplace' | 'installed' | 'code';

export interface ScanTarget {
  kind: ComponentType;
  /** What it is, as shown: `plugin formatter`, `.claude/agents/reviewer.md`. */
  component: string;
  /** The folder (a path in the tree, '' for its root) the component's file names are relative to. */
  root: string;
  /** The path in the tree of the file a finding in `content` is in. */
  entry: string;
  published: { content: string; files?: Record<string, string> };
}

export interface ScanPlan {
  layout: ScanLayout;
  targets: ScanTarget[];
  /** What is there and not checked, with why (a plugin from elsewhere, a binary file…). */
  notes: string[];
}

/** What Claude Code loads from a `.claude` folder: read these, nothing else (a home one also holds transcripts). */
export const INSTALLED_FOLDERS = ['agents', 'commands', 'skills', 'hooks'] as const;
export const INSTALLED_FILES = ['settings.json', 'settings.local.json'] as const;
/**
 * Skills folders of a project that other agents load by the same Agent Skills
 * layout (`<folder>/<name>/SKILL.md`): OpenClaw's. The same skill, installed
 * for another agent, is read as a Claude Code skill is.
 */
export const OTHER_SKILL_FOLDERS = ['.openclaw/skills'] as const;
/** The project's MCP servers file, beside `.claude/`. */
export const PROJECT_MCP_FILE = '.mcp.json';

const at = (dir: string, rel: string) => (dir ? `${dir}/${rel}` : rel);
const textOf = (tree: Tree, path: string) => tree.files.get(path)?.text;

/**
 * The layout a folder has, from the names at its top (folders end with `/`),
 * those in its `.claude-plugin/`, and whether it is itself named `.claude`. A
 * marketplace whose root is also a plugin is read as the marketplace (its
 * entry with source `./` covers the root).
 */
export function layoutOf(top: readonly string[], pluginDir: readonly string[], isClaudeFolder: boolean): ScanLayout | undefined {
  if (pluginDir.includes('marketplace.json')) return 'marketplace';
  if (pluginDir.includes('plugin.json')) return 'plugin';
  if (isClaudeFolder || top.includes('.claude/') || top.includes(PROJECT_MCP_FILE)) return 'installed';
  if (OTHER_SKILL_FOLDERS.some((f) => top.includes(`${f.split('/')[0]}/`))) return 'installed';
  return undefined;
}

/** One plugin folder as one mod component, or why it cannot be read as one. */
function pluginTarget(tree: Tree, dir: string, name: string, manifestFromEntry?: string): ScanTarget | string {
  const read = componentFiles(tree, dir);
  if ('reason' in read) return read.reason;
  const manifest = read.files[PLUGIN_MANIFEST] ?? manifestFromEntry;
  if (manifest === undefined) return `no ${PLUGIN_MANIFEST}`;
  const files = { ...read.files, [PLUGIN_MANIFEST]: manifest };
  return { kind: 'mods', component: `plugin ${name}`, root: dir, entry: at(dir, PLUGIN_MANIFEST), published: { content: manifest, files } };
}

function pluginName(text: string | undefined, fallback: string): string {
  try {
    const name = (JSON.parse(text ?? '') as { name?: unknown }).name;
    return typeof name === 'string' && name ? name : fallback;
  } catch {
    return fallback;
  }
}

export function planPlugin(tree: Tree, folderName: string): ScanPlan {
  const target = pluginTarget(tree, '', pluginName(textOf(tree, PLUGIN_MANIFEST), folderName));
  const notes = noteSkipped(tree, '');
  return typeof target === 'string' ? { layout: 'plugin', targets: [], notes: [`${folderName}: ${target}`, ...notes] } : { layout: 'plugin', targets: [target], notes };
}

export function planMarketplace(tree: Tree): ScanPlan {
  const parsed = parseMarketplace(textOf(tree, MARKETPLACE_FILE));
  if (typeof parsed === 'string') return { layout: 'marketplace', targets: [], notes: [`${MARKETPLACE_FILE}: ${parsed}`] };
  const targets: ScanTarget[] = [];
  const notes: string[] = [];
  for (const raw of parsed.plugins) {
    const entry = raw as { name?: unknown; source?: unknown; strict?: unknown };
    const name = typeof entry.name === 'string' ? entry.name : '(unnamed)';
    if (typeof entry.name !== 'string' || (typeof entry.source !== 'string' && (typeof entry.source !== 'object' || entry.source === null))) {
      notes.push(`plugin ${name}: not a plugin entry Claude Code accepts; not checked`);
      continue;
    }
    if (typeof entry.source !== 'string') {
      const from = (entry.source as { source?: unknown }).source;
      notes.push(`plugin ${name}: not checked: its files are not in this repository (source ${JSON.stringify(from)}); scan its folder once fetched`);
      continue;
    }
    const folder = pluginFolder(parsed, entry as Parameters<typeof pluginFolder>[1]);
    if ('reason' in folder) {
      notes.push(`plugin ${name}: not checked: ${folder.reason}`);
      continue;
    }
    // A `strict: false` entry may be the plugin's whole manifest: checked as the client reads it.
    const fromEntry = entry.strict === false || textOf(tree, at(folder.dir, PLUGIN_MANIFEST)) === undefined ? `${JSON.stringify(raw, null, 2)}\n` : undefined;
    const target = filesUnder(tree, folder.dir).length ? pluginTarget(tree, folder.dir, name, fromEntry) : `its folder ${folder.dir || '.'} is not in the repository`;
    if (typeof target === 'string') notes.push(`plugin ${name}: not checked: ${target}`);
    else targets.push(target);
  }
  return { layout: 'marketplace', targets, notes: [...notes, ...noteSkipped(tree, '')] };
}

/**
 * A project's installed components. `claude` is the `.claude` folder's path in
 * the tree ('' when the folder scanned is `.claude` itself); `.mcp.json` is
 * the project's, beside it.
 */
export function planInstalled(tree: Tree, claude: string): ScanPlan {
  const targets: ScanTarget[] = [];
  const under = (sub: string) => filesUnder(tree, at(claude, sub));
  const file = (kind: ComponentType, path: string) => {
    const text = textOf(tree, path);
    if (text !== undefined) targets.push({ kind, component: path, root: path.split('/').slice(0, -1).join('/'), entry: path, published: { content: text } });
  };
  for (const rel of under('agents')) if (rel.endsWith('.md')) file('agents', at(claude, `agents/${rel}`));
  for (const rel of under('commands')) if (rel.endsWith('.md')) file('commands', at(claude, `commands/${rel}`));
  const skills = (folder: string) => {
    for (const rel of filesUnder(tree, folder)) {
      if (!/^[^/]+\/SKILL\.md$/.test(rel)) continue;
      const dir = at(folder, rel.slice(0, -'/SKILL.md'.length));
      const read = componentFiles(tree, dir);
      if ('reason' in read) continue;
      targets.push({ kind: 'skills', component: dir, root: dir, entry: at(dir, 'SKILL.md'), published: { content: read.files['SKILL.md']!, files: read.files } });
    }
  };
  skills(at(claude, 'skills'));
  if (claude === '.claude') for (const folder of OTHER_SKILL_FOLDERS) skills(folder);
  // Settings: the hooks they hold run scripts kept under .claude/hooks/, checked with them.
  const scripts = Object.fromEntries(under('hooks').flatMap((rel) => {
    const text = textOf(tree, at(claude, `hooks/${rel}`));
    return text === undefined ? [] : [[`hooks/${rel}`, text]];
  }));
  for (const name of ['settings.json', 'settings.local.json']) {
    const path = at(claude, name);
    const text = textOf(tree, path);
    if (text === undefined) continue;
    const files = { [name]: text, ...scripts };
    targets.push({ kind: 'settings', component: path, root: claude, entry: path, published: Object.keys(scripts).length ? { content: text, files } : { content: text } });
  }
  if (claude === '.claude') file('mcps', PROJECT_MCP_FILE);
  return { layout: 'installed', targets, notes: noteSkipped(tree, claude, ...(claude === '.claude' ? OTHER_SKILL_FOLDERS : [])) };
}

/**
 * A folder (or one file, `single`) of source code as one component: the kind a template's files are read
 * as (`templates`: every file may run; a README is documentation, CLAUDE.md and AGENTS.md instructions a
 * project gives the model), so an MCP server's source is checked before it is added. Its entry (the file
 * findings in `content` are in) is the README when there is one, else the first file in code-unit order.
 */
export function planCode(tree: Tree, folderName: string, single?: string): ScanPlan {
  const notes = noteSkipped(tree, '');
  const read = componentFiles(tree, '');
  if ('reason' in read) return { layout: 'code', targets: [], notes: [`${folderName}: not checked: ${read.reason}`, ...notes] };
  const paths = Object.keys(read.files).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const entry = single ?? (paths.includes('README.md') ? 'README.md' : paths[0]);
  if (entry === undefined || read.files[entry] === undefined) return { layout: 'code', targets: [], notes };
  const target: ScanTarget = { kind: 'templates', component: `code ${folderName}`, root: '', entry, published: { content: read.files[entry]!, files: read.files } };
  return { layout: 'code', targets: [target], notes };
}

/** Files the tree holds but not as text, and what the reader refused: said, never silently dropped. */
function noteSkipped(tree: Tree, ...dirs: string[]): string[] {
  const notes: string[] = [];
  for (const dir of dirs) {
    for (const rel of filesUnder(tree, dir)) {
      const f = tree.files.get(at(dir, rel))!;
      if (f.text === undefined) notes.push(`${at(dir, rel)}: not checked: ${f.skipped === 'binary' ? 'a binary file' : 'larger than the 1 MB a file may be'}`);
    }
  }
  for (const r of tree.refused) if (r.reason) notes.push(`${r.path}: not checked: ${r.reason}`);
  return notes;
}
