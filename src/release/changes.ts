import { z } from 'zod';

/** The four kinds every change falls into, in the order the embed shows them. */
export const CHANGE_TYPES = ['breaking', 'features', 'improvements', 'fixes'] as const;
export const ChangeType = z.enum(CHANGE_TYPES);
export type ChangeType = z.infer<typeof ChangeType>;

export const Change = z.object({
  type: ChangeType,
  description: z.string().min(1),
  category: z.string().max(100).nullable(),
});
export type Change = z.infer<typeof Change>;

export type ByType = Record<ChangeType, number>;

/** Counts per kind; every change has exactly one kind, so the counts sum to the total. */
export function countByType(changes: readonly Pick<Change, 'type'>[]): ByType {
  const counts: ByType = { features: 0, fixes: 0, improvements: 0, breaking: 0 };
  for (const change of changes) counts[change.type]++;
  return counts;
}

/** Which parser produced a version's changes; stored with the version and logged. */
export type ParserName = 'deterministic' | `llm:${string}`;
