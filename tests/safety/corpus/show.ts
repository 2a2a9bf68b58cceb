/**
 * `./node_modules/.bin/node tests/safety/corpus/show.ts <id>…` prints the
 * findings of development samples of the skills batches by id (the held-out
 * parts are not loaded): what a rule change is looked at on.
 */
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { SKILL_BATCHES } from './skill-batches.ts';

const ids = new Set(process.argv.slice(2));
for (const s of Object.values(SKILL_BATCHES).flatMap((b) => [...b.dev.malicious, ...b.dev.benign])) {
  if (!ids.has(s.id)) continue;
  const r = analyzeComponent(kindByType(s.kind)!, s.published);
  console.log(`== ${s.id} (${s.expect}): ${r.level}`);
  for (const f of r.findings) console.log(`  ${f.severity} ${f.rule} ${f.file}:${f.line} ${f.evidence.slice(0, 140)}`);
}
