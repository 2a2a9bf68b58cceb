/**
 * What each reason to block costs and buys, on development halves only (issue 36's "≤ 2% of
 * benign blocked" calibration): for every reason a component is blocked (the rule, and for
 * `tool-poisoning` the reading its evidence opens with, `src/safety/poisoning-reasons.ts`), how
 * many benign components it blocks (and how many it blocks alone, i.e. would pass were it an
 * advisory), against how many malicious samples it blocks alone (the recall it alone holds).
 *
 *   ./node_modules/.bin/node bench/safety-calibration.ts [--prose FOLDER]… [--show REASON]…
 *
 * `--show` (repeatable): each benign component that reason blocks and each malicious sample it alone blocks,
 * with the evidence, to read what tells the two apart.
 *
 * Benign: the prose bench's development half of each `--prose` folder (READMEs of real packages,
 * wrapped as bench/safety-prose.ts does), the skills batches' and the attacker corpus's
 * development benign samples. Malicious: the development halves of the skills batches and of the
 * attacker corpus (variants that must block). Held-out halves are never read here.
 */
import { loadavg } from 'node:os';
import { kindByType } from '../src/catalog/kinds.ts';
import { analyzeComponent } from '../src/safety/analyze.ts';
import { REASONS } from '../src/safety/poisoning-reasons.ts';
import type { SafetyReport } from '../src/safety/report.ts';
import { corpus } from '../tests/safety/corpus/attacks/evaluate.ts';
import type { Variant } from '../tests/safety/corpus/attacks/payload.ts';
import { SKILL_BATCHES } from '../tests/safety/corpus/skill-batches.ts';
import { folderProse, isHeldOut, wrapProse } from './safety-prose.ts';

const READINGS = Object.values(REASONS);

/** The reasons a report blocks for: rule ids, `tool-poisoning` split by its reading. */
export function blockingReasons(report: Pick<SafetyReport, 'findings'>): Set<string> {
  const out = new Set<string>();
  for (const f of report.findings) {
    if (f.severity !== 'blocking') continue;
    const reading = f.rule === 'tool-poisoning' ? READINGS.find((r) => f.evidence.startsWith(`${r}:`)) : undefined;
    out.add(reading ? `${f.rule}: ${reading}` : f.rule);
  }
  return out;
}

interface Tally {
  benign: number;
  benignAlone: number;
  malicious: number;
  maliciousAlone: number;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folders = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--prose' ? [a] : []));
  const tally: Record<string, Tally> = {};
  const count = (reasons: Set<string>, side: 'benign' | 'malicious') => {
    for (const r of reasons) {
      const t = (tally[r] ??= { benign: 0, benignAlone: 0, malicious: 0, maliciousAlone: 0 });
      t[side]++;
      if (reasons.size === 1) t[side === 'benign' ? 'benignAlone' : 'maliciousAlone']++;
    }
  };
  const sizes = { benign: 0, benignBlocked: 0, malicious: 0, maliciousBlocked: 0 };
  const shows = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--show' ? [a] : []));
  const judge = (kind: Variant['kind'], published: Variant['published'], side: 'benign' | 'malicious', id: string) => {
    const report = analyzeComponent(kindByType(kind)!, published);
    const reasons = blockingReasons(report);
    for (const show of shows) {
      if (!reasons.has(show) || (side === 'malicious' && reasons.size > 1)) continue;
      console.log(`${side.toUpperCase()} [${show}] ${id}`);
      for (const f of report.findings) if (f.severity === 'blocking' && f.rule === show.split(':')[0]) console.log(`   ${f.file}:${f.line} ${f.evidence.slice(0, 300)}`);
    }
    sizes[side]++;
    if (reasons.size) sizes[side === 'benign' ? 'benignBlocked' : 'maliciousBlocked']++;
    count(reasons, side);
  };
  for (const dir of folders) for (const doc of folderProse(dir, 2000).filter((d) => !isHeldOut(d))) for (const w of wrapProse(doc)) judge(w.kind as Variant['kind'], w.published, 'benign', `${w.carrier} ${doc.path}`);
  const batches = Object.values(SKILL_BATCHES).map((b) => b.dev);
  for (const v of [...corpus.dev.benign, ...batches.flatMap((b) => b.benign)]) judge(v.kind, v.published, 'benign', v.id);
  for (const v of [...corpus.dev.attacks, ...batches.flatMap((b) => b.malicious)]) if (v.expect === 'blocking') judge(v.kind, v.published, 'malicious', v.id);
  console.log(`benign ${sizes.benignBlocked}/${sizes.benign} blocked; malicious ${sizes.maliciousBlocked}/${sizes.malicious} blocked (development halves; prose: ${folders.join(', ') || 'none'})\n`);
  console.log('| reason | benign blocked | of them by it alone | malicious blocked | of them by it alone |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [r, t] of Object.entries(tally).sort((a, b) => b[1].benignAlone - a[1].benignAlone || b[1].benign - a[1].benign)) {
    console.log(`| ${r} | ${t.benign} | ${t.benignAlone} | ${t.malicious} | ${t.maliciousAlone} |`);
  }
  console.log(`\nload average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}
