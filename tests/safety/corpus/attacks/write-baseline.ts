/**
 * Re-measure baseline.json with this checkout's analyzer (after a rebuild has
 * landed, to tighten what attack-corpus.test.ts holds the development half
 * to): `./node_modules/.bin/node tests/safety/corpus/attacks/write-baseline.ts`.
 * The held-out half is written as totals only.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { corpus, evaluateAttacks, evaluateBenign, type AttackFigures, type BenignFigures } from './evaluate.ts';

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: new URL('.', import.meta.url) }).toString().trim();
const totals = (a: AttackFigures, b: BenignFigures) => ({
  attackVariants: a.variants,
  mustBlock: a.mustBlock,
  blocked: a.blocked,
  withoutFinding: a.withoutFinding,
  findingExpected: a.findingExpected,
  findingMet: a.findingMet,
  benignVariants: b.variants,
  benignBlocked: b.blocked,
});
const dev = { a: evaluateAttacks(corpus.dev.attacks), b: evaluateBenign(corpus.dev.benign) };
const heldOut = { a: evaluateAttacks(corpus.heldOut.attacks), b: evaluateBenign(corpus.heldOut.benign) };
const out = {
  analyzer: process.argv[2] ?? `the analyzer at ${commit}`,
  measured: new Date().toISOString().slice(0, 10),
  dev: { ...totals(dev.a, dev.b), byClass: dev.a.byClass, benignByClass: dev.b.byClass },
  heldOut: totals(heldOut.a, heldOut.b),
};
writeFileSync(new URL('./baseline.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
console.log(`baseline.json: development ${out.dev.blocked}/${out.dev.mustBlock} blocked, ${out.dev.withoutFinding} without a finding, ${out.dev.benignBlocked} benign blocked`);
