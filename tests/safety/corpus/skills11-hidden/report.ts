/**
 * `./node_modules/.bin/node tests/safety/corpus/skills11-hidden/report.ts`
 * prints the eleventh hidden-destination batch's tables and lists the development part's misses and
 * false blocks. The held-out third is printed only as one aggregate line, and
 * only with `--held-out` (measured at the start and at the end of a piece of
 * work, not while tuning).
 */
import { evaluateHalf, skillsTables } from '../skills/evaluate.ts';
import { skills11HiddenCorpus } from './evaluate.ts';

const dev = evaluateHalf(skills11HiddenCorpus.dev);
console.log(skillsTables(dev, evaluateHalf({ malicious: [], benign: [] })));
console.log('');
for (const r of dev.malicious.results) if (r.level !== 'blocking') console.log(`MISSED ${r.variant.class} ${r.variant.id}: ${r.rules.join(', ') || 'no finding'}`);
for (const r of dev.benign.results) if (r.level === 'blocking') console.log(`FALSE BLOCK ${r.variant.class} ${r.variant.id}: ${r.rules.join(', ')}`);
if (process.argv.includes('--held-out')) {
  const h = evaluateHalf(skills11HiddenCorpus.heldOut);
  console.log(`\nheld-out (aggregate): ${h.malicious.blocked}/${h.malicious.mustBlock} malicious blocked, ${h.malicious.variants - h.malicious.withoutFinding}/${h.malicious.variants} with a finding, ${h.benign.blocked}/${h.benign.variants} benign blocked`);
}
