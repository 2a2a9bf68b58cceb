/**
 * Pure: what leaves or runs through a component's configuration rather than
 * its code. MCP servers (`url`, `headers`, `args`, `env`), hooks of type
 * `http`, settings `env`:
 *
 * - a secret the client expands into a server's `url` or `headers` (Claude
 *   Code expands `${VAR}` and `${VAR:-default}` there and sends the result),
 *   into an `http` hook's `headers` (`$VAR`, `${VAR}`), or into a remote
 *   proxy's `--header` or URL argument (`npx mcp-remote https://… --header
 *   "Authorization: Bearer ${KEY}"`), or a key option beside an endpoint
 *   option (`--api-key ${KEY} --endpoint https://…`), sent to a host that is not its
 *   service's: `credential-exfiltration`, also when the host wears the
 *   service's name (`slack-mcp.teamsync.cc` for a Slack token: a service's
 *   own hosted servers live on its domains, providers.ts); to a host the
 *   table cannot place (a generic `API_KEY`, a host in a variable):
 *   `secret-to-network`;
 * - an `http` hook to another host: what its event posts there
 *   (`http-hook-data`, an advisory: a team's own audit service is use);
 * - a server's or the settings' environment that injects code or sends a
 *   client's requests to a stranger (environment.ts): `env-loads-code`,
 *   `credential-exfiltration`, and the commands such values hold as code
 *   units for the code rules.
 */
import type { Collector } from './analyze.ts';
import { envCommands, envDangers, sessionTelemetry } from './environment.ts';
import { encodedAddress } from './ir/hidden-address.ts';
import { hostsIn, isLocalHost, secretDestination } from './network.ts';
import { envEffect, type Runnable } from './runnables.ts';
import { isSecretName } from './secrets.ts';
import { evidence, lineOf } from './text.ts';
import { triggers } from './triggers.ts';
import type { CodeUnit, Scan } from './units.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** `${VAR}` and `${VAR:-default}`: what Claude Code expands in an MCP server's command, args, env, url and headers. */
const MCP_REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-[^}]*)?\}/g;
/** `$VAR` and `${VAR}`: what it expands in an http hook's headers (for the names `allowedEnvVars` lists). */
const HOOK_REFERENCE = /\$\{([A-Z_][A-Z0-9_]*)\}|\$([A-Z_][A-Z0-9_]*)/g;

const referencesIn = (text: string, pattern: RegExp): string[] => [...text.matchAll(pattern)].map((m) => (m[1] ?? m[2])!);

/** A value that carries a secret, with the names it reads. */
interface Carried {
  /** The text as written (to find its line and show it). */
  text: string;
  secrets: string[];
}

function carried(text: string, pattern: RegExp, env?: Json): Carried | undefined {
  const names = new Set<string>();
  for (const name of referencesIn(text, pattern)) {
    // `--header "Authorization:${AUTH}"` with `env: {AUTH: "Bearer ${KEY}"}`: the proxy expands AUTH from its
    // env, so what it sends is KEY (AUTH only carries it).
    const indirect = env?.[name];
    if (typeof indirect === 'string') for (const inner of referencesIn(indirect, MCP_REFERENCE)) if (isSecretName(inner)) names.add(inner);
    if (typeof indirect !== 'string' && isSecretName(name)) names.add(name);
  }
  return names.size ? { text, secrets: [...names] } : undefined;
}

/** Options of remote-proxy commands whose value is a header sent to the remote server. */
const HEADER_OPTION = /^(?:--header|-H|--headers|--auth-header)$/;
/** Options whose value is a key the server sends with its requests (`--api-key ${KEY}`). */
const KEY_OPTION = /^--(?:api-?key|apikey|key|token|api-?token|auth-?token|access-?token|secret|password)$/i;
/** Options whose URL is the API the server sends its requests to (`--endpoint https://…`), where such a key goes. */
const ENDPOINT_OPTION = /^--(?:endpoint|base-?url|api-?url|api-?base|api-?endpoint|server-?url|host|url)$/i;
/** Options whose URL is where a package comes from, not where data goes. */
const SOURCE_OPTION = /^(?:--from|--index-url|--extra-index-url|--registry|-p|--package|--with|-i)$/;

