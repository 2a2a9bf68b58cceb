/**
 * Pure: what an environment a component sets makes other programs do, judged
 * by value. Settings `env` applies to every command Claude Code runs; an MCP
 * or LSP server's `env` to the server it starts. Names alone are the
 * `env-injection` advisory (runnables.ts keeps that list); here the values:
 *
 * - code injected into programs (`env-loads-code`, blocking): a preloaded
 *   library (`LD_PRELOAD`), a module or agent loaded from outside the project
 *   or from a URL (`NODE_OPTIONS=--require /tmp/x.js`, `--import data:…`,
 *   `JAVA_TOOL_OPTIONS=-javaagent:/…`), a loader's search path with a temporary
 *   folder, an address or a folder the component fills (`PYTHONPATH=/tmp/x`),
 *   a Node.js debugger open to other machines, a command value whose program
 *   sits in a temporary folder (`GIT_SSH=/tmp/x`), git settings that run a command
 *   (`GIT_CONFIG_KEY_0=core.fsmonitor`), a prompt or startup file name a
 *   shell expands with a command substitution (`PS4='$(…)'`, `BASH_ENV`), a
 *   function exported to every bash (`BASH_FUNC_git%%`), git's commands taken
 *   from another folder (`GIT_EXEC_PATH`);
 * - a startup file every bash or sh sources (`BASH_ENV`, `ENV`) kept in a
 *   temporary folder, or one the component's own code names (downloads or
 *   writes there), outside the project: its code runs before every command
 *   (`env-loads-code`); the user's own rc files stay the advisory;
 * - a client's or library's API address (`ANTHROPIC_BASE_URL`,
 *   `OPENAI_BASE_URL`, `*_API_BASE`, `*_ENDPOINT`) set to a host that is
 *   no known provider's (providers.ts) nor this machine: every request, its
 *   key and (for the client) every prompt go there
 *   (`credential-exfiltration`); another vendor's compatible endpoint or a
 *   gateway of the table (`api.deepseek.com/anthropic`, a Cloudflare or
 *   Helicone gateway) is a choice, not a leak;
 * - values that are commands (`GIT_SSH_COMMAND`, `PAGER`, a git alias's
 *   `!…`, what a `$(…)` holds): returned as shell code, which the code rules
 *   judge like any other command (a download piped to a shell blocks there).
 */

import { constantText } from './ir/types.ts';
import { program } from './ir/program.ts';
import { lowerShell } from './lang/shell.ts';
import { hostInDomains, hostsIn, isLocalHost } from './network.ts';
import { PROVIDERS, providerOf } from './providers.ts';

type Env = Record<string, unknown>;

export interface EnvDanger {
  /** env-loads-code, or credential-exfiltration for traffic opened to a stranger's proxy, tls-disabled for checks turned off. */
  rule: 'env-loads-code' | 'credential-exfiltration' | 'tls-disabled';
  /** The variable whose value does it. */
  key: string;
  /** What it does, for the evidence. */
  why: string;
}

export interface EnvCommand {
  key: string;
  /** Shell code the value makes a program run. */
  command: string;
}

