/**
 * `./node_modules/.bin/node tests/safety/corpus/skills9-wording/report.ts`
 * prints the ninth (wording) batch's tables (both parts, per class) and lists the
 * development part's misses and false blocks; the held-out third only in
 * aggregate (`--dev-only` leaves it out altogether).
 */
import { evaluateHalf, skillsTables } from '../skills/evaluate.ts';
import { skills9Corpus } from './evaluate.ts';

const dev = evaluateHalf(skills9Corpus.dev);
const heldOut = process.argv.includes('--dev-only') ? evaluateHalf({ malicious: [], benign: [] }) : evaluateHalf(skills9Corpus.heldOut);
console.log(skillsTables(dev, heldOut));
console.log('');
for (const r of dev.malicious.results) if (r.level !== 'blocking') console.log(`MISSED ${r.variant.class} ${r.variant.id}: ${r.rules.join(', ') || 'no finding'}`);
for (const r of dev.benign.results) if (r.level === 'blocking') console.log(`FALSE BLOCK ${r.variant.class} ${r.variant.id}: ${r.rules.join(', ')}`);
