/**
 * The home page's search over `/search-compact.json`, pure: filters and sorts
 * answer at once from the data; text queries go through MiniSearch, whose
 * index is built in chunks so the worker keeps answering meanwhile. Runs in a
 * Web Worker (search-worker.ts) and in the tests.
 */
import MiniSearch from 'minisearch';
import type { CompactIndex } from '../catalog/output-schemas.ts';
import { BM25, groupScores, groupWords, WEIGHTS, type GroupWords } from './search-groups.ts';
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
  /** A catalog source's id: only the components recorded from it (docs/sources.md); '' or absent: all. */
  source?: string;
  sort: Sort;
  offset: number;
  limit: number;
}

/**
 * [kind, category, name, short description, downloads, safety level (when the
 * index has levels), the `--allow-path` values its install command carries
 * (when it needs any), the catalog source it was recorded from (when not
 * ours, docs/sources.md)].
 */
export type Row = [string, string, string, string, number, (SafetyLevel | undefined)?, (string[] | undefined)?, string?];

/** Each index's `allowPaths` by item, made once. */
const allowPathsByItem = new WeakMap<CompactIndex, ReadonlyMap<number, string[]>>();

function allowPathsOf(data: CompactIndex, id: number): string[] | undefined {
  let byItem = allowPathsByItem.get(data);
  if (!byItem) allowPathsByItem.set(data, (byItem = new Map(data.allowPaths ?? [])));
  return byItem.get(id);
}

/** Item `id` of the index as a row: names for the kind and category numbers, the level from `levels`, the item's `--allow-path` values, its source from `from`. */
export function rowOf(data: CompactIndex, id: number): Row {
  const [k, c, name, description, downloads] = data.items[id]!;
  const level = levelOfChar(data.levels?.[id]);
  const allow = allowPathsOf(data, id);
  const from = data.from?.[id] ?? 0;
  const source = from > 0 ? data.sources?.[from - 1] : undefined;
  const row: Row = [data.kinds[k]!, data.categories[c]!, name, description, downloads];
  if (level || allow || source) row.push(level);
  if (allow || source) row.push(allow);
  if (source) row.push(source);
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
  weights: WEIGHTS,
  bm25: BM25,
} as const;

/** MiniSearch's term processing (its default), applied the same way to the group words. */
const processTerm = (term: string) => term.toLowerCase();

/**
 * How much a short last word adds to the other words' score, by where it is found: as the
 * index ranks a whole word above a prefix and a name above the other fields (`agnt twin-1`
 * puts agent-twin-1 before agent-twin-10, and both before a twin in category cat-10).
 */
const WHERE_BONUS = { 'name word': 1.5, 'name prefix': 1.25, elsewhere: 1 } as const;

/**
 * The engine's results are this index's: MiniSearch over every field (the tests check the
 * engine against it). The engine itself indexes names and descriptions with MiniSearch and
 * scores category and kind words per group (search-groups.ts), which gives the same scores.
 */
export function textIndex(fields: Array<keyof Doc> = ['name', 'description', 'category', 'kind']): MiniSearch<Doc> {
  return new MiniSearch<Doc>({ fields, tokenize, processTerm, searchOptions: SEARCH_OPTIONS });
}

/** The index's documents: one per item, its id the item's place. */
export function indexDocs(data: CompactIndex): Doc[] {
  return data.items.map(([kind, category, name, description], id) => ({ id, name, description, category: data.categories[category]!, kind: data.kinds[kind]! }));
}

export class SearchEngine {
  readonly data: CompactIndex;
  /** Names and descriptions: the fields each component has its own words in. */
  private readonly index: MiniSearch<Doc>;
  /** Category and kind words, per (kind, category) group: `kind * categories + category`. */
  private groups: GroupWords | undefined;
  private groupOf = new Int32Array(0);
  private readonly categoriesOfKind = new Map<number, string[]>();
  /** Every word of every name, lowercase and sorted, with its item (`nameWordItems`): one or two letters alone answer from these. */
  private nameWords: string[] = [];
  private nameWordItems = new Int32Array(0);
  /** Per item, its name's first word, lowercase: a name starting with what is typed comes first. */
  private firstWords: string[] = [];
  private indexed = false;
  /** The last full ordering, so "show more" does not search again. */
  private last: { key: string; ids: number[] } | undefined;
  /**
   * Per catalog source (its number in `from`), its items ascending and a mask by id: made once
   * (sourceMembers()), so that filtering by source walks only its items and the text match
   * skips the others before scoring them, instead of a pass over the catalog per keystroke.
   */
  private readonly bySource = new Map<number, { ids: Int32Array; mask: Uint8Array }>();

