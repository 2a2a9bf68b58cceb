/**
 * The pure parts of the home page, search, listing pages and trending page:
 * short descriptions, the compact search data and its engine, pagination,
 * trending items resolved against the catalog, the chart's geometry.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../src/catalog/kinds.ts';
import { compactIndex, listingPages, listingUrl, pageLinks, shortDescription, sortedByName } from '../../src/catalog/listing.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { CompactIndexSchema } from '../../src/catalog/output-schemas.ts';
import { componentFinder, countryName, dailyChart, popularOverall } from '../../src/catalog/trending-view.ts';
import { indexDocs, SearchEngine, textIndex, type Query } from '../../src/components/search-engine.ts';
import { emptyTrending, trendingDocument } from '../../src/catalog/trending.ts';
import { ROOT } from '../helpers/paths.ts';

const catalog = await loadCatalog(join(ROOT, 'tests/fixtures/catalog-messy/good'));
const downloads: Record<string, number> = { 'block-rm': 5, 'prettier-on-save': 9 };
const data = compactIndex(catalog.components, (c) => downloads[c.name] ?? 0);
const query = (q: Partial<Query>): Query => ({ q: '', type: '', category: '', sort: 'relevance', offset: 0, limit: 50, ...q });

describe('short descriptions', () => {
  it('keep one line, stop before <example> blocks and cut long text at a word', () => {
    expect(shortDescription('  Reviews\ncode.\n\n  Carefully. ')).toBe('Reviews code. Carefully.');
    expect(shortDescription('Use for reviews.\n<example>user: "x"</example>')).toBe('Use for reviews.');
    expect(shortDescription('<example>only examples</example>')).toBe('<example>only examples</example>');
    const long = shortDescription('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(240);
    expect(long).toMatch(/word…$/);
    expect(shortDescription('x'.repeat(500))).toHaveLength(240);
  });
});

describe('the compact search data and its engine', () => {
  it('lists every component once, in name order, with kind and category as indexes', () => {
    CompactIndexSchema.parse(data);
    expect(data.items.map((i) => i[2])).toEqual(sortedByName(catalog.components).map((c) => c.name));
    const rm = data.items.find((i) => i[2] === 'block-rm')!;
    expect([data.kinds[rm[0]], data.categories[rm[1]], rm[4]]).toEqual(['hook', 'safety', 5]);
  });

  it('filters, sorts and pages; text queries wait for the index', async () => {
    const engine = new SearchEngine(data);
    expect(engine.canAnswer({ q: 'review' })).toBe(false);
    expect(engine.canAnswer({ q: ' ' })).toBe(true);
    const hooks = engine.run(query({ type: 'hook' }));
    expect(hooks.rows.map((r) => r[2])).toEqual(['block-rm', 'prettier-on-save']);
    expect(hooks.categories).toEqual(['format', 'safety']);
    expect(engine.run(query({ type: 'hook', sort: 'downloads' })).rows.map((r) => r[2])).toEqual(['prettier-on-save', 'block-rm']);
    const all = engine.run(query({}));
    expect(all.total).toBe(catalog.components.length);
    expect(all.categories).toEqual(data.categories);
    const page2 = engine.run(query({ offset: 5, limit: 5 }));
    expect(page2.rows).toEqual(all.rows.slice(5, 10));
    expect(engine.run(query({ type: 'nope' })).total).toBe(0);
    await engine.buildIndex(4);
    expect(engine.ready).toBe(true);
    expect(engine.run(query({ q: 'revewer' })).rows.map((r) => r[2])).toEqual(['Code.Reviewer']);
    expect(engine.run(query({ q: 'prettier sav' })).rows.map((r) => r[2])).toEqual(['prettier-on-save']);
    // Short words do not forgive typos: "rm" is not "r" or "am".
    expect(engine.run(query({ q: 'rn' })).total).toBe(0);
    // One or two letters: the start of a name, not any word of a description.
    const names = engine.run(query({ q: 'bl', limit: 100 })).rows.map((r) => r[2]);
    expect(names).toContain('block-rm');
    expect(names.every((n) => /(^|[-_.])bl/i.test(n))).toBe(true);
    expect(engine.run(query({ q: 'zzzz' })).total).toBe(0);
  });
});

describe('each item\'s recorded source', () => {
  it('names the source a component was recorded from, not its category\'s prefix, and filters by it', () => {
    expect(data.sources).toBeUndefined();
    // Two of the fixture's components recorded from a source; one of ours in a category that looks like its prefix.
    const [a, b, c] = sortedByName(catalog.components);
    const recorded = catalog.components.map((x) =>
      x === a || x === b ? { ...x, provenance: { source: 'templates', repository: 'file:///t', commit: 'a'.repeat(40), path: x.path } } : x === c ? { ...x, category: 'cct-ours' } : x,
    );
    const index = CompactIndexSchema.parse(compactIndex(recorded, () => 0));
    expect(index.sources).toEqual(['templates']);
    const engine = new SearchEngine(index);
    const from = engine.run(query({ source: 'templates', limit: 100 }));
    expect(from.rows.map((r) => r[2]).sort()).toEqual([a!.name, b!.name].sort());
    expect(from.rows.every((r) => r[7] === 'templates')).toBe(true);
    const ours = engine.run(query({ limit: 100 })).rows.find((r) => r[2] === c!.name)!;
    expect([ours[1], ours[7]]).toEqual(['cct-ours', undefined]);
    // A source the index does not know (an old link) matches nothing rather than everything.
    expect(engine.run(query({ source: 'gone' })).total).toBe(0);
  });
});

describe('listing pages', () => {
  it('every component is on exactly one page of its kind and one of its category', () => {
    const pages = listingPages(catalog.components, 2);
    const slugs = pages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const kind of KINDS) {
      const ofKind = catalog.components.filter((c) => c.kind === kind);
      const kindPages = pages.filter((p) => p.kind === kind && p.category === undefined);
      if (!ofKind.length) {
        expect(kindPages).toEqual([]);
        continue;
      }
      expect(kindPages.flatMap((p) => p.items).map((c) => c.path).sort()).toEqual(ofKind.map((c) => c.path).sort());
      expect(kindPages.map((p) => p.page)).toEqual(kindPages.map((_, i) => i + 1));
      expect(pages.filter((p) => p.kind === kind && p.category !== undefined).flatMap((p) => p.items)).toHaveLength(ofKind.length);
    }
    const agents = pages.filter((p) => p.kind.type === 'agents' && !p.category);
    expect(agents[1]!.slug).toBe('agents/page/2');
    expect(listingUrl({ type: 'agents' }, 'Review.Team', 3)).toBe('/browse/agents/Review.Team/page/3/');
    expect(listingUrl({ type: 'agents' })).toBe('/browse/agents/');
  });

  it('page links: first, last and a window around the current page', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageLinks(10, 26)).toEqual([1, 0, 8, 9, 10, 11, 12, 0, 26]);
  });
});

describe('trending', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const doc = trendingDocument(
    {
      globalStats: { totalComponents: 19, totalDownloads: 12, monthlyDownloads: 12, weeklyDownloads: 12, todayDownloads: 3, totalCountries: 1 },
      topCountries: [{ country: 'DE', downloads: 12, percentage: 100 }],
      trending: {
        hook: { week: [{ name: 'prettier-on-save', category: null, downloads: 9 }, { name: 'gone', category: 'x', downloads: 8 }] },
        agent: { week: [{ name: 'Code.Reviewer', category: 'Review.Team', downloads: 3 }] },
      },
      chartData: { days: 3, daily: [{ date: '2026-11-20', downloads: 0 }, { date: '2026-11-21', downloads: 9 }, { date: '2026-11-22', downloads: 3 }] },
    },
    now,
  );

  it('popular this week: every kind together, resolved to component pages, missing ones left out', () => {
    const popular = popularOverall(doc, 'week', componentFinder(catalog.components));
    expect(popular.map((p) => [p.name, p.url, p.downloads])).toEqual([
      ['prettier-on-save', '/component/hook/format/prettier-on-save', 9],
      ['Code.Reviewer', '/component/agent/Review.Team/Code.Reviewer', 3],
    ]);
    expect(popularOverall(emptyTrending(now), 'week', componentFinder(catalog.components))).toEqual([]);
  });

  it('the chart: bars scaled to the busiest day, zero days flat, a summary sentence', () => {
    const chart = dailyChart(doc.chartData.daily, 300, 120);
    expect(chart.bars.map((b) => b.height)).toEqual([0, expect.any(Number), expect.any(Number)]);
    const [, busiest, last] = chart.bars;
    expect(busiest!.y).toBeGreaterThanOrEqual(chart.plot.top);
    expect(busiest!.height / last!.height).toBeCloseTo(3, 1);
    expect(chart.ticks[0]).toEqual({ y: chart.plot.bottom, value: 0 });
    expect(chart.ticks.at(-1)!.value).toBeGreaterThanOrEqual(9);
    expect(chart.summary).toBe('Daily downloads, 20 Nov to 22 Nov: 12 in all; the busiest day was 21 Nov with 9.');
    const empty = dailyChart(emptyTrending(now).chartData.daily);
    expect(empty.bars).toHaveLength(30);
    expect(empty.bars.every((b) => b.height === 0)).toBe(true);
    expect(empty.summary).toMatch(/no downloads recorded\.$/);
  });

  it('country names in English, unknown codes as they are', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('XX')).toBe('XX');
    expect(countryName('??')).toBe('??');
  });
});

describe('one or two letters being typed', () => {
  // A catalog with many names sharing first letters, so the shortcuts have something to get wrong.
  const names = ['beta-tool', 'alpha-beta', 'bash-runner', 'b', 'code-reviewer', 'code-runner', 'reviewer-bot', 'Big.Data', 'data-b', 'cobra'];
  const wide = {
    ...data,
    items: [...data.items, ...names.map((name, i) => [i % 3, i % 2, name, i % 4 === 0 ? 'Runs big checks for code' : '', 0] as (typeof data.items)[number])],
  };
  const engine = new SearchEngine(wide);
  engine.buildIndexNow();
  const reference = textIndex();
  reference.addAll(indexDocs(wide));
  const ids = (q: string) => new Set(engine.run(query({ q, limit: 10_000 })).rows.map((r) => r[2]));
  const indexIds = (q: string, fields?: string[]) => new Set(reference.search(q, fields ? { fields } : {}).map((h) => wide.items[h.id as number]![2]));

  it('alone, they find the names with a word starting with them (as the index does, in names), names starting with them first', () => {
    for (const q of ['b', 'B', 'co', 'r', 'da', 'x', '9']) expect(ids(q), q).toEqual(indexIds(q, ['name']));
    const order = engine.run(query({ q: 'b', limit: 100 })).rows.map((r) => r[2]);
    const rank = (n: string) => (/(^|[-_.])b($|[-_.])/i.test(n) ? 0 : /^b/i.test(n) ? 1 : 2);
    // The word "b" itself first, then names starting with "b", then names with a later word starting with it.
    expect(order.map(rank)).toEqual([...order.map(rank)].sort((a, b) => a - b));
    expect(order.slice(0, 2).sort()).toEqual(['b', 'data-b']);
    expect(order).toContain('alpha-beta');
  });

  it('after other words, the components those words find that also have a word starting with them (as the index does)', () => {
    for (const q of ['code r', 'code re', 'code b', 'reviewer c', 'prettier s', 'runs c', 'code zz', 'revewer b'])
      expect(ids(q), q).toEqual(indexIds(q));
    // Not a check that both sides are empty: they find what they should, and not the rest.
    expect([...ids('code r')]).toEqual(expect.arrayContaining(['code-reviewer', 'code-runner']));
    expect(ids('code r').has('cobra')).toBe(false);
    expect(ids('code zz').size).toBe(0);
    // Ranked as the index would: the short word whole in a name, then starting a name word, then elsewhere.
    const order = engine.run(query({ q: 'code r', limit: 100 })).rows.map((r) => r[2]);
    const inName = (n: string) => /(^|[-_.])r/i.test(n);
    expect(order.findIndex((n) => !inName(n))).toBeGreaterThan(order.findLastIndex(inName));
    expect(engine.run(query({ q: 'alpha b', limit: 100 })).rows.map((r) => r[2])[0]).toBe('alpha-beta');
  });
});

describe('words of three letters or more', () => {
  // Categories and kinds whose words overlap names and each other, so prefixes, typos and
  // several words reach components through every field at once.
  const categories = ['ai-research.database-11', 'data-data', 'Data.Pipelines', 'database', 'devops', 'review.code-2', 'security'].sort();
  const words = ['data', 'date', 'database', 'agent', 'review', 'revue', 'code', 'coder', 'pipeline', 'secure', 'security', 'hook', 'research', 'dat'];
  const names = new Set<string>();
  for (const a of words) for (const b of words) names.add(`${a}-${b}`);
  for (let i = 0; names.size < 400; i++) names.add(`${words[i % 14]}-${words[Math.floor(i / 14) % 14]}-${words[Math.floor(i / 196) % 14]}`);
  const nth = <T,>(list: readonly T[], i: number) => list[(i * 7 + (i >> 3)) % list.length]!;
  const kinds = KINDS.map((k) => k.singular);
  const synthetic = {
    version: 1 as const,
    kinds,
    categories,
    items: [...names].sort().map((name, i) => [i % kinds.length, (i * 7 + (i >> 3)) % categories.length, name, i % 5 ? '' : `Keeps ${nth(words, i)} and ${nth(words, i + 3)} apart`, 0] as (typeof data.items)[number]),
  };
  const engine = new SearchEngine(synthetic);
  engine.buildIndexNow();
  const reference = textIndex();
  reference.addAll(indexDocs(synthetic));

  it('find what MiniSearch over every field finds, with its scores, best first', () => {
    const queries = ['dat', 'data', 'DATA', 'databse', 'datab', 'agen', 'agent data', 'research databas', 'hook', 'pipelines', 'revew code', 'data data', 'secrty', 'code revie', 'xyz', 'skill', 'commnd', '---'];
    let compared = 0;
    for (const q of queries) {
      const expected = new Map(reference.search(q).map((h) => [h.id as number, h.score]));
      const hits = engine.textHits(q);
      expect(hits.map((h) => h.id).sort((a, b) => a - b), q).toEqual([...expected.keys()].sort((a, b) => a - b));
      for (const { id, score } of hits) expect(score, `${q}: ${synthetic.items[id]![2]}`).toBeCloseTo(expected.get(id)!, 9);
      const ranked = engine.run(query({ q, limit: 10_000 })).rows.map((r) => synthetic.items.findIndex((i) => i[2] === r[2]));
      for (let i = 1; i < ranked.length; i++) expect(expected.get(ranked[i - 1]!)! + 1e-9, q).toBeGreaterThanOrEqual(expected.get(ranked[i]!)!);
      compared += hits.length;
    }
    // Not agreement on nothing: the queries reach a good part of the catalog through every field.
    expect(compared).toBeGreaterThan(1000);
  });

  it('answer the same after the worker\'s warm-up (the kinds of query typed, run once before the first keys)', () => {
    const warmed = new SearchEngine(synthetic);
    warmed.buildIndexNow();
    warmed.warmUp();
    for (const q of ['', 'd', 'da', 'dat', 'datab', 'dtabase', 'agent d', 'code re', 'revew code', 'hook'])
      for (const sort of ['relevance', 'name'] as const)
        for (const offset of [0, 10]) {
          const ask = query({ q, sort, offset, limit: 10 });
          expect(warmed.run(ask), `${q} ${sort} ${offset}`).toEqual(engine.run(ask));
        }
  });

  it('filtered by source, give the unfiltered answer\'s items of that source, in the same order (the filter is applied inside the match)', () => {
    // A third ours, a third from each of two sources.
    const sourced = { ...synthetic, sources: ['official', 'templates'], from: synthetic.items.map((_, i) => i % 3) };
    const filtered = new SearchEngine(sourced);
    filtered.buildIndexNow();
    let kept = 0;
    for (const q of ['', 'd', 'co', 'dat', 'datab', 'databse', 'agent d', 'code re', 'revew code', 'research databas', 'hook', 'xyz']) {
      for (const sort of ['relevance', 'name'] as const) {
        const all = filtered.run(query({ q, sort, limit: 10_000 })).rows;
        for (const source of ['official', 'templates']) {
          const want = all.filter((r) => r[7] === source).map((r) => r[2]);
          const got = filtered.run(query({ q, sort, source, limit: 10_000 }));
          expect(got.rows.map((r) => r[2]), `${q} ${sort} ${source}`).toEqual(want);
          expect(got.total).toBe(want.length);
          kept += want.length;
        }
      }
      // With a kind too: both filters hold.
      const agents = filtered.run(query({ q, type: 'agent', source: 'templates', limit: 10_000 })).rows;
      expect(agents.every((r) => r[0] === 'agent' && r[7] === 'templates'), q).toBe(true);
    }
    expect(kept).toBeGreaterThan(500);
  });
});
