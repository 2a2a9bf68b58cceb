/**
 * Prints the figures of examples.txt for the development and held-out
 * thirds: `./node_modules/.bin/node tests/safety/rules/evasion/measure.ts [--misses] [--held-out]`
 * (misses are listed for the development side only).
 */
import { scriptReport } from '../script.ts';
import { examples } from './examples.ts';

const showMisses = process.argv.includes('--misses');
// The held-out third's figure only when asked (`--held-out`), so tuning never reads it by accident.
for (const side of process.argv.includes('--held-out') ? (['dev', 'held-out'] as const) : (['dev'] as const)) {
  const set = examples().filter((e) => e.heldOut === (side === 'held-out'));
  let blocked = 0, none = 0, falseBlocks = 0;
  const misses: string[] = [];
  for (const e of set) {
    const r = scriptReport(e.code, e.path);
    const blocks = r.findings.some((f) => f.severity === 'blocking');
    if (e.block) {
      if (blocks) blocked++;
      else {
        if (r.findings.length === 0) none++;
        misses.push(`${e.id}: ${r.findings.map((f) => f.rule).join(',') || 'no finding'}`);
      }
    } else if (blocks) {
      falseBlocks++;
      misses.push(`BENIGN ${e.id}: ${r.findings.filter((f) => f.severity === 'blocking').map((f) => `${f.rule} ${f.evidence}`).join('; ')}`);
    }
  }
  const mal = set.filter((e) => e.block).length;
  console.log(`${side}: ${blocked}/${mal} malicious blocked, ${none} without a finding; ${falseBlocks}/${set.length - mal} benign blocked`);
  if (showMisses && side === 'dev') for (const m of misses) console.log(`  ${m}`);
}
