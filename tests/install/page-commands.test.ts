/**
 * The command a component's page shows works as shown (issue 37, item 7):
 * read from the built page (dist/, the starter catalog), run with the real
 * bin plus `--yes` in an empty project, it installs — one component of every
 * kind, and every sandbox and template (their dotfiles need `--allow-path`,
 * which the page's command carries, folded: `--allow-path .devcontainer`).
 */
import { describe, expect, it } from 'vitest';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KINDS } from '../../src/catalog/kinds.ts';
import { DIST, tempDir } from '../helpers/paths.ts';
import { toolshed, tree } from './run-bin.ts';

interface Entry {
  type: string;
  name: string;
  path: string;
  category: string;
}

/** The page's `<code id="install-command">` text, HTML entities decoded. */
async function pageCommand(e: Entry): Promise<string> {
  const html = await readFile(join(DIST, 'component', e.type, e.category, e.name, 'index.html'), 'utf8');
  const m = /<code id="install-command"[^>]*>([^<]*)<\/code>/.exec(html);
  if (!m) throw new Error(`no install command on the page of ${e.type} ${e.path}`);
  return m[1]!.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

async function level(e: Entry): Promise<string | undefined> {
  const kind = KINDS.find((k) => k.singular === e.type)!;
  const doc = JSON.parse(await readFile(join(DIST, 'component-content', kind.type, e.category, `${e.name}.json`), 'utf8'));
  return doc.safety?.level;
}

describe('the command each page shows', () => {
  it('installs as shown plus --yes: one of every kind, and every sandbox and template', async () => {
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
        const project = join(t.path, `p${i}`);
        await mkdir(project);
        const r = await toolshed([...words.slice(2), '--site', DIST, '--yes'], { cwd: project, env: { HOME: join(t.path, 'home') } });
        expect(r.code, `${command}\n${r.stdout}${r.stderr}`).toBe(0);
        expect(Object.keys(await tree(project)).length, command).toBeGreaterThan(0);
      }
      expect(devcontainers).toBeGreaterThan(0);
    } finally {
      await t.cleanup();
    }
  }, 600_000);
});
