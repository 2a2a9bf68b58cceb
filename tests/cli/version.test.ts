/**
 * `toolshed --version` through the real bin: the package's version and exit 0 (it was an unknown
 * option of the installer's parser, exit 2, after loading the installer and the analyzer).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { toolshed } from '../install/run-bin.ts';

let work: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  work = await tempDir();
});
afterAll(async () => {
  await work.cleanup();
});

describe('toolshed --version', () => {
  it('prints the version package.json gives, and exits 0', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const result = await toolshed(['--version'], { cwd: work.path });
    expect(result).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('with anything after it, is still the installer\'s option (an error, not the version)', async () => {
    const result = await toolshed(['--version', '--agent'], { cwd: work.path });
    expect(result.code).not.toBe(0);
    expect(result.stdout).not.toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('is listed in the help', async () => {
    const result = await toolshed(['--help'], { cwd: work.path });
    expect(result.stdout).toContain('toolshed --version');
  });
});
