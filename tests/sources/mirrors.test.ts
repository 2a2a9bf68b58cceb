/**
 * The catalog sources as a company's CI machine or our hidden checks pull
 * them in: a sources file naming the real https addresses and pins, and the
 * user's own git configuration (a temporary GIT_CONFIG_GLOBAL) mapping
 * `https://github.com/` to local bare repositories with `url.<base>.insteadOf`.
 * The real entry points run as a person runs them (`npm run sources -- lock`,
 * then `npm run build`), inside a network namespace of their own when the
 * machine permits one, so nothing can leave it: the lock fills with resolved
 * commits, the marketplace's `url`, `git-subdir` and `github` plugins come
 * through the mirror (`.git` spelt or not), the ones that cannot be fetched
 * and the `npm`/`pip`/unknown ones are on /not-listed/ with their reasons,
 * and a fetched repository's own configuration, hooks and attributes run
 * nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompactIndexSchema } from '../../src/catalog/output-schemas.ts';
import { LockFileSchema } from '../../src/sources/schema.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { agent, publish, templatesFiles, writeFiles } from './fixtures.ts';

const CAN_UNSHARE = spawnSync('unshare', ['-rn', 'true']).status === 0;
if (!CAN_UNSHARE) console.warn('!! unshare -rn is not permitted here: the mirror test runs without a network namespace (every address it names is mapped to a local folder)');

const TEMPLATES = 'https://github.com/davila7/claude-code-templates';
const OFFICIAL = 'https://github.com/anthropics/claude-plugins-official';

let dir: Awaited<ReturnType<typeof tempDir>>;
let marker: string;
const commits: Record<string, string> = {};

/** A bare repository under mirrors/ standing in for `https://github.com/<repo>`. */
const mirror = (repo: string) => join(dir.path, 'mirrors', `${repo}.git`);

/** Every place a repository's own configuration could make git run something, each writing the marker. */
async function arm(bare: string): Promise<void> {
  const run = `touch ${marker}`;
  const script = join(bare, 'armed.sh');
  await writeFile(script, `#!/bin/sh\n${run}\n`);
  await chmod(script, 0o755);
  const config = await readFile(join(bare, 'config'), 'utf8');
  await writeFile(
    join(bare, 'config'),
    `${config}[core]\n\tfsmonitor = ${script}\n\thooksPath = ${bare}/hooks\n\tsshCommand = ${script}\n\talternateRefsCommand = ${script}\n` +
      `[uploadpack]\n\tpackObjectsHook = ${script}\n[filter "evil"]\n\tsmudge = ${script}\n\tclean = ${script}\n\tprocess = ${script}\n` +
      `[diff "evil"]\n\ttextconv = ${script}\n[credential]\n\thelper = !${script}\n[protocol "ext"]\n\tallow = always\n`,
  );
  for (const hook of ['pre-upload-pack', 'post-upload-pack', 'update', 'post-update', 'post-checkout', 'reference-transaction', 'pre-receive']) {
    await writeFile(join(bare, 'hooks', hook), `#!/bin/sh\n${run}\n`);
    await chmod(join(bare, 'hooks', hook), 0o755);
  }
}

