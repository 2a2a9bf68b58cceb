/** The daily scheduled function that calls the Netlify build hook. */
import { createServer, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triggerRebuild } from '../../src/tracking/rebuild.ts';
import { closedPort } from '../storage/backends.ts';
import { startLocalServer } from '../helpers/server.ts';

describe('catalog rebuild', () => {
  const received: Array<{ method?: string; url?: string; body: string }> = [];
  let status = 200;
  let hook: ReturnType<typeof createServer>;
  let base: string;
  beforeAll(async () => {
    hook = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const c of req) body += c;
      received.push({ method: req.method, url: req.url, body });
      res.writeHead(status).end();
    });
    hook.listen(0, '127.0.0.1');
    await once(hook, 'listening');
    base = `http://127.0.0.1:${(hook.address() as { port: number }).port}`;
  });
  afterAll(() => {
    hook.close();
  });

  it('is a logged no-op without BUILD_HOOK_URL', async () => {
    const lines: string[] = [];
    expect(await triggerRebuild({}, { log: (l) => lines.push(l) })).toMatchObject({ triggered: false });
    expect(lines.join('\n')).toMatch(/BUILD_HOOK_URL is not set/);
  });

  it('reports a failing or unreachable hook without logging its secret address', async () => {
    const lines: string[] = [];
    status = 404;
    const secret = `${base}/build_hooks/secret-hook-id-1`;
    expect(await triggerRebuild({ BUILD_HOOK_URL: secret }, { log: (l) => lines.push(l) })).toEqual({ triggered: false, reason: 'the build hook answered 404' });
    status = 200;
    const down = `http://127.0.0.1:${await closedPort()}/build_hooks/secret-hook-id-2`;
    expect(await triggerRebuild({ BUILD_HOOK_URL: down }, { log: (l) => lines.push(l) })).toMatchObject({ triggered: false });
    expect(lines.join('\n')).not.toMatch(/secret-hook-id/);
  });

  it('POSTs the hook when the scheduled function runs on the local host', async () => {
    const server = await startLocalServer({ BUILD_HOOK_URL: `${base}/build_hooks/abc123` });
    try {
      received.length = 0;
      const res = await fetch(`${server.url}/.netlify/functions/catalog-rebuild`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ triggered: true, status: 200 });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ method: 'POST', url: '/build_hooks/abc123' });
      expect(server.output()).not.toContain('abc123');
    } finally {
      await server.stop();
    }
  });

  it('answers 200 and does nothing on the local host without a hook', async () => {
    const server = await startLocalServer({ BUILD_HOOK_URL: '' });
    try {
      received.length = 0;
      const res = await fetch(`${server.url}/.netlify/functions/catalog-rebuild`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ triggered: false });
      expect(received).toHaveLength(0);
      expect(server.output()).toMatch(/BUILD_HOOK_URL is not set/);
    } finally {
      await server.stop();
    }
  });
});
