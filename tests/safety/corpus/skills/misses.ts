/**
 * What to work on, from the development half only (never the held-out one):
 * `./node_modules/.bin/node tests/safety/corpus/skills/misses.ts [class…]`
 * lists every malicious development sample not blocked (with the rules it
 * got) and every benign one blocked.
 */
import { evaluateHalf, skillsCorpus } from './evaluate.ts';

const wanted = new Set(process.argv.slice(2));
const keep = (cls: string) => wanted.size === 0 || wanted.has(cls);
const dev = evaluateHalf(skillsCorpus.dev);
for (const r of dev.malicious.results) {
  if (keep(r.variant.class) && r.level !== 'blocking') console.log(`MISSED ${r.variant.class} ${r.variant.id} (${r.variant.kind}: ${r.variant.note}): ${r.rules.join(', ') || 'no finding'}`);
}
for (const r of dev.benign.results) {
  if (keep(r.variant.class) && r.level === 'blocking') console.log(`FALSE BLOCK ${r.variant.class} ${r.variant.id} (${r.variant.kind}): ${r.rules.join(', ')}`);
}