const PRELOAD = /^(?:LD_PRELOAD|LD_AUDIT|DYLD_INSERT_LIBRARIES)$/;
/** Names whose values a shell expands (command substitutions included) before using them. */
const EXPANDED = /^(?:BASH_ENV|ENV|PS[0124])$/;
/** Startup files a non-interactive bash (`BASH_ENV`), a POSIX sh (`ENV`) or an interactive Python (`PYTHONSTARTUP`) runs before anything else. */
const STARTUP_FILE = /^(?:BASH_ENV|ENV|PYTHONSTARTUP)$/;
/** Folders anyone on the machine, or any download, can write to. */
export const TEMPORARY = /^["']?(?:\/tmp\/|\/var\/tmp\/|\/dev\/shm\/|\$\{?(?:TMPDIR|TMP|TEMP)\b)/;
/** Where a client or library sends its requests, with its key: `ANTHROPIC_BASE_URL`, `OPENAI_API_BASE`, `AZURE_OPENAI_ENDPOINT`. */
const API_ADDRESS = /_(?:BASE_URL|API_BASE(?:_URL)?|API_URL|API_ENDPOINT|ENDPOINT(?:_URL)?)$/;
/** Names whose value is a command a program runs. */
export const COMMAND_VALUE = /^(?:GIT_SSH_COMMAND|GIT_SSH|GIT_EXTERNAL_DIFF|GIT_PROXY_COMMAND|GIT_ASKPASS|SSH_ASKPASS|SUDO_ASKPASS|EDITOR|VISUAL|FCEDIT|PAGER|MANPAGER|GIT_PAGER|GIT_EDITOR|GIT_SEQUENCE_EDITOR|SYSTEMD_PAGER|SYSTEMD_EDITOR|BROWSER|LESSOPEN|LESSCLOSE|PROMPT_COMMAND)$/;
/** Prompt strings a shell expands before each prompt it shows: a command substitution in one runs each time. */
export const PROMPT_VALUE = /^PS[0124]$/;
/**
 * The shell code an assignment's value amounts to, for the shell front end to lower in place: a command value's
 * command (`LESSOPEN='|cmd %s'` after its pipe signs); a prompt string as the word the shell expands at each prompt,
 * so its substitutions are judged by what they run (`$(__git_branch)` of a prompt theme is no download run).
 */
export function valueCode(name: string, textOf: () => string): string | undefined {
  // The text is asked for only of these names: made for every assignment, it cost a copy of each value (megabytes
  // when a hostile script doubles one at every line).
  if (COMMAND_VALUE.test(name)) return textOf().replace(/^\s*\|+-?\s*/, '');
  return PROMPT_VALUE.test(name) ? `: "${textOf().replace(/"/g, '\\"')}"` : undefined;
}
/** Search paths a loader takes code from: libraries, modules, a Python's own library. */
const LOAD_PATH = /^(?:LD_LIBRARY_PATH|DYLD_LIBRARY_PATH|DYLD_FALLBACK_LIBRARY_PATH|DYLD_FRAMEWORK_PATH|PYTHONPATH|PYTHONHOME|PYTHONUSERBASE|NODE_PATH|PERL5LIB|PERLLIB|RUBYLIB|GEM_PATH|GEM_HOME|CLASSPATH|LUA_PATH|LUA_CPATH)$/;
/** A command value as the shell runs it: `LESSOPEN='|cmd %s'` is the command after its pipe signs. */
const commandOf = (upper: string, value: string) => (/^LESS(?:OPEN|CLOSE)$/.test(upper) ? value.replace(/^\s*\|+-?\s*/, '') : value);
/** Git settings whose value is a command, a hook folder or another config to load. */
const GIT_COMMAND_KEY =
  /^(?:core\.(?:fsmonitor|sshcommand|pager|editor|askpass|gitproxy|hookspath)|sequence\.editor|diff\.external|diff\.[^.]+\.(?:textconv|command)|merge\.[^.]+\.driver|filter\.[^.]+\.(?:clean|smudge|process)|credential(?:\..+)?\.helper|alias\..+|gpg(?:\.[^.]+)?\.program|uploadpack\.packobjectshook|pager\..+|include\.path|includeif\..+\.path|remote\..+\.(?:uploadpack|receivepack|vcs)|protocol\.ext\.allow|sendemail\..*cmd|(?:merge|diff)tool\..+\.cmd|web\.browser|browser\..+\.cmd)$/;

/** A path outside the project or a URL: `/…`, `~`, `$HOME`, `%APPDATA%`, `C:\`, `data:`, `https:`. */
const OUTSIDE = /^["']?(?:[a-z][\w+.-]*:(?!\\)|\/|~|\$\{?(?:HOME|TMPDIR|TMP|TEMP|USERPROFILE|APPDATA)\b|%\w+%|[A-Za-z]:\\)/i;
const SUBSTITUTION = /\$\(([^)]*)\)?|`([^`]*)`?/g;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** The variable passed through from the user's own environment (`"LD_PRELOAD": "${LD_PRELOAD}"`): nothing new. */
const passThrough = (key: string, value: string) => new RegExp(String.raw`^\$\{?${key.replace(/[^\w]/g, '')}(?::-)?\}?$`).test(value.trim());

/** The values of `--require x`, `-r=x`, `--import x`, `-javaagent:x` options in an options string. */
function optionValues(value: string, options: RegExp): string[] {
  const words = value.trim().split(/\s+/);
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const m = options.exec(words[i]!);
    if (!m) continue;
    const attached = m[1];
    if (attached) found.push(attached);
    else if (words[i + 1] !== undefined) found.push(words[++i]!);
  }
  return found;
}

/** Git settings an environment applies: `GIT_CONFIG_KEY_n`/`GIT_CONFIG_VALUE_n` pairs and `GIT_CONFIG_PARAMETERS`. */
export function gitSettings(env: Env): Array<{ key: string; valueKey: string; setting: string; value: string }> {
  const found: Array<{ key: string; valueKey: string; setting: string; value: string }> = [];
  for (const [name, raw] of Object.entries(env)) {
    const m = /^GIT_CONFIG_KEY_(\d+)$/i.exec(name);
    const setting = text(raw);
    const valueKey = `GIT_CONFIG_VALUE_${m?.[1]}`;
    if (m && setting !== undefined) found.push({ key: name, valueKey, setting: setting.toLowerCase(), value: text(env[valueKey]) ?? '' });
  }
  const params = text(env.GIT_CONFIG_PARAMETERS);
  if (params) {
    // `'key'='value'` (git 2.31 on) or the older `'key=value'`.
    for (const m of params.matchAll(/'([^'=]+)(?:'(?:='((?:[^']|'\\'')*)')?|=((?:[^']|'\\'')*)')/g)) found.push({ key: 'GIT_CONFIG_PARAMETERS', valueKey: 'GIT_CONFIG_PARAMETERS', setting: m[1]!.toLowerCase(), value: (m[2] ?? m[3] ?? '').replace(/'\\''/g, "'") });
  }
  return found;
}

/** Settings that name the one program git runs for them, and that program (`core.sshCommand` is the ssh git connects with). */
const OWN_PROGRAM: Record<string, RegExp> = { 'core.sshcommand': /^ssh$/, 'core.pager': /^(?:less|more|delta|diff-so-fancy|bat)$/, 'core.editor': /^(?:vim?|nvim|nano|emacs|code|subl|micro|hx)$/ };

/**
 * The setting's own program given only constant options, none of which runs a command of its own (ssh's
 * `ProxyCommand`, `LocalCommand`, `KnownHostsCommand`, `Match exec`): git runs what it would anyway
 * (`core.sshCommand = ssh -o ServerAliveInterval=30`). Read with the shell front end, as the value is shell code.
 */
function itsOwnProgram(setting: string, value: string): boolean {
  const own = OWN_PROGRAM[setting];
  if (!own) return false;
  const calls = lowerShell(value, { file: '', line: 1 }).nodes.filter((n) => n.kind === 'call');
  if (calls.length !== 1 || calls[0]!.kind !== 'call') return false;
  const { name, args } = program(calls[0]!);
  const texts = args.map(constantText);
  return name !== undefined && own.test(name) && texts.every((t) => t !== undefined && !/command|^match\b|exec/i.test(t));
}

/** Whether a git setting with this value runs something (`core.fsmonitor=true` and a plain alias do not). */
function gitRuns(setting: string, value: string): boolean {
  if (!GIT_COMMAND_KEY.test(setting)) return false;
  const v = value.trim();
  if (itsOwnProgram(setting, v)) return false;
  if (/^(?:core\.fsmonitor|pager\..+)$/.test(setting) && /^(?:true|false|yes|no|on|off|0|1|)$/i.test(v)) return false;
  if (setting.startsWith('alias.') && !v.startsWith('!')) return false;
  if (setting === 'protocol.ext.allow') return !/^never$/i.test(v);
  return v !== '';
}

/** The variables an environment sets to something of its own (not empty, not the user's value passed through). */
function* setValues(env: Env): Generator<{ key: string; value: string; upper: string }> {
  for (const [key, raw] of Object.entries(env)) {
    const value = text(raw);
    if (value !== undefined && value.trim() !== '' && !passThrough(key, value)) yield { key, value, upper: key.toUpperCase() };
  }
}

const PROXY = /^(?:HTTPS?_PROXY|ALL_PROXY)$/i;
/** Certificate checks turned off, or another authority trusted: a proxy can then read the traffic. */
const CHECKS_OFF: Record<string, RegExp> = { NODE_TLS_REJECT_UNAUTHORIZED: /^0$/, PYTHONHTTPSVERIFY: /^0$/, GIT_SSL_NO_VERIFY: /^(?:1|true)$/i };
const OTHER_AUTHORITY = /^(?:NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|REQUESTS_CA_BUNDLE|CURL_CA_BUNDLE)$/;
const TRUSTS_OTHERS = (upper: string, value: string) => CHECKS_OFF[upper]?.test(value.trim()) === true || OTHER_AUTHORITY.test(upper);

/**
 * Traffic sent through a proxy on another host with certificate checks off
 * or another authority trusted: the proxy reads every request, keys and
 * tokens included. Checks off alone is the tls-disabled advisory.
 */
function interception(env: Env): EnvDanger[] {
  const values = [...setValues(env)];
  const trusting = values.filter((v) => TRUSTS_OTHERS(v.upper, v.value));
  if (trusting.length === 0) return [];
  const remoteProxy = values.find((v) => PROXY.test(v.key) && /^\s*(?:\w+:\/\/)?(?:[^@/\s]*@)?([^:/\s]+)/.test(v.value) && !/^\s*(?:\w+:\/\/)?(?:[^@/\s]*@)?(?:localhost|127\.|\[?::1\]?|0\.0\.0\.0)/i.test(v.value));
  if (remoteProxy) return [{ rule: 'credential-exfiltration', key: remoteProxy.key, why: `${remoteProxy.key} sends all traffic through another host, with ${trusting[0]!.key} letting it read the encrypted requests` }];
  return trusting.filter((v) => !OTHER_AUTHORITY.test(v.upper)).map((v) => ({ rule: 'tls-disabled' as const, key: v.key, why: `${v.key} turns certificate checks off` }));
}

/**
 * An API address of a known service's variable sent to a host no provider of the table owns: the stranger
 * gets every request and the key that signs it. A self-hosted service's name in the host may be its own.
 */
function strangerAddress(upper: string, value: string): string | undefined {
  const provider = API_ADDRESS.test(upper) ? providerOf(upper.replace(API_ADDRESS, '')) : undefined;
  if (!provider) return undefined;
  return hostsIn(value).find((host) => {
    if (isLocalHost(host) || PROVIDERS.some((p) => hostInDomains(host, p.domains))) return false;
    return !(provider.selfHosted && provider.prefixes.some((p) => host.split('.').slice(0, -1).some((l) => l === p.toLowerCase() || l.startsWith(`${p.toLowerCase()}-`))));
  });
}

/** A value left for the user to fill in: `YOUR-…-KEY`, `<your key>`, `sk-…`, `xxxx`. */
const PLACEHOLDER = /\byour\b|<[^>]+>|\.{3}|…|x{4,}/i;
/** Labels of a host that name no one: its kind of service, not its owner. */
const GENERIC_LABEL = /^(?:api|apis|www|gateway|gw|llm|ai|proxy|router|openai|anthropic|v\d+|eu|us|global|app|cloud|platform|inference)$/;

/**
 * A client sent to another provider's address with that provider's own key: the same environment sets the
 * client's credential (`ANTHROPIC_AUTH_TOKEN`, `OPENAI_API_KEY` beside `…_BASE_URL`) to a placeholder that
 * names the host's owner (`YOUR-ORCAROUTER-API-KEY` for `api.orcarouter.ai`). The user pastes a key that
 * provider issued, so the requests go to a service they chose and pay, signed with its key, and the key
 * the client would otherwise send is replaced, not sent. A placeholder naming the client's own service, a
 * real-looking key or none at all leaves the user's own key (or sign-in) going to the stranger.
 */
function signsWithOwnKey(env: Env, upper: string, host: string, about: string): boolean {
  const prefix = upper.replace(API_ADDRESS, '');
  const ownerOf = (h: string) => h.toLowerCase().split('.').slice(0, -1).filter((l) => l.length > 2 && !GENERIC_LABEL.test(l)).map((l) => l.replace(/[^a-z0-9]/g, ''));
  const owner = ownerOf(host);
  if (owner.length === 0) return false;
  const client = providerOf(prefix);
  // The text says where the key is issued, on a site of the host's owner ("a Token Plan key from maas.xfyun.cn" for
  // maas-token-api.xf-yun.com): the placeholder is for that key, whatever product name it spells.
  const issuedByOwner = hostsIn(about).some((h) => h !== host && ownerOf(h).some((l) => l.length >= 4 && owner.includes(l)));
  return [...setValues(env)].some(({ upper: name, value }) => {
    if (!name.startsWith(`${prefix}_`) || !/(?:API_KEY|AUTH_TOKEN|_KEY|_TOKEN)$/.test(name) || !PLACEHOLDER.test(value)) return false;
    const words = value.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const namesOwner = owner.some((l) => words.includes(l));
    const namesClient = client?.prefixes.some((p) => words.includes(p.toLowerCase())) ?? false;
    // A placeholder naming a known provider other than the host asks for that provider's key, which would go to the host.
    const namesOther = value.split(/[^A-Za-z0-9]+/).some((w) => w.length > 2 && providerOf(w.toUpperCase()) !== undefined);
    return (namesOwner || (issuedByOwner && !namesOther)) && !namesClient;
  });
}

/**
 * What in an environment injects code into the programs it is set for. `named`: whether the component's
 * own code names a path (downloads or writes it): a startup file it puts in place outside the project.
 * `about`: the component's own text (a settings file's description), which may say where a key is issued.
 */
export function envDangers(env: Env, named: (path: string) => boolean = () => false, about = ''): EnvDanger[] {
  const found: EnvDanger[] = [];
  for (const { key, value, upper } of setValues(env)) {
    const stranger = strangerAddress(upper, value);
    if (stranger && signsWithOwnKey(env, upper, stranger, about)) continue;
    if (stranger) found.push({ rule: 'credential-exfiltration', key, why: `${upper} sends every request of ${providerOf(upper.replace(API_ADDRESS, ''))!.service}'s client, its key included, to ${stranger}` });
    else if (STARTUP_FILE.test(upper) && !/\$\(|`/.test(value) && (TEMPORARY.test(value) || (OUTSIDE.test(value) && named(value.trim())))) {
      found.push({ rule: 'env-loads-code', key, why: `${upper} makes every ${upper === 'PYTHONSTARTUP' ? 'Python prompt run' : 'shell source'} ${value.trim()}, a file ${TEMPORARY.test(value) ? 'in a temporary folder' : 'the component itself puts in place'}, before each command` });
    } else if (PRELOAD.test(upper)) found.push({ rule: 'env-loads-code', key, why: `${upper} loads a library into every program` });
    else if (EXPANDED.test(upper) && /\$\(|`/.test(value)) found.push({ rule: 'env-loads-code', key, why: `${upper} runs a command substitution each time a shell expands it` });
    else if (/^BASH_FUNC_/.test(upper)) found.push({ rule: 'env-loads-code', key, why: `${upper} defines a shell function in every bash, in place of a command of that name` });
    else if (LOAD_PATH.test(upper)) {
      // A search path with a temporary folder, an address, or a folder the component itself fills: what loads from it is theirs.
      const dirs = value.split(/[:;]/).map((d) => d.trim()).filter((d) => d && !new RegExp(String.raw`^\$\{?${upper}\}?$`).test(d));
      const bad = dirs.find((d) => TEMPORARY.test(d) || /^[a-z][\w+.-]*:\/\//i.test(d) || (OUTSIDE.test(d) && named(d)));
      if (bad) found.push({ rule: 'env-loads-code', key, why: `${upper} makes programs load code from ${bad}, ${TEMPORARY.test(bad) ? 'a temporary folder' : 'a folder the component fills'}` });
    } else if (COMMAND_VALUE.test(upper) && (() => {
      const program = commandOf(upper, value).trim().split(/\s+/)[0] ?? '';
      return TEMPORARY.test(program) || (OUTSIDE.test(program) && named(program));
    })()) found.push({ rule: 'env-loads-code', key, why: `${upper} runs ${commandOf(upper, value).trim().split(/\s+/)[0]}, a program ${TEMPORARY.test(value) ? 'in a temporary folder' : 'the component itself puts in place'}` });
    else if (upper === 'NODE_OPTIONS') {
      const loaded = optionValues(value, /^(?:--require|-r|--import|--loader|--experimental-loader)(?:=(.+))?$/);
      // `--inspect=0.0.0.0:9229`: a debugger open to other machines runs whatever code they send.
      const inspect = optionValues(value, /^--inspect(?:-brk|-port|-wait)?(?:=(.+))?$/).concat(value.split(/\s+/).filter((w) => /^--inspect(?:-brk|-port|-wait)?=/.test(w)).map((w) => w.split('=')[1]!));
      if (loaded.some((v) => OUTSIDE.test(v))) found.push({ rule: 'env-loads-code', key, why: 'NODE_OPTIONS loads a module from outside the project into every Node.js program' });
      else if (inspect.some((v) => /^(?:\[?[\w.:-]*\]?):\d+$|^[\w.-]+$/.test(v) && !/^(?:\d+|localhost|127\.[\d.]+|\[?::1\]?)(?::\d+)?$/.test(v))) found.push({ rule: 'env-loads-code', key, why: 'NODE_OPTIONS opens the Node.js debugger to other machines: anyone who reaches it runs code' });
    } else if (/^(?:JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|JDK_JAVA_OPTIONS)$/.test(upper)) {
      const loaded = optionValues(value, /^-(?:javaagent|agentpath):(.+)$/);
      if (loaded.some((v) => OUTSIDE.test(v))) found.push({ rule: 'env-loads-code', key, why: `${upper} loads an agent from outside the project into every Java program` });
    } else if (upper === 'RUBYOPT' || upper === 'PERL5OPT') {
      const loaded = optionValues(value, /^-[rMm](.+)?$/);
      if (loaded.some((v) => OUTSIDE.test(v))) found.push({ rule: 'env-loads-code', key, why: `${upper} loads code from outside the project into every program` });
    } else if (/^LUA_INIT(?:_5_\d)?$/.test(upper) && (!value.startsWith('@') || OUTSIDE.test(value.slice(1)))) {
      found.push({ rule: 'env-loads-code', key, why: `${upper} runs Lua code when any Lua program starts` });
    } else if ((upper === 'GIT_EXEC_PATH' || upper === 'GIT_TEMPLATE_DIR') && OUTSIDE.test(value)) {
      found.push({ rule: 'env-loads-code', key, why: `${upper} takes git's ${upper === 'GIT_EXEC_PATH' ? 'commands' : 'hooks for new repositories'} from another folder` });
    }
  }
  found.push(...interception(env));
  for (const g of gitSettings(env)) if (gitRuns(g.setting, g.value)) found.push({ rule: 'env-loads-code', key: g.key, why: `git setting ${g.setting} runs what it names (${g.value.slice(0, 60)})` });
  return found;
}

