/**
 * Pure: what installing a component sets up to run on the user's machine,
 * decided from exactly what the catalog publishes (`{content, files}` of
 * /component-content/…). The site's "runs code" panel and the installer's
 * prompt both call executablesOf, so they can never disagree about what runs
 * (a test compares them for every component of the built catalog).
 *
 * Found, in any file of the component:
 * - hooks (a hook component; `hooks` in any JSON file such as settings,
 *   hooks/hooks.json or plugin.json; `hooks` in Markdown frontmatter, which
 *   Claude Code reads for agents, skills and commands);
 * - MCP servers (`mcpServers` in JSON or frontmatter) and LSP servers (a
 *   plugin's `.lsp.json` or `lspServers`), with env and header names, never values;
 * - settings that run a command (statusLine, apiKeyHelper, …) and top-level
 *   `*Command` keys (devcontainer.json's postCreateCommand, …);
 * - Dockerfile RUN/ENTRYPOINT/CMD lines, and every script shipped (by
 *   extension or a `#!` first line), skills included;
 * - a hook's supporting files, and every file a sandbox writes.
 *
 * Every piece of text taken from the component is shown with control and
 * bidirectional characters escaped, so a hostile command cannot rewrite the
 * terminal line of the installer's prompt or hide itself on the page.
 */
import { readFrontmatter, splitFrontmatter } from './frontmatter.ts';
import type { Kind } from './kinds.ts';
import { visible } from '../text/visible.ts';

type Json = Record<string, unknown>;

export interface PublishedContent {
  content: string;
  files?: Record<string, string>;
}

export interface Executables {
  /** One line per thing that runs, in a stable order (files by path). */
  lines: string[];
  /** JSON files that could not be read (the build warns about them). */
  unreadable: string[];
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);


const str = (value: unknown): string => visible(typeof value === 'string' ? value : JSON.stringify(value) ?? String(value));

/** Env and header names are shown; their values (tokens) never are. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => ((k === 'env' || k === 'headers') && isObject(v) ? [k, Object.fromEntries(Object.keys(v).map((n) => [n, '…']))] : [k, redact(v)])),
  );
}

/** `label: command args… | url (env: A, B) (headers: C)`. */
function describeCommand(label: string, entry: Json): string {
  const parts: string[] = [`${label}:`];
  if (entry.command !== undefined) parts.push(str(entry.command));
  if (Array.isArray(entry.args)) parts.push(...entry.args.map(str));
  if (entry.url !== undefined) parts.push(str(entry.url));
  if (parts.length === 1) parts.push(entry.type === undefined ? '(no command)' : `${str(entry.type)} hook`);
  let line = parts.join(' ');
  if (isObject(entry.env) && Object.keys(entry.env).length) line += ` (env: ${Object.keys(entry.env).map(visible).join(', ')})`;
  if (isObject(entry.headers) && Object.keys(entry.headers).length) line += ` (headers: ${Object.keys(entry.headers).map(visible).join(', ')})`;
  return line;
}

function hookLines(hooks: Json, where: string): string[] {
  const lines: string[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    for (const group of groups) {
      if (!isObject(group) || !Array.isArray(group.hooks)) continue;
      const matcher = typeof group.matcher === 'string' && group.matcher ? ` [${visible(group.matcher)}]` : '';
      for (const hook of group.hooks) if (isObject(hook)) lines.push(describeCommand(`${where}hook ${visible(event)}${matcher}`, hook));
    }
  }
  return lines;
}

function serverLines(servers: Json, where: string, label: string): string[] {
  return Object.entries(servers).map(([name, s]) => describeCommand(`${where}${label} ${visible(name)}`, isObject(s) ? s : {}));
}

/** Claude Code settings whose value is a command it runs (a string, or `{type: 'command', command}`). */
const COMMAND_SETTINGS = ['apiKeyHelper', 'awsAuthRefresh', 'awsCredentialExport', 'otelHeadersHelper', 'statusLine', 'subagentStatusLine', 'fileSuggestion'];

/**
 * Environment variables that make every shell or runtime Claude Code starts
 * load code (BASH_ENV is sourced by each non-interactive bash): listed first.
 */
const CODE_LOADING_ENV = ['BASH_ENV', 'ENV', 'NODE_OPTIONS', 'LD_PRELOAD', 'LD_LIBRARY_PATH', 'LD_AUDIT', 'DYLD_INSERT_LIBRARIES', 'PYTHONSTARTUP', 'PYTHONPATH', 'PERL5OPT', 'RUBYOPT', 'PROMPT_COMMAND', 'GIT_SSH_COMMAND', 'SHELL'];

/** A settings file's `env`: set for every command Claude Code runs, so shown as code that runs (names only). */
function envLines(env: Json, where: string): string[] {
  const names = Object.keys(env);
  const loading = names.filter((n) => CODE_LOADING_ENV.includes(n.toUpperCase())).sort((a, b) => CODE_LOADING_ENV.indexOf(a.toUpperCase()) - CODE_LOADING_ENV.indexOf(b.toUpperCase()));
  const rest = names.filter((n) => !loading.includes(n));
  const lines: string[] = [];
  if (loading.length) lines.push(`${where}env ${loading.map(visible).join(', ')}: loads code into every command Claude Code runs`);
  if (rest.length) lines.push(`${where}env ${rest.map(visible).join(', ')}: set for every command Claude Code runs`);
  return lines;
}

/** Claude Code's settings files, whose `env` applies to every command it runs. */
const SETTINGS_JSON = /(^|\/)settings(\.local)?\.json$/;

