/**
 * The runs-later cases' figures: `./node_modules/.bin/node tests/safety/rules/runs-later-figures.ts`
 * prints each development case's outcome and the held-out half's totals only.
 */
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { DEV_CASES, type LaterCase } from './runs-later-cases.ts';
import { HELD_OUT_CASES } from './runs-later-held-out.ts';

export function outcome(c: LaterCase) {
  const r = analyzeComponent(kindByType(c.built.kind)!, c.built.published);
  const blocking = [...new Set(r.findings.filter((f) => f.severity === 'blocking').map((f) => f.rule))];
  const advisory = [...new Set(r.findings.filter((f) => f.severity !== 'blocking').map((f) => f.rule))];
  return { ok: c.expect === 'block' ? blocking.length > 0 : blocking.length === 0, blocking, advisory };
}

export function totals(cases: LaterCase[]) {
  const bad = cases.filter((c) => c.expect === 'block');
  const good = cases.filter((c) => c.expect === 'pass');
  return { blocked: bad.filter((c) => outcome(c).ok).length, malicious: bad.length, benignBlocked: good.filter((c) => !outcome(c).ok).length, benign: good.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const c of DEV_CASES) {
    const o = outcome(c);
    console.log(`${o.ok ? 'ok  ' : 'MISS'} ${c.expect} ${c.id}: blocking [${o.blocking.join(', ')}] advisory [${o.advisory.join(', ')}]`);
  }
  console.log('dev', totals(DEV_CASES));
  console.log('held-out', totals(HELD_OUT_CASES));
}
