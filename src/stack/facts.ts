/**
 * What one component brings to a stack, from exactly what installs: the
 * places it writes, the MCP servers and hooks it merges, the settings it sets,
 * what it needs filled in, and what it adds to Claude Code's always-loaded
 * context. Pure; computed from the installer's own layout (src/install/plan.ts)
 * so the site (at build time) and the installer (after verifying a download)
 * derive the same facts from the same bytes. The pre-flight (preflight.ts)
 * compares the facts of a stack's components.
 */
import { parseDocument } from 'yaml';
import { readFrontmatter, splitFrontmatter } from '../catalog/frontmatter.ts';
import { isPlainObject } from '../install/merge.ts';
import { findPlaceholders } from '../install/placeholders.ts';
import { neededAllowPaths } from '../install/policy.ts';
import type { Layout, Verified } from '../install/plan.ts';
import type { SafetyReport } from '../safety/report.ts';
import { contextTokens, SKILL_DESCRIPTION_MAX_CHARS } from './context-budget.ts';
import type { StackItem } from './stack-url.ts';

export interface HookSlot {
  event: string;
  /** As written; '' when there is none (every tool call of the event). */
  matcher: string;
}

export interface Need {
  /** `<your-iana-timezone>` for a placeholder, `GITHUB_TOKEN` for an environment variable. */
  name: string;
  what: 'placeholder' | 'environment variable';
  /** Where: `.mcp.json mcpServers.time.args[1]`. */
  where: string;
}

export interface ContextItem {
  /** What Claude Code lists: an agent, a skill (commands and loops are listed as skills), an MCP server. */
  as: 'agent' | 'skill' | 'mcp server';
  name: string;
  /** Characters of the always-loaded line (`name: description`), after the client's cap for skills. */
  chars: number;
  tokens: number;
}

export interface StackFacts {
  item: StackItem;
  /** Files and folders it writes, relative to the project: `.claude/agents/x.md`, `.claude/skills/x/`. */
  places: string[];
  mcpServers: string[];
  hooks: HookSlot[];
  /** Top-level settings (and `env.X`) it sets to a single value, as JSON text. */
  settings: Record<string, string>;
  needs: Need[];
  context: ContextItem[];
  /** The safety report of its content, when the analyzer has made one. */
  safety?: SafetyReport;
  /** The `--allow-path` values its install needs (dotfiles outside .claude/), folded: the stack's command carries them. */
  allowPaths?: string[];
}

/** `.claude/skills/x/SKILL.md` → `.claude/skills/x/`: a directory component owns its folder. */
function placeOf(path: string): string {
  const dir = /^(\.claude\/(?:skills|plugins)\/[^/]+\/)/.exec(path);
  return dir ? dir[1]! : path;
}

/** A Markdown file the client lists in every session, by where it is installed. */
function listedAs(path: string): { as: 'agent' | 'skill'; name: string } | undefined {
  const base = '(?:\\.claude|\\.claude/plugins/[^/]+)';
  let m = new RegExp(`^${base}/agents/([^/]+)\\.md$`).exec(path);
  if (m) return { as: 'agent', name: m[1]! };
  m = new RegExp(`^${base}/commands/([^/]+)\\.md$`).exec(path);
  if (m) return { as: 'skill', name: m[1]! };
  m = new RegExp(`^${base}/skills/([^/]+)/SKILL\\.md$`).exec(path);
  if (m) return { as: 'skill', name: m[1]! };
  return undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The body's first line of text, cut at 100 characters: what the client uses when it has no description. */
function firstLine(body: string): string | undefined {
  for (const line of body.split('\n')) {
    const t = line.trim().replace(/^#+\s+(?=\S)/, '');
    if (t) return t.length > 100 ? `${t.slice(0, 97)}...` : t;
  }
  return undefined;
}

/**
 * Whether the client can read the description at all. It forgives an unquoted
 * `: ` in the value (as our lenient reader does), but a quoted value whose
 * quoting breaks (`"Use it when "asked""`) makes it drop the frontmatter and
 * describe the file by its first line (checked with Claude Code 2.1.330).
 */
function clientReadsDescription(yaml: string): boolean {
  const block = /^description:[ \t]*(["'][^\n]*(?:\n[ \t]+[^\n]*)*)/m.exec(yaml);
  if (!block) return true;
  return parseDocument(`description: ${block[1]}\n`).errors.length === 0;
}

/**
 * The line Claude Code keeps in context for a listed Markdown file: the agent's
 * or skill's name, its description (and `when_to_use`). An agent without a
 * description is not loaded; a skill's description is cut at the client's cap.
 */
function contextOf(path: string, content: string): ContextItem | undefined {
  const listed = listedAs(path);
  if (!listed) return undefined;
  const { yaml } = splitFrontmatter(content);
  const fm = readFrontmatter(content);
  // Skills are listed by their folder, agents and commands by their file name.
  const name = listed.name;
  const readable = yaml === undefined || clientReadsDescription(yaml);
  let description = (readable ? text(fm.data.description) : undefined) ?? firstLine(fm.body);
  if (!description || (listed.as === 'agent' && yaml === undefined)) return undefined;
  const whenToUse = text(fm.data.when_to_use);
  if (listed.as === 'skill' && description.length > SKILL_DESCRIPTION_MAX_CHARS) description = description.slice(0, SKILL_DESCRIPTION_MAX_CHARS);
  const line = `${name}: ${description}${whenToUse ? ` - ${whenToUse}` : ''}`;
  return { as: listed.as, name, chars: line.length, tokens: contextTokens(line.length) };
}

/** `${VAR}` and `$VAR` references in an MCP server's definition: variables the user must have set. */
const ENV_REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-[^}]*)?\}|\$([A-Z_][A-Z0-9_]*)/g;

function walkStrings(value: unknown, at: string, visit: (text: string, at: string) => void): void {
  if (typeof value === 'string') visit(value, at);
  else if (Array.isArray(value)) value.forEach((v, i) => walkStrings(v, `${at}[${i}]`, visit));
  else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) walkStrings(v, at ? `${at}.${k}` : k, visit);
}

