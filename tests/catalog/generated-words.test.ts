/**
 * The benchmarks' generated catalog speaks as real components do (bench/catalog-source.ts):
 * each word the benchmarks search for is in about as many components as in the 90 real
 * ones measured (docs/benchmarks.md, "Word statistics of real components"). A uniform draw
 * from a few dozen words put every one of them in two components of three, and every
 * full-text query then matched most of the catalog.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generate, MEASURED_DF } from '../../bench/catalog-source.ts';
import { splitFrontmatter } from '../../src/text/frontmatter.ts';
import { tempDir } from '../helpers/paths.ts';

let work: Awaited<ReturnType<typeof tempDir>>;
/** The words of each Markdown component's frontmatter, description and first 600 characters of body: what the full-text index holds. */
const texts: Array<Set<string>> = [];

beforeAll(async () => {
  work = await tempDir('toolshed-generated-words-');
  await generate(work.path, 2000, { messy: true, real: true });
  for (const kind of ['agents', 'commands', 'skills']) {
    for (const category of await readdir(join(work.path, kind))) {
      for (const entry of await readdir(join(work.path, kind, category))) {
        const file = kind === 'skills' ? join(work.path, kind, category, entry, 'SKILL.md') : join(work.path, kind, category, entry);
        const { yaml, body } = splitFrontmatter(await readFile(file, 'utf8'));
        texts.push(new Set(`${yaml ?? ''}\n${body.slice(0, 600)}`.toLowerCase().split(/[^\p{L}\p{N}]+/u)));
      }
    }
  }
}, 120_000);

afterAll(() => work?.cleanup());

const share = (word: string) => texts.filter((words) => words.has(word)).length / texts.length;

it('each searched word is in about as many generated components as real ones (within a factor of two)', () => {
  expect(texts.length).toBeGreaterThan(1000);
  const off = Object.entries(MEASURED_DF)
    .filter(([, df]) => df >= 0.03)
    .map(([word, df]) => ({ word, df, generated: Number(share(word).toFixed(3)) }))
    .filter(({ df, generated }) => generated < df / 2 || generated > df * 2);
  expect(off).toEqual([]);
});

it('a long tail: most words of the generated text are in few components', () => {
  const counts = new Map<string, number>();
  for (const words of texts) for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  const inOne = [...counts.values()].filter((n) => n === 1).length;
  // In the real sample 41.5 % of distinct words occur once; a few dozen reused words would give none.
  expect(counts.size).toBeGreaterThan(5000);
  expect(inOne / counts.size).toBeGreaterThan(0.2);
});
