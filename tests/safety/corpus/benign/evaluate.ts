/**
 * The real-code corpus's figures (README.md): how many benign variants each
 * half blocks, with the attacker corpus's evaluator (one place for what
 * "blocked" means). Run as a script it prints both halves' totals and the
 * development half's blocked variants (never the held-out half's: sealed;
 * its totals only with `--held-out`);
 * `--write-baseline` records the development half's blocked ids in
 * baseline.json, the ratchet benign-corpus.test.ts holds (the held-out
 * half's figures are published in docs/benchmarks.md, not kept here).
 *
 *   ./node_modules/.bin/node tests/safety/corpus/benign/evaluate.ts [--held-out] [--write-baseline]
 */
import { writeFileSync } from 'node:fs';
import { currentAnalyzer, evaluateBenign, type Analyze, type BenignFigures } from '../attacks/evaluate.ts';
import { variantsOf, type Half } from './corpus.ts';

export const BASELINE_URL = new URL('./baseline.json', import.meta.url);

export interface RealCodeBaseline {
  measured: string;
  /** Development variants blocked when measured: the test allows these and no others. */
  devBlocked: string[];
  dev: { variants: number; blocked: number; advisory: number };
}

export async function evaluateHalf(half: Half, analyze: Analyze = currentAnalyzer): Promise<BenignFigures> {
  return evaluateBenign(await variantsOf(half), analyze);
}

const totals = (f: BenignFigures) => ({ variants: f.variants, blocked: f.blocked, advisory: f.advisory });

if (import.meta.url === `file://${process.argv[1]}`) {
  const dev = await evaluateHalf('dev');
  // The sealed half's totals only when asked (publishing, the baseline): never a tuning signal.
  const heldOut = process.argv.includes('--held-out') ? await evaluateHalf('held-out') : undefined;
  for (const r of dev.results.filter((x) => x.level === 'blocking')) console.log(`FALSE BLOCK ${r.variant.class} ${r.variant.id} (${r.variant.kind}): ${r.rules.filter((x) => x.startsWith('!')).join(' ')}`);
  const pct = (f: BenignFigures) => `${f.blocked} of ${f.variants} blocked (${(100 * f.blockedRate).toFixed(1)}%), ${f.advisory} advisory only`;
  console.log(`development: ${pct(dev)}${heldOut ? `\nheld-out: ${pct(heldOut)}` : ''}`);
  if (process.argv.includes('--write-baseline')) {
    const out: RealCodeBaseline = {
      measured: new Date().toISOString().slice(0, 10),
      devBlocked: dev.results.filter((r) => r.level === 'blocking').map((r) => r.variant.id).sort(),
      dev: totals(dev),
    };
    writeFileSync(BASELINE_URL, `${JSON.stringify(out, null, 2)}\n`);
    console.log('baseline.json written');
  }
}
