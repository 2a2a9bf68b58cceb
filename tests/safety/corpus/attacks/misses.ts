/**
 * What to work on, from the development half only (never the held-out one):
 * `./node_modules/.bin/node tests/safety/corpus/attacks/misses.ts [class…]`
 * lists every development attack variant not blocked (with the rules it got)
 * and every benign variant blocked, by class.
 */
import { kindByType } from '../../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../../src/safety/analyze.ts';
import { DEV_ATTACKS, DEV_BENIGN } from './dev.ts';
import { expand } from './payload.ts';

const wanted = new Set(process.argv.slice(2));
const keep = (cls: string) => wanted.size === 0 || wanted.has(cls);
const rules = (r: ReturnType<typeof analyzeComponent>) => [...new Set(r.findings.map((f) => `${f.severity === 'blocking' ? '!' : ''}${f.rule} ${f.file}:${f.line}`))].join(', ') || 'no finding';

for (const v of expand(DEV_ATTACKS, false)) {
  if (!keep(v.class)) continue;
  const r = analyzeComponent(kindByType(v.kind)!, v.published);
  const missed = v.expect === 'blocking' ? r.level !== 'blocking' : r.level === 'none';
  if (missed) console.log(`MISSED ${v.class} ${v.id} (${v.kind}, expected ${v.expect}): ${rules(r)}`);
}
for (const v of expand(DEV_BENIGN, true)) {
  if (!keep(v.class)) continue;
  const r = analyzeComponent(kindByType(v.kind)!, v.published);
  if (r.level === 'blocking') console.log(`FALSE BLOCK ${v.class} ${v.id} (${v.kind}): ${rules(r)}`);
}
