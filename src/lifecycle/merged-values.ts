/**
 * The values an install merged into a JSON file (`.claude/settings.json`,
 * `.mcp.json`, `~/.claude.json`), read back from the ops the lock file
 * records, and whether the file still holds each one. Pure.
 *
 * "Still holds" is containment (`containsInstalled`, the rule the merge and
 * its undo follow: objects merged, arrays unioned, placeholders filled in): a
 * permission the user added beside the component's, or another component's
 * hook in the same group, is not a change to this component's value; a key
 * of it changed or removed is.
 */
import { isDeepStrictEqual } from 'node:util';
import { createHash } from 'node:crypto';
import { containsInstalled, isPlainObject } from '../install/merge.ts';
import type { MergeOp } from '../install/schemas.ts';

export interface MergedValue {
  /** Where in the file, for a person: `permissions.allow`, `mcpServers.github`, `hooks.PreToolUse[Bash]`. */
  key: string;
  /** The value as written (a hook, an array element, a key's value). */
  value: unknown;
  /** sha256 of the value's canonical JSON (sorted keys): what the lock file's reader compares. */
  sha256: string;
  /** Whether the document still holds it (containment, see above). */
  heldBy(doc: unknown): boolean;
}

/** JSON with object keys sorted, so the same value always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function valueSha256(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');
}

/** Whether two JSON texts hold the same document (formatting and key order aside); false when either is not JSON. */
export function sameJsonText(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  const parse = (text: string): { doc: unknown } | undefined => {
    try {
      return { doc: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
    } catch {
      return undefined;
    }
  };
  const [x, y] = [parse(a), parse(b)];
  return x !== undefined && y !== undefined && isDeepStrictEqual(x.doc, y.doc);
}

function getAt(doc: unknown, at: readonly string[]): { found: boolean; value?: unknown } {
  let node: unknown = doc;
  for (const key of at) {
    if (!isPlainObject(node) || !Object.hasOwn(node, key)) return { found: false };
    node = node[key];
  }
  return { found: true, value: node };
}

function isEmptyContainer(value: unknown): boolean {
  return (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.keys(value).length === 0);
}

/** A key path as people write it: `a.b`, with a segment that is not an identifier quoted (`mcpServers["my server"]`). */
export function keyLabel(at: readonly string[]): string {
  return at.map((k, i) => (/^[A-Za-z_$][\w$-]*$/.test(k) ? `${i ? '.' : ''}${k}` : `[${JSON.stringify(k)}]`)).join('');
}

function hookGroupLabel(event: string, matcher: string | undefined): string {
  return `${keyLabel(['hooks', event])}[${matcher === undefined ? '' : JSON.stringify(matcher)}]`;
}

/**
 * Every value a merge wrote, from its ops. Empty objects and arrays created to
 * hold others (`hooks`, `mcpServers` in a new file) are scaffolding, not
 * values: other installs and the user fill them, so they are not checked.
 */
export function mergedValues(ops: readonly MergeOp[]): MergedValue[] {
  const out: MergedValue[] = [];
  for (const op of ops) {
    if (op.op === 'set') {
      if (isEmptyContainer(op.value)) continue;
      out.push({
        key: keyLabel(op.at),
        value: op.value,
        sha256: valueSha256(op.value),
        heldBy: (doc) => {
          const at = getAt(doc, op.at);
          return at.found && containsInstalled(at.value, op.value);
        },
      });
    } else if (op.op === 'add') {
      out.push({
        key: keyLabel(op.at),
        value: op.value,
        sha256: valueSha256(op.value),
        heldBy: (doc) => {
          const list = getAt(doc, op.at).value;
          return Array.isArray(list) && list.some((item) => containsInstalled(item, op.value));
        },
      });
    } else {
      out.push({
        key: hookGroupLabel(op.event, op.matcher),
        value: op.hook,
        sha256: valueSha256(op.hook),
        heldBy: (doc) => {
          const groups = getAt(doc, ['hooks', op.event]).value;
          if (!Array.isArray(groups)) return false;
          return groups.some(
            (g) =>
              isPlainObject(g) &&
              (typeof g.matcher === 'string' ? g.matcher : undefined) === op.matcher &&
              Array.isArray(g.hooks) &&
              g.hooks.some((h: unknown) => isDeepStrictEqual(h, op.hook)),
          );
        },
      });
    }
  }
  return out;
}