  constructor(data: CompactIndex) {
    this.data = data;
    this.index = textIndex(['name', 'description']);
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

  /** Build the text index, yielding between chunks. */
  async buildIndex(chunkSize = 500): Promise<void> {
    if (this.indexed) return;
    await this.index.addAllAsync(indexDocs(this.data), { chunkSize });
    this.indexWords();
    this.indexed = true;
  }

  /** Build the text index at once (tests, benchmarks). */
  buildIndexNow(): void {
    if (this.indexed) return;
    this.index.addAll(indexDocs(this.data));
    this.indexWords();
    this.indexed = true;
  }

  private indexWords(): void {
    const { items, categories, kinds } = this.data;
    const groupOf = (this.groupOf = Int32Array.from(items, ([kind, category]) => kind * categories.length + category));
    this.groups = groupWords(groupOf, kinds.length * categories.length, [
      { boost: SEARCH_OPTIONS.boost.category, text: (g) => categories[g % categories.length]! },
      { boost: SEARCH_OPTIONS.boost.kind, text: (g) => kinds[Math.floor(g / categories.length)]! },
    ], tokenize, processTerm);
    const pairs: Array<[string, number]> = [];
    this.firstWords = this.data.items.map(([, , name], id) => {
      const words = tokenize(name).map(processTerm);
      for (const word of new Set(words)) pairs.push([word, id]);
      return words[0] ?? '';
    });
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.nameWords = pairs.map((p) => p[0]);
    this.nameWordItems = Int32Array.from(pairs, (p) => p[1]);
  }

  /** Source `n`'s items and membership mask (n ≥ 1, `from`'s numbering), made on first use. */
  private sourceMembers(n: number): { ids: Int32Array; mask: Uint8Array } {
    let members = this.bySource.get(n);
    if (!members) {
      const from = this.data.from ?? [];
      const mask = new Uint8Array(this.data.items.length);
      const ids: number[] = [];
      for (let id = 0; id < mask.length; id++) if (from[id] === n) (mask[id] = 1), ids.push(id);
      this.bySource.set(n, (members = { ids: Int32Array.from(ids), mask }));
    }
    return members;
  }

  /** Items with a name word starting with `prefix`: the sorted words' range, found by binary search. */
  private namesStartingWith(prefix: string, within?: Uint8Array): Array<{ id: number; score: number }> {
    let lo = 0;
    let hi = this.nameWords.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.nameWords[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const levels = new Uint8Array(this.data.items.length);
    for (let i = lo; i < this.nameWords.length && this.nameWords[i]!.startsWith(prefix); i++) {
      const id = this.nameWordItems[i]!;
      if (within && !within[id]) continue;
      // A name word that is what is typed first (it sorts before the longer ones), then a name starting with it, then the rest.
      if (!levels[id]) levels[id] = this.nameWords[i] === prefix ? 3 : this.firstWords[id]!.startsWith(prefix) ? 2 : 1;
    }
    // Best first and by id within a score: the sort that follows has nothing to move (tens of thousands of hits for one letter).
    const hits: Array<{ id: number; score: number }> = [];
    for (const score of [3, 2, 1]) for (let id = 0; id < levels.length; id++) if (levels[id] === score) hits.push({ id, score });
    return hits;
  }

  /**
   * Text hits, scored. Where the word being typed has one or two letters, its prefix would
   * match thousands of words (at 100,000 components 40-110 ms a keystroke, several frames):
   * alone, it is the start of a name, found in the sorted name words; after other words,
   * those words are searched and their hits kept if a word of theirs starts with it, ranked
   * up where that word is in the name (WHERE_BONUS). The same components as the index gives
   * (typos are forgiven from four letters on, so these have none). Longer words score as
   * textIndex() does (the tests compare the two).
   */
  textHits(text: string, within?: Uint8Array): Array<{ id: number; score: number }> {
    const words = tokenize(text).map(processTerm);
    const last = words.at(-1) ?? '';
    if (last.length > 0 && last.length <= 2) {
      if (words.length === 1) return this.namesStartingWith(last, within);
      const hits: Array<{ id: number; score: number }> = [];
      const groupsStarting = new Map<number, boolean>();
      for (const h of this.matchAll(words.slice(0, -1), false, within)) {
        const where = this.wordStarting(h.id, last, groupsStarting);
        if (where) hits.push({ id: h.id, score: h.score * WHERE_BONUS[where] });
      }
      return hits;
    }
    return this.matchAll(words, true, within);
  }

  /**
   * Components with every word (AND; the last also as a prefix when `prefixLast`), scored as
   * textIndex() scores them: per word, MiniSearch's score in names and descriptions plus the
   * category and kind words' score of the component's group; the sum times the number of
   * distinct words (MiniSearch's "quality" of an AND match). `within`: only the items it marks.
   */
  private matchAll(words: string[], prefixLast: boolean, within?: Uint8Array): Array<{ id: number; score: number }> {
    let ids: number[] = [];
    let sums: Float64Array | undefined;
    for (const [i, word] of words.entries()) {
      const found = this.wordScores(word, prefixLast && i === words.length - 1);
      if (!sums) {
        ({ ids, scores: sums } = found);
        if (within) ids = ids.filter((id) => within[id]);
      } else {
        const total = sums;
        ids = ids.filter((id) => {
          const more = found.scores[id]!;
          total[id] = total[id]! + more;
          return more > 0;
        });
      }
      // Nothing has every word so far: the words left (a long paste) need not be looked up.
      if (!ids.length) return [];
    }
    const quality = new Set(words).size;
    return ids.map((id) => ({ id, score: sums![id]! * quality }));
  }

  /** One word's matches: their ids, and their scores by id (0 where it does not match; a match always scores above 0). */
  private wordScores(word: string, prefix: boolean): { ids: number[]; scores: Float64Array } {
    const ids: number[] = [];
    const scores = new Float64Array(this.data.items.length);
    for (const h of this.index.search(word, { prefix })) {
      ids.push(h.id as number);
      scores[h.id as number] = h.score;
    }
    const groups = this.groups!;
    for (const [group, score] of groupScores(groups, word, prefix, SEARCH_OPTIONS.fuzzy(word))) {
      for (const id of groups.members[group]!) {
        if (!scores[id]) ids.push(id);
        scores[id] = scores[id]! + score;
      }
    }
    return { ids, scores };
  }

  /** Where item `id`'s indexed fields have a word starting with `prefix`, as the index would see them: the best place, or undefined. */
  private wordStarting(id: number, prefix: string, groupsStarting: Map<number, boolean>): keyof typeof WHERE_BONUS | undefined {
    const [kind, category, name, description] = this.data.items[id]!;
    const starts = (text: string) => tokenize(text).some((word) => processTerm(word).startsWith(prefix));
    let found: keyof typeof WHERE_BONUS | undefined;
    for (const word of tokenize(name)) {
      const lower = processTerm(word);
      if (lower === prefix) return 'name word';
      if (lower.startsWith(prefix)) found = 'name prefix';
    }
    if (found) return found;
    if (starts(description)) return 'elsewhere';
    // Category and kind words are the same for the whole group: looked at once per query.
    const group = this.groupOf[id]!;
    let inGroup = groupsStarting.get(group);
    if (inGroup === undefined) groupsStarting.set(group, (inGroup = starts(this.data.categories[category]!) || starts(this.data.kinds[kind]!)));
    return inGroup ? 'elsewhere' : undefined;
  }


  /**
   * Answers, once and to no one, the kinds of query a visitor types: one, two and three
   * letters, a word with a typo, two words. The worker calls it when the index is built, so
   * that V8 compiles these paths before the first keys rather than on them (the first query
   * typed was the slowest: docs/benchmarks.md). The words come from the catalog's own names.
   */
  warmUp(): void {
    const word = this.firstWords.find((w) => w.length >= 6) ?? this.firstWords[0] ?? '';
    if (!word) return;
    const typo = word.slice(0, 2) + word.slice(3);
    for (const q of [word.slice(0, 1), word.slice(0, 2), word.slice(0, 3), typo, `${typo} ${word.slice(0, 2)}`, `${word} ${typo}`])
      this.run({ q, type: '', category: '', sort: 'relevance', offset: 0, limit: 50 });
    this.last = undefined;
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
    const key = JSON.stringify([text, query.type, query.category, query.safety ?? '', query.source ?? '', query.sort]);
    // A source the index does not know (an old link) matches nothing.
    const inSource = query.source ? (this.data.sources ?? []).indexOf(query.source) + 1 || -1 : 0;
    const members = inSource > 0 ? this.sourceMembers(inSource) : inSource < 0 ? { ids: new Int32Array(0), mask: new Uint8Array(items.length) } : undefined;
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
        // The source's items only, before any scoring (its mask); the other filters after.
        const hits = this.textHits(text, members?.mask).filter((h) => keep(h.id));
        if (query.sort === 'relevance') hits.sort((a, b) => b.score - a.score || a.id - b.id);
        ids = hits.map((h) => h.id);
        if (query.sort !== 'relevance') ids.sort((a, b) => a - b);
      } else {
        ids = [];
        if (members) {
          for (const id of members.ids) if (keep(id)) ids.push(id);
        } else for (let id = 0; id < items.length; id++) if (keep(id)) ids.push(id);
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
