/**
 * The component page in Debian's Chromium says what granted tools let the
 * model do: an agent granted `Bash(git:*)` is not "Nothing in it runs on
 * your machine", a command whose allowed-tools include Write says it may
 * change files without asking, and an agent that only reads keeps the
 * plain note. Built from a small catalog of our own.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';

const STORE_DOWN = { DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' };

const CATALOG: Record<string, string> = {
  'agents/dev/committer.md': '---\nname: committer\ndescription: Writes commit messages and commits staged changes.\ntools: Read, Grep, Bash(git:*)\n---\nCommit what is staged with a clear message.\n',
  'agents/dev/reader.md': '---\nname: reader\ndescription: Reads the code and explains it.\ntools:\n  - Read\n  - Grep\n---\nExplain the code you are shown.\n',
  'commands/docs/changelog.md': '---\ndescription: Updates CHANGELOG.md from the commits since the last tag.\nallowed-tools: Read Write(CHANGELOG.md) WebFetch\n---\nUpdate the changelog.\n',
};

const dirs: Array<Awaited<ReturnType<typeof tempDir>>> = [];
let server: LocalServer;
let browser: Browser;

beforeAll(async () => {
  const source = await tempDir('toolshed-tools-src-');
  const target = await tempDir('toolshed-tools-out-');
  dirs.push(source, target);
  for (const [path, text] of Object.entries(CATALOG)) {
    await mkdir(dirname(join(source.path, path)), { recursive: true });
    await writeFile(join(source.path, path), text);
  }
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--out-dir', target.path], {
    cwd: ROOT,
    env: { ...process.env, CATALOG_SOURCE_DIR: source.path, SOURCE_DATE_EPOCH: '1700000000', TOOLSHED_STRICT: '', ...STORE_DOWN },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}${result.stderr}`);
  server = await startLocalServer({ TOOLSHED_DIST: target.path });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all(dirs.map((d) => d.cleanup()));
});

async function safetyText(path: string): Promise<{ note: string; capabilities: string }> {
  const page = await browser.newPage();
  try {
    await page.goto(server.url + path);
    const section = page.locator('#safety');
    return { note: (await section.locator('.safe-note').textContent() ?? '').replace(/\s+/g, ' '), capabilities: (await section.locator('.safety-report').innerText()).replace(/\s+/g, ' ') };
  } finally {
    await page.close();
  }
}

describe('the page says what granted tools allow', () => {
  it('an agent granted Bash(git:*) may run shell commands: never "Nothing in it runs"', async () => {
    const { note, capabilities } = await safetyText('/component/agent/dev/committer');
    expect(note).not.toContain('Nothing in it runs');
    expect(note).toContain('the model may run shell commands on your machine: it is granted Bash(git:*).');
    expect(note).toContain('Claude Code asks before each use unless your permissions allow it.');
    expect(capabilities).toContain('Tools it may use that run commands, change files or fetch Bash(git:*)');
  }, 60_000);

  it('a command allowed Write and WebFetch may change files and fetch, without asking while it runs', async () => {
    const { note } = await safetyText('/component/command/docs/changelog');
    expect(note).toContain('may change files and fetch from the web on your machine: it is granted Write(CHANGELOG.md), WebFetch.');
    expect(note).toContain('allowed-tools lets these run without asking');
  }, 60_000);

  it('an agent that only reads keeps the plain note', async () => {
    const { note, capabilities } = await safetyText('/component/agent/dev/reader');
    expect(note).toContain('Nothing in it runs on your machine');
    expect(capabilities).not.toContain('Tools it may use');
  }, 60_000);
});
