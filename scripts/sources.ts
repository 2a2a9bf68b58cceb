/**
 * `npm run sources -- check | update | lock [id…] [--json]`: the catalog
 * sources' pins (docs/sources.md). `check` says which sources moved upstream
 * and changes nothing; `update` moves pins to upstream heads and prints, per
 * source, the components added, removed and changed, each changed one with
 * its diff summary and its safety verdict before → after, a new blocking
 * finding first; `lock` resolves a marketplace's plugins again for the
 * pinned commits. A thin shell over src/sources/commands.ts.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { bumpLines } from '../src/sources/bump.ts';
import { checkSources, relockSources, updateSources } from '../src/sources/commands.ts';
import { readSourcesSettings } from '../src/sources/settings.ts';
import { visible } from '../src/text/visible.ts';

const USAGE = 'usage: npm run sources -- check|update|lock [id…] [--json]';
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const [command, ...ids] = positionals;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (command !== 'check' && command !== 'update' && command !== 'lock') {
  console.error(USAGE);
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));
try {
  const settings = readSourcesSettings(root, process.env);
  if (command === 'check') {
    const rows = await checkSources(settings, ids);
    if (values.json) print({ sources: rows });
    else for (const r of rows) console.log(visible(r.reason ? `${r.id}: could not be checked: ${r.reason}` : r.moved ? `${r.id}: moved upstream: ${r.pinned.slice(0, 12)} → ${r.head!.slice(0, 12)} (npm run sources -- update ${r.id})` : `${r.id}: pinned at upstream's head ${r.pinned.slice(0, 12)}`));
    process.exit(rows.some((r) => r.reason) ? 1 : 0);
  } else if (command === 'update') {
    const bumps = await updateSources(settings, ids);
    if (values.json) print({ sources: bumps });
    else for (const b of bumps) for (const line of bumpLines(b)) console.log(visible(line));
    process.exit(bumps.some((b) => b.status === 'failed') ? 1 : 0);
  } else {
    const rows = await relockSources(settings, ids);
    if (values.json) print({ sources: rows });
    else for (const r of rows) console.log(visible(r.reason ? `${r.id}: could not be locked: ${r.reason}` : `${r.id}: ${r.plugins} plugins from their own repositories locked`));
    process.exit(rows.some((r) => r.reason) ? 1 : 0);
  }
} catch (error) {
  console.error(`sources: ${visible((error as Error).message)}`);
  process.exit(1);
}
