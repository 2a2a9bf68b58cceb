/**
 * The figures of model-directives.examples.ts per side:
 * `./node_modules/.bin/node tests/safety/rules/model-directives.figures.ts [--misses]`
 * (misses are listed for the development side only: the held-out side is measured, never tuned on).
 */
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { EXAMPLES, side } from './model-directives.examples.ts';

const showMisses = process.argv.includes('--misses');
for (const which of ['dev', 'held-out'] as const) {
  const samples = EXAMPLES.filter((s) => side(s.id) === which);
  let blocked = 0, found = 0, mal = 0, ben = 0, falseBlocks = 0;
  for (const s of samples) {
    const r = analyzeComponent(kindByType(s.kind)!, s.published);
    const blocking = r.findings.filter((f) => f.severity === 'blocking');
    if (s.expect === 'blocking') {
      mal++;
      if (blocking.length) blocked++;
      if (r.findings.length) found++;
      if (!blocking.length && showMisses && which === 'dev') console.log(`MISSED ${s.id}: ${[...new Set(r.findings.map((f) => `${f.rule}/${f.severity}`))].join(', ') || 'no finding'}`);
    } else {
      ben++;
      if (blocking.length) {
        falseBlocks++;
        if (showMisses && which === 'dev') console.log(`FALSE BLOCK ${s.id}: ${[...new Set(blocking.map((f) => `${f.rule}@${f.file}:${f.line}`))].join(', ')}`);
      }
    }
  }
  console.log(`${which}: malicious ${blocked}/${mal} blocked, ${found}/${mal} with a finding; benign ${falseBlocks}/${ben} blocked`);
}
