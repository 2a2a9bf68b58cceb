/**
 * The commands at aggregator scale (issue 29): a site of 100,000 components
 * whose chat index and description shards are written by the build's own
 * writer, served by the local host with the real function module. The bot
 * must answer from the index, read one description shard for /info and never
 * touch /components.json (which this site does not even have).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatIndexFiles, type ChatIndexInput } from '../../src/catalog/chat-index.ts';
import { COMPONENT_TYPES } from '../../src/catalog/kinds.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { command, makeSigner, postSigned, startStandIn, type StandIn } from './discord.ts';
import { siteFile } from './fixtures.ts';

const TOTAL = 100_000;
const signer = makeSigner();
let site: StandIn;
let server: LocalServer;

/** Names of every shape: dotted, upper-case, non-Latin-free but long; descriptions up to an embed's limit and beyond. */
function components(): ChatIndexInput[] {
  const out: ChatIndexInput[] = [];
  for (let i = 0; i < TOTAL; i++) {
    const type = COMPONENT_TYPES[i % COMPONENT_TYPES.length]!;
    const name = i % 97 === 0 ? `Tool.${i}_v2` : `comp-${(i * 7919) % 100_003}-${i}`;
    out.push({ type, category: `cat-${i % 400}`, name, description: i === 4242 ? 'y'.repeat(9000) : `Component ${i} does ${'things '.repeat(i % 30)}`, downloads: (i * 31) % 1000 });
  }
  out.push({ type: 'agents', category: 'review', name: 'needle-reviewer', description: 'The one to find. @everyone', downloads: 123_456 });
  return out;
}

beforeAll(async () => {
  const files = new Map([...chatIndexFiles(components())].map(([path, text]) => [`/${path}`, text]));
  site = await startStandIn((req) => siteFile(files, req.url));
  server = await startLocalServer({ DISCORD_PUBLIC_KEY: signer.publicKeyHex, SITE_URL: site.url });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await site?.close();
});

async function ask(name: string, options: Record<string, string>) {
  const res = await postSigned(`${server.url}/api/chat/interactions`, signer, command(name, options));
  expect(res.status).toBe(200);
  return (await res.json()) as { type: number; data: { content?: string; embeds?: Array<{ title?: string; url?: string; description?: string; fields?: Array<{ name: string; value: string }> }> } };
}

describe(`the commands over ${TOTAL.toLocaleString('en-US')} components`, () => {
  it('finds, describes and installs a component from the index and one description shard', async () => {
    const search = await ask('search', { query: 'needle' });
    expect(search.type).toBe(4);
    expect(search.data.embeds![0]!.fields!.map((f) => f.name)).toEqual(['1. 🤖 needle-reviewer']);
    const info = await ask('info', { name: 'review/needle-reviewer' });
    expect(info.data.embeds![0]).toMatchObject({ title: '🤖 needle-reviewer', description: 'The one to find. @everyone', url: `${site.url}/component/agent/review/needle-reviewer` });
    const install = await ask('install', { name: 'NEEDLE-REVIEWER' });
    expect(install.data.embeds![0]!.fields![0]!.value).toContain('npx toolshed@latest --agent needle-reviewer');
    const popular = await ask('popular', { type: 'agents' });
    expect(popular.data.embeds![0]!.title).toBe('🤖 needle-reviewer');
    // A description past an embed's limit was cut by the build and stays within Discord's.
    const long = await ask('info', { name: `cat-${4242 % 400}/comp-${(4242 * 7919) % 100_003}-4242` });
    expect(long.data.embeds![0]!.description!.length).toBeLessThanOrEqual(4096);
    expect(long.data.embeds![0]!.description!.endsWith('…')).toBe(true);
  });

  it('counts every match across the whole catalog and shows the top ten', async () => {
    const search = await ask('search', { query: 'tool.' });
    const matches = Math.ceil(TOTAL / 97);
    expect(search.data.embeds![0]!.description).toBe(`Found ${matches.toLocaleString('en-US').replace(/,/g, '')} components; showing the top 10.`);
    expect(search.data.embeds![0]!.fields).toHaveLength(10);
  });

  it('never reads a whole-catalog file: the index once, and at most one shard per description shown', () => {
    const urls = site.requests.map((r) => r.url);
    expect(urls.filter((u) => u === '/chat/index.txt')).toHaveLength(1);
    const shards = urls.filter((u) => u !== '/chat/index.txt');
    // /info twice and /popular once showed a description.
    expect(shards.length).toBeLessThanOrEqual(3);
    for (const u of shards) expect(u).toMatch(/^\/chat\/info\/\d+\.json$/);
    expect(server.output()).not.toMatch(/\[chat\].*failed/);
  });
});
