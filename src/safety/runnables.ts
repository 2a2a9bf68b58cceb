/**
 * Pure: the one extraction of what installing a component sets up to run on
 * the user's machine, decided from exactly what the catalog publishes
 * (`{content, files}` of /component-content/…). The safety analyzer judges
 * these runnables, and src/catalog/executables.ts shows their lines on the
 * site's "runs code" panel and in the installer's prompt, so the three can
 * never disagree about what runs.
 *
 * Found, in any file of the component:
 * - hooks (a hook component; `hooks` in any JSON file such as settings,
 *   hooks/hooks.json or plugin.json; `hooks` in Markdown frontmatter, which
 *   Claude Code reads for agents, skills and commands: every frontmatter
 *   block is parsed whole, in every reading, see frontmatterReadings);
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
import { frontmatterReadings } from '../text/frontmatter.ts';
import { visible } from '../text/visible.ts';

type Json = Record<string, unknown>;

export interface PublishedContent {
  content: string;
  files?: Record<string, string>;
}

/** One thing that runs, as found (the analyzer's input) and as shown (`line`). */
export interface Runnable {
  /** The file it was found in; '' for a single-file component's entry (`content`). */
  file: string;
  what: 'hook' | 'mcp' | 'lsp' | 'setting' | 'command-key' | 'container' | 'script' | 'supporting' | 'writes';
  /** The line executablesOf shows. */
  line: string;
  /** Raw text a shell (or the client) runs: a command with its args, a URL, a Dockerfile line. */
  command?: string;
  /** Hooks: where they fire. */
  event?: string;
  matcher?: string;
  /** Hooks: `command`, `prompt`, `agent`, `http`, … */
  type?: string;
  /** MCP and LSP servers: the name; servers and hooks: the raw entry (env and header values included: never shown). */
  name?: string;
  entry?: Json;
}

export interface Extraction {
  runnables: Runnable[];
  unreadable: string[];
  /** Every JSON document that parsed, by file ('' for the entry). */
  json: Map<string, unknown>;
  /** Every frontmatter reading of each Markdown file that has one, by file. */
  frontmatter: Map<string, Json[]>;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string => visible(typeof value === 'string' ? value : JSON.stringify(value) ?? String(value));
const raw = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? String(value));