/** What one JSON document (settings, plugin.json, .mcp.json, devcontainer.json, …) runs; `path` is '' for a settings component. */
function jsonLines(doc: Json, where: string, path: string): string[] {
  const lines: string[] = [];
  if ((path === '' || SETTINGS_JSON.test(path)) && isObject(doc.env)) lines.push(...envLines(doc.env, where));
  if (isObject(doc.hooks)) lines.push(...hookLines(doc.hooks, where));
  if (isObject(doc.mcpServers)) lines.push(...serverLines(doc.mcpServers, where, 'MCP server'));
  if (isObject(doc.lspServers)) lines.push(...serverLines(doc.lspServers, where, 'LSP server'));
  if (/(^|\/)\.lsp\.json$/.test(path)) lines.push(...serverLines(doc, where, 'LSP server'));
  for (const key of COMMAND_SETTINGS) {
    const value = doc[key];
    if (typeof value === 'string') lines.push(`${where}${key}: ${visible(value)}`);
    else if (isObject(value) && value.command !== undefined) lines.push(`${where}${key}: ${str(value.command)}`);
  }
  for (const [key, value] of Object.entries(doc)) {
    if (/command$/i.test(key) && (typeof value === 'string' || Array.isArray(value) || isObject(value))) {
      lines.push(`${where}${visible(key)}: ${visible(JSON.stringify(redact(value)))}`);
    }
  }
  return lines;
}

/** Hooks and MCP servers declared in Markdown frontmatter (agents, skills, commands). */
function frontmatterLines(text: string, where: string): string[] {
  // Most Markdown declares neither: skip the YAML parse unless a top-level key could be one.
  const { yaml } = splitFrontmatter(text);
  if (yaml === undefined || !/^["']?(?:hooks|mcpServers)["']?\s*:/m.test(yaml)) return [];
  const { data } = readFrontmatter(text);
  const lines: string[] = [];
  if (isObject(data.hooks)) lines.push(...hookLines(data.hooks, where));
  if (isObject(data.mcpServers)) lines.push(...serverLines(data.mcpServers, where, 'MCP server'));
  return lines;
}

const SCRIPT_EXTENSION = /\.(?:sh|bash|zsh|fish|ksh|py|pyw|js|mjs|cjs|ts|mts|cts|rb|pl|php|lua|ps1|psm1|bat|cmd)$/i;
const CONTAINER_FILE = /(^|\/)(Dockerfile|Containerfile)[^/]*$/;

/** Whether a shipped file is a script: by its extension or a `#!` first line. */
export function isScript(path: string, text: string): boolean {
  return SCRIPT_EXTENSION.test(path) || text.startsWith('#!');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Lines for one file of a directory component (or a hook's supporting file), prefixed with its path. */
function fileLines(path: string, text: string, unreadable: string[]): string[] {
  const where = `${visible(path)}: `;
  if (/\.json$/i.test(path)) {
    const parsed = parseJson(text);
    if (!parsed.ok) unreadable.push(path);
    else if (isObject(parsed.value)) return jsonLines(parsed.value, where, path);
    return [];
  }
  if (/\.(?:md|markdown)$/i.test(path)) return frontmatterLines(text, where);
  if (CONTAINER_FILE.test(path)) {
    return text.split('\n').filter((line) => /^\s*(RUN|ENTRYPOINT|CMD)\s/i.test(line)).map((line) => `${where}${visible(line.trim())}`);
  }
  if (isScript(path, text)) return [`${where}script`];
  return [];
}

/** Files the installer merges instead of writing (templates and sandbox, at the project root). */
const MERGED_AT_ROOT = new Set(['.claude/settings.json', '.mcp.json']);

/** What installing this component sets up to run. */
export function executablesOf(kind: Pick<Kind, 'type' | 'layout'> & { entry?: string }, published: PublishedContent): Executables {
  const unreadable: string[] = [];
  const lines: string[] = [];
  const { content, files } = published;

  if (kind.layout === 'dir') {
    const all = files && Object.keys(files).length ? files : { [kind.entry ?? 'README.md']: content };
    const paths = Object.keys(all).sort();
    for (const path of paths) lines.push(...fileLines(path, all[path]!, unreadable));
    if (kind.type === 'sandbox') {
      for (const path of paths) if (path !== 'README.md' && !MERGED_AT_ROOT.has(path)) lines.push(`writes ${visible(path)}`);
    }
    return { lines, unreadable };
  }

  if (kind.type === 'agents' || kind.type === 'commands' || kind.type === 'loops') return { lines: frontmatterLines(content, ''), unreadable };

  const parsed = parseJson(content);
  if (!parsed.ok || !isObject(parsed.value)) return { lines, unreadable: parsed.ok ? unreadable : ['(entry)'] };
  const doc = parsed.value;
  if (kind.type === 'mcps') {
    // The component's whole point is its servers: `mcpServers`, nothing else, is merged.
    if (isObject(doc.mcpServers)) lines.push(...serverLines(doc.mcpServers, '', 'MCP server'));
  } else if (kind.type === 'hooks') {
    if (isObject(doc.hooks)) lines.push(...hookLines(doc.hooks, ''));
    for (const file of Array.isArray(doc.supportingFiles) ? doc.supportingFiles : []) {
      if (!isObject(file)) continue;
      lines.push(`${str(file.destination)}: ${file.executable === true ? 'executable script' : 'file used by the hooks'}`);
    }
  } else {
    // settings: everything in it is merged into .claude/settings.json.
    lines.push(...jsonLines(doc, '', ''));
  }
  return { lines, unreadable };
}