/** A marketplace shaped as the official one is: plugins in its own folders, and plugins that live in other repositories. */
function officialFiles(): Record<string, string> {
  const entry = (name: string, source: unknown, extra: Record<string, unknown> = {}) => ({ name, description: `The ${name} plugin.`, author: { name: 'Someone' }, category: 'development', source, ...extra });
  const marketplace = {
    $schema: 'https://anthropic.com/claude-code/marketplace.schema.json',
    name: 'claude-plugins-official',
    description: 'Plugins, some here, most elsewhere.',
    owner: { name: 'Owner', email: 'owner@example.invalid' },
    plugins: [
      entry('in-tree', './plugins/in-tree', { homepage: 'https://example.invalid/in-tree' }),
      entry('by-url', { source: 'url', url: 'https://github.com/acme/by-url.git' }),
      entry('by-url-bare-name', { source: 'url', url: 'https://github.com/acme/no-suffix' }),
      entry('by-url-pinned', { source: 'url', url: 'https://github.com/acme/pinned.git', sha: commits.pinned }),
      entry('by-subdir', { source: 'git-subdir', url: 'https://github.com/acme/mono.git', path: 'plugins/b', ref: 'main' }),
      entry('by-subdir-short', { source: 'git-subdir', url: 'acme/mono', path: 'plugins/c' }),
      entry('by-github', { source: 'github', repo: 'acme/gh-plugin' }),
      entry('armed-config', { source: 'url', url: 'https://github.com/acme/armed.git' }),
      entry('gone', { source: 'url', url: 'https://github.com/acme/deleted.git' }),
      entry('gone-sha', { source: 'github', repo: 'acme/gh-plugin', sha: 'f'.repeat(40) }),
      entry('from-npm', { source: 'npm', package: '@acme/claude-plugin', version: '1.2.3' }),
      entry('from-pip', { source: 'pip', package: 'acme-claude-plugin' }),
      entry('from-elsewhere', { source: 'bucket', bucket: 'plugins' }),
    ],
  };
  return {
    '.claude-plugin/marketplace.json': JSON.stringify(marketplace, null, 2),
    'plugins/in-tree/.claude-plugin/plugin.json': JSON.stringify({ name: 'in-tree', description: 'A plugin kept in the marketplace repository.' }),
    'plugins/in-tree/commands/tidy.md': '---\ndescription: Tidy the working tree.\n---\n\nTidy it.\n',
    'README.md': '# Plugins\n',
  };
}

