/**
 * `claude plugin validate --strict` (the real 2.1.330) on every plugin the
 * wrapper makes of the starter catalog (components-source/, stacks included)
 * and on their local marketplace: no error and no warning in its JSON report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadCatalog } from '../../src/catalog/load.ts';
import { localMarketplace } from '../../src/plugins/local.ts';
import { planMarketplace } from '../../src/plugins/plan.ts';
import { OWNER } from '../../src/plugins/site-build.ts';
import { loadStacks } from '../../src/plugins/stacks-source.ts';
import { writePluginTree } from '../../src/plugins/write.ts';
import { CLIENT_TEST_TIMEOUT_MS, makeClientHome, requireClient, runProgram, type ClientHome } from '../helpers/claude-client.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';

const bin = requireClient('tests/plugins/client-starter.test.ts');
const SOURCE = join(ROOT, 'components-source');

let home: ClientHome;
let dir: { path: string; cleanup: () => Promise<void> };
let names: string[] = [];

beforeAll(async () => {
  if (!bin) return;
  home = await makeClientHome();
  dir = await tempDir('toolshed-plugins-starter-');
  const catalog = await loadCatalog(SOURCE);
  const { stacks } = await loadStacks(SOURCE);
  const plan = planMarketplace(catalog.components, stacks, { owner: OWNER, siteUrl: 'https://toolshed.example' });
  names = plan.plugins.map((p) => p.plugin.name);
  await writePluginTree(dir.path, { files: localMarketplace(plan, OWNER) });
});

afterAll(async () => {
  await dir?.cleanup();
  await home?.cleanup();
});

describe.skipIf(!bin)('the starter catalog as plugins', () => {
  it('every plugin and the marketplace pass `claude plugin validate --strict` with no warning', async () => {
    expect(names.length).toBeGreaterThan(50);
    const env = { PATH: process.env.PATH ?? '', HOME: home.home, CLAUDE_CONFIG_DIR: home.configDir, DISABLE_AUTOUPDATER: '1', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' };
    for (const target of [dir.path, ...names.map((n) => join(dir.path, 'plugins', n))]) {
      const r = await runProgram(bin!, ['plugin', 'validate', '--strict', '--json', target], { cwd: dir.path, env });
      const report = JSON.parse(r.stdout);
      const manifest = report.manifest ?? report.marketplace ?? {};
      expect({ target, code: r.code, success: report.success, errors: manifest.errors ?? [], warnings: manifest.warnings ?? [] }).toEqual({
        target,
        code: 0,
        success: true,
        errors: [],
        warnings: [],
      });
    }
  }, CLIENT_TEST_TIMEOUT_MS);
});
