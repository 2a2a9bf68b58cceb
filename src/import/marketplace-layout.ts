/**
 * Pure: a marketplace repository (`.claude-plugin/marketplace.json` with plugin
 * folders in the repository) to candidates. Decided with the real client
 * (docs/import.md, tests/client/import-marketplace.test.ts):
 * - a plugin whose parts stand on their own is split: each agent, command and
 *   skill becomes a component of the category named after the plugin, its
 *   hooks one hook component, each MCP server one MCP component. This is what
 *   users ask for (one skill, not the bundle) and what the client loads the
 *   same way outside a plugin, except for the plugin's namespace
 *   (`plugin:agent` becomes `agent`).
 * - a plugin that needs to be a plugin is kept whole as a mod: one whose
 *   files reach each other through `${CLAUDE_PLUGIN_ROOT}` / `${CLAUDE_PLUGIN_DATA}`
 *   (set only for plugins), or that has what only plugins carry (LSP servers,
 *   output styles, dependencies, user configuration, monitors).
 * - a plugin whose source is not a folder of the repository (github, url,
 *   npm, archive, command) is not listed: its files are not here.
 */
import type { NotListed } from '../catalog/imports.ts';
import { componentFiles, filesUnder, isNoise, legalName, renamed, type Candidate, type LayoutResult } from './candidate.ts';
import {
  fieldPaths,
  ForeignMarketplaceSchema,
  ForeignPluginEntrySchema,
  ForeignPluginManifestSchema,
  pluginFolder,
  PLUGIN_MANIFEST,
  type ForeignMarketplace,
  type ForeignPluginEntry,
  type ForeignPluginManifest,
} from './marketplace-schema.ts';
import type { Tree } from './tree.ts';
import { nameRecord, ownValue } from '../text/records.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What only a plugin can carry: such a plugin stays one (a mod). */
const PLUGIN_ONLY = ['lspServers', 'outputStyles', 'dependencies', 'userConfig', 'monitors', 'channels'];
const PLUGIN_VARIABLE = /CLAUDE_PLUGIN_(?:ROOT|DATA)/;

interface Parts {
  agents: string[];
  commands: string[];
  skills: string[];
  /** Hook event maps, each with where it came from. */
  hooks: Array<{ from: string; hooks: Json }>;
  servers: Array<{ from: string; servers: Json }>;
  /** Why the plugin cannot be split, when it cannot. */
  whole: string[];
  /** Skill folders deeper than the client looks. */
  deeper: string[];
  problems: string[];
}

const inside = (dir: string, path: string) => dir === '' || path === dir || path.startsWith(`${dir}/`);
const text = (tree: Tree, path: string) => tree.files.get(path)?.text;

function parseJson(tree: Tree, path: string): unknown {
  const t = text(tree, path);
  if (t === undefined) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

/** Markdown files of a default folder or of paths a manifest names (a file, or a folder of files). */
function markdownAt(tree: Tree, dir: string, paths: Array<string | undefined>, parts: Parts): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (p === undefined || !inside(dir, p)) {
      parts.problems.push('a path in its manifest leaves the plugin folder');
      continue;
    }
    if (tree.files.has(p)) out.push(p);
    else out.push(...filesUnder(tree, p).filter((f) => f.endsWith('.md')).map((f) => `${p}/${f}`));
  }
  return [...new Set(out)];
}

