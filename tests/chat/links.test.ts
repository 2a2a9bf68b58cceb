/**
 * Every link the bot emits resolves to a real page of the BUILT site: the
 * local host serves dist/ (built by the vitest global setup) and, with no
 * SITE_URL, the bot reads that same site's /chat/index.txt and description
 * shards. For every component of the eight types we ask /info and /search
 * over the socket and follow each link; /info for every component of every
 * kind must agree with /components.json (spec 2), which the bot no longer reads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KINDS } from '../../src/catalog/kinds.ts';
import { CHAT_TYPES } from '../../src/chat/types.ts';
import { TEXT } from '../../src/chat/commands.ts';
import { DIST } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { command, makeSigner, postSigned } from './discord.ts';

const signer = makeSigner();
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ DISCORD_PUBLIC_KEY: signer.publicKeyHex, SITE_URL: '', TOOLSHED_DIST: DIST });
});
afterAll(() => server?.stop());

function builtCatalog(): Record<string, Array<{ name: string; category: string; description: string }>> {
  return JSON.parse(readFileSync(join(DIST, 'components.json'), 'utf8'));
}

const LINK = /\((http:\/\/[^)\s]+)\)/g;

async function ask(name: string, options: Record<string, string>) {
  const res = await postSigned(`${server.url}/api/chat/interactions`, signer, command(name, options));
  expect(res.status).toBe(200);
  return (await res.json()) as { type: number; data: { embeds?: Array<{ url?: string; description?: string; fields?: Array<{ value: string }> }> } };
}

describe('links to the built site', () => {
  it('every component of the eight types gets a page link that answers 200 with HTML', async () => {
    const catalog = builtCatalog();
    const links = new Set<string>();
    let components = 0;
    for (const type of CHAT_TYPES) {
      for (const entry of catalog[type.kind.type] ?? []) {
        components++;
        const info = await ask('info', { name: `${entry.category}/${entry.name}`, type: type.name });
        const embed = info.data.embeds?.[0];
        expect(embed?.url, `${type.name} ${entry.category}/${entry.name}`).toBe(
          `${server.url}/component/${type.kind.singular}/${entry.category}/${entry.name}`,
        );
        links.add(embed!.url!);
        for (const field of embed!.fields ?? []) for (const m of field.value.matchAll(LINK)) links.add(m[1]!);
        const search = await ask('search', { query: entry.name, type: type.name });
        for (const field of search.data.embeds?.[0]?.fields ?? []) for (const m of field.value.matchAll(LINK)) links.add(m[1]!);
        const install = await ask('install', { name: `${entry.category}/${entry.name}`, type: type.name });
        links.add(install.data.embeds![0]!.url!);
      }
    }
    // The built catalog must hold components for this test to mean anything.
    expect(components).toBeGreaterThan(0);
    expect(links.size).toBe(components);
    for (const link of links) {
      const page = await fetch(link);
      expect(page.status, link).toBe(200);
      expect(page.headers.get('content-type'), link).toMatch(/text\/html/);
      expect(await page.text(), link).toMatch(/<html/i);
    }
  });

  it('/info without a type finds every component of the built catalog, loops and sandbox included', async () => {
    const catalog = builtCatalog();
    let components = 0;
    for (const kind of KINDS) {
      for (const entry of catalog[kind.type] ?? []) {
        components++;
        const info = await ask('info', { name: `${entry.category}/${entry.name}` });
        const url = info.data.embeds?.[0]?.url;
        if (url === `${server.url}/component/${kind.singular}/${entry.category}/${entry.name}`) {
          expect(info.data.embeds![0]!.description, `${kind.type} ${entry.name}`).toBe(entry.description || TEXT.noDescription);
        }
        // Two kinds may share a category/name; then the most downloaded one answers, still a page of that name.
        const sameName = KINDS.filter((k) => (catalog[k.type] ?? []).some((e) => e.category === entry.category && e.name === entry.name));
        expect(sameName.map((k) => `${server.url}/component/${k.singular}/${entry.category}/${entry.name}`), `${kind.type} ${entry.name}`).toContain(url);
      }
    }
    expect(components).toBe(Object.values(catalog).flat().length);
    expect((catalog.loops ?? []).length + (catalog.sandbox ?? []).length).toBeGreaterThan(0);
  });

  it('a link to a component that does not exist is a 404, so the check above can fail', async () => {
    const page = await fetch(`${server.url}/component/agent/no-such-category/no-such-agent`);
    expect(page.status).toBe(404);
  });
});
