/**
 * Placeholders such as `<your-iana-timezone>` in what an install merges into
 * `.mcp.json` / `~/.claude.json` (MCP servers) or into `settings.json` `env`.
 * Pure: find them, fill them from `--set NAME=value` or answers at a prompt,
 * and name exactly which file and key still hold one.
 */
import { visible } from '../text/visible.ts';
import { EXIT, InstallError } from './errors.ts';
import { isPlainObject, type JsonObject } from './merge.ts';
import type { Layout } from './plan.ts';
import { PLACEHOLDER } from './placeholder-text.ts';

export interface PlaceholderSite {
  /** The placeholder's name, without the angle brackets. */
  name: string;
  /** The file it lands in, relative to the install root. */
  file: string;
  /** Where in that file: `mcpServers.time.args[1]`. */
  key: string;
}

function keyOf(at: (string | number)[]): string {
  return at.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

function walk(value: unknown, at: (string | number)[], visit: (text: string, at: (string | number)[]) => string): unknown {
  if (typeof value === 'string') return visit(value, at);
  if (Array.isArray(value)) return value.map((v, i) => walk(v, [...at, i], visit));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...at, k], visit)]));
  return value;
}

/** The parts of a merge that may hold placeholders, and their key prefix in the target file. */
function scanned(merge: Layout['merges'][number]): [string, unknown, string[]][] {
  if (merge.into === 'servers') return [['servers', merge.incoming, ['mcpServers']]];
  return isPlainObject(merge.incoming.env) ? [['env', merge.incoming.env, ['env']]] : [];
}

/** Every placeholder in a layout's merges, in order. */
export function findPlaceholders(layout: Layout): PlaceholderSite[] {
  const sites: PlaceholderSite[] = [];
  for (const merge of layout.merges) {
    for (const [, value, prefix] of scanned(merge)) {
      walk(value, prefix, (text, at) => {
        for (const match of text.matchAll(PLACEHOLDER)) sites.push({ name: match[1]!, file: merge.path, key: keyOf(at) });
        return text;
      });
    }
  }
  return sites;
}

/** The layout with every placeholder that has a value replaced by it; the others stay as written. */
export function fillPlaceholders(layout: Layout, values: ReadonlyMap<string, string>): Layout {
  if (values.size === 0) return layout;
  const fill = (text: string) => text.replace(PLACEHOLDER, (all, name: string) => values.get(name) ?? all);
  return {
    ...layout,
    executes: layout.executes.map(fill),
    merges: layout.merges.map((merge) => {
      if (merge.into === 'servers') return { ...merge, incoming: walk(merge.incoming, [], fill) as JsonObject };
      if (!isPlainObject(merge.incoming.env)) return merge;
      return { ...merge, incoming: { ...merge.incoming, env: walk(merge.incoming.env, [], fill) as JsonObject } };
    }),
  };
}

/** `--set NAME=value` flags to a map; `NAME` may be written with or without its angle brackets. */
export function parseSetFlags(flags: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const flag of flags) {
    const eq = flag.indexOf('=');
    const name = eq > 0 ? flag.slice(0, eq).replace(/^<(.*)>$/, '$1') : '';
    if (!name || !new RegExp(`^${PLACEHOLDER.source}$`).test(`<${name}>`)) {
      throw new InstallError(EXIT.usage, `--set ${JSON.stringify(flag)}: expected NAME=value, NAME being a placeholder such as your-iana-timezone`);
    }
    values.set(name, flag.slice(eq + 1));
  }
  return values;
}

/** One line per site still to edit: `.mcp.json mcpServers.time.args[1]: <your-iana-timezone>`. */
export function describeSites(sites: readonly PlaceholderSite[]): string[] {
  // Keys come from the catalog (or a manifest): one line each, whatever they hold.
  return sites.map((s) => visible(`${s.file} ${s.key}: <${s.name}>`));
}
