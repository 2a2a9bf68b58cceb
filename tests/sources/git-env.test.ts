/**
 * git runs with the user's and the machine's own configuration, wherever it
 * is given (global file, system file, GIT_CONFIG_COUNT/KEY/VALUE), so an
 * `insteadOf` mirror maps an https address to a local bare repository; and
 * with nothing else of the caller's environment (no GIT_DIR pointing git at
 * another repository).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitEnv, systemGit, type RunGit } from '../../src/import/git.ts';
import { checkoutAt, otherSpelling, resolveRef } from '../../src/sources/fetch.ts';
import { tempDir } from '../helpers/paths.ts';
import { publish } from './fixtures.ts';

let dir: Awaited<ReturnType<typeof tempDir>>;
let commit: string;
const MIRRORED = 'https://mirror.example.invalid/team/tool';

beforeAll(async () => {
  dir = await tempDir('toolshed-sources-git-env-');
  commit = await publish(join(dir.path, 'work'), join(dir.path, 'mirrors/team/tool.git'), { 'README.md': 'mirrored\n' });
}, 60_000);

afterAll(async () => {
  await dir?.cleanup();
});

/** systemGit as it runs under `env` (gitEnv reads process.env when git starts). */
function gitUnder(env: Record<string, string>): RunGit {
  return async (args, options) => {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      return await systemGit(args, options);
    } finally {
      for (const key of Object.keys(env)) if (saved[key] === undefined) delete process.env[key];
      Object.assign(process.env, saved);
    }
  };
}

describe('git and the caller\'s environment', () => {
  it('passes the user\'s configuration, proxies and certificates, and nothing that points git elsewhere', () => {
    const env = gitEnv({
      PATH: '/usr/bin',
      HOME: '/home/u',
      GIT_CONFIG_GLOBAL: '/etc/u.gitconfig',
      GIT_CONFIG_SYSTEM: '/etc/ci.gitconfig',
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'url.x.insteadOf',
      GIT_CONFIG_VALUE_0: 'y',
      https_proxy: 'http://proxy.invalid:3128',
      GIT_SSL_CAINFO: '/etc/ca.pem',
      GIT_DIR: '/tmp/elsewhere',
      GIT_WORK_TREE: '/tmp',
      NODE_OPTIONS: '--require x',
      DATABASE_URL: 'postgres://secret',
    });
    expect(env).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/u',
      GIT_CONFIG_GLOBAL: '/etc/u.gitconfig',
      GIT_CONFIG_SYSTEM: '/etc/ci.gitconfig',
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'url.x.insteadOf',
      GIT_CONFIG_VALUE_0: 'y',
      https_proxy: 'http://proxy.invalid:3128',
      GIT_SSL_CAINFO: '/etc/ca.pem',
      GIT_TERMINAL_PROMPT: '0',
      GIT_LFS_SKIP_SMUDGE: '1',
      LANG: 'C',
    });
  });

  it('follows an insteadOf mirror given in the environment or in the system file', async () => {
    const base = `file://${join(dir.path, 'mirrors')}/`;
    const byEnv = gitUnder({ GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: `url.${base}.insteadOf`, GIT_CONFIG_VALUE_0: 'https://mirror.example.invalid/' });
    expect(await resolveRef(MIRRORED, undefined, { git: byEnv })).toBe(commit);
    const tree = await checkoutAt(join(dir.path, 'cache'), MIRRORED, commit, { git: byEnv });
    expect(tree).toMatch(new RegExp(`-${commit}$`));

    const system = join(dir.path, 'system.gitconfig');
    await writeFile(system, `[url "${base}"]\n\tinsteadOf = https://mirror.example.invalid/\n`);
    expect(await resolveRef(MIRRORED, 'main', { git: gitUnder({ GIT_CONFIG_SYSTEM: system }) })).toBe(commit);
  }, 60_000);
});

describe('an address git finds no repository at', () => {
  it('is tried in its other spelling (name ⇄ name.git), and git\'s sentence loses any credentials in a mirror\'s address', async () => {
    const asked: string[] = [];
    const git: RunGit = async (args) => {
      const address = args[args.indexOf('--') + 1]!;
      asked.push(address);
      return { code: 128, stdout: '', stderr: `fatal: repository 'https://ci:s3cret-token@mirror.example.invalid/${address.split('/').pop()}/' not found\n` };
    };
    const error = await resolveRef('https://github.com/acme/tool', undefined, { git }).catch((e: Error) => e);
    expect(asked).toEqual(['https://github.com/acme/tool', 'https://github.com/acme/tool.git']);
    expect(String(error)).toMatch(/cannot ask https:\/\/github\.com\/acme\/tool for its default branch: repository 'https:\/\/mirror\.example\.invalid\/tool\/' not found/);
    expect(String(error)).not.toContain('s3cret');
    expect(otherSpelling('https://github.com/acme/tool.git')).toBe('https://github.com/acme/tool');
    expect(otherSpelling(`file://${dir.path}/x`)).toBeUndefined();
  });
});
