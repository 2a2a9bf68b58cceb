/**
 * The corpus's figures, once: the blocking tier's precision and recall over
 * twins (an unsafe twin should block, a safe twin should not), the pairs told
 * apart, and advisories per component. The test (corpus.test.ts) and the
 * bench (bench/safety.bench.ts) both call it.
 */
import { kindByType, type Kind } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import type { SafetyReport } from '../../../src/safety/report.ts';
import { unsafeOf, type Twin } from './twins.ts';

export interface PairResult {
  id: string;
  kind: string;
  expected: string;
  safe: SafetyReport;
  unsafe: SafetyReport;
  /** The unsafe twin blocks and the safe one does not. */
  toldApart: boolean;
  /** The unsafe twin blocks with the rule the pair names. */
  ruleMatched: boolean;
}

export interface CorpusFigures {
  pairs: number;
  toldApart: number;
  ruleMatched: number;
  truePositives: number;
  falseNegatives: number;
  falsePositives: number;
  precision: number;
  recall: number;
  /** Findings per component over both twins (advisories of safe twins alone: `safeAdvisories`). */
  findingsPerComponent: number;
  safeAdvisories: number;
  results: PairResult[];
}

const blocks = (r: SafetyReport) => r.level === 'blocking';

/** `analyze`: the analyzer (the /safety/ page passes one that reads unchanged bytes' reports back from the build's cache). */
export function evaluate(twins: Twin[], analyze: (kind: Kind, published: Twin['safe']) => SafetyReport = analyzeComponent): CorpusFigures {
  const results = twins.map((t): PairResult => {
    const kind = kindByType(t.kind)!;
    const safe = analyze(kind, t.safe);
    const unsafe = analyze(kind, unsafeOf(t));
    return {
      id: t.id,
      kind: t.kind,
      expected: t.rule,
      safe,
      unsafe,
      toldApart: blocks(unsafe) && !blocks(safe),
      ruleMatched: unsafe.findings.some((f) => f.severity === 'blocking' && f.rule === t.rule),
    };
  });
  const tp = results.filter((r) => blocks(r.unsafe)).length;
  const fp = results.filter((r) => blocks(r.safe)).length;
  const fn = results.length - tp;
  const findings = results.reduce((n, r) => n + r.safe.findings.length + r.unsafe.findings.length, 0);
  return {
    pairs: results.length,
    toldApart: results.filter((r) => r.toldApart).length,
    ruleMatched: results.filter((r) => r.ruleMatched).length,
    truePositives: tp,
    falseNegatives: fn,
    falsePositives: fp,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: results.length === 0 ? 1 : tp / results.length,
    findingsPerComponent: results.length ? findings / (2 * results.length) : 0,
    safeAdvisories: results.length ? results.reduce((n, r) => n + r.safe.findings.length, 0) / results.length : 0,
    results,
  };
}
