import { describe, expect, it } from 'vitest';
import { KINDS } from '../../src/catalog/kinds.ts';
import { allEntries, type Catalog, type CatalogEntry } from '../../src/chat/catalog.ts';
import { CHAT_INDEX_FILE, CHAT_INDEX_VERSION, chatIndexText, chatInfoFile, chatKey, shardOf } from '../../src/catalog/chat-index.ts';
import { ChatIndexReader, parseChatIndex } from '../../src/chat/index-reader.ts';
import { componentUrl, installCommand, runCommand, search, findComponent, TEXT } from '../../src/chat/commands.ts';
import { commandDefinitions } from '../../src/chat/definitions.ts';
import { LIMITS, commandInteractionSchema, embedSize, interactionResponseSchema, type InteractionResponse } from '../../src/chat/schemas.ts';
import { CHAT_TYPES, chatTypeByName } from '../../src/chat/types.ts';
import { chatSite, messyCatalog } from './fixtures.ts';

const SITE = 'https://catalog.example';
const parseCatalog = (raw: unknown) => parseChatIndex(chatSite(raw as Record<string, unknown>).get(`/${CHAT_INDEX_FILE}`)!);
const catalog = parseCatalog(messyCatalog());
const site = chatSite(messyCatalog());

/** Descriptions as the endpoint reads them: from the entry's shard of the site's files. */
const describeEntry = async (entry: CatalogEntry, from: Catalog = catalog) => {
  const key = chatKey(entry.chatType.kind.type, entry.category, entry.name);
  const shard = JSON.parse(site.get(`/${chatInfoFile(shardOf(key, from.shards))}`) ?? '{}') as Record<string, string>;
  return shard[key];
};

async function run(name: string, options: Record<string, string> = {}, random = () => 0): Promise<InteractionResponse> {
  const interaction = commandInteractionSchema.parse({
    type: 2,
    application_id: '1',
    token: 'tok',
    data: { name, options: Object.entries(options).map(([n, value]) => ({ name: n, type: 3, value })) },
  });
  const response = await runCommand(interaction, { catalog, siteUrl: SITE, random, describe: (e) => describeEntry(e) });
  // Every answer must be a shape Discord accepts, limits included.
  interactionResponseSchema.parse(response);
  return response;
}

function embedOf(response: InteractionResponse) {
  if (response.type !== 4 || !('embeds' in response.data)) throw new Error(`expected an embed, got ${JSON.stringify(response)}`);
  return response.data.embeds[0]!;
}

function textOf(response: InteractionResponse) {
  if (response.type !== 4 || !('content' in response.data)) throw new Error(`expected a text, got ${JSON.stringify(response)}`);
  expect(response.data.flags).toBe(64);
  return response.data.content;
}

describe('chat types', () => {
  it('are spec 2\'s eight, mapped onto catalog kinds, plugins being mods', async () => {
    expect(CHAT_TYPES.map((t) => t.name)).toEqual(['skills', 'agents', 'commands', 'mcps', 'settings', 'hooks', 'templates', 'plugins']);
    expect(chatTypeByName('plugins')!.kind).toBe(KINDS.find((k) => k.type === 'mods'));
    expect(chatTypeByName('templates')!.kind.singular).toBe('template');
    expect(CHAT_TYPES.map((t) => t.color)).toEqual([0x9b59b6, 0xff6b6b, 0x4ecdc4, 0x95e1d3, 0xf9ca24, 0x6c5ce7, 0xa8e6cf, 0xffd93d]);
    for (const t of CHAT_TYPES) expect(KINDS).toContain(t.kind);
  });
});