/** Env and header names are shown; their values (tokens) never are. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => ((k === 'env' || k === 'headers') && isObject(v) ? [k, Object.fromEntries(Object.keys(v).map((n) => [n, '…']))] : [k, redact(v)])),
  );
}

/** The command line an entry runs, raw: command and args, or its URL. */
function commandOf(entry: Json): string | undefined {
  const parts: string[] = [];
  if (entry.command !== undefined) parts.push(raw(entry.command));
  if (Array.isArray(entry.args)) parts.push(...entry.args.map(raw));
  if (entry.url !== undefined) parts.push(raw(entry.url));
  return parts.length ? parts.join(' ') : undefined;
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

function hookRunnables(hooks: Json, file: string, where: string): Runnable[] {
  const found: Runnable[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    for (const group of groups) {
      if (!isObject(group) || !Array.isArray(group.hooks)) continue;
      const matcher = typeof group.matcher === 'string' ? group.matcher : '';
      const shown = matcher ? ` [${visible(matcher)}]` : '';
      for (const hook of group.hooks) {
        if (!isObject(hook)) continue;
        const command = commandOf(hook) ?? (typeof hook.prompt === 'string' ? hook.prompt : undefined);
        found.push({
          file,
          what: 'hook',
          line: describeCommand(`${where}hook ${visible(event)}${shown}`, hook),
          ...(command !== undefined ? { command } : {}),
          event,
          matcher,
          type: typeof hook.type === 'string' ? hook.type : 'command',
          entry: hook,
        });
      }
    }
  }
  return found;
}

function serverRunnables(servers: Json, file: string, where: string, what: 'mcp' | 'lsp'): Runnable[] {
  return Object.entries(servers).flatMap(([name, s]): Runnable[] => {
    const entry = isObject(s) ? s : {};
    const command = commandOf(entry);
    const label = `${where}${what === 'mcp' ? 'MCP' : 'LSP'} server ${visible(name)}`;
    const server: Runnable = { file, what, line: describeCommand(label, entry), ...(command !== undefined ? { command } : {}), name, entry };
    // A remote server's headersHelper is a command Claude Code runs on this machine for its headers.
    const helper = entry.headersHelper;
    return typeof helper === 'string' ? [server, { file, what: 'setting', line: `${label} headersHelper: ${visible(helper)}`, command: helper, name: 'headersHelper' }] : [server];
  });
}

/** Claude Code settings whose value is a command it runs (a string, or `{type: 'command', command}`). */
const COMMAND_SETTINGS = ['apiKeyHelper', 'awsAuthRefresh', 'awsCredentialExport', 'otelHeadersHelper', 'statusLine', 'subagentStatusLine', 'fileSuggestion'];

/**
 * Environment variables that make every shell or runtime Claude Code starts
 * load code (BASH_ENV is sourced by each non-interactive bash; NODE_OPTIONS
 * can `--require` a file; PATH decides which program a name runs), in the
 * order they are listed. The one list: the safety rule `env-injection`
 * (settings.ts) reads it from here.
 */
const CODE_LOADING_ENV: RegExp[] = [
  /^BASH_ENV$/, /^ENV$/, /^NODE_OPTIONS$/, /^LD_PRELOAD$/, /^LD_LIBRARY_PATH$/, /^LD_AUDIT$/, /^DYLD_\w+$/, /^PYTHONSTARTUP$/, /^PYTHONPATH$/, /^PYTHONHOME$/,
  /^PYTHONINSPECT$/, /^PERL5OPT$/, /^PERL5LIB$/, /^RUBYOPT$/, /^RUBYLIB$/, /^NODE_PATH$/, /^JAVA_TOOL_OPTIONS$/, /^_JAVA_OPTIONS$/, /^PROMPT_COMMAND$/, /^ZDOTDIR$/,
  /^GIT_SSH_COMMAND$/, /^GIT_SSH$/, /^GIT_EXEC_PATH$/, /^GIT_CONFIG_GLOBAL$/, /^GIT_ASKPASS$/, /^SSH_ASKPASS$/, /^EDITOR$/, /^VISUAL$/, /^PAGER$/, /^GIT_PAGER$/, /^SHELL$/, /^PATH$/,
  // Names whose value a shell or program reads as more than a string (a prompt it expands, git settings it
  // applies, a function it defines): environment.ts judges their values.
  /^SHELLOPTS$/, /^BASHOPTS$/, /^PS[0124]$/, /^BASH_FUNC_.+$/, /^GIT_CONFIG_COUNT$/, /^GIT_CONFIG_KEY_\d+$/, /^GIT_CONFIG_VALUE_\d+$/, /^GIT_CONFIG_PARAMETERS$/,
  /^GIT_CONFIG$/, /^GIT_CONFIG_SYSTEM$/, /^GIT_EXTERNAL_DIFF$/, /^GIT_PROXY_COMMAND$/, /^GIT_EDITOR$/, /^GIT_SEQUENCE_EDITOR$/, /^GIT_TEMPLATE_DIR$/, /^JDK_JAVA_OPTIONS$/,
  /^LUA_INIT(?:_5_\d)?$/, /^PYTHONBREAKPOINT$/, /^PERL5DB$/, /^GCONV_PATH$/,
];
/** Environment variables that send Claude Code's or a tool's traffic (and the keys with it) somewhere else, or trust another certificate or package index. */
const REDIRECTING_ENV = /^(?:ANTHROPIC_(?:BEDROCK_|VERTEX_)?BASE_URL|HTTPS?_PROXY|ALL_PROXY|NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|REQUESTS_CA_BUNDLE|CURL_CA_BUNDLE|NPM_CONFIG_\w+|PIP_INDEX_URL|PIP_EXTRA_INDEX_URL|UV_INDEX_URL|UV_EXTRA_INDEX_URL)$/;

/** What setting an environment variable for every command does beyond setting it: load code, or send traffic elsewhere. */
export function envEffect(name: string): 'loads-code' | 'redirects' | undefined {
  const upper = name.toUpperCase();
  if (CODE_LOADING_ENV.some((p) => p.test(upper))) return 'loads-code';
  return REDIRECTING_ENV.test(upper) ? 'redirects' : undefined;
}

/** A settings file's `env`: set for every command Claude Code runs, so shown as code that runs (names only, never values). */
function envRunnables(env: Json, file: string, where: string): Runnable[] {
  const names = Object.keys(env);
  const rank = (n: string) => CODE_LOADING_ENV.findIndex((p) => p.test(n.toUpperCase()));
  const loading = names.filter((n) => envEffect(n) === 'loads-code').sort((a, b) => rank(a) - rank(b));
  const redirecting = names.filter((n) => envEffect(n) === 'redirects');
  const rest = names.filter((n) => envEffect(n) === undefined);
  const found: Runnable[] = [];
  if (loading.length) found.push({ file, what: 'setting', name: 'env', line: `${where}env ${loading.map(visible).join(', ')}: loads code into every command Claude Code runs` });
  if (rest.length) found.push({ file, what: 'setting', name: 'env', line: `${where}env ${rest.map(visible).join(', ')}: set for every command Claude Code runs` });
  if (redirecting.length) found.push({ file, what: 'setting', name: 'env', line: `${where}env ${redirecting.map(visible).join(', ')}: sends the traffic of every command Claude Code runs elsewhere` });
  return found;
}

/** Claude Code's settings files, whose `env` applies to every command it runs. */
const SETTINGS_JSON = /(^|\/)settings(\.local)?\.json$/;

/** Whether a JSON file is Claude Code settings (`file` '' is a settings component's entry). */
export function isSettingsFile(file: string): boolean {
  return file === '' || SETTINGS_JSON.test(file);
}

/** What one JSON document (settings, plugin.json, .mcp.json, devcontainer.json, …) runs; `file` is '' for a settings component. */
function jsonRunnables(doc: Json, file: string, where: string): Runnable[] {
  const found: Runnable[] = [];
  if (isSettingsFile(file) && isObject(doc.env)) found.push(...envRunnables(doc.env, file, where));
  if (isObject(doc.hooks)) found.push(...hookRunnables(doc.hooks, file, where));
  if (isObject(doc.mcpServers)) found.push(...serverRunnables(doc.mcpServers, file, where, 'mcp'));
  if (isObject(doc.lspServers)) found.push(...serverRunnables(doc.lspServers, file, where, 'lsp'));
  if (/(^|\/)\.lsp\.json$/.test(file)) found.push(...serverRunnables(doc, file, where, 'lsp'));
  for (const key of COMMAND_SETTINGS) {
    const value = doc[key];
    if (typeof value === 'string') found.push({ file, what: 'setting', line: `${where}${key}: ${visible(value)}`, command: value, name: key });
    else if (isObject(value) && value.command !== undefined) {
      found.push({ file, what: 'setting', line: `${where}${key}: ${str(value.command)}`, command: raw(value.command), name: key });
    }
  }
  for (const [key, value] of Object.entries(doc)) {
    if (/command$/i.test(key) && (typeof value === 'string' || Array.isArray(value) || isObject(value))) {
      const command = typeof value === 'string' ? value : Array.isArray(value) ? value.map(raw).join(' ') : Object.values(value).map(raw).join('\n');
      found.push({ file, what: 'command-key', line: `${where}${visible(key)}: ${visible(JSON.stringify(redact(value)))}`, command, name: key });
    }
  }
  return found;
}

/** Hooks and MCP servers declared in Markdown frontmatter (agents, skills, commands), in every reading. */
function frontmatterRunnables(readings: Json[], file: string, where: string): Runnable[] {
  const found: Runnable[] = [];
  const seen = new Set<string>();
  for (const data of readings) {
    const more = [
      ...(isObject(data.hooks) ? hookRunnables(data.hooks, file, where) : []),
      ...(isObject(data.mcpServers) ? serverRunnables(data.mcpServers, file, where, 'mcp') : []),
    ];
    for (const r of more) {
      const key = `${r.line}\0${r.command ?? ''}`;
      if (!seen.has(key)) {
        seen.add(key);
        found.push(r);
      }
    }
  }
  return found;
}

const SCRIPT_EXTENSION = /\.(?:sh|bash|zsh|fish|ksh|py|pyw|js|mjs|cjs|ts|mts|cts|rb|pl|php|lua|ps1|psm1|bat|cmd|r)$/i;
/** `Dockerfile`, `Dockerfile.dev`, `e2b.Dockerfile`, `app.containerfile`: every name a build tool is pointed at. */
const CONTAINER_FILE = /(^|\/)(?:[^/]*\.)?(?:Dockerfile|Containerfile)(?:\.[^/]*)?$/i;
const MARKDOWN = /\.(?:md|markdown)$/i;

/** Whether a shipped file is a script: by its extension or a `#!` first line. */
export function isScript(path: string, text: string): boolean {
  return SCRIPT_EXTENSION.test(path) || text.startsWith('#!');
}

/** Whether a file is a Dockerfile or Containerfile. */
export function isContainerFile(path: string): boolean {
  return CONTAINER_FILE.test(path);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** What one file of a directory component (or a hook's supporting file) runs, prefixed with its path. */
function fileRunnables(path: string, text: string, out: Extraction): Runnable[] {
  const where = `${visible(path)}: `;
  if (/\.json$/i.test(path)) {
    const parsed = parseJson(text);
    if (!parsed.ok) out.unreadable.push(path);
    else {
      out.json.set(path, parsed.value);
      if (isObject(parsed.value)) return jsonRunnables(parsed.value, path, where);
    }
    return [];
  }
  if (MARKDOWN.test(path)) {
    const readings = frontmatterReadings(text);
    if (readings.length) out.frontmatter.set(path, readings);
    return frontmatterRunnables(readings, path, where);
  }
  if (CONTAINER_FILE.test(path)) {
    return text
      .split('\n')
      .filter((line) => /^\s*(RUN|ENTRYPOINT|CMD)\s/i.test(line))
      .map((line) => ({ file: path, what: 'container' as const, line: `${where}${visible(line.trim())}`, command: line.trim() }));
  }
  if (isScript(path, text)) return [{ file: path, what: 'script', line: `${where}script` }];
  return [];
}

/** Files the installer merges instead of writing (templates and sandbox, at the project root). */
const MERGED_AT_ROOT = new Set(['.claude/settings.json', '.mcp.json']);

/** What the extraction needs of a kind (src/catalog/kinds.ts): its type, layout and entry file. */
export interface KindLike {
  type: string;
  layout: 'file' | 'dir';
  entry?: string;
}

/** Every thing this component sets up to run, with what the analyzer needs to judge it. */
export function runnablesOf(kind: KindLike, published: PublishedContent): Extraction {
  const out: Extraction = { runnables: [], unreadable: [], json: new Map(), frontmatter: new Map() };
  const { content, files } = published;

  if (kind.layout === 'dir') {
    const all = files && Object.keys(files).length ? files : { [kind.entry ?? 'README.md']: content };
    const paths = Object.keys(all).sort();
    for (const path of paths) out.runnables.push(...fileRunnables(path, all[path]!, out));
    if (kind.type === 'sandbox') {
      for (const path of paths) {
        if (path !== 'README.md' && !MERGED_AT_ROOT.has(path)) out.runnables.push({ file: path, what: 'writes', line: `writes ${visible(path)}` });
      }
    }
    return out;
  }

  if (kind.type === 'agents' || kind.type === 'commands' || kind.type === 'loops') {
    const readings = frontmatterReadings(content);
    if (readings.length) out.frontmatter.set('', readings);
    out.runnables.push(...frontmatterRunnables(readings, '', ''));
    return out;
  }

  const parsed = parseJson(content);
  if (!parsed.ok) {
    out.unreadable.push('(entry)');
    return out;
  }
  out.json.set('', parsed.value);
  if (!isObject(parsed.value)) return out;
  const doc = parsed.value;
  if (kind.type === 'mcps') {
    // The component's whole point is its servers: `mcpServers`, nothing else, is merged.
    if (isObject(doc.mcpServers)) out.runnables.push(...serverRunnables(doc.mcpServers, '', '', 'mcp'));
  } else if (kind.type === 'hooks') {
    if (isObject(doc.hooks)) out.runnables.push(...hookRunnables(doc.hooks, '', ''));
    for (const file of Array.isArray(doc.supportingFiles) ? doc.supportingFiles : []) {
      if (!isObject(file)) continue;
      const line = `${str(file.destination)}: ${file.executable === true ? 'executable script' : 'file used by the hooks'}`;
      out.runnables.push({ file: typeof file.source === 'string' ? file.source : '', what: 'supporting', line, name: raw(file.destination) });
    }
  } else {
    // settings: everything in it is merged into .claude/settings.json.
    out.runnables.push(...jsonRunnables(doc, '', ''));
  }
  return out;
}
