/**
 * The attacker corpus's figures, once (the corpus test, the bench and the
 * /safety/ page call it): per class, how many variants were blocked, got
 * only advisories, or got no finding at all; for benign variants, how many
 * were blocked. `analyze` is a parameter so the bench can measure another
 * analyzer (main's, as a floor) on the same variants.
 */
import { kindByType } from '../../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../../src/safety/analyze.ts';
import type { SafetyReport } from '../../../../src/safety/report.ts';
import type { Published } from '../twins.ts';
import { DEV_ATTACKS, DEV_BENIGN } from './dev.ts';
import { HELD_OUT_ATTACKS, HELD_OUT_BENIGN } from './held-out/payloads.ts';
import { expand, type Variant } from './payload.ts';

export type Analyze = (kind: Variant['kind'], published: Published) => Pick<SafetyReport, 'level' | 'findings'>;

export const currentAnalyzer: Analyze = (kind, published) => analyzeComponent(kindByType(kind)!, published);

export interface ClassFigures {
  variants: number;
  blocked: number;
  /** Only advisories. */
  advisory: number;
  /** No finding at all. */
  none: number;
}

export interface VariantResult {
  variant: Variant;
  level: SafetyReport['level'];
  rules: string[];
}

export interface AttackFigures {
  variants: number;
  /** Over variants expected to block. */
  mustBlock: number;
  blocked: number;
  recall: number;
  /** Over every attack variant: none may be without a finding. */
  withoutFinding: number;
  /** Variants expected at least a finding (`finding`) that got one. */
  findingExpected: number;
  findingMet: number;
  byClass: Record<string, ClassFigures>;
  results: VariantResult[];
}

export interface BenignFigures {
  variants: number;
  blocked: number;
  blockedRate: number;
  advisory: number;
  byClass: Record<string, ClassFigures>;
  results: VariantResult[];
}

export const corpus = {
  dev: { attacks: expand(DEV_ATTACKS, false), benign: expand(DEV_BENIGN, true) },
  heldOut: { attacks: expand(HELD_OUT_ATTACKS, false), benign: expand(HELD_OUT_BENIGN, true) },
};

function run(variants: Variant[], analyze: Analyze): { results: VariantResult[]; byClass: Record<string, ClassFigures> } {
  const byClass: Record<string, ClassFigures> = {};
  const results = variants.map((variant): VariantResult => {
    const report = analyze(variant.kind, variant.published);
    const c = (byClass[variant.class] ??= { variants: 0, blocked: 0, advisory: 0, none: 0 });
    c.variants++;
    if (report.level === 'blocking') c.blocked++;
    else if (report.level === 'advisory') c.advisory++;
    else c.none++;
    return { variant, level: report.level, rules: [...new Set(report.findings.map((f) => `${f.severity === 'blocking' ? '!' : ''}${f.rule}`))] };
  });
  return { results, byClass };
}

export function evaluateAttacks(variants: Variant[], analyze: Analyze = currentAnalyzer): AttackFigures {
  const { results, byClass } = run(variants, analyze);
  const must = results.filter((r) => r.variant.expect === 'blocking');
  const blocked = must.filter((r) => r.level === 'blocking').length;
  const finding = results.filter((r) => r.variant.expect === 'finding');
  return {
    variants: results.length,
    mustBlock: must.length,
    blocked,
    recall: must.length ? blocked / must.length : 1,
    withoutFinding: results.filter((r) => r.level === 'none').length,
    findingExpected: finding.length,
    findingMet: finding.filter((r) => r.level !== 'none').length,
    byClass,
    results,
  };
}

export function evaluateBenign(variants: Variant[], analyze: Analyze = currentAnalyzer): BenignFigures {
  const { results, byClass } = run(variants, analyze);
  const blocked = results.filter((r) => r.level === 'blocking').length;
  return { variants: results.length, blocked, blockedRate: results.length ? blocked / results.length : 0, advisory: results.filter((r) => r.level === 'advisory').length, byClass, results };
}
