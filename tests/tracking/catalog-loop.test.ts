/**
 * The loop end to end: N downloads tracked over HTTP through the local host,
 * then the catalog build's own code (prepareCatalog + writeCatalogFiles, what
 * `npm run build` runs inside Astro) on a small temporary catalog: the
 * component's `downloads` is N and it is in trending-data.json.
 * (The Astro wrapper itself is not run here: it writes the shared dist/.)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCatalog, writeCatalogFiles } from '../../src/catalog/build.ts';
import { tempDir } from '../helpers/paths.ts';
import { pool, STORE_BACKENDS, track, type TrackingServer } from './helpers.ts';

async function smallCatalog(root: string): Promise<void> {
  const file = async (rel: string, text: string) => {
    await mkdir(join(root, rel, '..'), { recursive: true });
    await writeFile(join(root, rel), text);
  };
  await file('agents/testing/loop-agent.md', '---\nname: loop-agent\ndescription: An agent whose downloads are tracked in this test.\n---\n\nYou review tests.\n');
  await file('agents/testing/quiet-agent.md', '---\nname: quiet-agent\ndescription: Never downloaded.\n---\n\nQuiet.\n');
  await file('commands/git/loop-command.md', '---\ndescription: A command tracked once.\n---\n\nRun git status.\n');
}

describe.each(STORE_BACKENDS)('tracked downloads reach the catalog on $name', (backend) => {
  let s: TrackingServer;
  let dir: { path: string; cleanup(): Promise<void> };
  beforeAll(async () => {
    s = await backend.start();
    dir = await tempDir('toolshed-loop-');
  });
  afterAll(async () => {
    await s?.cleanup();
    await dir?.cleanup();
  });

  it('after N tracked downloads and a rebuild, downloads is N and it is trending', async () => {
    const N = 23;
    const statuses = await pool(N, 8, async () => (await track(s.url, { type: 'agent', name: 'loop-agent', category: 'testing', path: 'testing/loop-agent.md' }, { 'x-country': 'SE' })).status);
    expect(statuses.every((x) => x === 200)).toBe(true);
    expect((await track(s.url, { type: 'command', name: 'loop-command', category: 'git' })).status).toBe(200);
    // The embedded store has one owner process: the build reads it after the server stops.
    await s.stop();

    const source = join(dir.path, 'catalog');
    const out = join(dir.path, 'out');
    await smallCatalog(source);
    const prepared = await prepareCatalog({ ...s.env, CATALOG_SOURCE_DIR: source });
    expect(prepared.stats.warning).toBeUndefined();
    await writeCatalogFiles(prepared, out);

    const agents = JSON.parse(await readFile(join(out, 'components', 'agents.json'), 'utf8')) as Array<{ name: string; downloads: number }>;
    expect(agents.find((a) => a.name === 'loop-agent')?.downloads).toBe(N);
    expect(agents.find((a) => a.name === 'quiet-agent')?.downloads).toBe(0);
    const commands = JSON.parse(await readFile(join(out, 'components', 'commands.json'), 'utf8')) as Array<{ name: string; downloads: number }>;
    expect(commands.find((c) => c.name === 'loop-command')?.downloads).toBe(1);

    const trending = JSON.parse(await readFile(join(out, 'trending-data.json'), 'utf8'));
    expect(trending.trending.agents.today[0]).toEqual({ name: 'loop-agent', category: 'testing', downloads: N });
    expect(trending.trending.agents.week[0]).toEqual({ name: 'loop-agent', category: 'testing', downloads: N });
    expect(trending.globalStats).toMatchObject({ totalDownloads: N + 1, todayDownloads: N + 1 });
    expect(trending.topCountries[0]).toMatchObject({ country: 'SE', downloads: N });
    expect(new Date(trending.lastUpdated).toISOString()).toBe(trending.lastUpdated);
  });
});
