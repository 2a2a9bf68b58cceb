/** Check every JSON file of a built site against spec 1's shapes and against each other. */
import { CHAT_INDEX_FILE } from '../../src/catalog/chat-index.ts';
import { TrendingData } from '../../src/catalog/trending.ts';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect } from 'vitest';
import { z } from 'zod';
import { contentDigest } from '../../src/catalog/digest.ts';
import { KINDS } from '../../src/catalog/kinds.ts';
import {
  ComponentContentSchema,
  ComponentListEntrySchema,
  ComponentsDocumentSchema,
  CountsSchema,
  SearchEntrySchema,
} from '../../src/catalog/output-schemas.ts';

const readJson = async (dir: string, rel: string): Promise<unknown> => JSON.parse(await readFile(join(dir, rel), 'utf8'));

export async function checkSiteOutputs(dir: string): Promise<{ components: number }> {
  const index = z.array(SearchEntrySchema).parse(await readJson(dir, 'search-index.json'));
  const counts = CountsSchema.parse(await readJson(dir, 'counts.json'));
  TrendingData.parse(await readJson(dir, 'trending-data.json'));
  const all = ComponentsDocumentSchema.parse(await readJson(dir, 'components.json'));
  let total = 0;
  for (const kind of KINDS) {
    const list = z.array(ComponentListEntrySchema).parse(await readJson(dir, `components/${kind.type}.json`));
    expect(counts[kind.type], kind.type).toBe(list.length);
    expect(all[kind.type].length, kind.type).toBe(list.length);
    total += list.length;
    for (const entry of list) {
      expect(entry.type).toBe(kind.singular);
      const content = ComponentContentSchema.parse(await readJson(dir, `component-content/${kind.type}/${entry.category}/${entry.name}.json`));
      expect(contentDigest(content), `${kind.type}/${entry.path}`).toBe(entry.sha256);
      const catalogEntry = all[kind.type].find((e) => e.category === entry.category && e.name === entry.name)!;
      expect(catalogEntry.content).toBe(content.content);
      if (kind.type === 'agents') {
        expect(Array.isArray(catalogEntry.tools)).toBe(true);
        expect(typeof catalogEntry.model).toBe('string');
      }
      // The component page exists for every entry.
      await readFile(join(dir, 'component', kind.singular, entry.category!, entry.name, 'index.html'));
    }
  }
  expect(index.length).toBe(total);
  return { components: total };
}

/** Every JSON file under `dir` and the Discord commands' index (lines of text), keyed by relative path, in a stable order. */
export async function snapshot(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !(entry.name.endsWith('.json') || relative(dir, file) === CHAT_INDEX_FILE)) continue;
    out.set(relative(dir, file), await readFile(file, 'utf8'));
  }
  return new Map([...out].sort(([x], [y]) => (x < y ? -1 : 1)));
}
