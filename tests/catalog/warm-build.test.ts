/**
 * The warm build (issue 38): a build with the caches of an earlier one (component
 * pages, plugin archives and full-text bundles linked from the page cache, safety
 * reports from theirs) gives the output of a cold build, byte for byte, file for
 * file; and a change of any input renders again exactly what depends on it: a
 * component's text, a source's pin (its components' pages name the commit), and
 * what the analyzer reports (a new analyzer version's reports; the analyzer's
 * sources are part of the code every cached page, archive and bundle is keyed by).
 * Whether an output file was taken from a cache is read from its inode: a
 * cached file is linked into the output, never written again.
 */
import { spawnSync } from 'node:child_process';
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../bench/catalog-source.ts';
import { analyzerSources, analyzerVersion } from '../../src/catalog/analyzer-version.ts';
import { SITE_CODE } from '../../src/catalog/page-cache.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { publish, templatesFiles } from '../sources/fixtures.ts';

const STORE_DOWN = { DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' };

let dir: Awaited<ReturnType<typeof tempDir>>;
const at = (...parts: string[]) => join(dir.path, ...parts);

function build(out: string, caches: { pages: string; safety: string }) {
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--out-dir', out], {
    cwd: ROOT,
    env: {
      ...process.env,
      CATALOG_SOURCE_DIR: at('ours'),
      CATALOG_SOURCES: at('sources.json'),
      TOOLSHED_SOURCES_CACHE_DIR: at('sources-cache'),
      TOOLSHED_PAGE_CACHE_DIR: caches.pages,
      TOOLSHED_SAFETY_CACHE_DIR: caches.safety,
      // Several full-text bundles, so a change re-indexes one and the others come from the cache.
      TOOLSHED_FULL_TEXT_BUNDLE: '8',
      TOOLSHED_STRICT: '',
      SOURCE_DATE_EPOCH: '1700000000',
      SITE_URL: 'https://warm.example',
      URL: '',
      ...STORE_DOWN,
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}${result.stderr}`);
}

/** Every file under `root`, relative, with its inode. */
async function tree(root: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files.set(relative(root, file), (await stat(file)).ino);
  }
  return files;
}

/** The two trees hold the same files with the same bytes; the files that differ, by path (none when equal). */
async function differences(a: string, b: string): Promise<string[]> {
  const [left, right] = [await tree(a), await tree(b)];
  const differ = [...new Set([...left.keys(), ...right.keys()])].filter((f) => !left.has(f) || !right.has(f));
  for (const file of left.keys()) {
    if (right.has(file) && !(await readFile(join(a, file))).equals(await readFile(join(b, file)))) differ.push(file);
  }
  return differ.sort();
}

const CACHES = () => ({ pages: at('caches/pages'), safety: at('caches/safety') });
let cacheInodes: Set<number>;
let changedPage: string;
let judgedPage: string;
let templatesCommit: string;
let bumpedCommit: string;

beforeAll(async () => {
  dir = await tempDir('toolshed-warm-build-');
  await generate(at('ours'), 30, { messy: true });
  templatesCommit = await publish(at('work/templates'), at('bare/templates.git'), templatesFiles());
  const pin = (commit: string) => writeFile(at('sources.json'), JSON.stringify({ sources: [{ id: 'templates', repository: `file://${at('bare/templates.git')}`, commit, prefix: 'cct' }] }));
  await pin(templatesCommit);
  build(at('cold'), CACHES());
  // The warm build writes into a folder holding an earlier output and a file no build makes.
  await cp(at('cold'), at('warm'), { recursive: true });
  await writeFile(at('warm', 'left-over.txt'), 'from before');
  build(at('warm'), CACHES());

  // Then one input of each kind changes. A component's text:
  const agents = (await readdir(at('ours', 'agents'), { recursive: true })).filter((f) => f.endsWith('.md')).sort();
  const edited = join('agents', agents[0]!);
  const text = await readFile(at('ours', edited), 'utf8');
  // At the top of the body, within what the full-text index takes of it.
  const end = text.startsWith('---\n') ? text.indexOf('\n---\n', 4) + 5 : 0;
  expect(end).toBeGreaterThanOrEqual(0);
  await writeFile(at('ours', edited), `${text.slice(0, end)}A sentence added after the warm build: quetzalcoatl.\n\n${text.slice(end)}`);
  changedPage = `component/agent/${agents[0]!.replace(/\.md$/, '')}/index.html`;
  // The source's pin, moved to a commit that changes no component:
  bumpedCommit = await publish(at('work/templates'), at('bare/templates.git'), { 'README.md': 'Moved on.\n' }, 'bump');
  // The lock records what a marketplace's plugins resolved to at the old pin: this source has none to resolve again.
  await rm(at('sources.lock.json'), { force: true });
  await pin(bumpedCommit);
  // What the analyzer says of one component (as a new analyzer version would): its kept reading now lists a command.
  const versionDir = at('caches/safety', analyzerVersion(ROOT));
  const readings = (await readdir(versionDir, { recursive: true })).filter((f) => f.endsWith('.commands.json')).sort();
  const reading = JSON.parse(await readFile(join(versionDir, readings[0]!), 'utf8')) as { executes: string[] };
  reading.executes = [...reading.executes, 'bash ./judged-differently.sh'];
  await writeFile(join(versionDir, readings[0]!), JSON.stringify(reading));
  judgedPage = await findPage(at('warm'), readings[0]!.split('/').pop()!.split('.')[0]!);

  cacheInodes = new Set((await tree(at('caches/pages'))).values());
  build(at('changed'), CACHES());
  // The reference: no page, archive or index cache (the reports are read from the same cache).
  build(at('reference'), { pages: 'off', safety: CACHES().safety });
}, 1_500_000);