describe('reading the catalog', () => {
  it('keeps every catalog kind, skips unsafe or broken entries and unknown kinds, and coerces downloads', async () => {
    const names = allEntries(catalog).map((e) => e.name);
    expect(names).not.toContain('../../etc/passwd');
    expect(names).not.toContain('no-category');
    // Kinds spec 2 has no type for are still found (issue 17): loops and sandbox.
    expect(names).toContain('review-loop');
    expect(names).toContain('review-box');
    expect(names).not.toContain('review-unknown');
    expect(catalog.skipped).toBe(4);
    expect(findComponent(catalog, 'Code-Reviewer-Pro')!.downloads).toBe(37);
    expect(findComponent(catalog, 'deploy')!.downloads).toBe(0);
  });

  it('finds loops and sandbox components without a type, yet offers only spec 2\'s eight as type choices', async () => {
    expect(findComponent(catalog, 'review-loop')!.chatType).toMatchObject({ name: 'loops', option: false });
    expect(findComponent(catalog, 'docker/review-box')!.chatType.kind.singular).toBe('sandbox');
    expect(search(catalog, 'review').hits.map((h) => h.entry.name)).toEqual(expect.arrayContaining(['review-loop', 'review-box']));
    expect(CHAT_TYPES.every((t) => t.option)).toBe(true);
  });

  it('refuses a file that is not a chat index', async () => {
    const header = { version: CHAT_INDEX_VERSION, shards: 1, count: 0, types: [], categories: [] };
    expect(parseChatIndex(chatIndexText(header, [])).size).toBe(0);
    const line = (h: unknown) => `${JSON.stringify(h)}\n`;
    for (const text of ['', '[]\n', 'x\n', 'null\n', `${JSON.stringify(header)}`, line({ ...header, version: 1 }), line({ ...header, shards: 0 }), line({ ...header, count: -1 }), line({ ...header, types: [1] }), line({ ...header, categories: {} }), '{"version": 1, "names": "']) {
      expect(() => parseChatIndex(text), JSON.stringify(text)).toThrow(/not a chat index/);
    }
    // A first line too long to be a header is refused as it arrives, never held whole.
    const reader = new ChatIndexReader();
    expect(() => {
      for (let i = 0; i < 200; i++) reader.push(Buffer.alloc(64 * 1024, 0x20));
    }).toThrow(/first line over 8388608 bytes/);
  });

  it('counts lines the header promised and a cut last line as broken, and never matches a query across two names', async () => {
    const header = { version: CHAT_INDEX_VERSION, shards: 1, count: 4, types: ['agents'], categories: ['c'] };
    const text = chatIndexText(header, [[0, 0, 1, 'alpha'], [0, 0, 2, 'beta'], [0, 0, 3, 'gamma']]);
    const truncated = parseChatIndex(text.slice(0, -3));
    expect(allEntries(truncated).map((e) => [e.name, e.downloads])).toEqual([['alpha', 1], ['beta', 2]]);
    expect(truncated.skipped).toBe(2);
    const whole = parseChatIndex(chatIndexText({ ...header, count: 2 }, [[0, 0, 1, 'alpha'], [0, 0, 2, 'beta']]));
    expect(whole.skipped).toBe(0);
    expect(search(whole, 'a\nb').total).toBe(0);
    expect(search(whole, 'ab').total).toBe(0);
    expect(search(whole, 'ha').hits.map((h) => [h.entry.name, h.score])).toEqual([['alpha', 20]]);
    expect(findComponent(whole, 'BETA')!.downloads).toBe(2);
  });

  it('reads the same catalog however the response is cut into chunks, skipping lines no component could fill', async () => {
    const text = site.get(`/${CHAT_INDEX_FILE}`)!;
    // A line longer than any name (never held whole), one with a tab in its name, one with too few fields.
    const hostile = `${text}0\t0\t1\t${'x'.repeat(10_000)}\n0\t0\t1\ta\tb\n0\t0\n0\t0\t7\tlast-one\n`;
    const bytes = Buffer.from(hostile);
    const once = parseChatIndex(bytes);
    expect(once.skipped).toBe(catalog.skipped + 3);
    expect(allEntries(once).at(-1)).toMatchObject({ name: 'last-one', downloads: 7 });
    expect(allEntries(once).slice(0, -1)).toEqual(allEntries(catalog));
    for (const size of [1, 2, 3, 7, 64, 4097]) {
      const reader = new ChatIndexReader();
      for (let at = 0; at < bytes.length; at += size) reader.push(bytes.subarray(at, at + size));
      const chunked = reader.finish();
      expect(allEntries(chunked), `chunks of ${size}`).toEqual(allEntries(once));
      expect(chunked.skipped).toBe(once.skipped);
    }
  });

  it('reads a description only when an answer shows one, and says so when it cannot be read', async () => {
    const asked: string[] = [];
    const interaction = (name: string, options: Record<string, string>) =>
      commandInteractionSchema.parse({ type: 2, application_id: '1', token: 't', data: { name, options: Object.entries(options).map(([n, value]) => ({ name: n, type: 3, value })) } });
    const ctx = { catalog, siteUrl: SITE, random: () => 0, describe: async (e: CatalogEntry) => (asked.push(e.name), undefined) };
    await runCommand(interaction('search', { query: 'review' }), ctx);
    await runCommand(interaction('install', { name: 'pdf' }), ctx);
    expect(asked).toEqual([]);
    const info = embedOf(await runCommand(interaction('info', { name: 'pdf' }), ctx));
    expect(asked).toEqual(['pdf']);
    expect(info.description).toBe(TEXT.descriptionUnavailable);
    expect(embedOf(await run('info', { name: 'reviewer' })).description).toBe(TEXT.noDescription);
  });
});

