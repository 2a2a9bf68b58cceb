/**
 * The stack page's data: for each kind and category, one document with the
 * facts (facts.ts) of its components, `/stack-facts/{type}/{category}.json`.
 * A stack of ten components fetches at most ten small documents, never a
 * component's whole content (a skill of 1,000 files is megabytes); and the
 * deploy gains one file per category, not one per component.
 * The facts come from the installer's own layout of the published content, so
 * the page and `toolshed --stack` find the same collisions.
 */
import type { CatalogComponent } from '../catalog/component.ts';
import { layoutOf } from '../install/plan.ts';
import { analyzeComponent } from '../safety/analyze.ts';
import type { SafetyLevel, SafetyReport } from '../safety/report.ts';
import { summarizeSafety } from '../safety/summary.ts';
import { stackFacts, type StackFacts } from './facts.ts';

export interface StackFactsDocument {
  version: 1;
  /** By component name; a component whose layout fails (it cannot be installed) carries `error`. */
  components: Record<string, Omit<StackFacts, 'item'> | { error: string }>;
}

export function stackFactsPath(type: string, category: string): string {
  return `/stack-facts/${type}/${category}.json`;
}

/** The components grouped by kind and category, in catalog order. */
export function stackFactsGroups(components: readonly CatalogComponent[]): Array<{ type: string; category: string; components: CatalogComponent[] }> {
  const groups = new Map<string, { type: string; category: string; components: CatalogComponent[] }>();
  for (const c of components) {
    const key = `${c.kind.type}/${c.category}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { type: c.kind.type, category: c.category, components: [] }));
    group.components.push(c);
  }
  return [...groups.values()];
}

/** The component's safety report: the build's, once it carries one, else the analyzer's over the published bytes. */
export function safetyReportOf(c: CatalogComponent): SafetyReport {
  const built = (c as { safety?: SafetyReport }).safety;
  if (built) return built;
  // Cards, listing pages and these documents ask for the same components in one build: analyse each once.
  let report = analysed.get(c);
  if (!report) analysed.set(c, (report = analyzeComponent(c.kind, c.files ? { content: c.content, files: c.files } : { content: c.content })));
  return report;
}
const analysed = new WeakMap<CatalogComponent, SafetyReport>();

export function stackFactsDocument(components: readonly CatalogComponent[], safetyOf: (c: CatalogComponent) => SafetyReport | undefined = safetyReportOf): StackFactsDocument {
  // No prototype: a component named `__proto__` or `toString` is an entry like any other (issue 37).
  const out: StackFactsDocument['components'] = Object.create(null);
  for (const c of components) {
    const verified = { kind: c.kind, category: c.category, name: c.name, content: c.files ? { content: c.content, files: c.files } : { content: c.content }, sha256: c.sha256 };
    try {
      const { item: _item, ...facts } = stackFacts(verified, layoutOf(verified, false), safetyOf(c));
      out[c.name] = facts;
    } catch (error) {
      out[c.name] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return { version: 1, components: out };
}

/** A card's verdict: the analyzer's own words ("No findings", "2 advisories"), "Blocked" when it would refuse. */
export function cardVerdict(c: CatalogComponent): { level: SafetyLevel; text: string } {
  const report = safetyReportOf(c);
  return { level: report.level, text: report.level === 'blocking' ? 'Blocked' : summarizeSafety(report) };
}