/** The component page of the command whose sha256 is `sha256`, from the JSON API. */
async function findPage(site: string, sha256: string): Promise<string> {
  const commands = JSON.parse(await readFile(join(site, 'components', 'commands.json'), 'utf8')) as Array<{ category: string; name: string; sha256: string }>;
  const found = commands.find((c) => c.sha256 === sha256);
  return found ? `component/command/${found.category}/${found.name}/index.html` : '';
}

afterAll(async () => {
  await dir?.cleanup();
});

describe('a warm build', () => {
  it('gives the cold build\'s output byte for byte, the files of the earlier output gone', async () => {
    expect(await differences(at('cold'), at('warm'))).toEqual([]);
    expect((await tree(at('warm'))).has('left-over.txt')).toBe(false);
  });

  it('takes every component page, plugin archive and full-text bundle from the caches', async () => {
    const cached = new Set((await tree(at('caches/pages'))).values());
    const warm = await tree(at('warm'));
    const taken = (prefix: string, ending: string) => {
      const files = [...warm].filter(([f]) => f.startsWith(prefix) && f.endsWith(ending));
      expect(files.length, prefix).toBeGreaterThan(2);
      return files.filter(([, ino]) => !cached.has(ino)).map(([f]) => f);
    };
    expect(taken('component/', 'index.html')).toEqual([]);
    expect(taken('plugins/', '.zip')).toEqual([]);
    expect(taken('pagefind/', '.pf_fragment')).toEqual([]);
  });
});

describe('a change of an input', () => {
  it('gives the output of a build without those caches, byte for byte', async () => {
    expect(await differences(at('reference'), at('changed'))).toEqual([]);
  });

  it('renders again the pages that show it, and only those', async () => {
    const changed = await tree(at('changed'));
    const rendered = [...changed].filter(([f, ino]) => f.startsWith('component/') && f.endsWith('index.html') && !cacheInodes.has(ino)).map(([f]) => f).sort();
    const fromTemplates = [...changed.keys()].filter((f) => /^component\/[^/]+\/cct-[^/]+\/[^/]+\/index\.html$/.test(f));
    expect(fromTemplates.length).toBeGreaterThan(1);
    expect(judgedPage).not.toBe('');
    expect(rendered).toEqual([...new Set([changedPage, judgedPage, ...fromTemplates])].sort());
    expect(await readFile(at('changed', changedPage), 'utf8')).toContain('quetzalcoatl');
    expect(await readFile(at('changed', judgedPage), 'utf8')).toContain('judged-differently.sh');
    for (const page of fromTemplates) {
      expect(await readFile(at('changed', page), 'utf8'), page).toContain(bumpedCommit.slice(0, 12));
      expect(await readFile(at('warm', page), 'utf8'), page).toContain(templatesCommit.slice(0, 12));
    }
  });

  it('indexes again the full-text bundle holding the changed text, and takes the others from the cache', async () => {
    const changed = await tree(at('changed'));
    const bundles = new Map<string, boolean>();
    for (const [file, ino] of changed) {
      const m = /^pagefind\/(\d+)\//.exec(file);
      if (m && file.endsWith('.pf_fragment')) bundles.set(m[1]!, (bundles.get(m[1]!) ?? false) || !cacheInodes.has(ino));
    }
    expect(bundles.size).toBeGreaterThan(2);
    const indexedAgain = [...bundles].filter(([, again]) => again).map(([b]) => b);
    expect(indexedAgain).toHaveLength(1);
    // The new text is in that bundle's fragments (gzip-compressed), in no other bundle's.
    const holding: string[] = [];
    for (const bundle of bundles.keys()) {
      const folder = at('changed', 'pagefind', bundle, 'fragment');
      for (const file of await readdir(folder)) if (gunzipSync(await readFile(join(folder, file))).toString('utf8').includes('quetzalcoatl')) holding.push(bundle);
    }
    expect(holding).toEqual(indexedAgain);
  });

  it('of the analyzer reaches every cached output: its sources are part of the code each key is made from', () => {
    const analyzer = analyzerSources(ROOT);
    expect(analyzer.length).toBeGreaterThan(20);
    for (const file of analyzer) expect(SITE_CODE.some((part) => file === part || file.startsWith(`${part}/`)), file).toBe(true);
    expect(SITE_CODE).toContain('package-lock.json');
  });
});