describe('/search', () => {
  it('ranks name equals 100, starts with 50, contains 20, then by downloads', async () => {
    const { hits } = search(catalog, 'Review');
    expect(hits[0]!.entry.name).toBe('review');
    expect(hits[0]!.score).toBe(100);
    expect(hits.filter((h) => h.score === 100)).toHaveLength(1);
    const scores = hits.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const byName = Object.fromEntries(hits.map((h) => [`${h.entry.category}/${h.entry.name}`, h.score]));
    expect(byName['development-tools/reviewer']).toBe(50);
    expect(byName['development/review-kit']).toBe(50);
    expect(byName['development-tools/code-reviewer']).toBe(20);
    expect(byName['git/code-review']).toBe(20);
    // Among the 50s, the most downloaded comes first.
    const fifties = hits.filter((h) => h.score === 50).map((h) => h.entry.downloads);
    expect(fifties).toEqual([...fifties].sort((a, b) => b - a));
  });

  it('keeps exactly the head of the full ranking on a large generated catalog', async () => {
    const words = ['rev', 'review', 'code', 'test', 'api'];
    const raw = { agents: Array.from({ length: 600 }, (_, i) => ({ name: `${words[i % 5]}-${words[(i * 3) % 5]}-${i % 37}`, category: words[(i * 7) % 5], downloads: (i * 31) % 17 })) };
    const big = parseCatalog(raw);
    for (const q of ['rev', 'review', 'api', 'code-test', 'e']) {
      const full = search(big, q);
      expect(search(big, q, undefined, 10).hits).toEqual(full.hits.slice(0, 10));
      expect(search(big, q, undefined, 10).total).toBe(full.total);
    }
  });

  it('also matches categories, after every name match', async () => {
    const { hits } = search(catalog, 'security');
    expect(hits.map((h) => h.entry.name)).toEqual(['security-auditor', 'strict-permissions']);
    expect(hits.map((h) => h.score)).toEqual([50, 10]);
  });

  it('answers an embed of at most ten numbered results with icon, type, downloads and link', async () => {
    const embed = embedOf(await run('search', { query: 'e' }));
    const { hits: all, total } = search(catalog, 'e');
    expect(total).toBeGreaterThan(10);
    expect(embed.title).toContain('"e"');
    expect(embed.description).toContain(String(total));
    expect(embed.color).toBe(56831);
    expect(embed.fields).toHaveLength(10);
    embed.fields!.forEach((f, i) => expect(f.name.startsWith(`${i + 1}. `)).toBe(true));
    const first = embed.fields![0]!;
    const top = all[0]!.entry;
    // The bounded top 10 is exactly the head of the full ranking.
    expect(search(catalog, 'e', undefined, 10).hits).toEqual(all.slice(0, 10));
    expect(embed.fields!.map((f) => f.name)).toEqual(all.slice(0, 10).map((h, i) => `${i + 1}. ${h.entry.chatType.icon} ${h.entry.name}`));
    expect(first.name).toBe(`1. ${top.chatType.icon} ${top.name}`);
    expect(first.value).toContain(`\`${top.chatType.name}\``);
    expect(first.value).toContain(`(${componentUrl(SITE, top)})`);
  });

  it('filters by type, with plugins meaning mods', async () => {
    const embed = embedOf(await run('search', { query: 'review', type: 'plugins' }));
    expect(embed.fields!.map((f) => f.name)).toEqual(['1. 🧩 review-kit', '2. 🧩 review-kit']);
    expect(embed.fields![0]!.value).toContain(`${SITE}/component/mod/development/review-kit`);
  });

  it('says clearly when nothing matches, only to the user', async () => {
    expect(textOf(await run('search', { query: 'zzzz-nothing' }))).toBe(TEXT.noMatch('zzzz-nothing'));
    expect(textOf(await run('search', { query: 'pdf', type: 'agents' }))).toContain('No components found for "pdf" in agents');
  });

  it('rejects an unknown type and a missing query with a clear text', async () => {
    expect(textOf(await run('search', { query: 'x', type: 'widgets' }))).toContain('Unknown type "widgets"');
    expect(textOf(await run('search', {}))).toContain('`query`');
  });
});

