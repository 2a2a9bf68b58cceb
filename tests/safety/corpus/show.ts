/**
 * `./node_modules/.bin/node tests/safety/corpus/show.ts <id>…` prints the
 * findings of development samples of the skills batches by id (the held-out
 * parts are not loaded): what a rule change is looked at on.
 */
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { DEV_BENIGN, DEV_MALICIOUS } from './skills/dev.ts';
import { DEV2_BENIGN, DEV2_MALICIOUS } from './skills2/dev.ts';
import { DEV4_BENIGN, DEV4_MALICIOUS } from './skills4-code/dev.ts';
import { DEV5_BENIGN, DEV5_MALICIOUS } from './skills5-code/dev.ts';
import { DEV3_BENIGN as W3B, DEV3_MALICIOUS as W3M } from './skills3-wording/dev.ts';
import { DEV4_BENIGN as W4B, DEV4_MALICIOUS as W4M } from './skills4-wording/dev.ts';
import { DEV5_BENIGN as W5B, DEV5_MALICIOUS as W5M } from './skills5-wording/dev.ts';
import { DEV6_BENIGN as W6B, DEV6_MALICIOUS as W6M } from './skills6-wording/dev.ts';

const ids = new Set(process.argv.slice(2));
for (const s of [...DEV_MALICIOUS, ...DEV_BENIGN, ...DEV2_MALICIOUS, ...DEV2_BENIGN, ...DEV4_MALICIOUS, ...DEV4_BENIGN, ...DEV5_MALICIOUS, ...DEV5_BENIGN, ...W3M, ...W3B, ...W4M, ...W4B, ...W5M, ...W5B, ...W6M, ...W6B]) {
  if (!ids.has(s.id)) continue;
  const r = analyzeComponent(kindByType(s.kind)!, s.published);
  console.log(`== ${s.id} (${s.expect}): ${r.level}`);
  for (const f of r.findings) console.log(`  ${f.severity} ${f.rule} ${f.file}:${f.line} ${f.evidence.slice(0, 140)}`);
}
