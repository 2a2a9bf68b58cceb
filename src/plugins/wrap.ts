/**
 * Pure: what a plugin holds. One component in (exactly what the catalog
 * publishes: `{content, files}` plus its identity and description), one plugin
 * directory out, as a sorted list of files, or the reason this component
 * cannot be a plugin. The build's zips, the site's marketplace and
 * `toolshed plugins` all call wrapComponent, so they cannot differ.
 *
 * Per kind (checked with Claude Code 2.1.330; the table is in docs/plugins.md):
 * agent `agents/{name}.md`; command and loop `commands/{name}.md`; skill
 * `skills/{name}/…`; hook: its `hooks` inline in plugin.json, its scripts under
 * `scripts/` (hook-scripts.ts); MCP servers inline in plugin.json; mod: its own
 * plugin directory, renamed; a setting only when all it holds is `hooks`.
 * Sandbox, templates and other settings stay with `npx toolshed`.
 */
import { contentDigest } from '../catalog/digest.ts';
import { isScript } from '../catalog/executables.ts';
import { CATALOG_METADATA_KEYS } from '../catalog/installed-content.ts';
import type { ComponentType, Kind } from '../catalog/kinds.ts';
import { shortDescription } from '../catalog/listing.ts';
import { visible } from '../text/visible.ts';
import { rewriteHooks, scriptPath, type SupportingFile } from './hook-scripts.ts';
import { formatJson, isObject, parseObject, type Json } from './json.ts';
import { pluginName } from './names.ts';
import { ownValue } from '../text/records.ts';

/** A component as the catalog publishes it. */
export interface PluginSource {
  kind: Pick<Kind, 'type' | 'singular'>;
  category: string;
  name: string;
  description: string;
  metadata?: { author?: string; license?: string; keywords?: string[]; version?: string };
  content: string;
  files?: Record<string, string>;
}

export interface PluginFile {
  /** Relative, forward slashes. */
  path: string;
  text: string;
  executable: boolean;
}

export interface PluginTree {
  name: string;
  version: string;
  /** One line, display-safe (the client shows it in its terminal). */
  description: string;
  /** Every file, `.claude-plugin/plugin.json` included, sorted by path. */
  files: PluginFile[];
}

export type WrapResult = { ok: true; plugin: PluginTree } | { ok: false; reason: string };

export interface WrapOptions {
  /** The author named when the component names none (`claude plugin validate --strict` wants one): the marketplace's owner. */
  owner: string;
  /** The component's page, written as `homepage`. */
  homepage?: string;
}

/** Plugin manifest path inside every plugin. */
export const MANIFEST = '.claude-plugin/plugin.json';

/** Why a kind, as a kind, is not a plugin (settings are decided per component). */
const NOT_PLUGGABLE: Partial<Record<ComponentType, string>> = {
  sandbox: 'a sandbox writes files into the project (a devcontainer, a Dockerfile), which a plugin cannot do',
  templates: 'a template writes project files (CLAUDE.md, .claude/settings.json) that a plugin cannot carry',
};

interface Parts {
  files: PluginFile[];
  manifest: Json;
}

type Built = Parts | { reason: string };

const file = (path: string, text: string, executable = false): PluginFile => ({ path, text, executable: executable || isScript(path, text) });

const NOT_JSON = { reason: 'its content is not a JSON object' };

function hooksPlugin(c: PluginSource, doc: Json): Built {
  if (!isObject(doc.hooks)) return { reason: 'it has no hooks object' };
  const supporting = (Array.isArray(doc.supportingFiles) ? doc.supportingFiles : []) as SupportingFile[];
  const files: PluginFile[] = [];
  const places = new Map<string, string>();
  for (const s of supporting) {
    const text = ownValue(c.files, s.source);
    if (typeof s.source !== 'string' || typeof s.destination !== 'string' || text === undefined) {
      return { reason: `supporting file ${JSON.stringify(s.source)} is not in what the catalog publishes` };
    }
    const path = scriptPath(s.destination);
    if (places.has(path)) return { reason: `two supporting files would both go to ${path}` };
    places.set(path, s.source);
    files.push(file(path, text, s.executable === true));
  }
  return { files, manifest: { hooks: rewriteHooks(doc.hooks, supporting).hooks } };
}

