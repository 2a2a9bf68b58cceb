/**
 * `./node_modules/.bin/node tests/safety/corpus/batches.ts [--misses] [--held-out]`
 * prints every skills batch's development figures in one table (and, with
 * `--misses`, each development miss and false block); with `--held-out` one
 * aggregate line per batch's held-out part and their total. The held-out
 * parts are measured at the start and at the end of a piece of work, not
 * while tuning.
 */
import { skillsCorpus } from './skills/evaluate.ts';
import { evaluateHalf } from './skills/evaluate.ts';
import { skills2Corpus } from './skills2/evaluate.ts';
import { skills3Corpus as code3 } from './skills3-code/evaluate.ts';
import { skills3Corpus as wording3 } from './skills3-wording/evaluate.ts';
import { skills4Corpus as code4 } from './skills4-code/evaluate.ts';
import { skills4Corpus as wording4 } from './skills4-wording/evaluate.ts';
import { skills5Corpus as code5 } from './skills5-code/evaluate.ts';
import { skills5Corpus as wording5 } from './skills5-wording/evaluate.ts';
import { skills6Corpus as code6 } from './skills6-code/evaluate.ts';

const BATCHES = { skills: skillsCorpus, skills2: skills2Corpus, 'skills3-wording': wording3, 'skills3-code': code3, 'skills4-code': code4, 'skills4-wording': wording4, 'skills5-code': code5, 'skills5-wording': wording5, 'skills6-code': code6 };

const total = { blocked: 0, mustBlock: 0, none: 0, benignBlocked: 0, benign: 0 };
for (const [name, batch] of Object.entries(BATCHES)) {
  const dev = evaluateHalf(batch.dev);
  let line = `${name.padEnd(16)} dev ${dev.malicious.blocked}/${dev.malicious.mustBlock} blocked, ${dev.malicious.withoutFinding} without a finding, benign ${dev.benign.blocked}/${dev.benign.variants}`;
  if (process.argv.includes('--held-out')) {
    const h = evaluateHalf(batch.heldOut);
    line += ` | held-out ${h.malicious.blocked}/${h.malicious.mustBlock}, ${h.malicious.withoutFinding} without a finding, benign ${h.benign.blocked}/${h.benign.variants}`;
    total.blocked += h.malicious.blocked;
    total.mustBlock += h.malicious.mustBlock;
    total.none += h.malicious.withoutFinding;
    total.benignBlocked += h.benign.blocked;
    total.benign += h.benign.variants;
  }
  console.log(line);
  if (!process.argv.includes('--misses')) continue;
  for (const r of dev.malicious.results) if (r.level !== 'blocking') console.log(`  MISSED ${r.variant.class} ${r.variant.id} (${r.variant.note}): ${r.rules.join(', ') || 'no finding'}`);
  for (const r of dev.benign.results) if (r.level === 'blocking') console.log(`  FALSE BLOCK ${r.variant.class} ${r.variant.id}: ${r.rules.join(', ')}`);
}
if (process.argv.includes('--held-out')) {
  console.log(`all held-out: ${total.blocked}/${total.mustBlock} (${((100 * total.blocked) / total.mustBlock).toFixed(1)}%) blocked, ${total.none} without a finding, benign ${total.benignBlocked}/${total.benign}`);
}