function partsOf(tree: Tree, dir: string, fields: ForeignPluginManifest, entry: Json): Parts {
  const parts: Parts = { agents: [], commands: [], skills: [], hooks: [], servers: [], whole: [], deeper: [], problems: [] };
  const at = (sub: string) => (dir ? `${dir}/${sub}` : sub);
  parts.commands = markdownAt(tree, dir, [at('commands'), ...fieldPaths(dir, fields.commands)], parts);
  parts.agents = markdownAt(tree, dir, [at('agents'), ...fieldPaths(dir, fields.agents)], parts);
  // Skills: the folders right under skills/ (the client does not look deeper), and the ones the manifest names.
  const skillDirs = filesUnder(tree, at('skills')).filter((f) => /^[^/]+\/SKILL\.md$/.test(f)).map((f) => at(`skills/${f.slice(0, -9)}`));
  for (const p of fieldPaths(dir, fields.skills)) {
    if (p === undefined || !inside(dir, p)) parts.problems.push('a skill path in its manifest leaves the plugin folder');
    else if (tree.files.has(`${p}/SKILL.md`)) skillDirs.push(p);
    else skillDirs.push(...filesUnder(tree, p).filter((f) => /^[^/]+\/SKILL\.md$/.test(f)).map((f) => `${p}/${f.slice(0, -9)}`));
  }
  parts.skills = [...new Set(skillDirs)];
  // A SKILL.md deeper than skills/<name>/ is not loaded from a plugin: said once per file.
  for (const f of filesUnder(tree, at('skills'))) {
    if (f.endsWith('/SKILL.md') && !parts.skills.some((d) => `${at('skills')}/${f}`.startsWith(`${d}/`))) {
      parts.deeper.push(`${at('skills')}/${f.slice(0, -'/SKILL.md'.length)}`);
    }
  }
  const hookFiles = [at('hooks/hooks.json')].filter((p) => tree.files.has(p));
  if (isObject(fields.hooks)) parts.hooks.push({ from: 'its manifest', hooks: isObject(fields.hooks.hooks) ? fields.hooks.hooks : fields.hooks });
  else hookFiles.push(...fieldPaths(dir, fields.hooks).filter((p): p is string => p !== undefined && inside(dir, p)));
  for (const file of [...new Set(hookFiles)]) {
    const doc = parseJson(tree, file);
    if (isObject(doc) && isObject(doc.hooks)) parts.hooks.push({ from: file, hooks: doc.hooks });
    else parts.problems.push(`${file} is not a hooks file Claude Code reads`);
  }
  const serverFiles = [at('.mcp.json')].filter((p) => tree.files.has(p));
  if (isObject(fields.mcpServers)) parts.servers.push({ from: 'its manifest', servers: fields.mcpServers });
  else serverFiles.push(...fieldPaths(dir, fields.mcpServers).filter((p): p is string => p !== undefined && inside(dir, p)));
  for (const file of [...new Set(serverFiles)]) {
    const doc = parseJson(tree, file);
    if (isObject(doc)) parts.servers.push({ from: file, servers: isObject(doc.mcpServers) ? doc.mcpServers : doc });
    else parts.problems.push(`${file} is not valid JSON`);
  }
  for (const key of PLUGIN_ONLY) if (fields[key] !== undefined || entry[key] !== undefined) parts.whole.push(`it has ${key}, which only a plugin carries`);
  if (tree.files.has(at('.lsp.json'))) parts.whole.push('it has LSP servers, which only a plugin carries');
  const texts = [
    ...parts.agents, ...parts.commands, ...parts.skills.flatMap((s) => filesUnder(tree, s).map((f) => `${s}/${f}`)),
  ].map((p) => text(tree, p) ?? '');
  texts.push(JSON.stringify(parts.hooks), JSON.stringify(parts.servers));
  if (texts.some((t) => PLUGIN_VARIABLE.test(t))) parts.whole.push('its files reach each other through ${CLAUDE_PLUGIN_ROOT}, which is set only for plugins');
  return parts;
}

function nesting(base: string, path: string): string[] {
  const rel = path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path.split('/').pop()!;
  return rel.split('/').slice(0, -1);
}

