/**
 * Pure: the repairs that make Claude Code load a community file as its author
 * meant it, shared by the catalog loader (component.ts, which warns) and the
 * importer (src/import, which writes the repaired file and notes why). Each one
 * was decided with the real client 2.1.330 (tests/client/leniency.test.ts):
 *
 * - frontmatter the client reads only on its second try (values holding `: `
 *   and the like, quoted) is written quoted, so it is valid YAML with the same
 *   values; a key written twice keeps its last value, as in the client;
 * - a project agent without a string `name` is not loaded: the file name is set;
 * - a loop `interval` the catalog cannot schedule is written as `10m` when it
 *   says as much in words (`5 minutes`, `hourly`), else removed;
 * - an MCP server with a `url` and no `type` is skipped by the client: `type`
 *   is set (`sse` when the address ends in `/sse`, else `http`);
 * - a hook handler without `type` but with a `command` gets `type: "command"`;
 *   handlers and events the client ignores (an unknown type, a missing
 *   `prompt`, a `timeout` that is not a number) are taken out.
 *
 * Text is edited, not re-serialised, where it can be: untouched lines keep
 * their bytes. JSON is re-serialised (two spaces) only when something changed.
 */
import { parseDocument } from 'yaml';
import { clientSecondTry, readFrontmatter, splitFrontmatter } from './frontmatter.ts';
import type { ComponentType } from './kinds.ts';
import { nameRecord } from '../text/records.ts';

export interface Repaired {
  text: string;
  /** One sentence per change, for a build warning or the import report. */
  notes: string[];
}

/** What a file is to the client, which decides the repairs that apply to it. */
export type FileRole = 'agent' | 'plugin-agent' | 'command' | 'loop' | 'skill' | 'hooks-json' | 'mcp-json' | 'plugin-json' | 'other';

/** Hook events the client runs (its own list, 2.1.330); hooks under other names are ignored. */
export const HOOK_EVENTS: ReadonlySet<string> = new Set([
  'PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'PostToolBatch', 'Notification', 'UserPromptSubmit', 'UserPromptExpansion',
  'SessionStart', 'SessionEnd', 'Stop', 'StopFailure', 'SubagentStart', 'SubagentStop', 'PreCompact', 'PostCompact',
  'PreModelSwitch', 'PostModelSwitch', 'PermissionRequest', 'PermissionDenied', 'Setup', 'TeammateIdle', 'TaskCreated',
  'TaskCompleted', 'Elicitation', 'ElicitationResult', 'ConfigChange', 'WorktreeCreate', 'WorktreeRemove',
  'InstructionsLoaded', 'CwdChanged', 'FileChanged', 'DirectoryAdded', 'MessageDisplay',
]);

/** The role of the entry file of a kind (`isEntry`) or of a file at `path` inside a directory component. */
export function roleOf(type: ComponentType, path: string, isEntry: boolean): FileRole {
  if (isEntry) {
    const byKind: Partial<Record<ComponentType, FileRole>> = {
      agents: 'agent',
      commands: 'command',
      loops: 'loop',
      skills: 'skill',
      hooks: 'hooks-json',
      settings: 'hooks-json',
      mcps: 'mcp-json',
      mods: 'plugin-json',
    };
    return byKind[type] ?? 'other';
  }
  if (type === 'mods') {
    if (/^agents\/.+\.md$/.test(path)) return 'plugin-agent';
    if (/^commands\/.+\.md$/.test(path)) return 'command';
    if (/^skills\/[^/]+\/SKILL\.md$/.test(path)) return 'skill';
    if (path === 'hooks/hooks.json') return 'hooks-json';
    if (path === '.mcp.json') return 'mcp-json';
    return 'other';
  }
  if (type === 'templates' || type === 'sandbox') {
    if (/^\.claude\/agents\/[^/]+\.md$/.test(path)) return 'agent';
    if (/^\.claude\/commands\/.+\.md$/.test(path)) return 'command';
    if (/^\.claude\/skills\/[^/]+\/SKILL\.md$/.test(path)) return 'skill';
    if (/^\.claude\/settings(\.local)?\.json$/.test(path)) return 'hooks-json';
    if (path === '.mcp.json') return 'mcp-json';
  }
  return 'other';
}

const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim() !== '';

// ---------- Markdown ----------

const TOP_KEY = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)[ \t]*:/;

/** Split a normalised Markdown text into the frontmatter's lines and what surrounds them. */
function frontmatterLines(text: string): { open: string; lines: string[]; rest: string } | undefined {
  const open = /^---[ \t]*\n/.exec(text);
  if (!open || splitFrontmatter(text).yaml === undefined) return undefined;
  const all = text.slice(open[0].length).split('\n');
  const close = all.findIndex((l) => /^(---|\.\.\.)[ \t]*$/.test(l));
  return { open: open[0], lines: all.slice(0, close), rest: all.slice(close).join('\n') };
}

