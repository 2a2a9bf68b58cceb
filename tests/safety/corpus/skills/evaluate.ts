/**
 * The skills corpus's figures, once (the corpus test, write-baseline.ts and
 * the safety bench call it): per half and per class, blocking recall over the
 * malicious samples, the finding rate (any finding at all), and the rate of
 * benign samples blocked. A sample is one component, so it goes through the
 * attacker corpus's evaluator as a variant of itself (one place for how a
 * component is run and counted); `analyze` is a parameter as there.
 */
import { currentAnalyzer, evaluateAttacks, evaluateBenign, type Analyze, type AttackFigures, type BenignFigures } from '../attacks/evaluate.ts';
import type { Variant } from '../attacks/payload.ts';
import type { Sample } from './build.ts';
import { DEV_BENIGN, DEV_MALICIOUS } from './dev.ts';
import { HELD_OUT_BENIGN, HELD_OUT_MALICIOUS } from './held-out/samples.ts';

/** A whole component is its own only variant. */
export function asVariant(s: Sample<string>): Variant {
  return { id: s.id, payload: s.id, class: s.class, carrier: s.kind, kind: s.kind, expect: s.expect, note: s.note, published: s.published };
}

export const skillsCorpus = {
  dev: { malicious: DEV_MALICIOUS.map(asVariant), benign: DEV_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT_MALICIOUS.map(asVariant), benign: HELD_OUT_BENIGN.map(asVariant) },
};

export interface HalfFigures {
  malicious: AttackFigures;
  benign: BenignFigures;
  /** Malicious samples blocked, over all malicious samples. */
  recall: number;
  /** Malicious samples with at least one finding (blocking or advisory). */
  findingRate: number;
  /** Benign samples blocked, over all benign samples. */
  benignBlockedRate: number;
}

export function evaluateHalf(half: { malicious: Variant[]; benign: Variant[] }, analyze: Analyze = currentAnalyzer): HalfFigures {
  const malicious = evaluateAttacks(half.malicious, analyze);
  const benign = evaluateBenign(half.benign, analyze);
  return {
    malicious,
    benign,
    recall: malicious.recall,
    findingRate: malicious.variants ? (malicious.variants - malicious.withoutFinding) / malicious.variants : 1,
    benignBlockedRate: benign.blockedRate,
  };
}

const pct = (n: number, d: number) => `${n}/${d} (${d ? ((100 * n) / d).toFixed(1) : '–'}%)`;

/** Markdown tables: totals per half, then per class and half (malicious: blocked, any finding; benign: blocked). */
export function skillsTables(dev: HalfFigures, heldOut: HalfFigures): string {
  const total = (name: string, h: HalfFigures) =>
    `| ${name} | ${pct(h.malicious.blocked, h.malicious.mustBlock)} | ${pct(h.malicious.variants - h.malicious.withoutFinding, h.malicious.variants)} | ${pct(h.benign.blocked, h.benign.variants)} |`;
  const lines = ['| half | malicious blocked (recall) | malicious with a finding | benign blocked |', '| --- | --- | --- | --- |', total('development', dev), total('held-out', heldOut), ''];
  lines.push('| class | development | held-out |', '| --- | --- | --- |');
  const classes = [...new Set([...Object.keys(dev.malicious.byClass), ...Object.keys(heldOut.malicious.byClass)])];
  const mal = (c?: { variants: number; blocked: number; none: number }) => (c ? `${c.blocked}/${c.variants} blocked, ${c.variants - c.none}/${c.variants} found` : '–');
  for (const cls of classes) lines.push(`| ${cls} | ${mal(dev.malicious.byClass[cls])} | ${mal(heldOut.malicious.byClass[cls])} |`);
  const ben = (c?: { variants: number; blocked: number; advisory: number }) => (c ? `${c.blocked}/${c.variants} blocked, ${c.advisory} advisory` : '–');
  const benignClasses = [...new Set([...Object.keys(dev.benign.byClass), ...Object.keys(heldOut.benign.byClass)])];
  for (const cls of benignClasses) lines.push(`| benign ${cls} | ${ben(dev.benign.byClass[cls])} | ${ben(heldOut.benign.byClass[cls])} |`);
  return lines.join('\n');
}