/** MCP server descriptions are taken out of what is merged; the catalog's file still has them. */
function mcpDescriptions(component: Verified): Map<string, string> {
  if (component.kind.type !== 'mcps') return new Map();
  try {
    const doc: unknown = JSON.parse(component.content.content);
    const servers = isPlainObject(doc) && isPlainObject(doc.mcpServers) ? doc.mcpServers : {};
    // A Map: a server named `toString` or `__proto__` is a name like any other (issue 37).
    return new Map(Object.entries(servers).flatMap(([name, s]) => (isPlainObject(s) && typeof s.description === 'string' ? [[name, s.description.trim()] as const] : [])));
  } catch {
    return new Map();
  }
}

export function stackFacts(component: Verified, layout: Layout, safety?: SafetyReport): StackFacts {
  const item: StackItem = { kind: component.kind.singular, category: component.category, name: component.name };
  const places = [...new Set(layout.writes.map((w) => placeOf(w.path)))];
  const mcpServers: string[] = [];
  const hooks: HookSlot[] = [];
  // No prototype: keys come from the component (`__proto__`, `constructor` are keys like any other).
  const settings: Record<string, string> = Object.create(null);
  const needs: Need[] = findPlaceholders(layout).map((p) => ({ name: `<${p.name}>`, what: 'placeholder', where: `${p.file} ${p.key}` }));
  const context: ContextItem[] = [];

  const described = mcpDescriptions(component);
  for (const merge of layout.merges) {
    if (merge.into === 'servers') {
      for (const [name, server] of Object.entries(merge.incoming)) {
        mcpServers.push(name);
        const line = `${name}: ${described.get(name) ?? ''}`.replace(/: $/, '');
        context.push({ as: 'mcp server', name, chars: line.length, tokens: contextTokens(line.length) });
        walkStrings(server, `mcpServers.${name}`, (value, at) => {
          for (const m of value.matchAll(ENV_REFERENCE)) {
            const variable = m[1] ?? m[2]!;
            if (!needs.some((n) => n.name === variable)) needs.push({ name: variable, what: 'environment variable', where: `${merge.path} ${at}` });
          }
        });
      }
      continue;
    }
    const incoming = merge.incoming;
    if (isPlainObject(incoming.hooks)) {
      for (const [event, groups] of Object.entries(incoming.hooks)) {
        if (!Array.isArray(groups)) continue;
        for (const group of groups) {
          const matcher = isPlainObject(group) && typeof group.matcher === 'string' ? group.matcher : '';
          if (!hooks.some((h) => h.event === event && h.matcher === matcher)) hooks.push({ event, matcher });
        }
      }
    }
    for (const [key, value] of Object.entries(incoming)) {
      if (key === 'hooks' || key === 'permissions' || key === '$schema') continue;
      if (key === 'env' && isPlainObject(value)) {
        for (const [name, v] of Object.entries(value)) settings[`env.${name}`] = JSON.stringify(v);
      } else if (!isPlainObject(value)) {
        settings[key] = JSON.stringify(value);
      }
    }
  }
  for (const write of layout.writes) {
    const item = contextOf(write.path, write.content);
    if (item) context.push(item);
  }
  const allowPaths = neededAllowPaths(component.kind, component.name, layout);
  return { item, places, mcpServers, hooks, settings, needs, context, ...(safety ? { safety } : {}), ...(allowPaths.length ? { allowPaths } : {}) };
}