describe('/info', () => {
  it('answers the page embed with Type, Category, Downloads and Component Page', async () => {
    const embed = embedOf(await run('info', { name: 'github' }));
    const url = `${SITE}/component/mcp/integrations/github`;
    expect(embed).toMatchObject({ title: '🔌 github', url, description: 'GitHub MCP server.', color: 16737131 });
    expect(embed.fields).toEqual([
      { name: 'Type', value: '`mcps`', inline: true },
      { name: 'Category', value: 'integrations', inline: true },
      { name: 'Downloads', value: '950', inline: true },
      { name: 'Component Page', value: `[View on the site](${url})`, inline: false },
    ]);
  });

  it('matches names case-insensitively, narrows by type and accepts category/name', async () => {
    expect(embedOf(await run('info', { name: 'CODE-REVIEWER' })).title).toBe('🤖 code-reviewer');
    expect(embedOf(await run('info', { name: 'review-kit' })).url).toBe(`${SITE}/component/mod/development/review-kit`);
    expect(embedOf(await run('info', { name: 'community/review-kit' })).url).toBe(`${SITE}/component/mod/community/review-kit`);
    expect(embedOf(await run('info', { name: 'api.designer_v2' })).url).toBe(`${SITE}/component/agent/API.Design/api.designer_v2`);
    expect(textOf(await run('info', { name: 'pdf', type: 'agents' }))).toContain('not found');
  });

  it('points to /search for an unknown name', async () => {
    const text = textOf(await run('info', { name: 'nope' }));
    expect(text).toContain('"nope" was not found');
    expect(text).toContain('/search');
  });

  it('keeps every embed within Discord\'s limits whatever the catalog holds', async () => {
    const huge = embedOf(await run('info', { name: 'security-auditor' }));
    expect(Array.from(huge.description!).length).toBeLessThanOrEqual(LIMITS.description);
    expect(huge.description!.endsWith('…')).toBe(true);
    const long = embedOf(await run('info', { name: 'a-very-long-component-name-' + 'x'.repeat(220) }));
    expect(Array.from(long.title!).length).toBeLessThanOrEqual(LIMITS.title);
    expect(embedSize(long)).toBeLessThanOrEqual(LIMITS.total);
  });
});

