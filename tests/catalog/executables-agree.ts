/**
 * Issue #18: the site's "runs code" list and the installer's prompt must
 * never differ. For every component of a built site, the list in its page's
 * HTML is compared with what the installer's plan, made from the published
 * /component-content/… document, would ask about.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { KINDS } from '../../src/catalog/kinds.ts';
import { layoutOf, planInstall, type Verified } from '../../src/install/plan.ts';
import { z } from 'zod';
import { ComponentContentSchema, ComponentListEntrySchema } from '../../src/catalog/output-schemas.ts';

const decode = (html: string) =>
  html.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (_m, dec: string, hex: string, name: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name.toLowerCase()]!,
  );

/** The page's panel: undefined when there is none, else its list items (empty when it says no command was found). */
function pageList(html: string): { panel: boolean; lines: string[]; noneFound: boolean } {
  const start = html.indexOf('<section class="warning"');
  if (start < 0) return { panel: false, lines: [], noneFound: false };
  const section = html.slice(start, html.indexOf('</section>', start));
  const lines = [...section.matchAll(/<li[^>]*><code[^>]*>([^<]*)<\/code><\/li>/g)].map((m) => decode(m[1]!));
  return { panel: true, lines, noneFound: section.includes('No command was found') };
}

/** Checks every component of the site in `dir`; returns how many were compared. */
export async function expectExecutablesAgree(dir: string): Promise<number> {
  let compared = 0;
  for (const kind of KINDS) {
    const list = z.array(ComponentListEntrySchema).parse(JSON.parse(await readFile(join(dir, 'components', `${kind.type}.json`), 'utf8')));
    for (const entry of list) {
      const category = entry.path.split('/')[0]!;
      const html = await readFile(join(dir, 'component', kind.singular, category, entry.name, 'index.html'), 'utf8');
      const content = ComponentContentSchema.parse(JSON.parse(await readFile(join(dir, 'component-content', kind.type, category, `${entry.name}.json`), 'utf8')));
      const verified: Verified = { kind, category, name: entry.name, content, sha256: '' };
      const prompt = planInstall(verified, layoutOf(verified, false), new Map(), false).executes;
      const page = pageList(html);
      const where = `${kind.type}/${category}/${entry.name}`;
      if (page.noneFound) {
        // A kind that always runs code, with nothing recognisable in it: both still warn.
        expect(page.lines, where).toEqual([]);
        expect(prompt, where).toHaveLength(1);
        expect(prompt[0], where).toMatch(/^no command found; it writes /);
      } else {
        expect(page.lines, where).toEqual(prompt);
        expect(page.panel, where).toBe(prompt.length > 0);
      }
      compared++;
    }
  }
  return compared;
}
