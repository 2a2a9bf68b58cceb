/**
 * What the analyzer says about a real catalog: every blocked component and
 * every component with advisories only, with each finding's rule and place,
 * for source trees in the components-source/ layout (ours, or an import's
 * `--out`). For looking at real code by hand (issue 36: no benign component
 * blocked, at most 0.5% of a real catalog blocked at all):
 *
 *   ./node_modules/.bin/node tests/safety/corpus/benign/catalog-report.ts components-source [more trees…]
 */
import { loadCatalog } from '../../../../src/catalog/load.ts';

for (const dir of process.argv.slice(2)) {
  const catalog = await loadCatalog(dir, { threads: 1 });
  const byLevel = { blocking: 0, advisory: 0, none: 0 };
  for (const c of catalog.components) {
    byLevel[c.safety.level]++;
    if (c.safety.level === 'none') continue;
    console.log(`${c.safety.level === 'blocking' ? 'BLOCKED ' : 'advisory'} ${c.kind.type}/${c.category}/${c.name}`);
    for (const f of c.safety.findings) console.log(`    ${f.severity === 'blocking' ? '!' : ' '} ${f.rule} ${f.file}:${f.line}  ${f.evidence.slice(0, 140)}`);
  }
  const n = catalog.components.length;
  console.log(`${dir}: ${n} components, ${byLevel.blocking} blocked (${n ? ((100 * byLevel.blocking) / n).toFixed(2) : 0}%), ${byLevel.advisory} advisory only, ${byLevel.none} without findings`);
}
