/**
 * The values a user gave placeholders (`<your-iana-timezone>` → `Europe/Berlin`)
 * when a component was installed, read back from the merged values the lock
 * file records, so an update or a restore fills the same placeholders the same
 * way instead of asking again or writing the placeholder back over them. Pure.
 */
import { isPlainObject, type JsonObject } from '../install/merge.ts';
import type { Layout } from '../install/plan.ts';
import { placeholderParts } from '../install/placeholder-text.ts';
import type { MergeOp } from '../install/schemas.ts';

/** The document the ops wrote, on their own: what the install put in the file, without the user's entries. */
export function recordedDocument(ops: readonly MergeOp[]): JsonObject {
  const doc: JsonObject = {};
  const container = (at: readonly string[]): JsonObject | undefined => {
    let node: JsonObject = doc;
    for (const key of at) {
      if (!Object.hasOwn(node, key)) node[key] = {};
      const next = node[key];
      if (!isPlainObject(next)) return undefined;
      node = next;
    }
    return node;
  };
  for (const op of ops) {
    if (op.op === 'set') {
      const parent = container(op.at.slice(0, -1));
      if (parent) parent[op.at[op.at.length - 1]!] = structuredClone(op.value);
    } else if (op.op === 'add') {
      const parent = container(op.at.slice(0, -1));
      const key = op.at[op.at.length - 1]!;
      if (!parent) continue;
      if (!Array.isArray(parent[key])) parent[key] = [];
      (parent[key] as unknown[]).push(structuredClone(op.value));
    }
    // Hooks carry no placeholders (src/install/placeholders.ts scans MCP servers and settings env).
  }
  return doc;
}

/**
 * Each placeholder's value in `text`, which is `template` filled in; leftmost
 * match between the literal parts, as the install filled them in order.
 */
function fillsOf(template: string, text: string): [string, string][] | undefined {
  const pieces = placeholderParts(template);
  if (pieces.length === 1) return undefined;
  if (!text.startsWith(pieces[0]!)) return undefined;
  const out: [string, string][] = [];
  let at = pieces[0]!.length;
  for (let i = 1; i < pieces.length; i += 2) {
    const name = pieces[i]!;
    const literal = pieces[i + 1]!;
    const last = i + 2 >= pieces.length;
    const end = last ? (text.endsWith(literal) ? text.length - literal.length : -1) : literal === '' ? -1 : text.indexOf(literal, at);
    if (end < at) return undefined;
    out.push([name, text.slice(at, end)]);
    at = end + literal.length;
  }
  return out;
}

function walkPair(template: unknown, recorded: unknown, visit: (template: string, text: string) => void): void {
  if (typeof template === 'string' && typeof recorded === 'string') visit(template, recorded);
  else if (Array.isArray(template) && Array.isArray(recorded)) template.forEach((t, i) => walkPair(t, recorded[i], visit));
  else if (isPlainObject(template) && isPlainObject(recorded)) {
    for (const [k, t] of Object.entries(template)) if (Object.hasOwn(recorded, k)) walkPair(t, recorded[k], visit);
  }
}

/**
 * Placeholder values found by laying the layout's merges (straight from the
 * catalog, placeholders unfilled) over the same files as they are now (the
 * user may have filled one in by hand since) and, for what is not found there,
 * over what the lock recorded (a fresh clone without `.mcp.json`). A value
 * still written as its placeholder, or one that differs between two places in
 * the same document, is not carried.
 */
export function filledValues(
  layout: Layout,
  merges: readonly { path: string; ops: readonly MergeOp[] }[],
  current: ReadonlyMap<string, string | null> = new Map(),
): Map<string, string> {
  const values = new Map<string, string>();
  for (const merge of layout.merges) {
    const docs = [parsedObject(current.get(merge.path) ?? null), recordedDocument(merges.filter((m) => m.path === merge.path).flatMap((m) => m.ops))];
    for (const doc of docs) {
      if (!doc) continue;
      const found = new Map<string, string | null>();
      const pairs: [unknown, unknown][] = merge.into === 'servers' ? [[merge.incoming, doc.mcpServers]] : [[merge.incoming.env, doc.env]];
      for (const [template, text] of pairs) {
        walkPair(template, text, (t, s) => {
          for (const [name, value] of fillsOf(t, s) ?? []) {
            if (placeholderParts(value).length > 1) continue; // still a placeholder: nothing was given
            const seen = found.get(name);
            found.set(name, seen === undefined || seen === value ? value : null);
          }
        });
      }
      for (const [name, value] of found) if (value !== null && !values.has(name)) values.set(name, value);
    }
  }
  return values;
}

function parsedObject(text: string | null): JsonObject | undefined {
  if (text === null) return undefined;
  try {
    const doc: unknown = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return isPlainObject(doc) ? doc : undefined;
  } catch {
    return undefined;
  }
}