function run(script: string, ...args: string[]) {
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: join(dir.path, 'gitconfig'),
    GIT_CONFIG_NOSYSTEM: '1',
    CATALOG_SOURCES: join(dir.path, 'catalog-sources.json'),
    TOOLSHED_SOURCES_CACHE_DIR: join(dir.path, 'cache'),
    TOOLSHED_SOURCES_TIMEOUT: '120',
    CATALOG_SOURCE_DIR: join(dir.path, 'ours'),
    TOOLSHED_PAGE_CACHE_DIR: 'off',
    SOURCE_DATE_EPOCH: '1700000000',
    DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none',
    SUPABASE_URL: '',
  };
  const argv = [process.execPath, script, ...args];
  const r = CAN_UNSHARE
    ? spawnSync('unshare', ['-rn', ...argv], { cwd: ROOT, env, encoding: 'utf8' })
    : spawnSync(argv[0]!, argv.slice(1), { cwd: ROOT, env, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

beforeAll(async () => {
  dir = await tempDir('toolshed-sources-mirrors-');
  marker = join(dir.path, 'ran-something');
  const work = (name: string) => join(dir.path, 'work', name);
  commits.byUrl = await publish(work('by-url'), mirror('acme/by-url'), {
    '.claude-plugin/plugin.json': JSON.stringify({ name: 'by-url' }),
    'agents/url-agent.md': agent('url-agent', 'An agent from a repository named by url.'),
  });
  // Stored without `.git`, named without it: GitHub answers both spellings, a mirror holds one.
  commits.noSuffix = await publish(work('no-suffix'), join(dir.path, 'mirrors/acme/no-suffix'), {
    'commands/plain.md': '---\ndescription: A command from a mirror folder without .git.\n---\n\nDo it.\n',
  });
  commits.pinned = await publish(work('pinned'), mirror('acme/pinned'), { 'agents/pinned-agent.md': agent('pinned-agent', 'The pinned bytes.') });
  // The branch moves after the pin: the marketplace's sha wins.
  await publish(work('pinned'), mirror('acme/pinned'), { 'agents/pinned-agent.md': agent('pinned-agent', 'Moved on, not pinned.') }, 'moved');
  commits.mono = await publish(work('mono'), mirror('acme/mono'), {
    'plugins/b/agents/b-agent.md': agent('b-agent', 'An agent from a folder of a larger repository.'),
    'plugins/c/skills/c-skill/SKILL.md': '---\nname: c-skill\ndescription: A skill from another folder of the same repository.\n---\n\nUse it.\n',
  });
  commits.github = await publish(work('gh-plugin'), mirror('acme/gh-plugin'), {
    '.claude-plugin/plugin.json': JSON.stringify({ name: 'gh-plugin' }),
    'agents/gh-agent.md': agent('gh-agent', 'An agent from a github source.'),
  });
  commits.armed = await publish(work('armed'), mirror('acme/armed'), {
    '.gitattributes': '* filter=evil diff=evil\n',
    '.gitmodules': `[submodule "x"]\n\tpath = x\n\turl = ext::sh -c touch% ${marker}\n`,
    '.lfsconfig': `[lfs]\n\turl = ext::sh -c touch% ${marker}\n`,
    'agents/armed-agent.md': agent('armed-agent', 'An agent whose repository tries to run things.'),
  });
  await arm(mirror('acme/armed'));
  await arm(mirror('acme/gh-plugin'));

  commits.templates = await publish(
    work('templates'),
    mirror('davila7/claude-code-templates'),
    templatesFiles({
      'cli-tool/components/agents/deep/nested/further/nested-agent.md': agent('nested-agent', 'Nested several folders deep.'),
      'cli-tool/components/agents/dev/README.md': '# Dev agents\n',
      'cli-tool/components/mcps/settings.json': '{"not": "a component"}\n',
      'README.md': '# Templates\n',
    }),
  );
  commits.official = await publish(work('official'), mirror('anthropics/claude-plugins-official'), officialFiles());
  await arm(mirror('anthropics/claude-plugins-official'));

  await writeFile(join(dir.path, 'gitconfig'), `[url "file://${join(dir.path, 'mirrors')}/"]\n\tinsteadOf = https://github.com/\n`);
  await writeFile(
    join(dir.path, 'catalog-sources.json'),
    JSON.stringify({ sources: [{ id: 'templates', repository: TEMPLATES, commit: commits.templates, prefix: 'cct' }, { id: 'official', repository: OFFICIAL, commit: commits.official, prefix: 'official' }] }, null, 2),
  );
  await mkdir(join(dir.path, 'ours'), { recursive: true });
  await writeFiles(join(dir.path, 'ours'), { 'agents/ours/local-agent.md': agent('local-agent', 'One of ours.') });
}, 120_000);

afterAll(async () => {
  await dir?.cleanup();
});

describe('the real addresses, mapped to local mirrors by the user\'s git configuration', () => {
  it('npm run sources -- lock fills the lock with what each plugin resolved to', async () => {
    const r = run('scripts/sources.ts', 'lock');
    expect(r.status, r.output).toBe(0);
    expect(r.output).toContain('official: 7 plugins from their own repositories locked');
    const lock = LockFileSchema.parse(JSON.parse(await readFile(join(dir.path, 'catalog-sources.lock.json'), 'utf8')));
    expect(lock.sources.templates).toEqual({ commit: commits.templates, plugins: {} });
    expect(lock.sources.official!.commit).toBe(commits.official);
    expect(lock.sources.official!.plugins).toEqual({
      'armed-config': { repository: 'https://github.com/acme/armed.git', path: '', commit: commits.armed },
      'by-github': { repository: 'https://github.com/acme/gh-plugin', path: '', commit: commits.github },
      'by-subdir': { repository: 'https://github.com/acme/mono.git', path: 'plugins/b', ref: 'main', commit: commits.mono },
      'by-subdir-short': { repository: 'https://github.com/acme/mono', path: 'plugins/c', commit: commits.mono },
      'by-url': { repository: 'https://github.com/acme/by-url.git', path: '', commit: commits.byUrl },
      'by-url-bare-name': { repository: 'https://github.com/acme/no-suffix', path: '', commit: commits.noSuffix },
      'by-url-pinned': { repository: 'https://github.com/acme/pinned.git', path: '', sha: commits.pinned, commit: commits.pinned },
    });
    expect(existsSync(marker), 'a fetched repository ran something').toBe(false);
  }, 300_000);

  it('npm run build pulls both in through the mirror and lists what it could not fetch, with the reason', async () => {
    const out = join(dir.path, 'dist');
    const r = run('scripts/build.ts', '--out-dir', out);
    expect(r.status, r.output).toBe(0);
    expect(r.output).toMatch(/source official: \d+ components at [0-9a-f]{12}, 7 plugins from their own repositories, 5 plugins not listed/);

    const index = CompactIndexSchema.parse(JSON.parse(await readFile(join(out, 'search-compact.json'), 'utf8')));
    const ids = index.items.map(([, c, name]) => `${index.categories[c]}/${name}`).sort();
    expect(ids).toEqual(
      [
        'ours/local-agent',
        'cct-dev/reviewer',
        'cct-git/sync',
        'cct-general/shared-skill',
        'cct-deep/nested-agent',
        'official-in-tree/tidy',
        'official-by-url/url-agent',
        'official-by-url-bare-name/plain',
        'official-by-url-pinned/pinned-agent',
        'official-by-subdir/b-agent',
        'official-by-subdir-short/c-skill',
        'official-by-github/gh-agent',
        'official-armed-config/armed-agent',
      ].sort(),
    );
    // Each card names the source the component was recorded from.
    const from = (category: string, name: string) => {
      const i = index.items.findIndex(([, c, n]) => index.categories[c] === category && n === name);
      const s = index.from?.[i] ?? 0;
      return s === 0 ? undefined : index.sources![s - 1];
    };
    expect(from('official-by-github', 'gh-agent')).toBe('official');
    expect(from('cct-dev', 'reviewer')).toBe('templates');
    expect(from('ours', 'local-agent')).toBeUndefined();

    const pinned = await readFile(join(out, 'component/agent/official-by-url-pinned/pinned-agent/index.html'), 'utf8');
    expect(pinned).toContain('The pinned bytes.');
    expect(pinned).toContain(commits.pinned!.slice(0, 12));

    const notListed = await readFile(join(out, 'not-listed/index.html'), 'utf8');
    const row = (name: string) => new RegExp(`<code[^>]*>${name}</code>.*?<td[^>]*>([^<]*)</td>`, 's').exec(notListed)?.[1] ?? '';
    expect(row('gone')).toMatch(/^its source could not be fetched: cannot ask https:\/\/github\.com\/acme\/deleted\.git for its default branch: .*does not appear to be a git repository$/);
    expect(row('gone-sha')).toMatch(/its source could not be fetched: commit f{40} does not exist in https:\/\/github\.com\/acme\/gh-plugin/);
    expect(row('from-npm')).toMatch(/the npm package @acme\/claude-plugin 1\.2\.3.*not pulled in.*only git sources/);
    expect(row('from-pip')).toMatch(/the pip package acme-claude-plugin.*not pulled in/);
    expect(row('from-elsewhere')).toMatch(/its source is of type (&quot;|&#34;|")bucket(&quot;|&#34;|"), which Toolshed does not know/);
    // Nothing of the mirrors' own configuration, hooks, attributes or submodules ran; the armed plugin still came in.
    expect(existsSync(marker), 'a fetched repository ran something').toBe(false);
    const sourcesPage = await readFile(join(out, 'sources/index.html'), 'utf8');
    expect(sourcesPage).toMatch(/id="source-official" data-status="imported"/);
    expect(sourcesPage).toMatch(/id="source-templates" data-status="imported"/);
  }, 600_000);
});
