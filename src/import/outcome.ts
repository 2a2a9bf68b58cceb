/**
 * What one import run reports (`npm run import -- … --json`): the record it
 * wrote (every decision, src/catalog/imports.ts) and what changed in the
 * source tree. One schema, its type inferred; tests read the output with it.
 */
import { z } from 'zod';
import { COMPONENT_TYPES, type ComponentType } from '../catalog/kinds.ts';
import type { SafetyLevel } from '../safety/report.ts';
import { ImportRecordSchema } from '../catalog/imports.ts';

export const ImportOutcomeSchema = z.strictObject({
  record: ImportRecordSchema,
  changes: z.array(
    z.strictObject({
      type: z.enum(COMPONENT_TYPES),
      category: z.string(),
      name: z.string(),
      change: z.enum(['added', 'changed', 'removed', 'unchanged']),
    }),
  ),
  /** Files written and deleted (0 when nothing changed, or on a dry run). */
  written: z.int().nonnegative(),
  deleted: z.int().nonnegative(),
  dryRun: z.boolean(),
  /**
   * The safety analyzer's word on the imported components (the same report
   * the build computes and the page shows): how many have advisories only,
   * and each with a blocking finding, which the build warns about (an error
   * under --strict) until a reviewed exception covers it (docs/safety.md).
   */
  safety: z.strictObject({
    advisory: z.int().nonnegative(),
    blocking: z.array(z.strictObject({ type: z.enum(COMPONENT_TYPES), category: z.string(), name: z.string(), verdict: z.string() })),
  }),
});
export type ImportOutcome = z.infer<typeof ImportOutcomeSchema>;

/** Components per kind of change. */
export function changeCounts(outcome: Pick<ImportOutcome, 'changes'>): Record<'added' | 'changed' | 'removed' | 'unchanged', number> {
  const counts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  for (const c of outcome.changes) counts[c.change]++;
  return counts;
}

/** The outcome's safety part, from the planned components that are written. */
export function safetyOf(components: ReadonlyArray<{ type: ComponentType; category: string; name: string; safety: { level: SafetyLevel; verdict: string } }>): ImportOutcome['safety'] {
  return {
    advisory: components.filter((c) => c.safety.level === 'advisory').length,
    blocking: components.filter((c) => c.safety.level === 'blocking').map((c) => ({ type: c.type, category: c.category, name: c.name, verdict: c.safety.verdict })),
  };
}
