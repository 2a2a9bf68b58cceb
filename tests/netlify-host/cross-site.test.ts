/**
 * `npm start`'s local triggers refuse cross-site requests (issue 28, "also
 * noticed"): a web page the user visits must not run the daily rebuild (which
 * calls the build hook) or the release check. The real host in its own
 * process with the real functions, a real build hook stand-in, and Chromium
 * on a page of another site posting to it; the public tracking API, which
 * browsers call cross-origin by the spec, keeps working.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';

let hookCalls = 0;
let hook: Server;
let page: Server;
let host: LocalServer;
let browser: Browser;
let tmp: Awaited<ReturnType<typeof tempDir>>;
let pageUrl = '';

const listen = (server: Server) => new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)));

beforeAll(async () => {
  tmp = await tempDir('toolshed-cross-site-');
  hook = createServer((req, res) => {
    if (req.method === 'POST') hookCalls++;
    req.resume();
    res.writeHead(200).end('{}');
  });
  const hookPort = await listen(hook);
  host = await startLocalServer({ TOOLSHED_DIST: tmp.path, DATA_DIR: `${tmp.path}/data`, DATABASE_URL: '', SUPABASE_URL: '', BUILD_HOOK_URL: `http://127.0.0.1:${hookPort}/build_hooks/x` });
  // Another site: `localhost` is not `127.0.0.1`, so this page is cross-site to the host.
  page = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>a page</title>');
  });
  const pagePort = await listen(page);
  pageUrl = `http://localhost:${pagePort}/`;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  hook?.close();
  page?.close();
  await tmp?.cleanup();
});

/** Waits long enough for a request the page sent to have reached the hook, if it was going to. */
async function settle(): Promise<void> {
  // The host answers a trigger only after the hook call returns, so awaiting one same-origin
  // request to a cheap address afterwards orders the check behind the page's requests.
  await (await fetch(`${host.url}/counts.json`)).body?.cancel();
}

describe('local triggers of npm start', () => {
  it('a page of another site cannot run the rebuild trigger: POST (fetch, no-cors) or GET (an image)', async () => {
    const tab = await browser.newPage();
    await tab.goto(pageUrl);
    hookCalls = 0;
    const trigger = `${host.url}/.netlify/functions/catalog-rebuild`;
    const results = await tab.evaluate(async (url) => {
      const posted = await fetch(url, { method: 'POST', mode: 'no-cors', body: 'x' }).then(() => 'sent', (e) => String(e));
      const image = await new Promise<string>((resolve) => {
        const img = new Image();
        img.onload = () => resolve('load');
        img.onerror = () => resolve('error');
        img.src = `${url}?img`;
      });
      return { posted, image };
    }, trigger);
    expect(results.posted).toBe('sent'); // the browser did send it: refusing it is the host's job
    await settle();
    expect(hookCalls).toBe(0);
    expect(host.output()).toMatch(/refused a cross-site request to \/\.netlify\/functions\/catalog-rebuild/);
    await tab.close();
  });

  it('the same trigger still runs from this machine (no Origin, as curl sends) and from the host\'s own pages', async () => {
    hookCalls = 0;
    const res = await fetch(`${host.url}/.netlify/functions/catalog-rebuild`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ triggered: true });
    expect(hookCalls).toBe(1);
    const own = await fetch(`${host.url}/.netlify/functions/catalog-rebuild`, { method: 'POST', headers: { origin: host.url, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect(hookCalls).toBe(2);
  });

  it('refuses a foreign Origin or a cross-site fetch metadata header on every local trigger, with a 403', async () => {
    for (const name of ['catalog-rebuild', 'release-check-scheduled']) {
      const cases: Record<string, string>[] = [{ origin: 'http://attacker.invalid' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
      for (const headers of cases) {
        hookCalls = 0;
        const res = await fetch(`${host.url}/.netlify/functions/${name}`, { method: 'POST', headers });
        expect(res.status, `${name} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toMatchObject({ error: expect.stringMatching(/^Cross-site request refused/) });
        expect(hookCalls).toBe(0);
      }
    }
  });

  it('the public tracking API still answers a page of another site, CORS and all', async () => {
    const tab = await browser.newPage();
    await tab.goto(pageUrl);
    const status = await tab.evaluate(async (url) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'agent', name: 'x' }) });
      return res.status;
    }, `${host.url}/api/track-download-store`);
    expect(status).not.toBe(403);
    expect(status).toBeGreaterThanOrEqual(200);
    await tab.close();
  });
});
