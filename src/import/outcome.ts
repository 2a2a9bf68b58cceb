/**
 * What one import run reports (`npm run import -- … --json`): the record it
 * wrote (every decision, src/catalog/imports.ts) and what changed in the
 * source tree. One schema, its type inferred; tests read the output with it.
 */
import { z } from 'zod';
import { COMPONENT_TYPES } from '../catalog/kinds.ts';
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
});
export type ImportOutcome = z.infer<typeof ImportOutcomeSchema>;

/** Components per kind of change. */
export function changeCounts(outcome: Pick<ImportOutcome, 'changes'>): Record<'added' | 'changed' | 'removed' | 'unchanged', number> {
  const counts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  for (const c of outcome.changes) counts[c.change]++;
  return counts;
}
