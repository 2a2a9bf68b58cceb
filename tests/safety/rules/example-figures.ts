/** Prints the figures of a set of examples (interpreters/measure.ts, evasion/measure.ts): blocked, without a finding, benign blocked. */
import { scriptReport } from './script.ts';
import type { Example } from './interpreters/examples.ts';

export function printFigures(all: Example[], sides: ReadonlyArray<'dev' | 'held-out'>, showMisses: boolean): void {
  for (const side of sides) {
    const set = all.filter((e) => e.heldOut === (side === 'held-out'));
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
    // Misses are listed for the development side only: the held-out side is never tuned on.
    if (showMisses && side === 'dev') for (const m of misses) console.log(`  ${m}`);
  }
}
