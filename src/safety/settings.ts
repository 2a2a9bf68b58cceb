/**
 * Pure: what a component's configuration grants and starts: permissions,
 * environment that changes what other programs run, MCP servers and whether
 * the package they fetch is pinned, containers with host access, and hooks
 * with where they fire.
 */
import { envEffect, type Runnable } from './runnables.ts';
import { visible } from '../text/visible.ts';
import type { Capabilities } from './report.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface Grant {
  /** As shown in capabilities.permissions. */
  text: string;
  /** Whether it lets the model run anything without asking. */
  broad: boolean;
  /** The raw value, to find its line. */
  needle: string;
}

/** `Bash`, `Bash(*)`, `Bash(:*)`, `*`, or a rule whose pattern is everything. */
function broadRule(rule: string): boolean {
  const r = rule.replace(/\s+/g, '');
  return /^(?:\*|Bash|Bash\(\*?\)|Bash\(:?\*\)|Bash\(\*:\*\)|PowerShell|PowerShell\(\*\))$/i.test(r);
}

/** Permissions a settings document (or a frontmatter) grants. */
export function grantsOf(doc: Json): Grant[] {
  const grants: Grant[] = [];
  const perms = isObject(doc.permissions) ? doc.permissions : undefined;
  for (const rule of Array.isArray(perms?.allow) ? perms.allow : []) {
    if (typeof rule === 'string') grants.push({ text: `allow ${visible(rule)}`, broad: broadRule(rule), needle: rule });
  }
  const mode = perms?.defaultMode ?? doc.defaultMode;
  if (typeof mode === 'string') grants.push({ text: `defaultMode: ${visible(mode)}`, broad: mode === 'bypassPermissions', needle: mode });
  for (const dir of Array.isArray(perms?.additionalDirectories) ? perms.additionalDirectories : []) {
    if (typeof dir === 'string') grants.push({ text: `additionalDirectories: ${visible(dir)}`, broad: /^(?:\/|~\/?|\$HOME\/?|[A-Z]:\\?)$/.test(dir.trim()), needle: dir });
  }
  if (doc.skipDangerousModePermissionPrompt === true) grants.push({ text: 'skipDangerousModePermissionPrompt', broad: true, needle: 'skipDangerousModePermissionPrompt' });
  if (doc.dangerouslySkipPermissions === true) grants.push({ text: 'dangerouslySkipPermissions', broad: true, needle: 'dangerouslySkipPermissions' });
  if (doc.enableAllProjectMcpServers === true) grants.push({ text: 'enableAllProjectMcpServers', broad: false, needle: 'enableAllProjectMcpServers' });
  if (typeof doc.permissionMode === 'string') {
    grants.push({ text: `permissionMode: ${visible(doc.permissionMode)}`, broad: doc.permissionMode === 'bypassPermissions', needle: doc.permissionMode });
  }
  for (const tool of toolList(doc['allowed-tools'])) grants.push({ text: `allowed-tools ${visible(tool)}`, broad: broadRule(tool), needle: tool });
  return grants;
}

/**
 * The tools a frontmatter list names, in every spelling Claude Code reads: a
 * YAML list, or one string split at commas or blanks outside parentheses
 * (`Read, Grep, Bash(git add:*)`, `Bash(git:*) Write`).
 */
export function toolList(value: unknown): string[] {
  const items = Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : typeof value === 'string' ? [value] : [];
  const tools: string[] = [];
  for (const item of items) {
    let depth = 0;
    let current = '';
    for (const ch of item) {
      if (ch === '(') depth++;
      else if (ch === ')') depth = Math.max(0, depth - 1);
      if (depth === 0 && (ch === ',' || /\s/.test(ch))) {
        if (current.trim()) tools.push(current.trim());
        current = '';
      } else current += ch;
    }
    if (current.trim()) tools.push(current.trim());
  }
  return tools;
}

/** Tools that run shell commands, change files or reach the network, by their base name. */
const ACTING_TOOL = /^(?:\*|Bash|PowerShell|Write|Edit|MultiEdit|NotebookEdit|WebFetch|WebSearch)(?:\(.*\))?$/;

/**
 * What an agent (`tools`), a command or a skill (`allowed-tools`) may do on the
 * machine beyond reading: the granted tools that run shell commands, change
 * files or fetch from the network, as written (`Bash(git:*)`, `Write`).
 */
export function actingTools(doc: Json): string[] {
  return [...toolList(doc.tools), ...toolList(doc['allowed-tools'])].filter((t) => ACTING_TOOL.test(t)).map(visible);
}

/** Environment keys that make other programs load code, or send the client's traffic elsewhere. */
export function injectingEnv(doc: Json): string[] {
  return isObject(doc.env) ? Object.keys(doc.env).filter((k) => envEffect(k) !== undefined) : [];
}

const FETCHERS = /^(?:npx|bunx|pnpx)$/;
const OPTIONS_WITH_VALUE = new Set(['-p', '--package', '-c', '--call', '--from', '--with', '--python', '-e', '--env', '-v', '--volume', '--name', '--network', '--net', '--entrypoint', '-u', '--user', '-w', '--workdir', '--platform', '--mount', '--env-file', '--label', '-l', '--cpus', '--memory', '-m', '--add-host', '--cap-add', '--device', '--pull', '--index-url', '--spec', '--runtime', '--shm-size']);