/** The client's OpenTelemetry exporter addresses (all signals, or one): where the session's telemetry goes. */
const TELEMETRY_ADDRESS = /^OTEL_EXPORTER_OTLP(?:_(?:LOGS|METRICS|TRACES))?_ENDPOINT$/;
/** The client's switches that put the user's own words into its telemetry events: the prompts, each tool call's input. */
const SESSION_WORDS: Record<string, string> = { OTEL_LOG_USER_PROMPTS: 'every prompt', OTEL_LOG_TOOL_DETAILS: 'each tool call\'s input' };

/**
 * Telemetry of the session's own words sent to another host: an environment that turns on a switch putting the
 * prompts or the tools' inputs into the client's events and points the exporter at a host that is not this
 * machine. Session data, as an `http` hook's post is (surfaces.ts, an advisory: a team's own collector is use).
 */
export function sessionTelemetry(env: Env): { key: string; hosts: string[]; what: string[] } | undefined {
  const values = [...setValues(env)];
  const what = values.filter((v) => SESSION_WORDS[v.upper] !== undefined && /^(?:1|true|yes|on)$/i.test(v.value.trim())).map((v) => SESSION_WORDS[v.upper]!);
  if (what.length === 0) return undefined;
  for (const v of values) {
    const hosts = TELEMETRY_ADDRESS.test(v.upper) ? hostsIn(v.value).filter((h) => !isLocalHost(h)) : [];
    if (hosts.length) return { key: v.key, hosts, what };
  }
  return undefined;
}

/** Shell code an environment makes programs run: command values, git aliases and commands, substitutions a shell expands. */
export function envCommands(env: Env): EnvCommand[] {
  const found: EnvCommand[] = [];
  for (const { key, value, upper } of setValues(env)) {
    if (COMMAND_VALUE.test(upper)) found.push({ key, command: commandOf(upper, value) });
    else if (/^BASH_FUNC_/.test(upper)) found.push({ key, command: value.replace(/^\(\)\s*\{?|\}\s*$/g, '') });
    else if (EXPANDED.test(upper)) for (const m of value.matchAll(SUBSTITUTION)) if ((m[1] ?? m[2] ?? '').trim()) found.push({ key, command: (m[1] ?? m[2])! });
  }
  for (const g of gitSettings(env)) {
    if (!gitRuns(g.setting, g.value) || /^(?:core\.hookspath|include\.path|includeif\..+\.path|protocol\.ext\.allow)$/.test(g.setting)) continue;
    found.push({ key: g.valueKey, command: g.value.replace(/^!/, '') });
  }
  return found;
}
