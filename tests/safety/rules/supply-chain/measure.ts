/**
 * The supply-chain examples' figures, per half (examples.ts):
 * `./node_modules/.bin/node tests/safety/rules/supply-chain/measure.ts [--misses]`
 * prints, for the development and the held-out third, how many must-block
 * examples block, how many named examples get a finding naming the host, and
 * how many benign ones block; `--misses` lists the development third's misses
 * only (the held-out third is never listed: it is not tuned on).
 */
import { kindByType } from '../../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../../src/safety/analyze.ts';
import { DEV, HELD_OUT, type Example } from './examples.ts';

export function judge(e: Example): { ok: boolean; level: string; rules: string[] } {
  const r = analyzeComponent(kindByType(e.built.kind)!, e.built.published);
  const rules = [...new Set(r.findings.map((x) => `${x.severity === 'blocking' ? '!' : ''}${x.rule}`))];
  const ok = e.expect === 'block' ? r.level === 'blocking' : e.expect === 'pass' ? r.level !== 'blocking' : r.findings.some((x) => x.evidence.includes(e.host!));
  return { ok, level: r.level, rules };
}

export function figures(examples: Example[]) {
  const out = { block: [0, 0], finding: [0, 0], pass: [0, 0] } as Record<Example['expect'], [number, number]>;
  for (const e of examples) {
    out[e.expect][1]++;
    if (judge(e).ok) out[e.expect][0]++;
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, half] of [['dev', DEV], ['held-out', HELD_OUT]] as const) {
    const f = figures(half);
    console.log(`${name}: must block ${f.block[0]}/${f.block[1]}, named ${f.finding[0]}/${f.finding[1]}, benign not blocked ${f.pass[0]}/${f.pass[1]}`);
  }
  if (process.argv.includes('--misses')) for (const e of DEV) {
    const j = judge(e);
    if (!j.ok) console.log(`MISS ${e.expect} ${e.id}: ${j.level} ${j.rules.join(', ')}`);
  }
}
