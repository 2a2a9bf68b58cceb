/**
 * What a component installs carries only what Claude Code reads (issue 14).
 * Catalog metadata (`author`, `license`, `version`, `keywords`, `repo`, `tags`,
 * a loop's `interval`) stays in the catalog's Component fields; the build
 * removes it, and every frontmatter key the client does not apply, from the
 * `content` and `files` it publishes, so `sha256` covers what is installed.
 *
 * The key lists were decided with the real client (2.1.330; see the table in
 * docs/component-format.md): agents warn about any key outside AGENT_KEYS;
 * commands, loops and skills are read by one loader that applies COMMAND_KEYS
 * and silently ignores the rest. The text is edited line by line, not
 * re-serialised, so what stays keeps its quoting and layout.
 */
import type { ComponentType } from './kinds.ts';

/** Frontmatter keys a project agent (`.claude/agents/*.md`) applies. */
export const AGENT_KEYS: ReadonlySet<string> = new Set([
  'name', 'description', 'tools', 'disallowedTools', 'model', 'color', 'permissionMode', 'mcpServers', 'hooks',
  'maxTurns', 'skills', 'memory', 'effort', 'background', 'isolation', 'initialPrompt',
]);

/** Frontmatter keys a command, loop or skill (`SKILL.md`) applies. */
export const COMMAND_KEYS: ReadonlySet<string> = new Set([
  'name', 'description', 'allowed-tools', 'argument-hint', 'arguments', 'when_to_use', 'model', 'disable-model-invocation',
  'user-invocable', 'hooks', 'context', 'agent', 'effort', 'shell', 'paths',
]);

/** Catalog metadata: never written into a user's settings.json. */
export const CATALOG_METADATA_KEYS: ReadonlySet<string> = new Set(['author', 'license', 'version', 'keywords', 'repo', 'tags']);

type Markdown = 'agent' | 'command';

/** Which frontmatter rules a file follows, from its path inside what is installed. */
function markdownRole(path: string): Markdown | undefined {
  // Paths as installed under a plugin (mods), the project root (templates, sandbox) or a skill folder.
  if (/^(\.claude\/)?agents\/[^/]+\.md$/.test(path)) return 'agent';
  if (/^(\.claude\/)?commands\/.+\.md$/.test(path) || /^((\.claude\/)?skills\/[^/]+\/)?SKILL\.md$/.test(path)) return 'command';
  return undefined;
}

const KEY_LINE = /^([A-Za-z0-9_-]+)[ \t]*:/;

/** The frontmatter without the keys `keep` rejects; a key's continuation lines go with it. */
export function stripFrontmatter(text: string, keep: (key: string) => boolean): string {
  const open = /^---[ \t]*\n/.exec(text);
  if (!open) return text;
  const lines = text.slice(open[0].length).split('\n');
  const close = lines.findIndex((l) => /^(---|\.\.\.)[ \t]*$/.test(l));
  if (close < 0) return text;
  const kept: string[] = [];
  let dropping = false;
  for (const line of lines.slice(0, close)) {
    const key = KEY_LINE.exec(line);
    if (key) dropping = !keep(key[1]!);
    else if (!/^[ \t]|^-|^$/.test(line)) dropping = false; // a line we do not understand stays
    if (!dropping) kept.push(line);
  }
  if (kept.length === close) return text;
  return `${open[0]}${[...kept, ...lines.slice(close)].join('\n')}`;
}

/** Top-level catalog metadata removed from a settings JSON text; unchanged text when there is none. */
function stripSettingsJson(text: string): string {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return text; // the build reports invalid JSON itself
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return text;
  const keys = Object.keys(doc);
  if (!keys.some((k) => CATALOG_METADATA_KEYS.has(k))) return text;
  const rest = Object.fromEntries(Object.entries(doc).filter(([k]) => !CATALOG_METADATA_KEYS.has(k)));
  return `${JSON.stringify(rest, null, 2)}\n`;
}

/** One installed file as Claude Code should see it. */
function installedFile(path: string, text: string): string {
  const role = markdownRole(path);
  if (role === 'agent') return stripFrontmatter(text, (k) => AGENT_KEYS.has(k));
  if (role === 'command') return stripFrontmatter(text, (k) => COMMAND_KEYS.has(k));
  if (/^\.claude\/settings(\.local)?\.json$/.test(path)) return stripSettingsJson(text);
  return text;
}

/**
 * The `content` and `files` a component publishes. The entry of a mod
 * (`plugin.json`, whose `version`/`author`/`license` the client reads) and the
 * README of a template or sandbox (not installed) are left as they are.
 */
export function installedContent(
  type: ComponentType,
  content: string,
  files?: Record<string, string>,
): { content: string; files?: Record<string, string> } {
  const outFiles = files && Object.fromEntries(Object.entries(files).map(([p, t]) => [p, installedFile(p, t)]));
  let outContent = content;
  if (type === 'agents') outContent = stripFrontmatter(content, (k) => AGENT_KEYS.has(k));
  else if (type === 'commands' || type === 'loops' || type === 'skills') outContent = stripFrontmatter(content, (k) => COMMAND_KEYS.has(k));
  else if (type === 'settings') outContent = stripSettingsJson(content);
  return { content: outContent, ...(outFiles ? { files: outFiles } : {}) };
}
