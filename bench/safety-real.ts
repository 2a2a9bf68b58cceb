/**
 * Real community components, judged exactly as an import and the build judge
 * them: each folder under FOLDER is a repository checkout (the
 * claude-code-templates layout, `cli-tool/components/…`, or a marketplace with
 * `.claude-plugin/marketplace.json`), imported by `src/import/run.ts` into a
 * scratch source tree, which the catalog's own loader then reads and analyses
 * (the same reports the component pages show and the build blocks on).
 * Nothing of these components is in the project: they are gathered into a
 * folder outside it (docs/benchmarks.md says from which repositories and
 * commits), and every one of them is benign (published in a public catalog).
 *
 *   ./node_modules/.bin/node bench/safety-real.ts FOLDER [--half dev|held-out|all] [--quiet]
 *
 * `--half`: components split in two by a hash of `repository/type/category/name`
 * (the same on every machine), so rules are fixed on one half and judged on the
 * other. Every blocked component of the half printed is shown with its blocking
 * findings, unless `--quiet` (totals only: for the held-out half).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCatalog } from '../src/catalog/load.ts';
import { runImport } from '../src/import/run.ts';
import { halfOf } from './halves.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { half: { type: 'string', default: 'dev' }, quiet: { type: 'boolean' } },
});
const folder = positionals[0];
const half = values.half!;
if (!folder || !['dev', 'held-out', 'all'].includes(half)) {
  console.error('usage: bench/safety-real.ts FOLDER [--half dev|held-out|all] [--quiet]');
  process.exit(2);
}

const counts = { components: 0, blocked: 0, advisory: 0 };
const byKind = new Map<string, { n: number; blocked: number; advisory: number }>();
const blocked: string[] = [];
for (const repo of (await readdir(folder, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
  const out = await mkdtemp(join(tmpdir(), 'toolshed-real-'));
  try {
    const outcome = await runImport({ source: join(folder, repo), out, id: 'real', repository: repo });
    const catalog = await loadCatalog(out, { threads: 1 });
    for (const c of catalog.components) {
      const id = `${repo}/${c.kind.type}/${c.category}/${c.name}`;
      if (half !== 'all' && halfOf(id) !== half) continue;
      counts.components++;
      const k = byKind.get(c.kind.type) ?? { n: 0, blocked: 0, advisory: 0 };
      byKind.set(c.kind.type, k);
      k.n++;
      if (c.safety.level === 'blocking') {
        counts.blocked++;
        k.blocked++;
        const findings = c.safety.findings.filter((f) => f.severity === 'blocking');
        blocked.push(`${id}\n${findings.map((f) => `    ${f.rule} ${f.file}:${f.line} ${f.evidence.slice(0, 200)}`).join('\n')}`);
      } else if (c.safety.level === 'advisory') {
        counts.advisory++;
        k.advisory++;
      }
    }
    console.error(`${repo}: ${outcome.record.components.length} imported, ${outcome.record.notListed.length} not listed`);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
if (!values.quiet) for (const b of blocked) console.log(b);
for (const [kind, k] of byKind) console.log(`  ${kind}: ${k.n} components, ${k.blocked} blocked, ${k.advisory} advisory`);
console.log(
  `half ${half}: ${counts.components} components, ${counts.blocked} blocked (${((100 * counts.blocked) / Math.max(1, counts.components)).toFixed(2)}%), ${counts.advisory} advisory; load ${loadavg()[0]!.toFixed(2)}`,
);