describe('/install', () => {
  it('gives npx toolshed@latest --<singular> <name> in a code block', async () => {
    const embed = embedOf(await run('install', { name: 'code-reviewer' }));
    expect(embed.title).toBe('📦 Install code-reviewer');
    expect(embed.color).toBe(56831);
    expect(embed.url).toBe(`${SITE}/component/agent/development-tools/code-reviewer`);
    expect(embed.fields![0]).toEqual({ name: 'Installation Command', value: '```bash\nnpx toolshed@latest --agent code-reviewer\n```', inline: false });
    expect(embed.fields![1]!.name).toBe('Component Page');
  });

  it('uses --template for templates, the kind\'s singular for plugins, category/name when a name is shared', async () => {
    expect(embedOf(await run('install', { name: 'nextjs-app' })).fields![0]!.value).toContain('npx toolshed@latest --template nextjs-app\n');
    expect(embedOf(await run('install', { name: 'review-kit' })).fields![0]!.value).toContain('npx toolshed@latest --mod development/review-kit\n');
    const entry = findComponent(catalog, 'pdf')!;
    expect(installCommand(catalog, entry)).toBe('npx toolshed@latest --skill pdf');
  });

  it('says the component was not found', async () => {
    expect(textOf(await run('install', { name: 'ghost' }))).toContain('not found');
  });
});

describe('/popular and /random', () => {
  it('/popular picks the most downloaded of the type', async () => {
    const embed = embedOf(await run('popular', { type: 'agents' }));
    expect(embed.title).toBe('🤖 api.designer_v2');
    expect(embed.color).toBe(0xff6b6b);
    expect(embed.fields!.map((f) => f.name)).toEqual(['Type', 'Category', 'Downloads']);
    expect(embed.fields![2]!.value).toBe('1,200');
  });

  it('/random uses the injected random source over the type\'s entries', async () => {
    const commands = allEntries(catalog).filter((e) => e.chatType.name === 'commands');
    expect(embedOf(await run('random', { type: 'commands' }, () => 0)).title).toBe(`⚡ ${commands[0]!.name}`);
    expect(embedOf(await run('random', { type: 'commands' }, () => 0.999)).title).toBe(`⚡ ${commands.at(-1)!.name}`);
  });

  it('need a known type', async () => {
    expect(textOf(await run('popular', {}))).toContain('`type`');
    expect(textOf(await run('random', { type: 'loops' }))).toContain('Unknown type "loops"');
    const empty = parseCatalog({ agents: [] });
    const interaction = commandInteractionSchema.parse({ type: 2, application_id: '1', token: 't', data: { name: 'popular', options: [{ name: 'type', value: 'agents' }] } });
    const reply = await runCommand(interaction, { catalog: empty, siteUrl: SITE, random: Math.random, describe: async () => '' });
    expect(textOf(reply)).toContain('no agents');
  });
});

describe('unknown commands', () => {
  it('get a clear ephemeral text', async () => {
    expect(textOf(await run('deploy'))).toContain('Unknown command `/deploy`');
  });
});

describe('command definitions', () => {
  it('register the five commands with spec 2\'s options and the eight type choices', async () => {
    const defs = commandDefinitions();
    expect(defs.map((d) => d.name)).toEqual(['search', 'info', 'install', 'popular', 'random']);
    const opt = (cmd: string) => defs.find((d) => d.name === cmd)!.options.map((o) => `${o.name}${o.required ? '!' : '?'}`);
    expect(opt('search')).toEqual(['query!', 'type?']);
    expect(opt('info')).toEqual(['name!', 'type?']);
    expect(opt('install')).toEqual(['name!', 'type?']);
    expect(opt('popular')).toEqual(['type!']);
    expect(opt('random')).toEqual(['type!']);
    const choices = defs[0]!.options[1]!;
    expect('choices' in choices && choices.choices.map((c) => c.value)).toEqual(CHAT_TYPES.map((t) => t.name));
  });
});
