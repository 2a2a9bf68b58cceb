/**
 * Pure: the claude-code-templates layout (`cli-tool/components/{kind}/…`) to
 * candidates and a list of what is not a component, and why (docs/import.md).
 * What it meets there: agents and commands nested several folders deep,
 * README and documentation files among components, category folders holding
 * scripts and whole projects beside components, JSON files at kind level that
 * are not components, attribution files among skills, hooks whose scripts sit
 * in sub-folders (templates-hooks.ts), and sandbox entries that are a folder
 * of scripts with a Markdown description.
 */
import { splitFrontmatter } from '../catalog/frontmatter.ts';
import type { NotListed } from '../catalog/imports.ts';
import type { ComponentType } from '../catalog/kinds.ts';
import { componentFiles, filesUnder, isDocumentation, isNoise, legalName, renamed, type Candidate, type LayoutResult } from './candidate.ts';
import { hookCandidates } from './templates-hooks.ts';
import type { Tree } from './tree.ts';

export const COMPONENTS_ROOT = 'cli-tool/components';

/** The kind folders of the layout, and Toolshed's kind for each. */
const KIND_FOLDERS: Record<string, ComponentType> = {
  agents: 'agents',
  commands: 'commands',
  loops: 'loops',
  skills: 'skills',
  hooks: 'hooks',
  mcps: 'mcps',
  settings: 'settings',
  sandbox: 'sandbox',
};

/** The category of a file at the kind's own level: the layout has none there. */
export const NO_CATEGORY = 'general';

interface Collector {
  candidates: Candidate[];
  notListed: NotListed[];
  /** Files that are no component, reported per folder by `reportLeftovers`. */
  leftovers: string[];
}

const singular: Record<ComponentType, string> = {
  agents: 'agent', commands: 'command', loops: 'loop', skills: 'skill', hooks: 'hook', mcps: 'MCP server file',
  settings: 'setting', mods: 'mod', sandbox: 'sandbox', templates: 'template',
};

function place(rel: string): { category: string; nesting: string[]; file: string } {
  const parts = rel.split('/');
  const file = parts.pop()!;
  return parts.length ? { category: parts[0]!, nesting: parts.slice(1), file } : { category: NO_CATEGORY, nesting: [], file };
}

/** Documentation in a category folder is reported on its own; deeper, it goes with the folder it documents. */
function documentation(path: string, rel: string, reason: string, out: Collector): void {
  if (rel.split('/').length <= 2) out.notListed.push({ path, reason });
  else out.leftovers.push(path);
}

/** A file directly in a kind folder: the layout keeps components in category folders. */
function atKindLevel(path: string, rel: string, file: string, out: Collector): boolean {
  if (rel.includes('/')) return false;
  out.notListed.push({ path, reason: isDocumentation(file) && file.endsWith('.md') ? 'documentation at the kind\'s level, not a component' : 'a file at the kind\'s level, not in a category folder: not a component' });
  return true;
}

/** Markdown kinds: every `.md` below the kind folder, at any depth, is one component. */
function markdownKind(tree: Tree, kindDir: string, type: ComponentType, out: Collector): void {
  for (const rel of filesUnder(tree, kindDir)) {
    const path = `${kindDir}/${rel}`;
    if (isNoise(rel)) continue;
    const { category, nesting, file } = place(rel);
    if (atKindLevel(path, rel, file, out)) continue;
    if (!file.endsWith('.md')) {
      out.leftovers.push(path);
      continue;
    }
    if (isDocumentation(file)) {
      documentation(path, rel, `documentation, not ${type === 'agents' ? 'an' : 'a'} ${singular[type]}`, out);
      continue;
    }
    const text = tree.files.get(path)!.text;
    if (text === undefined) {
      out.notListed.push({ path, type, reason: 'not text the catalog can carry (binary, or larger than 1 MB)' });
      continue;
    }
    if (type === 'agents' && splitFrontmatter(text).yaml === undefined) {
      out.notListed.push({ path, type, reason: 'no frontmatter: Claude Code does not load an agent without one' });
      continue;
    }
    const cat = legalName(category);
    const name = legalName(file.slice(0, -3));
    if (!cat || !name) {
      out.notListed.push({ path, type, reason: 'its folder or file name has no character a catalog name may hold' });
      continue;
    }
    out.candidates.push({ type, category: cat, name, path, entry: text, nesting, notes: renamed(file.slice(0, -3), name) });
  }
}