/** Line ranges of each top-level key: the key line and its indented, list or blank continuation lines. */
function keyRanges(lines: string[]): Array<{ key: string; start: number; end: number }> {
  const ranges: Array<{ key: string; start: number; end: number }> = [];
  lines.forEach((line, i) => {
    const key = TOP_KEY.exec(line)?.[1];
    if (key !== undefined) ranges.push({ key, start: i, end: i + 1 });
    else if (ranges.length && /^([ \t]|-|$)/.test(line)) ranges[ranges.length - 1]!.end = i + 1;
  });
  return ranges;
}

/** A name written so YAML reads it as text (`1.0`, `true` and `null` would not be). */
function yamlText(value: string): string {
  return /^[A-Za-z_][A-Za-z0-9._-]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value) ? value : JSON.stringify(value);
}

const INTERVAL = /^\d+\s*[smhd]$/;
// Maps, not objects: the words come from a catalog (`every 5 constructor` is no unit).
const UNITS = new Map(Object.entries({ s: 's', sec: 's', secs: 's', second: 's', seconds: 's', m: 'm', min: 'm', mins: 'm', minute: 'm', minutes: 'm', h: 'h', hr: 'h', hrs: 'h', hour: 'h', hours: 'h', d: 'd', day: 'd', days: 'd' }));
const WORDS = new Map(Object.entries({ hourly: '1h', daily: '1d', 'every minute': '1m', 'every hour': '1h', 'every day': '1d' }));

/** `5 minutes`, `every 2 hours`, `hourly` as the catalog writes them (`5m`, `2h`, `1h`); undefined when it says no such thing. */
export function scheduleInterval(value: string): string | undefined {
  const text = value.trim().toLowerCase();
  if (INTERVAL.test(text)) return text.replace(/\s+/g, '');
  const word = WORDS.get(text);
  if (word) return word;
  const match = /^(?:every\s+)?(\d+)\s*([a-z]+)$/.exec(text);
  const unit = match ? UNITS.get(match[2]!) : undefined;
  return match && unit && Number(match[1]) > 0 ? `${Number(match[1])}${unit}` : undefined;
}

function repairMarkdown(role: FileRole, text: string, name: string): Repaired {
  const notes: string[] = [];
  const fm = frontmatterLines(text);
  if (!fm) return { text, notes };
  let lines = fm.lines;
  const before = readFrontmatter(text);
  if (before.ignored) return { text, notes }; // the client reads none of it: nothing to repair
  if (before.lenient) {
    const retry = clientSecondTry(lines.join('\n'));
    lines = retry.yaml.split('\n');
    const how = [...(retry.quoted.length ? [`the values of ${retry.quoted.join(', ')} are quoted`] : []), ...(retry.retabbed ? ['its leading tabs are spaces'] : [])];
    notes.push(`frontmatter is not valid YAML: ${how.join(' and ')}, as Claude Code reads it`);
  }
  // A repeated key: YAML and the client keep the last one; the earlier ones go.
  const ranges = keyRanges(lines);
  const lastOf = new Map(ranges.map((r) => [r.key, r]));
  const dropped = ranges.filter((r) => lastOf.get(r.key) !== r);
  if (dropped.length) {
    const gone = new Set(dropped.flatMap((r) => Array.from({ length: r.end - r.start }, (_, k) => r.start + k)));
    lines = lines.filter((_, i) => !gone.has(i));
    notes.push(`frontmatter key ${[...new Set(dropped.map((r) => r.key))].join(', ')} was written more than once: the last one is kept, as Claude Code reads it`);
  }
  const data = lines === fm.lines ? before.data : readFrontmatter(`${fm.open}${lines.join('\n')}\n${fm.rest}`).data;
  const replace = (key: string, line: string | undefined) => {
    const range = keyRanges(lines).find((r) => r.key === key);
    const insert = line === undefined ? [] : [line];
    lines = range ? [...lines.slice(0, range.start), ...insert, ...lines.slice(range.end)] : [...insert, ...lines];
  };
  // Our reader keeps `name: 42` as the text "42"; the client wants a YAML string, so for a name YAML could
  // read as something else (a number, a boolean, null) the raw type decides.
  const looksTyped = typeof data.name === 'string' && /^(?:[-+]?\.?\d|true$|false$|null$|~$|yes$|no$|on$|off$)/i.test(data.name.trim());
  const rawName: unknown = looksTyped ? (parseDocument(lines.join('\n'), { uniqueKeys: false }).toJS() as Record<string, unknown> | null)?.name : data.name;
  if (role === 'agent' && nonEmpty(data.description) && !nonEmpty(rawName)) {
    replace('name', `name: ${yamlText(name)}`);
    notes.push(`no name in the frontmatter (Claude Code loads a project agent only with one): name set to ${name}`);
  }
  if (role === 'loop' && data.interval !== undefined && data.interval !== null && !INTERVAL.test(String(data.interval))) {
    const interval = scheduleInterval(String(data.interval));
    replace('interval', interval === undefined ? undefined : `interval: ${interval}`);
    notes.push(
      interval === undefined
        ? `interval "${String(data.interval)}" is not one the catalog can schedule (a number and s, m, h or d): removed, /loop uses its default`
        : `interval "${String(data.interval)}" written as ${interval}`,
    );
  }
  if (!notes.length) return { text, notes };
  return { text: `${fm.open}${lines.join('\n')}\n${fm.rest}`, notes };
}

