/**
 * Every command the catalog shows works as shown (issue 37, item 7): with the
 * built site (the starter catalog) served over loopback by `npm start`'s host,
 * the component page's command, the search card's copy button (in Chromium,
 * from the compact search index) and the Discord bot's `/install` reply (from
 * the bot's chat index, read over HTTP) each name exactly the `--allow-path`
 * the component needs, and each, run with the real bin plus `--yes` in an
 * empty project, installs: one component of every kind, and every sandbox and
 * template (their dotfiles need `--allow-path`, folded: `--allow-path .devcontainer`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { KINDS } from '../../src/catalog/kinds.ts';
import { CatalogCache } from '../../src/chat/catalog.ts';
import { runCommand } from '../../src/chat/commands.ts';
import { commandInteractionSchema } from '../../src/chat/schemas.ts';
import { ALL_CHAT_TYPES } from '../../src/chat/types.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { DIST, tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { toolshed, tree } from './run-bin.ts';

interface Entry {
  type: string;
  name: string;
  path: string;
  category: string;
}

const decode = (html: string) => html.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

let server: LocalServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startLocalServer();
  browser = await launchBrowser();
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  page.on('dialog', (d) => void d.dismiss());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page's `<code id="install-command">` text, as served. */
async function pageCommand(e: Entry): Promise<string> {
  const html = await (await fetch(`${server.url}/component/${e.type}/${e.category}/${e.name}/`)).text();
  const m = /<code id="install-command"[^>]*>([^<]*)<\/code>/.exec(html);
  if (!m) throw new Error(`no install command on the page of ${e.type} ${e.path}`);
  return decode(m[1]!);
}

/** What a card's "Copy install" button puts on the clipboard: a card the search draws from the compact index, or one a listing page renders. */
async function cardCommand(e: Entry, where: 'search' | 'listing'): Promise<string> {
  const address = where === 'search' ? `/?q=${encodeURIComponent(e.name)}&type=${e.type}` : `/browse/${KINDS.find((k) => k.singular === e.type)!.type}/${e.category}/`;
  await page.goto(server.url + address);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const card = page.locator(`li:has(button[data-stack-item="${e.type}:${e.category}/${e.name}"])`);
  if (where === 'search') await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('search-pending'))).toBe(false);
  await card.locator('button[data-copy]').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The command in the bot's `/install` reply, over the chat index the site serves. */
async function botCommand(cache: CatalogCache, e: Entry): Promise<string> {
  // Spec 2's eight types are the option's choices; a sandbox is found by its category/name alone.
  const type = ALL_CHAT_TYPES.find((t) => t.kind.singular === e.type)!;
  const interaction = commandInteractionSchema.parse({
    type: 2,
    application_id: '1',
    token: 'tok',
    data: { name: 'install', options: [{ name: 'name', type: 3, value: `${e.category}/${e.name}` }, ...(type.option ? [{ name: 'type', type: 3, value: type.name }] : [])] },
  });
  const reply = await runCommand(interaction, { catalog: await cache.get(), siteUrl: server.url, random: () => 0, describe: async () => '' });
  if (reply.type !== 4 || !('embeds' in reply.data)) throw new Error(`no embed for ${e.path}: ${JSON.stringify(reply)}`);
  const field = reply.data.embeds[0]!.fields!.find((f) => f.name === 'Installation Command')!;
  return /```bash\n(.*)\n```/.exec(field.value)![1]!;
}

async function level(e: Entry): Promise<string | undefined> {
  const kind = KINDS.find((k) => k.singular === e.type)!;
  const doc = JSON.parse(await readFile(join(DIST, 'component-content', kind.type, e.category, `${e.name}.json`), 'utf8'));
  return doc.safety?.level;
}

describe('the command each page, card and bot reply shows', () => {
  it('names the same --allow-path everywhere and installs as shown plus --yes: one of every kind, and every sandbox and template', async () => {
    const index = JSON.parse(await readFile(join(DIST, 'search-index.json'), 'utf8')) as Entry[];
    const picks: Entry[] = [];
    for (const kind of KINDS) {
      const of = index.filter((e) => e.type === kind.singular);
      const usable: Entry[] = [];
      // A blocked component's command is refused until --allow-risk names its rule: that is the point of blocking.
      for (const e of of) if ((await level(e)) !== 'blocking') usable.push(e);
      picks.push(...(kind.type === 'sandbox' || kind.type === 'templates' ? usable : usable.slice(0, 1)));
    }
    expect(new Set(picks.map((p) => p.type)).size).toBe(new Set(index.map((e) => e.type)).size);
    const cache = new CatalogCache({ siteUrl: server.url, log: () => {} });
    const t = await tempDir('toolshed-page-commands-');
    try {
      let devcontainers = 0;
      for (const [i, e] of picks.entries()) {
        const command = await pageCommand(e);
        const words = command.split(' ');
        expect(words.slice(0, 2)).toEqual(['npx', 'toolshed@latest']);
        if (e.type === 'sandbox' && e.category === 'devcontainer') {
          expect(command).toMatch(/ --allow-path \.devcontainer$/);
          devcontainers++;
        }
        const bot = await botCommand(cache, e);
        expect(bot.split(' ').filter((w, j, all) => all[j - 1] === '--allow-path'), `bot reply for ${e.path}`).toEqual(words.filter((w, j) => words[j - 1] === '--allow-path'));

        // The two installs (each in an empty project of its own) run while the browser reads the cards:
        // they were three waits in a row on independent work.
        const installs = [command, bot].map(async (shown, n) => {
          const project = join(t.path, `p${i}-${n}`);
          await mkdir(project);
          const r = await toolshed([...shown.split(' ').slice(2), '--site', server.url, '--yes'], { cwd: project, env: { HOME: join(t.path, 'home') } });
          return { shown, project, r };
        });
        try {
          // The cards give the page's words exactly; the bot may name a unique component by its bare name.
          expect(await cardCommand(e, 'search'), `search card of ${e.path}`).toBe(command);
          expect(await cardCommand(e, 'listing'), `listing card of ${e.path}`).toBe(command);
        } finally {
          await Promise.allSettled(installs); // no child left writing into a folder the cleanup removes
        }

        const installed: Record<string, string>[] = [];
        for (const { shown, project, r } of await Promise.all(installs)) {
          expect(r.code, `${shown}\n${r.stdout}${r.stderr}`).toBe(0);
          const files = await tree(project);
          expect(Object.keys(files).length, shown).toBeGreaterThan(0);
          // The lock records when it was written; everything else is the same install.
          delete files['.claude/toolshed-manifest.json'];
          installed.push(files);
        }
        expect(installed[1], `the bot's command installs what the page's does (${e.path})`).toEqual(installed[0]);
      }
      expect(devcontainers).toBeGreaterThan(0);
    } finally {
      await t.cleanup();
    }
  }, 900_000);
});