/** Skills: each outermost folder holding a SKILL.md, with everything in it. */
function skills(tree: Tree, kindDir: string, out: Collector): void {
  const all = filesUnder(tree, kindDir);
  const skillDirs = all.filter((p) => p === 'SKILL.md' || p.endsWith('/SKILL.md')).map((p) => p.slice(0, -'/SKILL.md'.length));
  const outer = skillDirs.filter((d) => d !== '' && !skillDirs.some((o) => o !== d && o !== '' && d.startsWith(`${o}/`)));
  const outerSet = new Set(outer);
  const inSkill = (p: string) => {
    for (let i = p.lastIndexOf('/'); i > 0; i = p.lastIndexOf('/', i - 1)) if (outerSet.has(p.slice(0, i))) return true;
    return false;
  };
  for (const dir of outer) {
    const path = `${kindDir}/${dir}`;
    const { category, nesting, file } = place(dir);
    const cat = legalName(category);
    const name = legalName(file);
    if (!cat || !name) {
      out.notListed.push({ path, type: 'skills', reason: 'its folder name has no character a catalog name may hold' });
      continue;
    }
    const read = componentFiles(tree, path);
    if ('reason' in read) {
      out.notListed.push({ path, type: 'skills', reason: read.reason });
      continue;
    }
    const inner = skillDirs.filter((d) => d.startsWith(`${dir}/`)).map((d) => `${d.slice(dir.length + 1)}/SKILL.md`);
    const notes = [...renamed(file, name), ...read.notes, ...inner.map((p) => `holds another skill at ${p}: Claude Code loads only the outer one, so it comes as a file of this skill`)];
    out.candidates.push({ type: 'skills', category: cat, name, path, entry: read.files['SKILL.md'] ?? '', files: read.files, nesting, notes });
  }
  for (const rel of all) {
    if (inSkill(rel) || isNoise(rel)) continue;
    const path = `${kindDir}/${rel}`;
    const fileName = rel.split('/').pop()!;
    if (isDocumentation(fileName)) documentation(path, rel, 'documentation, not a skill', out);
    else out.leftovers.push(path);
  }
}

/** MCP server files and settings: one JSON file each. */
function jsonKind(tree: Tree, kindDir: string, type: 'mcps' | 'settings', out: Collector): void {
  for (const rel of filesUnder(tree, kindDir)) {
    const path = `${kindDir}/${rel}`;
    if (isNoise(rel)) continue;
    const { category, nesting, file } = place(rel);
    if (atKindLevel(path, rel, file, out)) continue;
    if (isDocumentation(file)) {
      documentation(path, rel, `documentation, not ${type === 'mcps' ? 'an MCP server file' : 'a setting'}`, out);
      continue;
    }
    if (!file.endsWith('.json')) {
      if (type === 'settings' && file.endsWith('.md')) out.notListed.push({ path, reason: 'a Markdown file among settings: Toolshed settings are Claude Code settings JSON' });
      else out.leftovers.push(path);
      continue;
    }
    const text = tree.files.get(path)!.text;
    let doc: unknown;
    try {
      doc = text === undefined ? undefined : JSON.parse(text);
    } catch {
      out.notListed.push({ path, type, reason: 'not valid JSON' });
      continue;
    }
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
      out.notListed.push({ path, type, reason: text === undefined ? 'not text the catalog can carry' : 'the JSON is not an object' });
      continue;
    }
    if (type === 'mcps' && !('mcpServers' in doc)) {
      out.notListed.push({ path, type, reason: 'no mcpServers object: not an MCP server file' });
      continue;
    }
    const cat = legalName(category);
    const name = legalName(file.slice(0, -5));
    if (!cat || !name) {
      out.notListed.push({ path, type, reason: 'its folder or file name has no character a catalog name may hold' });
      continue;
    }
    out.candidates.push({ type, category: cat, name, path, entry: text!, nesting, notes: renamed(file.slice(0, -5), name) });
  }
}

/** Where a sandbox's scripts go in the project: as the original installer puts them. */
export const SANDBOX_FILES_DIR = '.claude/sandbox';