// ---------- JSON ----------

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why the client ignores a hook handler, or undefined when it runs it. */
function handlerProblem(h: Json): string | undefined {
  switch (h.type) {
    case 'command':
      if (!nonEmpty(h.command)) return 'a command hook without a command';
      return h.timeout === undefined || typeof h.timeout === 'number' ? undefined : 'a command hook whose timeout is not a number';
    case 'prompt':
    case 'agent':
      return nonEmpty(h.prompt) ? undefined : `a ${h.type} hook without a prompt`;
    case 'http':
      return nonEmpty(h.url) ? undefined : 'an http hook without a url';
    case 'mcp_tool':
      return nonEmpty(h.server) && nonEmpty(h.tool) ? undefined : 'an mcp_tool hook without a server and tool';
    default:
      return `a hook of type ${JSON.stringify(h.type)}`;
  }
}

/** `hooks` as the client runs it; undefined when nothing changed. */
function repairHooks(hooks: Json, notes: string[]): Json | undefined {
  let changed = false;
  const out = nameRecord<unknown>();
  for (const [event, groups] of Object.entries(hooks)) {
    if (!HOOK_EVENTS.has(event)) {
      notes.push(`hook event ${event} is not one Claude Code knows: removed`);
      changed = true;
      continue;
    }
    if (!Array.isArray(groups)) {
      out[event] = groups; // the schema reports it
      continue;
    }
    const kept: unknown[] = [];
    for (const group of groups) {
      if (!isObject(group) || !Array.isArray(group.hooks)) {
        kept.push(group);
        continue;
      }
      const handlers: Json[] = [];
      for (const handler of group.hooks) {
        if (!isObject(handler)) {
          notes.push(`a ${event} hook entry that is not an object: removed`);
          changed = true;
          continue;
        }
        let h = handler;
        if (h.type === undefined && nonEmpty(h.command)) {
          h = { type: 'command', ...h };
          notes.push(`a ${event} hook without a type runs a command: type "command" added`);
          changed = true;
        }
        const problem = handlerProblem(h);
        if (problem) {
          notes.push(`${event}: Claude Code ignores ${problem}: removed`);
          changed = true;
          continue;
        }
        handlers.push(h);
      }
      if (handlers.length) kept.push({ ...group, hooks: handlers });
      else changed = true;
    }
    if (kept.length) out[event] = kept;
    else changed = true;
  }
  return changed ? out : undefined;
}

/** MCP servers as the client loads them; undefined when nothing changed. */
function repairServers(servers: Json, notes: string[]): Json | undefined {
  let changed = false;
  const out = nameRecord<unknown>();
  for (const [name, server] of Object.entries(servers)) {
    if (isObject(server) && server.type === undefined && server.command === undefined && nonEmpty(server.url)) {
      const type = /\/sse\/?(?:[?#].*)?$/.test(String(server.url)) ? 'sse' : 'http';
      out[name] = { type, ...server };
      notes.push(`MCP server ${name} has a url and no type (Claude Code skips it): type "${type}" added`);
      changed = true;
    } else out[name] = server;
  }
  return changed ? out : undefined;
}

function repairJson(role: FileRole, text: string): Repaired {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { text, notes: [] }; // the loader reports invalid JSON itself
  }
  if (!isObject(doc)) return { text, notes: [] };
  const notes: string[] = [];
  const next: Json = { ...doc };
  if ((role === 'hooks-json' || role === 'plugin-json') && isObject(doc.hooks)) {
    const hooks = repairHooks(doc.hooks, notes);
    if (hooks) next.hooks = hooks;
  }
  if (role === 'mcp-json' || role === 'plugin-json') {
    // A plugin's .mcp.json may also be the servers map itself.
    if (isObject(doc.mcpServers)) {
      const servers = repairServers(doc.mcpServers, notes);
      if (servers) next.mcpServers = servers;
    } else if (role === 'mcp-json' && Object.values(doc).every(isObject)) {
      const servers = repairServers(doc, notes);
      if (servers) return { text: `${JSON.stringify(servers, null, 2)}\n`, notes };
    }
  }
  return notes.length ? { text: `${JSON.stringify(next, null, 2)}\n`, notes } : { text, notes };
}

/** Repair one file (text already LF-normalised) of role `role`; `name` is the component's name. */
export function repairFile(role: FileRole, text: string, name: string): Repaired {
  if (role === 'other') return { text, notes: [] };
  if (role.endsWith('-json')) return repairJson(role, text);
  return repairMarkdown(role, text, name);
}
