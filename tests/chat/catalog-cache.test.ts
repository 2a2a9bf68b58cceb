import { afterEach, describe, expect, it } from 'vitest';
import { allEntries, CatalogCache, CATALOG_TIMEOUT_MS, CATALOG_TTL_MS, type Catalog, type Fetch } from '../../src/chat/catalog.ts';
import { CHAT_INDEX_FILE } from '../../src/catalog/chat-index.ts';
import { chatSite, messyCatalog, siteFile } from './fixtures.ts';
import { gate, startStandIn, type StandIn } from './discord.ts';

const INDEX = `/${CHAT_INDEX_FILE}`;

/** The index of a one-component site (no shards needed by these tests). */
function catalogWith(name: string): string {
  return chatSite({ agents: [{ name, category: 'c', description: '', downloads: 1 }] }).get(INDEX)!;
}
const messyIndex = () => chatSite(messyCatalog()).get(INDEX)!;

/** A fetch answering from a queue, counting calls: the network is not what these tests are about. */
function queuedFetch(answers: Array<() => Promise<Response>>) {
  const calls: string[] = [];
  const fetch: Fetch = (url) => {
    calls.push(url);
    const next = answers.shift();
    if (!next) throw new Error('unexpected fetch');
    return next();
  };
  return { fetch, calls };
}

const ok = (body: string) => () => Promise.resolve(new Response(body));
const names = (c: Catalog) => allEntries(c).map((e) => e.name);

describe('catalog cache (injected clock)', () => {
  it('uses spec 2\'s 5 minutes and 10 seconds', () => {
    expect(CATALOG_TTL_MS).toBe(300_000);
    expect(CATALOG_TIMEOUT_MS).toBe(10_000);
  });

  it('serves one copy for five minutes, then refreshes', async () => {
    let now = 1_000_000;
    const { fetch, calls } = queuedFetch([ok(catalogWith('first')), ok(catalogWith('second'))]);
    const cache = new CatalogCache({ siteUrl: 'http://catalog', fetch, now: () => now, log: () => {} });
    expect(names(await cache.get())).toEqual(['first']);
    now += CATALOG_TTL_MS - 1;
    expect(names(await cache.get())).toEqual(['first']);
    expect(calls).toHaveLength(1);
    now += 1;
    expect(cache.isFresh()).toBe(false);
    expect(names(await cache.get())).toEqual(['second']);
    expect(calls).toEqual([`http://catalog${INDEX}`, `http://catalog${INDEX}`]);
  });

  it('keeps answering from the last good copy when a refresh fails, and retries later', async () => {
    let now = 0;
    const lines: string[] = [];
    const { fetch, calls } = queuedFetch([
      ok(catalogWith('good')),
      () => Promise.resolve(new Response('upstream down', { status: 502 })),
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(new Response('{"version": 1, "names": "', { status: 200 })),
      ok(catalogWith('recovered')),
    ]);
    const cache = new CatalogCache({ siteUrl: 'http://c', fetch, now: () => now, log: (l) => lines.push(l), retryAfterFailureMs: 30_000 });
    await cache.get();
    for (const step of [CATALOG_TTL_MS, 30_000, 30_000]) {
      now += step;
      expect(names(await cache.get())).toEqual(['good']);
    }
    expect(lines.join('\n')).toMatch(/HTTP 502[\s\S]*fetch failed[\s\S]*not a chat index/);
    // Within the retry pause no request is made.
    now += 29_999;
    expect(names(await cache.get())).toEqual(['good']);
    expect(calls).toHaveLength(4);
    now += 1;
    expect(names(await cache.get())).toEqual(['recovered']);
  });

  it('rejects when there is no copy yet and the fetch fails, then tries again next time', async () => {
    const { fetch } = queuedFetch([() => Promise.resolve(new Response('no', { status: 500 })), ok(catalogWith('later'))]);
    const cache = new CatalogCache({ siteUrl: 'http://c', fetch, now: () => 0, log: () => {} });
    await expect(cache.get()).rejects.toThrow(/HTTP 500/);
    expect(cache.lastGood()).toBeUndefined();
    expect(names(await cache.get())).toEqual(['later']);
  });

  it('shares one fetch between concurrent callers', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { fetch, calls } = queuedFetch([() => gate.then(() => new Response(messyIndex()))]);
    const cache = new CatalogCache({ siteUrl: 'http://c', fetch, now: () => 0, log: () => {} });
    const all = Promise.all([cache.get(), cache.get(), cache.get()]);
    release();
    const [a, b, c] = await all;
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(calls).toHaveLength(1);
  });
});

