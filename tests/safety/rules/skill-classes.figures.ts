/**
 * The figures of skill-classes.examples.ts per side:
 * `./node_modules/.bin/node tests/safety/rules/skill-classes.figures.ts [--misses]`
 * (misses are listed for the development side only: the held-out side is measured, never tuned on).
 */
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import type { Sample } from '../corpus/skills/build.ts';
import { EXAMPLES, side } from './skill-classes.examples.ts';

export function figures(samples: Sample[], onMiss?: (line: string) => void) {
  let blocked = 0, found = 0, malicious = 0, benign = 0, benignBlocked = 0;
  for (const s of samples) {
    const r = analyzeComponent(kindByType(s.kind)!, s.published);
    const blocking = r.findings.filter((f) => f.severity === 'blocking');
    if (s.expect === 'blocking') {
      malicious++;
      if (blocking.length) blocked++;
      if (r.findings.length) found++;
      if (!blocking.length) onMiss?.(`MISSED ${s.id} (${s.class}): ${[...new Set(r.findings.map((f) => `${f.rule}/${f.severity}`))].join(', ') || 'no finding'}`);
    } else {
      benign++;
      if (blocking.length) {
        benignBlocked++;
        onMiss?.(`FALSE BLOCK ${s.id}: ${[...new Set(blocking.map((f) => `${f.rule}@${f.file}:${f.line}`))].join(', ')}`);
      }
    }
  }
  return { blocked, found, malicious, benign, benignBlocked };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const showMisses = process.argv.includes('--misses');
  const parts: Array<[string, Sample[]]> = [
    ['dev', EXAMPLES.filter((s) => side(s) === 'dev')],
    ['held-out third', EXAMPLES.filter((s) => side(s) === 'held-out' && !s.id.startsWith('b2-'))],
    ['held-out second batch', EXAMPLES.filter((s) => s.id.startsWith('b2-'))],
  ];
  for (const [which, samples] of parts) {
    const f = figures(samples, showMisses && which === 'dev' ? console.log : undefined);
    console.log(`${which}: malicious ${f.blocked}/${f.malicious} blocked, ${f.found}/${f.malicious} with a finding; benign ${f.benignBlocked}/${f.benign} blocked`);
  }
}
