/**
 * The figures of model-directives.examples.ts per side:
 * `./node_modules/.bin/node tests/safety/rules/model-directives.figures.ts [--misses]`
 * (misses are listed for the development side only: the held-out side is measured, never tuned on).
 */
import { EXAMPLES, side } from './model-directives.examples.ts';
import { figures } from './skill-classes.figures.ts';

const showMisses = process.argv.includes('--misses');
for (const which of ['dev', 'held-out'] as const) {
  const f = figures(EXAMPLES.filter((s) => side(s.id) === which), showMisses && which === 'dev' ? console.log : undefined);
  console.log(`${which}: malicious ${f.blocked}/${f.malicious} blocked, ${f.found}/${f.malicious} with a finding; benign ${f.benignBlocked}/${f.benign} blocked`);
}