describe('catalog cache over HTTP', () => {
  let server: StandIn | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('gives up on a slow catalog server after the timeout', async () => {
    // The server never answers until after the assertion.
    const hold = gate();
    server = await startStandIn(() => ({ status: 200, body: catalogWith('slow'), until: hold.opened }));
    const cache = new CatalogCache({ siteUrl: server.url, timeoutMs: 300, log: () => {} });
    await expect(cache.get()).rejects.toThrow(/TimeoutError|aborted/i);
    hold.open();
  });

  it('reads the index from a server, and each description from its shard once per TTL', async () => {
    const files = chatSite(messyCatalog(), 4);
    server = await startStandIn((req) => siteFile(files, req.url));
    let now = 0;
    const cache = new CatalogCache({ siteUrl: server.url, now: () => now, log: () => {} });
    const catalog = await cache.get();
    expect(catalog.size).toBeGreaterThan(10);
    expect(catalog.shards).toBe(4);
    expect(server.requests.map((r) => r.url)).toEqual([INDEX]);
    const entry = (name: string) => allEntries(catalog).find((e) => e.name === name)!;
    expect(await cache.describe(catalog, entry('github'))).toBe('GitHub MCP server.');
    expect(await cache.describe(catalog, entry('github'))).toBe('GitHub MCP server.');
    expect(await cache.describe(catalog, entry('reviewer'))).toBe('');
    const shardsRead = server.requests.slice(1).map((r) => r.url);
    expect(shardsRead.every((u) => /^\/chat\/info\/[0-3]\.json$/.test(u))).toBe(true);
    expect(new Set(shardsRead).size).toBe(shardsRead.length);
    now += CATALOG_TTL_MS;
    await cache.describe(catalog, entry('github'));
    expect(server.requests).toHaveLength(shardsRead.length + 2);
  });

  it('answers undefined and logs when a shard cannot be read, then tries it again', async () => {
    const files = chatSite(messyCatalog(), 1);
    let broken = true;
    server = await startStandIn((req) => (broken && req.url.startsWith('/chat/info/') ? { status: 503, body: 'down' } : siteFile(files, req.url)));
    const lines: string[] = [];
    const cache = new CatalogCache({ siteUrl: server.url, log: (l) => lines.push(l) });
    const catalog = await cache.get();
    const github = allEntries(catalog).find((e) => e.name === 'github')!;
    expect(await cache.describe(catalog, github)).toBeUndefined();
    expect(lines.join('\n')).toContain('chat/info/0.json failed: Error: HTTP 503');
    broken = false;
    expect(await cache.describe(catalog, github)).toBe('GitHub MCP server.');
  });

  it('refuses an index or a shard larger than its limit without reading it whole, and says so', async () => {
    const files = chatSite(messyCatalog(), 1);
    const index = files.get(INDEX)!;
    // A site that lies: far more bytes than any index of its size, streamed.
    server = await startStandIn((req) => (req.url === INDEX ? { status: 200, body: index } : { status: 200, body: `{"x":"${'y'.repeat(300_000)}"}` }));
    const lines: string[] = [];
    const small = new CatalogCache({ siteUrl: server.url, maxIndexBytes: index.length - 1, log: (l) => lines.push(l) });
    await expect(small.get()).rejects.toThrow(`larger than ${index.length - 1} bytes`);
    const cache = new CatalogCache({ siteUrl: server.url, maxShardBytes: 100_000, log: (l) => lines.push(l) });
    const catalog = await cache.get();
    expect(await cache.describe(catalog, allEntries(catalog)[0]!)).toBeUndefined();
    expect(lines.join('\n')).toContain('larger than 100000 bytes');
  });

  it('keeps at most maxShards shards, dropping the least recently used', async () => {
    const many = { agents: Array.from({ length: 64 }, (_, i) => ({ name: `a${i}`, category: 'c', description: `d${i}`, downloads: 0 })) };
    const files = chatSite(many, 8);
    server = await startStandIn((req) => siteFile(files, req.url));
    const cache = new CatalogCache({ siteUrl: server.url, maxShards: 2, log: () => {} });
    const catalog = await cache.get();
    for (const e of allEntries(catalog)) expect(await cache.describe(catalog, e)).toBe(`d${e.name.slice(1)}`);
    const reads = server.requests.length - 1;
    // More reads than shards: evicted shards were fetched again, none kept beyond two.
    expect(reads).toBeGreaterThan(8);
  });
});