/** A plugin split into components of the category named after it. */
function split(tree: Tree, plugin: string, dir: string, parts: Parts, about: string, out: LayoutResult): void {
  const category = legalName(plugin)!;
  const at = (sub: string) => (dir ? `${dir}/${sub}` : sub);
  for (const [type, files, base] of [['agents', parts.agents, at('agents')], ['commands', parts.commands, at('commands')]] as const) {
    for (const path of files) {
      const t = text(tree, path);
      const name = legalName(path.split('/').pop()!.slice(0, -3));
      if (t === undefined || !name) {
        out.notListed.push({ path, type, reason: t === undefined ? 'not text the catalog can carry' : 'its file name has no character a catalog name may hold' });
        continue;
      }
      out.candidates.push({ type, category, name, path, entry: t, nesting: nesting(base, path), notes: renamed(path.split('/').pop()!.slice(0, -3), name) });
    }
  }
  for (const path of parts.skills) {
    const name = legalName(path.split('/').pop()!);
    const read = componentFiles(tree, path);
    if (!name || 'reason' in read) {
      out.notListed.push({ path, type: 'skills', reason: !name ? 'its folder name has no character a catalog name may hold' : (read as { reason: string }).reason });
      continue;
    }
    out.candidates.push({ type: 'skills', category, name, path, entry: read.files['SKILL.md']!, files: read.files, nesting: [], notes: read.notes });
  }
  if (parts.hooks.length) {
    const hooks = nameRecord<unknown[]>();
    for (const h of parts.hooks) for (const [event, groups] of Object.entries(h.hooks)) hooks[event] = [...(ownValue(hooks, event) ?? []), ...(Array.isArray(groups) ? groups : [groups])];
    const entry = `${JSON.stringify({ description: about ? `${about} (the hooks of the ${plugin} plugin)` : `The hooks of the ${plugin} plugin`, hooks }, null, 2)}\n`;
    out.candidates.push({ type: 'hooks', category, name: category, path: parts.hooks.map((h) => h.from).join(', '), entry, nesting: [], notes: [] });
  }
  for (const s of parts.servers) {
    for (const [server, config] of Object.entries(s.servers)) {
      const name = legalName(server);
      if (!name) {
        out.notListed.push({ path: `${s.from} ${server}`, type: 'mcps', reason: 'a server name with no character a catalog name may hold' });
        continue;
      }
      const entry = `${JSON.stringify({ ...(about ? { description: about } : {}), mcpServers: { [server]: config } }, null, 2)}\n`;
      out.candidates.push({ type: 'mcps', category, name, path: s.from === 'its manifest' ? `${dir || '.'} (plugin manifest)` : s.from, entry, nesting: [], notes: [] });
    }
  }
}

/** A plugin kept whole: its folder, with a plugin.json written from the entry when it has none. */
function whole(tree: Tree, marketplace: string, plugin: ForeignPluginEntry, dir: string, manifest: Json | undefined, why: string[], out: LayoutResult): void {
  if (dir === '') {
    out.notListed.push({ path: plugin.name, type: 'mods', reason: `it must stay a plugin (${why.join('; ')}), and its folder is the whole repository` });
    return;
  }
  const read = componentFiles(tree, dir);
  if ('reason' in read) {
    out.notListed.push({ path: dir, type: 'mods', reason: read.reason });
    return;
  }
  const notes = [`kept whole as a mod: ${why.join('; ')}`, ...read.notes];
  if (!manifest || plugin.strict === false || typeof manifest.name !== 'string') {
    const fromEntry = Object.fromEntries(
      ['name', 'description', 'version', 'author', 'license', 'keywords', 'commands', 'agents', 'skills', 'hooks', 'mcpServers', ...PLUGIN_ONLY]
        .filter((k) => (plugin as Json)[k] !== undefined)
        .map((k) => [k, (plugin as Json)[k]]),
    );
    read.files[PLUGIN_MANIFEST] = `${JSON.stringify({ ...(manifest ?? {}), ...fromEntry, name: plugin.name }, null, 2)}\n`;
    notes.push(`${PLUGIN_MANIFEST} written from its marketplace entry`);
  }
  out.candidates.push({ type: 'mods', category: legalName(marketplace) ?? 'plugins', name: legalName(plugin.name)!, path: dir, entry: read.files[PLUGIN_MANIFEST]!, files: read.files, nesting: [], notes });
}

