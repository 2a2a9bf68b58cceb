/**
 * Whether each merge op a lock entry records comes from the component's
 * layout (src/install/plan.ts): what a lock says was merged into
 * `.claude/settings.json`, `.mcp.json` or `~/.claude.json` must be what the
 * component merges, placeholders filled in as the user gave them
 * (`sameAsInstalled`). An op that is not (an MCP server's command or a hook
 * edited in the lock and the file together) is a lock edited by hand. Pure.
 */
import { isPlainObject, sameAsInstalled, type JsonObject } from '../install/merge.ts';
import type { Layout } from '../install/plan.ts';
import type { ManifestEntry, MergeOp } from '../install/schemas.ts';

/** The component's merge as a document shaped like the file it lands in. */
function documentOf(merge: Layout['merges'][number]): JsonObject {
  return merge.into === 'servers' ? { mcpServers: merge.incoming } : merge.incoming;
}

function at(doc: unknown, path: readonly string[]): { found: boolean; value?: unknown } {
  let node = doc;
  for (const key of path) {
    if (!isPlainObject(node) || !Object.hasOwn(node, key)) return { found: false };
    node = node[key];
  }
  return { found: true, value: node };
}

const isEmptyContainer = (v: unknown) => (Array.isArray(v) && v.length === 0) || (isPlainObject(v) && Object.keys(v).length === 0);
const sameContainer = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b)) || (isPlainObject(a) && isPlainObject(b));

/** A hook group as the merge adds it first: its fields, with no hooks yet. */
const emptyGroup = (group: unknown) => (isPlainObject(group) && Array.isArray(group.hooks) ? { ...group, hooks: [] } : group);

function fromDocument(op: MergeOp, doc: JsonObject): boolean {
  switch (op.op) {
    case 'set': {
      const there = at(doc, op.at);
      if (!there.found) return false;
      // A container the merge made to put the component's keys in (`hooks`, `mcpServers`, an event's list).
      if (isEmptyContainer(op.value) && sameContainer(op.value, there.value)) return true;
      return sameAsInstalled(op.value, there.value);
    }
    case 'add': {
      const list = at(doc, op.at).value;
      return Array.isArray(list) && list.some((item) => sameAsInstalled(op.value, item) || sameAsInstalled(op.value, emptyGroup(item)));
    }
    case 'hook': {
      const groups = at(doc, ['hooks', op.event]).value;
      return (
        Array.isArray(groups) &&
        groups.some((g) => isPlainObject(g) && (typeof g.matcher === 'string' ? g.matcher : undefined) === op.matcher && Array.isArray(g.hooks) && g.hooks.some((h) => sameAsInstalled(op.hook, h)))
      );
    }
  }
}

const where = (op: MergeOp) => (op.op === 'hook' ? `hooks.${op.event}${op.matcher === undefined ? '' : `[${op.matcher}]`}` : op.at.join('.'));

/** Where the lock's merges say more than the component merges (empty when every op is the component's). */
export function mergeMismatches(entry: Pick<ManifestEntry, 'merges'>, layout: Layout): string[] {
  const out: string[] = [];
  for (const merge of entry.merges) {
    const docs = layout.merges.filter((m) => m.path === merge.path).map(documentOf);
    if (!docs.length) {
      out.push(`the lock merges into ${merge.path}, which the component does not`);
      continue;
    }
    for (const op of merge.ops) if (!docs.some((doc) => fromDocument(op, doc))) out.push(`the lock's ${merge.path} ${where(op)} is not the component's`);
  }
  return out;
}
