/**
 * Pure: what moving a source's pin changes, reviewed as bytes. The source's
 * components at the old pin and at the new one (each read by the catalog's
 * own reader, so with the safety report the site will publish) compared by
 * identity: added, removed, and changed ones with a diff summary per file
 * (src/lifecycle/diff.ts) and the safety verdict before → after
 * (src/safety/compare.ts). A component with a new blocking finding comes
 * first. `npm run sources -- update --json` prints these shapes.
 */
import { z } from 'zod';
import type { CatalogComponent } from '../catalog/component.ts';
import { fileDiff } from '../lifecycle/diff.ts';
import { compareReports, describeComparison } from '../safety/compare.ts';
import { SafetyLevelSchema as Level } from '../safety/report.ts';
import { summarizeSafety } from '../safety/summary.ts';

export const ComponentBumpSchema = z.strictObject({
  /** `type/category/name`. */
  id: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  /** Changed: each file that differs, with its lines added and removed. */
  files: z.array(z.strictObject({ path: z.string(), added: z.int(), removed: z.int() })),
  safety: z.strictObject({
    before: Level.nullable(),
    after: Level.nullable(),
    /** A blocking finding the old bytes did not have. */
    newBlocking: z.boolean(),
    /** The verdict line(s) for a person: the lifecycle's comparison, or the verdict of an added component. */
    lines: z.array(z.string()),
  }),
});
export type ComponentBump = z.infer<typeof ComponentBumpSchema>;

export const SourceBumpSchema = z.strictObject({
  id: z.string(),
  repository: z.string(),
  from: z.string(),
  to: z.string(),
  /** moved: the pin moved; current: upstream is where the pin is; failed: see `reason`. */
  status: z.enum(['moved', 'current', 'failed']),
  reason: z.string().optional(),
  counts: z.strictObject({ added: z.int(), removed: z.int(), changed: z.int(), newBlocking: z.int() }),
  components: z.array(ComponentBumpSchema),
});
export type SourceBump = z.infer<typeof SourceBumpSchema>;

export const BumpReportSchema = z.strictObject({ sources: z.array(SourceBumpSchema) });

const idOf = (c: Pick<CatalogComponent, 'kind' | 'category' | 'name'>) => `${c.kind.type}/${c.category}/${c.name}`;

/** Every file a component installs, by its path in the component. */
function filesOf(c: CatalogComponent): Record<string, string> {
  return c.files ?? { [c.path]: c.content };
}

function changedFiles(before: CatalogComponent, after: CatalogComponent): ComponentBump['files'] {
  const a = filesOf(before);
  const b = filesOf(after);
  const paths = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return paths
    .map((path) => fileDiff(path, a[path] ?? null, b[path] ?? null))
    .filter((d) => d.patch !== '')
    .map((d) => ({ path: d.path, added: d.added, removed: d.removed }));
}

const RANK = { none: 0, advisory: 1, blocking: 2 } as const;

/** The components of one source at its old and new pin, compared. */
export function compareSourceComponents(before: readonly CatalogComponent[], after: readonly CatalogComponent[]): Pick<SourceBump, 'counts' | 'components'> {
  const old = new Map(before.map((c) => [idOf(c), c]));
  const next = new Map(after.map((c) => [idOf(c), c]));
  const out: ComponentBump[] = [];
  for (const [id, c] of next) {
    const was = old.get(id);
    if (!was) {
      const blocking = c.safety.level === 'blocking';
      out.push({ id, change: 'added', files: [], safety: { before: null, after: c.safety.level, newBlocking: blocking, lines: [`safety: ${summarizeSafety(c.safety)}`] } });
    } else if (was.sha256 !== c.sha256) {
      const comparison = compareReports(was.safety, c.safety);
      const newBlocking = comparison.added.some((x) => x.about === 'finding' && x.severity === 'blocking');
      out.push({ id, change: 'changed', files: changedFiles(was, c), safety: { before: was.safety.level, after: c.safety.level, newBlocking, lines: describeComparison(comparison, 'the pinned version') } });
    }
  }
  for (const [id, c] of old) {
    if (!next.has(id)) out.push({ id, change: 'removed', files: [], safety: { before: c.safety.level, after: null, newBlocking: false, lines: [] } });
  }
  // A new blocking finding first, then what got worse, then the rest by identity.
  const worse = (b: ComponentBump) => (b.safety.before !== null && b.safety.after !== null && RANK[b.safety.after] > RANK[b.safety.before] ? 1 : 0);
  out.sort((a, b) => Number(b.safety.newBlocking) - Number(a.safety.newBlocking) || worse(b) - worse(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const count = (change: ComponentBump['change']) => out.filter((b) => b.change === change).length;
  return { counts: { added: count('added'), removed: count('removed'), changed: count('changed'), newBlocking: out.filter((b) => b.safety.newBlocking).length }, components: out };
}

/** A bump as lines for a terminal (each string from a repository passed through visible() by the caller). */
export function bumpLines(b: SourceBump): string[] {
  if (b.status === 'failed') return [`${b.id}: could not be checked: ${b.reason}`];
  if (b.status === 'current') return [`${b.id}: at upstream's head ${b.to.slice(0, 12)}; nothing to move`];
  const lines = [`${b.id}: ${b.from.slice(0, 12)} → ${b.to.slice(0, 12)}: ${b.counts.added} added, ${b.counts.removed} removed, ${b.counts.changed} changed${b.counts.newBlocking ? `, ${b.counts.newBlocking} with a new blocking finding` : ''}`];
  for (const c of b.components) {
    const files = c.files.map((f) => `${f.path} +${f.added} -${f.removed}`).join(', ');
    lines.push(`  ${c.change} ${c.id}${files ? ` (${files})` : ''}`);
    for (const line of c.safety.lines) lines.push(`    ${line}`);
  }
  return lines;
}
