/**
 * `./node_modules/.bin/node tests/safety/corpus/batches.ts [--dev-only]`: one
 * line per skills batch (written before its rules), development part and
 * held-out third in aggregate only (malicious blocked, without a finding,
 * benign blocked), and every held-out part together: the figures
 * docs/benchmarks.md publishes. Each batch's own report.ts lists its
 * development misses.
 */
import { evaluateHalf, skillsCorpus, type HalfFigures } from './skills/evaluate.ts';
import { skills2Corpus } from './skills2/evaluate.ts';
import { skills3Corpus as code3 } from './skills3-code/evaluate.ts';
import { skills3Corpus as wording3 } from './skills3-wording/evaluate.ts';
import { skills4Corpus as code4 } from './skills4-code/evaluate.ts';
import { skills4Corpus as wording4 } from './skills4-wording/evaluate.ts';
import { skills5Corpus as wording5 } from './skills5-wording/evaluate.ts';

const BATCHES = { skills: skillsCorpus, skills2: skills2Corpus, 'skills3-wording': wording3, 'skills3-code': code3, 'skills4-code': code4, 'skills4-wording': wording4, 'skills5-wording': wording5 };

const devOnly = process.argv.includes('--dev-only');
const line = (h: HalfFigures) => `${h.malicious.blocked}/${h.malicious.mustBlock} blocked, ${h.malicious.withoutFinding} without a finding, benign ${h.benign.blocked}/${h.benign.variants}`;
const sum = { blocked: 0, mustBlock: 0, none: 0, benign: 0, benignAll: 0 };
for (const [name, batch] of Object.entries(BATCHES)) {
  const dev = evaluateHalf(batch.dev);
  let held = '';
  if (!devOnly) {
    const h = evaluateHalf(batch.heldOut);
    sum.blocked += h.malicious.blocked;
    sum.mustBlock += h.malicious.mustBlock;
    sum.none += h.malicious.withoutFinding;
    sum.benign += h.benign.blocked;
    sum.benignAll += h.benign.variants;
    held = ` | held-out ${line(h)}`;
  }
  console.log(`${name}: dev ${line(dev)}${held}`);
}
if (!devOnly) console.log(`all held-out: ${sum.blocked}/${sum.mustBlock} (${((100 * sum.blocked) / sum.mustBlock).toFixed(1)}%), ${sum.none} without a finding, benign ${sum.benign}/${sum.benignAll}`);
