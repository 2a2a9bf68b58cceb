/**
 * `./node_modules/.bin/node tests/safety/corpus/attacks/totals.ts [--held-out]`
 * prints the attacker corpus's development figures and, with `--held-out`,
 * the sealed half's totals only (no class, no sample): what is measured at the
 * start and at the end of a piece of work, never while tuning.
 */
import { corpus, evaluateAttacks, evaluateBenign } from './evaluate.ts';

function line(name: string, half: (typeof corpus)['dev']): string {
  const a = evaluateAttacks(half.attacks);
  const b = evaluateBenign(half.benign);
  return `${name.padEnd(9)} attacks ${a.blocked}/${a.mustBlock} blocked (${(a.recall * 100).toFixed(1)}%), ${a.withoutFinding} without a finding; benign ${b.blocked}/${b.variants} blocked`;
}

console.log(line('dev', corpus.dev));
if (process.argv.includes('--held-out')) console.log(line('held-out', corpus.heldOut));
