/**
 * `npm run import -- <folder or git address> [--into <prefix>] [--out <dir>]
 * [--id <name>] [--repository <address>] [--ref <branch>] [--dry-run] [--json]`:
 * import a community catalog (the claude-code-templates layout, or a
 * marketplace repository) into Toolshed's source layout, with provenance and
 * a record of every decision in `<out>/.imports/<id>.json` (docs/import.md).
 * A thin shell over src/import/run.ts.
 */
import { rmSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { readCatalogSettings } from '../src/catalog/build.ts';
import { changeCounts } from '../src/import/outcome.ts';
import { runImport } from '../src/import/run.ts';
import { visible } from '../src/text/visible.ts';

const USAGE = 'usage: npm run import -- <folder or git address> [--into <prefix>] [--out <dir>] [--id <name>] [--repository <address>] [--ref <branch>] [--dry-run] [--json]';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      into: { type: 'string' },
      out: { type: 'string' },
      id: { type: 'string' },
      repository: { type: 'string' },
      ref: { type: 'string' },
      'dry-run': { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}

// A clone in progress is removed when the run is stopped; files already written are whole (src/import/apply.ts).
const clones = new Set<string>();
process.once('SIGINT', () => {
  for (const dir of clones) rmSync(dir, { recursive: true, force: true });
  console.error('import stopped; run it again to complete it');
  process.exit(130);
});

const out = values.out ?? readCatalogSettings(process.env).sourceDir;
try {
  const outcome = await runImport(
    {
      source: positionals[0]!,
      out,
      ...(values.into !== undefined ? { into: values.into } : {}),
      ...(values.id !== undefined ? { id: values.id } : {}),
      ...(values.repository !== undefined ? { repository: values.repository } : {}),
      ...(values.ref !== undefined ? { ref: values.ref } : {}),
      dryRun: values['dry-run'] === true,
    },
    { clones },
  );
  if (values.json) {
    console.log(JSON.stringify(outcome, null, 2));
  } else {
    const r = outcome.record;
    const n = changeCounts(outcome);
    const where = relative(process.cwd(), out) || '.';
    console.log(`${outcome.dryRun ? 'Would import' : 'Imported'} ${visible(r.source.repository)} (${r.source.layout}${r.source.commit ? `, commit ${r.source.commit.slice(0, 12)}` : ''}) into ${visible(where)}`);
    console.log(`  ${r.components.length} ${r.components.length === 1 ? 'component' : 'components'}: ${n.added} added, ${n.changed} changed, ${n.removed} removed, ${n.unchanged} unchanged`);
    console.log(`  ${r.notListed.length} not listed, each with its reason: ${visible(`${where}/.imports/${r.id}.json`)} and the site's /not-listed/ page`);
    const { blocking, advisory } = outcome.safety;
    console.log(`  safety: ${blocking.length} blocked, ${advisory} with advisories only (each component's report is on its page)`);
    for (const b of blocking.slice(0, 20)) console.log(`  blocked ${b.type}/${visible(b.category)}/${visible(b.name)}: ${visible(b.verdict)}`);
    if (blocking.length > 0) console.log(`  the build warns about each blocked component (--strict fails) until a reviewed exception in safety-exceptions.json covers it (docs/safety.md)`);
    for (const c of outcome.changes.filter((x) => x.change !== 'unchanged').slice(0, 20)) console.log(`  ${c.change} ${c.type}/${visible(c.category)}/${visible(c.name)}`);
    const more = outcome.changes.filter((x) => x.change !== 'unchanged').length - 20;
    if (more > 0) console.log(`  … and ${more} more (--json lists them all)`);
  }
} catch (error) {
  console.error(`import failed: ${visible((error as Error).message)}`);
  process.exit(1);
}
