/**
 * Small real git repositories for the aggregator's suites: a catalog in the
 * claude-code-templates layout, a marketplace whose plugins live in other
 * repositories (url, git-subdir, github through an `insteadOf` mirror) or are
 * refused, each published as a bare repository reached by a `file://`
 * address. Nothing here leaves the machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { commitAll, git } from '../import/helpers.ts';

export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, rel)), { recursive: true });
    await writeFile(join(root, rel), text);
  }
}

/** A working repository at `work` committed with `files`, published as the bare repository `bare`; returns the commit. */
export async function publish(work: string, bare: string, files: Record<string, string>, message = 'fixture'): Promise<string> {
  await writeFiles(work, files);
  const commit = commitAll(work, message);
  if (spawnSync('git', ['rev-parse', '--git-dir'], { cwd: bare }).status !== 0) {
    await mkdir(bare, { recursive: true });
    git(bare, 'init', '-q', '--bare', '-b', 'main');
  }
  git(work, 'push', '-q', '--force', bare, 'HEAD:refs/heads/main');
  return commit;
}

export const agent = (name: string, description: string, body = 'Review the change and say what is wrong.') => `---\nname: ${name}\ndescription: ${description}\n---\n\n${body}\n`;
export const SHARED_SKILL = '---\nname: shared-skill\ndescription: A skill both catalogs carry, byte for byte.\n---\n\nDo the shared thing carefully.\n';

/** The claude-code-templates layout, small. */
export function templatesFiles(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'cli-tool/components/agents/dev/reviewer.md': agent('reviewer', 'Reviews code changes.'),
    'cli-tool/components/commands/git/sync.md': '---\ndescription: Sync the branch with its upstream.\n---\n\nRun git fetch and rebase.\n',
    'cli-tool/components/skills/general/shared-skill/SKILL.md': SHARED_SKILL,
    LICENSE: 'MIT License\n\nPermission is hereby granted, free of charge, to any person obtaining a copy\n',
    ...extra,
  };
}

export interface PluginRepos {
  /** file:// address of a plugin repository at its top. */
  urlPlugin: string;
  /** file:// address of a repository holding a plugin in plugins/b. */
  mono: string;
  /** The https address the marketplace names for the github plugin, mapped to `mirrors/` by insteadOf. */
  githubRepo: string;
  commits: { urlPlugin: string; mono: string; github: string };
}

/** The plugin repositories a marketplace names, and the mirror folder standing in for github. */
export async function publishPluginRepos(dir: string): Promise<PluginRepos> {
  const urlPlugin = await publish(join(dir, 'work/plugin-a'), join(dir, 'bare/plugin-a.git'), {
    '.claude-plugin/plugin.json': JSON.stringify({ name: 'plugin-a', description: 'A plugin in its own repository' }),
    'commands/hello.md': '---\ndescription: Say hello from plugin a.\n---\n\nSay hello.\n',
  });
  const mono = await publish(join(dir, 'work/mono'), join(dir, 'bare/mono.git'), {
    'plugins/b/agents/b-agent.md': agent('b-agent', 'An agent from a folder of a larger repository.'),
    'plugins/c/agents/c-agent.md': agent('c-agent', 'Another plugin of the same repository.'),
  });
  const github = await publish(join(dir, 'work/gh-plugin'), join(dir, 'mirrors/acme/gh-plugin.git'), {
    '.claude-plugin/plugin.json': JSON.stringify({ name: 'gh-plugin' }),
    'agents/gh-agent.md': agent('gh-agent', 'An agent from a github repository, fetched from a mirror.'),
  });
  return { urlPlugin: `file://${join(dir, 'bare/plugin-a.git')}`, mono: `file://${join(dir, 'bare/mono.git')}`, githubRepo: 'acme/gh-plugin', commits: { urlPlugin, mono, github } };
}

/** A marketplace naming plugins here and elsewhere, and sources the aggregator must refuse. */
export function marketplaceFiles(repos: PluginRepos, dir: string): Record<string, string> {
  const marketplace = {
    name: 'fixture-market',
    owner: { name: 'Fixture' },
    plugins: [
      { name: 'local-kit', source: './plugins/local-kit', description: 'A plugin in the marketplace repository' },
      { name: 'remote-url', source: { source: 'url', url: repos.urlPlugin } },
      { name: 'remote-subdir', source: { source: 'git-subdir', url: repos.mono, path: 'plugins/b', ref: 'main' } },
      { name: 'remote-github', source: { source: 'github', repo: repos.githubRepo } },
      { name: 'shared', source: './plugins/shared' },
      { name: 'evil-ext', source: { source: 'url', url: 'ext::sh -c touch% /tmp/toolshed-pwned' } },
      { name: 'evil-option', source: { source: 'url', url: '--upload-pack=touch /tmp/toolshed-pwned' } },
      { name: 'escapes', source: { source: 'git-subdir', url: repos.mono, path: '../../etc' } },
      { name: 'gone', source: { source: 'url', url: `file://${join(dir, 'bare/missing.git')}` } },
      { name: 'npm-one', source: { source: 'npm', package: 'some-plugin' } },
    ],
  };
  return {
    '.claude-plugin/marketplace.json': JSON.stringify(marketplace, null, 2),
    'plugins/local-kit/agents/helper.md': agent('helper', 'Helps in the marketplace repository.'),
    'plugins/shared/skills/shared-skill/SKILL.md': SHARED_SKILL,
    LICENSE: 'MIT License\n\nPermission is hereby granted, free of charge, to any person obtaining a copy\n',
  };
}

/** A git configuration file mapping github addresses to the mirror folder, as companies and CI machines do. */
export async function mirrorConfig(dir: string): Promise<string> {
  const file = join(dir, 'gitconfig');
  await writeFile(file, `[url "file://${join(dir, 'mirrors')}/"]\n\tinsteadOf = https://github.com/\n`);
  return file;
}