/** What each pluggable kind becomes; a kind without an entry is not pluggable. */
const BUILDERS: Partial<Record<ComponentType, (c: PluginSource) => Built>> = {
  agents: (c) => ({ files: [file(`agents/${c.name}.md`, c.content)], manifest: {} }),
  commands: (c) => ({ files: [file(`commands/${c.name}.md`, c.content)], manifest: {} }),
  // A loop is a slash command the user runs with `/loop <interval> /<plugin>:<name>`.
  loops: (c) => ({ files: [file(`commands/${c.name}.md`, c.content)], manifest: {} }),
  skills: (c) => {
    const files = c.files && Object.keys(c.files).length ? c.files : { 'SKILL.md': c.content };
    return { files: Object.entries(files).map(([p, t]) => file(`skills/${c.name}/${p}`, t)), manifest: {} };
  },
  hooks: (c) => {
    const doc = parseObject(c.content);
    return doc ? hooksPlugin(c, doc) : NOT_JSON;
  },
  mcps: (c) => {
    const doc = parseObject(c.content);
    if (!doc) return NOT_JSON;
    if (!isObject(doc.mcpServers) || !Object.keys(doc.mcpServers).length) return { reason: 'it has no MCP servers' };
    // The per-server `description` is the catalog's, not the client's (the installer drops it too).
    const servers = Object.fromEntries(
      Object.entries(doc.mcpServers).map(([n, s]) => [n, isObject(s) ? Object.fromEntries(Object.entries(s).filter(([k]) => k !== 'description')) : s]),
    );
    return { files: [], manifest: { mcpServers: servers } };
  },
  settings: (c) => {
    const doc = parseObject(c.content);
    if (!doc) return NOT_JSON;
    const applied = Object.keys(doc).filter((k) => k !== 'description' && k !== '$schema' && !CATALOG_METADATA_KEYS.has(k));
    const other = applied.filter((k) => k !== 'hooks');
    if (other.length || !applied.length) {
      return { reason: `a plugin cannot carry ${other.length ? other.join(', ') : 'these settings'} (Claude Code drops them from a plugin without a warning)` };
    }
    return hooksPlugin(c, { hooks: doc.hooks });
  },
  mods: (c) => {
    const files = c.files ?? { [MANIFEST]: c.content };
    const own = parseObject(files[MANIFEST] ?? '');
    if (!own) return { reason: `its ${MANIFEST} is not a JSON object` };
    const { name: _name, version: _version, ...rest } = own;
    return { files: Object.entries(files).filter(([p]) => p !== MANIFEST).map(([p, t]) => file(p, t)), manifest: rest };
  },
};

/** The kinds that can (or, for settings, may) be plugins: the ones a catalog reader must fetch. */
export const PLUGGABLE_TYPES = Object.keys(BUILDERS) as ComponentType[];

/** `x.y.z` from the component's own version when it is one, `0.0.0` otherwise. */
function baseVersion(version: string | undefined): string {
  return version && /^\d+\.\d+\.\d+$/.test(version) ? version : '0.0.0';
}

/**
 * Wrap one component as a plugin. The version is `{x.y.z}-h{12 hex}`: the hex
 * is the digest of every file of the plugin (its plugin.json without the
 * version), so it changes exactly when what the client installs changes.
 */
export function wrapComponent(c: PluginSource, options: WrapOptions): WrapResult {
  const build = BUILDERS[c.kind.type];
  if (!build) return { ok: false, reason: NOT_PLUGGABLE[c.kind.type] ?? `${c.kind.type} are not plugins` };
  const built = build(c);
  if ('reason' in built) return { ok: false, reason: built.reason };

  const name = pluginName(c.kind.singular, c.category, c.name);
  const description = visible(shortDescription(c.description || `${c.kind.singular} ${c.category}/${c.name}`));
  const meta = c.metadata ?? {};
  // The catalog's identity decides name and version, whatever a mod's own plugin.json says.
  const { name: _n, version: _v, ...own } = built.manifest;
  const author = isObject(own.author) && typeof own.author.name === 'string' ? own.author : { name: typeof own.author === 'string' ? own.author : (meta.author ?? options.owner) };
  const rest: Json = {
    description,
    ...(options.homepage ? { homepage: options.homepage } : {}),
    ...(meta.license ? { license: meta.license } : {}),
    ...(meta.keywords?.length ? { keywords: meta.keywords } : {}),
    ...own,
    author,
  };
  const unversioned = [...built.files, file(MANIFEST, formatJson({ name, ...rest }))];
  const digest = contentDigest({ content: '', files: Object.fromEntries(unversioned.map((f) => [f.path, `${f.executable ? 'x' : '-'}${f.text}`])) });
  const version = `${baseVersion(meta.version)}-h${digest.slice(0, 12)}`;
  const files = [...built.files, file(MANIFEST, formatJson({ name, version, ...rest }))].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { ok: true, plugin: { name, version, description, files } };
}
