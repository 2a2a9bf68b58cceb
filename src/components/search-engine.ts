/**
 * The home page's search over `/search-compact.json`, pure: filters and sorts
 * answer at once from the data; text queries go through MiniSearch, whose
 * index is built in chunks so the worker keeps answering meanwhile. Runs in a
 * Web Worker (search-worker.ts) and in the tests.
 */
import MiniSearch from 'minisearch';
import type { CompactIndex } from '../catalog/output-schemas.ts';
import type { SafetyLevel } from '../safety/report.ts';
import { levelOfChar } from '../safety/summary.ts';

export type Sort = 'relevance' | 'name' | 'downloads';

export interface Query {
  q: string;
  /** A singular kind, or '' for all. */
  type: string;
  category: string;
  /** `none`: only components without any safety finding (docs/safety.md); '' or absent: all. */
  safety?: '' | 'none';
  sort: Sort;
  offset: number;
  limit: number;
}

/** [kind, category, name, short description, downloads, safety level (when the index has levels)]. */
export type Row = [string, string, string, string, number, SafetyLevel?];

/** Item `id` of the index as a row: names for the kind and category numbers, the level from `levels`. */
export function rowOf(data: CompactIndex, id: number): Row {
  const [k, c, name, description, downloads] = data.items[id]!;
  const level = levelOfChar(data.levels?.[id]);
  const row: Row = [data.kinds[k]!, data.categories[c]!, name, description, downloads];
  if (level) row.push(level);
  return row;
}

export interface Answer {
  total: number;
  offset: number;
  rows: Row[];
  /** The categories of the chosen kind (all of them for every kind), sorted. */
  categories: string[];
}

type Doc = { id: number; name: string; description: string; category: string; kind: string };

/** Words of names like "code-reviewer" or "api_client.v2" are searchable on their own. */
const tokenize = (text: string): string[] => text.split(/[\s\-_./:,;()[\]{}"'`<>|]+/u).filter(Boolean);

/**
 * Every word must match (AND). The word being typed (the last) also matches as
 * a prefix; words of 4+ letters forgive one typo, of 8+ two. Short words are
 * exact: "re" with a typo allowed would match most of the catalog, slowly.
 */
const SEARCH_OPTIONS = {
  prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
  fuzzy: (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  boost: { name: 3, category: 1.5, kind: 1.5 },
  combineWith: 'AND',
} as const;

export class SearchEngine {
  readonly data: CompactIndex;
  private readonly index: MiniSearch<Doc>;
  private readonly categoriesOfKind = new Map<number, string[]>();
  private indexed = false;
  /** The last full ordering, so "show more" does not search again. */
  private last: { key: string; ids: number[] } | undefined;

  constructor(data: CompactIndex) {
    this.data = data;
    this.index = new MiniSearch<Doc>({
      fields: ['name', 'description', 'category', 'kind'],
      tokenize,
      searchOptions: SEARCH_OPTIONS,
    });
    const sets = new Map<number, Set<number>>();
    for (const [kind, category] of data.items) {
      const set = sets.get(kind) ?? new Set<number>();
      set.add(category);
      sets.set(kind, set);
    }
    for (const [kind, set] of sets) this.categoriesOfKind.set(kind, [...set].sort((a, b) => a - b).map((i) => data.categories[i]!));
  }

  /** Every category (sorted) and, by singular kind, that kind's categories: for the page's category list. */
  categoryLists(): { all: string[]; byKind: Record<string, string[]> } {
    const byKind: Record<string, string[]> = {};
    for (const [kind, list] of this.categoriesOfKind) byKind[this.data.kinds[kind]!] = list;
    return { all: this.data.categories, byKind };
  }

  get ready(): boolean {
    return this.indexed;
  }

  private docs(): Doc[] {
    return this.data.items.map(([kind, category, name, description], id) => ({
      id,
      name,
      description,
      category: this.data.categories[category]!,
      kind: this.data.kinds[kind]!,
    }));
  }

  /** Build the text index, yielding between chunks. */
  async buildIndex(chunkSize = 500): Promise<void> {
    if (this.indexed) return;
    await this.index.addAllAsync(this.docs(), { chunkSize });
    this.indexed = true;
  }

  /** Build the text index at once (tests, benchmarks). */
  buildIndexNow(): void {
    if (this.indexed) return;
    this.index.addAll(this.docs());
    this.indexed = true;
  }

  /** Whether `query` can be answered now (text queries wait for the index). */
  canAnswer(query: Pick<Query, 'q'>): boolean {
    return this.indexed || !query.q.trim();
  }

  run(query: Query): Answer {
    const { items, kinds, categories } = this.data;
    // The query's kind comes from the address bar: any text.
    const kind = query.type ? (kinds as readonly string[]).indexOf(query.type) : -1;
    const category = query.category ? categories.indexOf(query.category) : -1;
    const text = query.q.trim();
    const key = JSON.stringify([text, query.type, query.category, query.safety ?? '', query.sort]);
    // An index without levels cannot tell: the filter then keeps everything rather than nothing.
    const levels = query.safety === 'none' ? this.data.levels : undefined;
    let ids: number[];
    if (this.last?.key === key) {
      ids = this.last.ids;
    } else {
      const keep = (id: number) => {
        const item = items[id]!;
        return (!query.type || item[0] === kind) && (!query.category || item[1] === category) && (!levels || levels[id] === '0');
      };
      if (text) {
        // One or two letters are the start of a name being typed: matching them in every
        // description too would answer most of the catalog, 10-100x slower (docs/catalog.md).
        const short = text.length < 3 && tokenize(text).length === 1;
        const hits = this.index.search(text, short ? { fields: ['name'] } : {}).filter((h) => keep(h.id as number));
        if (query.sort === 'relevance') hits.sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number));
        ids = hits.map((h) => h.id as number);
        if (query.sort !== 'relevance') ids.sort((a, b) => a - b);
      } else {
        ids = [];
        for (let id = 0; id < items.length; id++) if (keep(id)) ids.push(id);
      }
      // Items are in name order, so the id breaks every tie by name.
      if (query.sort === 'downloads') ids.sort((a, b) => items[b]![4] - items[a]![4] || a - b);
      this.last = { key, ids };
    }
    const rows = ids.slice(query.offset, query.offset + query.limit).map((id) => rowOf(this.data, id));
    return {
      total: ids.length,
      offset: query.offset,
      rows,
      categories: kind >= 0 ? (this.categoriesOfKind.get(kind) ?? []) : categories,
    };
  }
}