/** A stdio server's args: what secrets go to which URLs (headers of a proxy, or the URL itself). */
function argsLeaks(args: string[], env: Json | undefined): Array<{ carried: Carried; hosts: string[] }> {
  const urls: string[] = [];
  const headers: Carried[] = [];
  const keys: Carried[] = [];
  const endpoints: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const previous = args[i - 1] ?? '';
    if (/^(?:[a-z]+\+)?(?:https?|wss?):\/\//i.test(arg) && !SOURCE_OPTION.test(previous) && !/^git\+/i.test(arg)) urls.push(arg);
    const value = /^--header=(.*)$/.exec(arg)?.[1] ?? (HEADER_OPTION.test(previous) ? arg : undefined);
    if (value !== undefined) {
      const c = carried(value, MCP_REFERENCE, env);
      if (c) headers.push(c);
    }
    // `--api-key ${ANTHROPIC_API_KEY} --endpoint https://…`: the key goes with each request to that endpoint.
    const [option, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [previous, arg];
    if (KEY_OPTION.test(option)) {
      const c = carried(inline, MCP_REFERENCE, env);
      if (c) keys.push(c);
    }
    if (ENDPOINT_OPTION.test(option) && /^(?:https?|wss?):\/\//i.test(inline)) endpoints.push(inline);
  }
  const out: Array<{ carried: Carried; hosts: string[] }> = [];
  const proxyHosts = urls.flatMap((u) => hostsIn(u));
  for (const c of headers) out.push({ carried: c, hosts: proxyHosts });
  const endpointHosts = endpoints.flatMap((u) => hostsIn(u));
  if (endpointHosts.length) for (const c of keys) out.push({ carried: c, hosts: endpointHosts });
  for (const url of urls) {
    const c = carried(url, MCP_REFERENCE, env);
    if (c) out.push({ carried: c, hosts: hostsIn(url) });
  }
  return out;
}

/** Where a runnable's secrets go: [value carrying them, hosts it is sent to]. */
function leaksOf(r: Runnable): Array<{ carried: Carried; hosts: string[] }> {
  const entry = r.entry ?? {};
  const out: Array<{ carried: Carried; hosts: string[] }> = [];
  const url = typeof entry.url === 'string' ? entry.url : undefined;
  const headers = isObject(entry.headers) ? Object.values(entry.headers).filter((v): v is string => typeof v === 'string') : [];
  if (r.what === 'mcp' && url !== undefined) {
    const hosts = hostsIn(url);
    for (const value of [url, ...headers]) {
      const c = carried(value, MCP_REFERENCE);
      if (c) out.push({ carried: c, hosts });
    }
  } else if (r.what === 'mcp') {
    out.push(...argsLeaks(strings(entry.args), isObject(entry.env) ? entry.env : undefined));
  } else if (r.what === 'hook' && r.type === 'http' && url !== undefined) {
    const hosts = hostsIn(url);
    for (const value of [url, ...headers]) {
      const c = carried(value, HOOK_REFERENCE);
      if (c) out.push({ carried: c, hosts });
    }
  }
  return out;
}

function secretFindings(scan: Scan, collector: Collector, r: Runnable, textOf: Map<string, string>): void {
  const file = r.file === '' ? scan.entry : r.file;
  const text = textOf.get(file) ?? '';
  for (const { carried: c, hosts } of leaksOf(r)) {
    const remote = hosts.filter((h) => !isLocalHost(h));
    if (hosts.length > 0 && remote.length === 0) continue;
    const verdicts = c.secrets.flatMap((name) => (remote.length ? remote.map((h) => secretDestination(name, h)) : ['unknown' as const]));
    const rule = verdicts.includes('foreign') ? 'credential-exfiltration' : verdicts.includes('unknown') ? 'secret-to-network' : undefined;
    if (!rule) continue;
    const where = remote.length ? remote.join(', ') : 'a host held in a variable';
    collector.add(rule, file, lineOf(text, c.text), evidence(`${c.secrets.join(', ')} sent to ${where}: ${c.text}`), true);
  }
  if (r.what === 'hook' && r.type === 'http' && typeof r.entry?.url === 'string') {
    const remote = hostsIn(r.entry.url).filter((h) => !isLocalHost(h));
    for (const h of remote) collector.network.add(h);
    if (remote.length) collector.add('http-hook-data', file, lineOf(text, r.entry.url), evidence(`${sentBy(r.event, r.matcher)} posted to ${remote.join(', ')}`), true);
  }
}

/** What Claude Code posts to an http hook: the event's input (the hooks reference), for tool events per call. */
const TOOL_INPUT: Record<string, string> = {
  PreToolUse: 'the input of',
  PostToolUse: 'the input and output of',
  PostToolUseFailure: 'the input and error of',
  PermissionRequest: 'the permission request of',
};
const EVENT_INPUT: Record<string, string> = { UserPromptSubmit: 'every prompt', UserPromptExpansion: 'every prompt', Notification: 'every notification' };

function sentBy(event: string | undefined, matcher: string | undefined): string {
  const tool = event === undefined ? undefined : TOOL_INPUT[event];
  if (tool) return `${tool} ${matcher === undefined || /^(?:\*|\.\*|)$/.test(matcher.trim()) ? 'every tool call' : `each ${matcher} call`}`;
  return (event === undefined ? undefined : EVENT_INPUT[event]) ?? `each ${event ?? 'hook'} event's input (session id, working folder, transcript path)`;
}

/** The line of an environment key in JSON (`"KEY"`) or YAML (`KEY:`). */
function keyLine(text: string, key: string): number {
  for (const needle of [`"${key}"`, `${key}:`, key]) {
    const at = text.indexOf(needle);
    if (at >= 0) return lineOf(text, needle);
  }
  return 1;
}

/** Every environment a component sets: [file, env] of settings files and of each server (with the server's command and arguments). */
function environments(scan: Scan): Array<{ file: string; env: Json; server: boolean; argv?: string[] }> {
  const found: Array<{ file: string; env: Json; server: boolean; argv?: string[] }> = [];
  const settingsFiles = new Set(scan.extraction.runnables.filter((r) => r.what === 'setting' && r.name === 'env').map((r) => r.file));
  for (const f of settingsFiles) {
    const doc = scan.extraction.json.get(f);
    if (isObject(doc) && isObject(doc.env)) found.push({ file: f === '' ? scan.entry : f, env: doc.env, server: false });
  }
  for (const r of scan.extraction.runnables) {
    if ((r.what === 'mcp' || r.what === 'lsp') && isObject(r.entry?.env)) {
      const argv = [r.entry.command, ...(Array.isArray(r.entry.args) ? r.entry.args : [])].filter((a): a is string => typeof a === 'string');
      found.push({ file: r.file === '' ? scan.entry : r.file, env: r.entry.env, server: true, argv });
    }
  }
  return found;
}

/** Shell code held in environment values (git commands, editors, substitutions): units for the code rules. */
export function environmentUnits(scan: Scan): CodeUnit[] {
  const textOf = new Map(scan.files.map((f) => [f.file, f.text]));
  const units: CodeUnit[] = [];
  for (const { file, env } of environments(scan)) {
    const text = textOf.get(file) ?? '';
    for (const { key, command } of envCommands(env)) units.push({ file, line: keyLine(text, key), text: command, lang: 'shell', inCode: true, whole: false, families: triggers(command) });
  }
  return units;
}

/** Secrets sent through server and hook configuration, and environments that inject code. */
export function surfaceFindings(scan: Scan, collector: Collector): void {
  const textOf = new Map(scan.files.map((f) => [f.file, f.text]));
  for (const r of scan.extraction.runnables) if (r.what === 'mcp' || (r.what === 'hook' && r.type === 'http')) secretFindings(scan, collector, r, textOf);
  // A path the component's own code names (`curl … -o /tmp/.env`, `cp x ~/.cache/env`), as written or with `~` for `$HOME`.
  const named = (path: string) => [path, path.replace(/^~(?=\/)/, '$HOME'), path.replace(/^\$\{?HOME\}?(?=\/)/, '~')].some((p) => scan.code.some((u) => u.inCode && u.text.includes(p)));
  for (const { file, env, server, argv } of environments(scan)) {
    const text = textOf.get(file) ?? '';
    // The folder a server's own program or script sits in (`<dir>/.venv/bin/python <dir>/server.py`, `PYTHONPATH=<dir>`): its
    // command line names it to run what is installed there, which fills nothing; the search path reaches the code the server is.
    const runsFrom = (path: string) => (argv ?? []).some((a) => a.startsWith(`${path.replace(/\/+$/, '')}/`));
    for (const d of envDangers(env, (path) => !runsFrom(path) && named(path), text)) collector.add(d.rule, file, keyLine(text, d.key), evidence(`${d.why}: ${d.key}=${String(env[d.key]).slice(0, 80)}`), true);
    // The session's prompts or tool inputs put into telemetry sent to another host: session data leaving, as an http hook's.
    const told = server ? undefined : sessionTelemetry(env);
    for (const h of told?.hosts ?? []) collector.network.add(h);
    if (told) collector.add('http-hook-data', file, keyLine(text, told.key), evidence(`${told.what.join(' and ')} sent as telemetry to ${told.hosts.join(', ')}`), true);
    // Settings env names are the settings rule's (analyze.ts); a server's are reported here.
    if (server) for (const key of Object.keys(env)) if (envEffect(key) !== undefined) collector.add('env-injection', file, keyLine(text, key), evidence(`${key} in a server's env`), true);
    // A server handed an address encoded in its environment (`"UPSTREAM": "aHR0cHM6…"`): hidden from the install prompt.
    for (const [key, value] of Object.entries(env)) {
      const hidden = server && typeof value === 'string' ? encodedAddress(value) : undefined;
      if (hidden) collector.add('hidden-destination', file, keyLine(text, key), evidence(`${key} is given encoded (${hidden.how}), it decodes to ${hidden.address}: an address hidden from whoever reads the component`), true);
    }
  }
}
