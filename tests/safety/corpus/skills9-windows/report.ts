/**
 * `./node_modules/.bin/node tests/safety/corpus/skills9-windows/report.ts`
 * prints the ninth batch's development table and lists its misses and false
 * blocks; the held-out third only as one aggregate line, and only with
 * `--held-out` (at the start and at the end of a piece of work).
 */
import { evaluateHalf, skillsTables } from '../skills/evaluate.ts';
import { skills9WindowsCorpus } from './evaluate.ts';

const dev = evaluateHalf(skills9WindowsCorpus.dev);
console.log(skillsTables(dev, evaluateHalf({ malicious: [], benign: [] })));
console.log('');
for (const r of dev.malicious.results) if (r.level !== 'blocking') console.log(`MISSED ${r.variant.class} ${r.variant.id}: ${r.rules.join(', ') || 'no finding'}`);
for (const r of dev.benign.results) if (r.level === 'blocking') console.log(`FALSE BLOCK ${r.variant.class} ${r.variant.id}: ${r.rules.join(', ')}`);
if (process.argv.includes('--held-out')) {
  const h = evaluateHalf(skills9WindowsCorpus.heldOut);
  console.log(`\nheld-out (aggregate): ${h.malicious.blocked}/${h.malicious.mustBlock} malicious blocked, ${h.malicious.variants - h.malicious.withoutFinding}/${h.malicious.variants} with a finding, ${h.benign.blocked}/${h.benign.variants} benign blocked`);
}