/** Every plugin of a parsed marketplace, over a tree holding their folders. */
export function readMarketplaceLayout(tree: Tree, marketplace: ForeignMarketplace): LayoutResult {
  const out: LayoutResult = { candidates: [], notListed: [], marketplace: marketplace.name };
  marketplace.plugins.forEach((raw, index) => {
    const before = out.candidates.length;
    const parsed = ForeignPluginEntrySchema.safeParse(raw);
    const label = isObject(raw) && typeof raw.name === 'string' ? raw.name : `plugins[${index}]`;
    if (!parsed.success) {
      out.notListed.push({ path: label, reason: `not a plugin entry Claude Code accepts (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})` });
      return;
    }
    const entry = parsed.data;
    const folder = pluginFolder(marketplace, entry);
    if ('reason' in folder) {
      out.notListed.push({ path: entry.name, reason: folder.reason });
      return;
    }
    const dir = folder.dir;
    const manifestPath = dir ? `${dir}/${PLUGIN_MANIFEST}` : PLUGIN_MANIFEST;
    if (dir && !filesUnder(tree, dir).some((f) => !isNoise(f))) {
      // A folder the reader refused (a link, too deep) is reported with the reader's reason.
      if (!tree.refused.some((r) => r.path === dir || dir.startsWith(`${r.path}/`))) {
        out.notListed.push({ path: dir, reason: `the folder of plugin ${entry.name} is not in the repository` });
      }
      return;
    }
    const manifestJson = tree.files.has(manifestPath) ? parseJson(tree, manifestPath) : undefined;
    const manifest = manifestJson === undefined ? undefined : ForeignPluginManifestSchema.safeParse(manifestJson);
    if (manifest && !manifest.success) {
      out.notListed.push({ path: manifestPath, reason: `not a plugin manifest Claude Code reads (${manifest.error.issues[0]?.path.join('.')}: ${manifest.error.issues[0]?.message})` });
      return;
    }
    const fields: ForeignPluginManifest = { ...(manifest?.data ?? {}), ...(entry.strict === false ? entry : {}) };
    const parts = partsOf(tree, dir, fields, entry as Json);
    if (parts.problems.length) {
      out.notListed.push({ path: dir || entry.name, reason: parts.problems.join('; ') });
      return;
    }
    const about = entry.description ?? manifest?.data?.description ?? '';
    if (parts.whole.length) whole(tree, marketplace.name, entry, dir, manifest?.data as Json | undefined, parts.whole, out);
    else if (!parts.agents.length && !parts.commands.length && !parts.skills.length && !parts.hooks.length && !parts.servers.length) {
      out.notListed.push({ path: dir || entry.name, reason: `plugin ${entry.name} has no agent, command, skill, hook or MCP server` });
    } else split(tree, entry.name, dir, parts, about, out);
    if (!parts.whole.length) {
      for (const path of parts.deeper) out.notListed.push({ path, type: 'skills', reason: 'Claude Code does not load a skill this deep in a plugin (skills sit right under skills/)' });
    }
    const license = entry.license ?? manifest?.data?.license;
    for (const c of out.candidates.slice(before)) if (c.license === undefined && license) c.license = license;
  });
  return out;
}

/** The marketplace file, parsed as the client requires it, or the reason the import stops. */
export function parseMarketplace(json: string | undefined): ForeignMarketplace | string {
  if (json === undefined) return 'the marketplace file is not text the import can read';
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch (error) {
    return `the marketplace file is not valid JSON (${(error as Error).message})`;
  }
  const parsed = ForeignMarketplaceSchema.safeParse(doc);
  if (!parsed.success) return `Claude Code would refuse this marketplace: ${parsed.error.issues[0]?.path.join('.') || '(top level)'}: ${parsed.error.issues[0]?.message}`;
  return parsed.data;
}

/** The folders (and single files) of the repository the marketplace's plugins live in: what to read. */
export function marketplaceFolders(marketplace: ForeignMarketplace): string[] {
  const dirs = new Set<string>();
  for (const raw of marketplace.plugins) {
    const entry = ForeignPluginEntrySchema.safeParse(raw);
    if (!entry.success) continue;
    const folder = pluginFolder(marketplace, entry.data);
    if ('reason' in folder) continue;
    if (folder.dir !== '') dirs.add(folder.dir);
    else {
      // A plugin rooted at the repository itself: only what it names and the default places are read.
      for (const sub of ['commands', 'agents', 'skills', 'hooks', '.claude-plugin', '.mcp.json', '.lsp.json']) dirs.add(sub);
      for (const key of ['commands', 'agents', 'skills', 'hooks', 'mcpServers'] as const) {
        for (const p of fieldPaths('', (entry.data as Json)[key])) if (p) dirs.add(p);
      }
    }
  }
  return [...dirs].sort();
}

export type { NotListed, Candidate };