/** Sandboxes: each provider folder's Markdown is a description; the folder's other files are what it installs. */
function sandboxes(tree: Tree, kindDir: string, out: Collector): void {
  const byProvider = new Map<string, string[]>();
  for (const rel of filesUnder(tree, kindDir)) {
    if (isNoise(rel)) continue;
    const [provider, ...rest] = rel.split('/');
    if (!rest.length) {
      out.notListed.push({ path: `${kindDir}/${rel}`, reason: 'a file at the kind\'s level, not a sandbox (a sandbox is a folder)' });
      continue;
    }
    byProvider.set(provider!, [...(byProvider.get(provider!) ?? []), rest.join('/')]);
  }
  for (const [provider, rels] of byProvider) {
    const dir = `${kindDir}/${provider}`;
    const descriptions = rels.filter((r) => !r.includes('/') && r.endsWith('.md'));
    if (!descriptions.length) {
      out.notListed.push({ path: dir, type: 'sandbox', reason: 'no Markdown description in the folder' });
      continue;
    }
    const read = componentFiles(tree, dir);
    if ('reason' in read) {
      out.notListed.push({ path: dir, type: 'sandbox', reason: read.reason });
      continue;
    }
    const installs = Object.entries(read.files).filter(([rel]) => !descriptions.includes(rel));
    for (const md of descriptions) {
      const stem = md.slice(0, -3);
      const cat = legalName(provider);
      const name = legalName(/^readme$/i.test(stem) ? provider : stem);
      if (!cat || !name) {
        out.notListed.push({ path: `${dir}/${md}`, type: 'sandbox', reason: 'its folder or file name has no character a catalog name may hold' });
        continue;
      }
      const files: Record<string, string> = { 'README.md': read.files[md]! };
      for (const [rel, text] of installs) files[`${SANDBOX_FILES_DIR}/${rel}`] = text;
      out.candidates.push({
        type: 'sandbox',
        category: cat,
        name,
        path: `${dir}/${md}`,
        entry: read.files[md]!,
        files,
        nesting: [],
        notes: [...read.notes, ...(installs.length ? [`its ${installs.length} other file(s) install under ${SANDBOX_FILES_DIR}/, where the original installer puts them`] : [])],
      });
    }
  }
}

/** Files that belong to no component: one line per folder that holds no component at all, else one per file. */
function reportLeftovers(out: Collector): void {
  const holding = new Set<string>();
  for (const c of out.candidates) {
    const parts = c.path.split('/');
    for (let i = 1; i <= parts.length; i++) holding.add(parts.slice(0, i).join('/'));
  }
  const folders = new Map<string, number>();
  for (const path of out.leftovers) {
    const parts = path.split('/');
    // The kind folder and the layout's root are always "holding"; look below them.
    let top: string | undefined;
    for (let i = COMPONENTS_ROOT.split('/').length + 2; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (!holding.has(folder)) {
        top = folder;
        break;
      }
    }
    if (top) folders.set(top, (folders.get(top) ?? 0) + 1);
    else if (isDocumentation(parts[parts.length - 1]!)) out.notListed.push({ path, reason: 'documentation, not a component' });
    else out.notListed.push({ path, reason: 'not a component: a file beside components that none of them uses' });
  }
  for (const [folder, count] of folders) out.notListed.push({ path: folder, reason: `a folder of ${count} file(s) with no component in it (scripts, data or documentation)` });
}

/** Everything under `cli-tool/components/` of the tree. */
export function readTemplatesLayout(tree: Tree): LayoutResult {
  const out: Collector = { candidates: [], notListed: [], leftovers: [] };
  const kinds = new Set<string>();
  for (const path of tree.files.keys()) {
    if (!path.startsWith(`${COMPONENTS_ROOT}/`)) continue;
    const rel = path.slice(COMPONENTS_ROOT.length + 1);
    const top = rel.split('/')[0]!;
    if (top.startsWith('.') || isNoise(rel)) continue;
    if (!rel.includes('/')) out.notListed.push({ path, reason: 'a file beside the kind folders, not a component' });
    else kinds.add(top);
  }
  for (const folder of [...kinds].sort()) {
    const type = KIND_FOLDERS[folder];
    const kindDir = `${COMPONENTS_ROOT}/${folder}`;
    if (!type) {
      out.notListed.push({ path: kindDir, reason: 'a folder that is not a kind of component this layout has' });
      continue;
    }
    if (type === 'skills') skills(tree, kindDir, out);
    else if (type === 'hooks') hookCandidates(tree, kindDir, out);
    else if (type === 'mcps' || type === 'settings') jsonKind(tree, kindDir, type, out);
    else if (type === 'sandbox') sandboxes(tree, kindDir, out);
    else markdownKind(tree, kindDir, type, out);
  }
  reportLeftovers(out);
  return { candidates: out.candidates, notListed: out.notListed };
}

export type { Collector };
