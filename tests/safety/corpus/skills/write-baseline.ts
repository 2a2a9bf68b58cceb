/**
 * Measure baseline.json with this checkout's analyzer (what
 * tests/safety/skills-corpus.test.ts holds the development half to) and print
 * the figures of both halves:
 * `./node_modules/.bin/node tests/safety/corpus/skills/write-baseline.ts`.
 * Only the development half's figures are held per class; the held-out half
 * is written as totals.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { evaluateHalf, skillsCorpus, skillsTables, type HalfFigures } from './evaluate.ts';

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: new URL('.', import.meta.url) }).toString().trim();
const totals = (h: HalfFigures) => ({
  malicious: h.malicious.variants,
  blocked: h.malicious.blocked,
  withoutFinding: h.malicious.withoutFinding,
  benign: h.benign.variants,
  benignBlocked: h.benign.blocked,
});
const dev = evaluateHalf(skillsCorpus.dev);
const heldOut = evaluateHalf(skillsCorpus.heldOut);
const out = {
  analyzer: process.argv[2] ?? `the analyzer at ${commit}`,
  measured: new Date().toISOString().slice(0, 10),
  dev: { ...totals(dev), byClass: dev.malicious.byClass, benignByClass: dev.benign.byClass },
  heldOut: totals(heldOut),
};
writeFileSync(new URL('./baseline.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
console.log(`${new Date().toISOString()}, analyzer at ${commit}, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
console.log(skillsTables(dev, heldOut));
