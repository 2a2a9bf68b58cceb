/**
 * Catalog addresses (issue 37, item 6): credentials never printed, request
 * addresses built with the URL API, plain http only to this machine. Pure
 * parts first, then the real bin against a server that records what it is
 * asked, with a site address that carries a user, a password, a token and a
 * fragment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { catalogUrl, isLoopbackHost, safeAddress, safeMessage, splitCredentials } from '../../src/install/address.ts';
import { foldAllowPaths } from '../../src/install/policy.ts';
import { rerunCommand, shellWord } from '../../src/install/rerun.ts';
import { tempDir } from '../helpers/paths.ts';
import { writeFixtureDist } from './fixture-catalog.ts';
import { toolshed, tree } from './run-bin.ts';

describe('addresses, pure', () => {
  it('hides user info and token-like query values, and leaves other addresses as they are', () => {
    expect(safeAddress('https://user:secret@catalog.example/x/?token=abc&page=2#f')).toBe('https://catalog.example/x/?token=***&page=2#f');
    expect(safeAddress('https://catalog.example/?sig=zz&api_key=1&x-amz-signature=2')).toBe('https://catalog.example/?sig=***&api_key=***&x-amz-signature=***');
    // A long random-looking value is hidden whatever its name; an ordinary one is not.
    expect(safeAddress('https://c.example/?v=ghp_16C7e42F292c6912E7710c838347Ae178B4a')).toBe('https://c.example/?v=***');
    expect(safeAddress('https://c.example/?c=agent:dev/a,hook:git/b')).toBe('https://c.example/?c=agent:dev/a,hook:git/b');
    expect(safeAddress('not a url')).toBe('not a url');
    expect(safeMessage('cannot download http://a:b@127.0.0.1:9/x.json?token=t: ECONNREFUSED')).toBe('cannot download http://127.0.0.1:9/x.json?token=***: ECONNREFUSED');
  });

  it('joins a path to the site with the URL API: after the site\'s own path, before its query, without its fragment', () => {
    expect(catalogUrl(new URL('https://c.example/sub/?token=t#frag'), '/components/agents.json').href).toBe('https://c.example/sub/components/agents.json?token=t');
    expect(catalogUrl(new URL('https://c.example'), '/lock-index.json').href).toBe('https://c.example/lock-index.json');
    const { url, authorization } = splitCredentials(new URL('https://us%20er:p%40ss@c.example/'));
    expect(url.href).toBe('https://c.example/');
    expect(Buffer.from(authorization!.slice('Basic '.length), 'base64').toString()).toBe('us er:p@ss');
  });

  it('knows loopback hosts', () => {
    for (const h of ['localhost', '127.0.0.1', '127.0.0.2', '[::1]', 'a.localhost']) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['example.com', '10.0.0.1', '127.0.0.1.example.com', '::2']) expect(isLoopbackHost(h), h).toBe(false);
  });

  it('folds --allow-path values to the smallest set that names the same dotfile folders', () => {
    expect(foldAllowPaths(['.devcontainer/devcontainer.json', '.devcontainer/Dockerfile', '.devcontainer/init-firewall.sh'])).toEqual(['.devcontainer']);
    expect(foldAllowPaths(['.vscode/tasks.json', '.envrc', 'config/.env', 'config/.env/x'])).toEqual(['.envrc', '.vscode', 'config/.env']);
    expect(foldAllowPaths(['CLAUDE.md'])).toEqual(['CLAUDE.md']);
  });

  it('prints a rerun command that keeps the arguments, drops an earlier --yes/--expect, pins every sha256 and carries no credentials', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    const line = rerunCommand('toolshed', ['--sandbox', 'x/y', '--site', 'http://u:pw@127.0.0.1:8/?token=t0', '--yes', '--expect', 'c'.repeat(64)], ['--allow-path', '.devcontainer'], [
      { id: 'sandbox x/y', sha256: a },
      { id: 'agent p/q', sha256: b },
    ]);
    expect(line).toBe(`toolshed --sandbox x/y --site 'http://127.0.0.1:8/?token=***' --allow-path .devcontainer --yes --expect ${a},${b}`);
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
  });
});

describe('the real bin with credentials in the site address', () => {
  let server: Server;
  let t: Awaited<ReturnType<typeof tempDir>>;
  const seen: { url: string; authorization?: string }[] = [];
  let port = 0;

  beforeAll(async () => {
    t = await tempDir('toolshed-address-');
    const dist = join(t.path, 'dist');
    await writeFixtureDist(dist);
    server = createServer(async (req, res) => {
      seen.push({ url: req.url!, ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}) });
      const path = new URL(req.url!, 'http://x').pathname;
      try {
        res.writeHead(200, { 'content-type': 'application/json' }).end(await readFile(join(dist, ...path.split('/').filter(Boolean))));
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await t.cleanup();
  });

  it('asks for each file under the site\'s path with its query kept, sends the user as Authorization, and never prints or records the secrets', async () => {
    const dir = join(t.path, 'project');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(dir, { recursive: true });
    seen.length = 0;
    const site = `http://reader:hunter2@127.0.0.1:${port}/?token=tok_9f8e7d6c5b4a39281706#section`;
    const r = await toolshed(['--agent', 'security/reviewer', '--site', site, '--verbose'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(seen.map((s) => s.url)).toEqual(['/components/agents.json?token=tok_9f8e7d6c5b4a39281706', '/component-content/agents/security/reviewer.json?token=tok_9f8e7d6c5b4a39281706']);
    expect(seen.every((s) => s.authorization === `Basic ${Buffer.from('reader:hunter2').toString('base64')}`)).toBe(true);
    expect(r.stdout + r.stderr).not.toMatch(/hunter2|tok_9f8e7d6c5b4a39281706/);
    expect(r.stdout).toContain(`Catalog: http://127.0.0.1:${port}\n`);
    const lock = (await tree(dir))['.claude/toolshed-manifest.json']!;
    expect(lock).not.toMatch(/hunter2|tok_|reader/);
  });

  it('a download error names the address without the user, the password or the token', async () => {
    const dir = join(t.path, 'project2');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(dir, { recursive: true });
    const r = await toolshed(['--agent', 'security/reviewer', '--site', 'http://reader:hunter2@127.0.0.1:9/?token=tok_9f8e7d6c5b4a39281706'], { cwd: dir });
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('cannot download http://127.0.0.1:9/components/agents.json?token=***');
    expect(r.stdout + r.stderr).not.toMatch(/hunter2|tok_9f8e7d6c5b4a39281706|reader/);
  });
});
