/**
 * Pure, and small enough for the browser: which catalog source a category
 * belongs to. Every category of a source is `<prefix>-<category>` and
 * prefixes are unique (plan.ts), so the home page's cards and its source
 * filter need only the sources' ids and prefixes, not a field per component.
 */
export interface SourcePrefix {
  id: string;
  prefix: string;
}

/** The source of `category`, or undefined for one of ours. */
export function sourceOfCategory(sources: readonly SourcePrefix[], category: string): string | undefined {
  return sources.find((s) => category.startsWith(`${s.prefix}-`))?.id;
}