/** Whether a package spec names a version: `pkg@1.2.3`, `@scope/pkg@1.2.3`, `pkg==1.2.3`, `image:1.2@sha256:…`. */
function versioned(spec: string, docker: boolean): boolean {
  if (docker) {
    if (/@sha256:[0-9a-f]{64}$/.test(spec)) return true;
    const tag = /:([^/:]+)$/.exec(spec)?.[1];
    return tag !== undefined && tag !== 'latest';
  }
  if (/==\s*[\w.]+|===/.test(spec)) return true;
  const at = spec.lastIndexOf('@');
  if (at <= 0) return /#[0-9a-f]{7,40}$/.test(spec);
  const version = spec.slice(at + 1);
  return /^v?\d/.test(version) && !/[x*^~><|]|\s-\s/.test(version);
}

/**
 * Whether the package a command line fetches is pinned; null when it
 * fetches none (a local binary, a path, a remote URL).
 */
export function pinnedPackage(command: string): boolean | null {
  const words = command.trim().split(/\s+/).map((w) => w.replace(/^["']|["']$/g, ''));
  const program = words[0]?.split('/').pop() ?? '';
  let rest = words.slice(1);
  let docker = false;
  if (FETCHERS.test(program)) {
    // `npx -p pkg@1 cmd`: the package is the option's value.
  } else if (/^(?:pnpm|yarn|bun)$/.test(program) && /^(?:dlx|x)$/.test(rest[0] ?? '')) rest = rest.slice(1);
  else if (program === 'uvx' || (program === 'uv' && rest[0] === 'tool' && rest[1] === 'run')) rest = program === 'uv' ? rest.slice(2) : rest;
  else if (program === 'pipx' && rest[0] === 'run') rest = rest.slice(1);
  else if (/^(?:docker|podman)$/.test(program) && rest[0] === 'run') {
    rest = rest.slice(1);
    docker = true;
  } else return null;
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i]!;
    if (/^--(?:package|from|spec)=/.test(word)) return versioned(word.split('=').slice(1).join('='), docker);
    if (word === '-p' || word === '--package' || word === '--from' || word === '--spec') return versioned(rest[i + 1] ?? '', docker);
    if (word.startsWith('-')) {
      if (OPTIONS_WITH_VALUE.has(word)) i++;
      continue;
    }
    if (/^(?:\.{0,2}\/|[A-Za-z]:\\|file:)/.test(word)) return null;
    return versioned(word, docker);
  }
  return null;
}

/** Hook events that fire around tool calls: an empty or `*` matcher there means every call. */
const TOOL_EVENTS = new Set(['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'PermissionRequest', 'PermissionDenied']);

export function hookCapabilities(runnables: Runnable[]): Capabilities['hooks'] {
  return runnables
    .filter((r) => r.what === 'hook')
    .map((r) => ({
      event: visible(r.event ?? ''),
      matcher: visible(r.matcher ?? ''),
      everyToolCall: TOOL_EVENTS.has(r.event ?? '') && /^(?:|\*|\.\*)$/.test((r.matcher ?? '').trim()),
      runs: r.command !== undefined && r.type !== 'prompt' && r.type !== 'agent' ? visible(r.command) : `${visible(r.type ?? 'command')} hook`,
    }));
}

export function mcpCapabilities(runnables: Runnable[]): Capabilities['mcpServers'] {
  return runnables
    .filter((r) => r.what === 'mcp')
    .map((r) => ({ name: visible(r.name ?? ''), runs: visible(r.command ?? '(no command)'), pinned: r.command === undefined ? null : pinnedPackage(r.command) }));
}

const PRIVILEGED = /--privileged\b|["']?privileged["']?\s*:\s*true\b|--cap-add[= ](?:ALL|SYS_ADMIN)\b|--pid[= ]host\b/i;
const SOCKET = /\/var\/run\/docker\.sock|\/run\/docker\.sock|\/\/\.\/pipe\/docker_engine/;
const CONTAINER_USE = /(?:^|\/)(?:Dockerfile|Containerfile)[^/]*$|(?:^|\/)(?:docker-)?compose[^/]*\.ya?ml$|(?:^|\/)devcontainer\.json$/;
const RUNS_CONTAINER = /\b(?:docker|podman|nerdctl)\s+(?:run|create|compose|container\s+run)\b|\bdocker-compose\s+up\b/;

/** A file that defines or starts containers, with its host access. Undefined when it does neither. */
export function containerOf(file: string, text: string): { privileged: RegExpExecArray | null; socket: RegExpExecArray | null } | undefined {
  if (!CONTAINER_USE.test(file) && !(/docker|podman|nerdctl/.test(text) && RUNS_CONTAINER.test(text))) return undefined;
  return { privileged: PRIVILEGED.exec(text), socket: SOCKET.exec(text) };
}
