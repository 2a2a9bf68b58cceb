/**
 * Pure: what the home page, the search and the static listing pages show of
 * the catalog. One name order, one short description and one page size for
 * the server-rendered HTML and the browser's search, so both draw the same
 * cards in the same order.
 */
import type { CatalogComponent } from './component.ts';
import { KINDS, type Kind } from './kinds.ts';
import { compareText } from './load.ts';
import type { CompactIndex } from './output-schemas.ts';
import { LEVEL_CHAR } from '../safety/summary.ts';

/** Cards show (and the search indexes) at most this much of a description. */
const DESCRIPTION_CHARS = 240;
/** Results the home page renders at a time; "Show more" adds as many again. */
export const HOME_RESULTS = 50;
/** Components per static listing page (`/browse/...`). */
export const LISTING_PAGE_SIZE = 100;
/**
 * Up to this many components the compact index carries short descriptions
 * (about 450 KB gzip at 20,000); past it only kinds, categories, names and
 * downloads (about 350 KB gzip at 100,000), and descriptions are searched
 * in the full-text index (full-text.ts). Issue 29: the first results after
 * at most 1 MB transferred.
 */
export const COMPACT_DESCRIPTIONS_UP_TO = 20_000;

/** The site's one component order: name ignoring case, then path (code units, no locale). */
function byName(a: CatalogComponent, b: CatalogComponent): number {
  return compareText(a.name.toLowerCase(), b.name.toLowerCase()) || compareText(a.kind.type, b.kind.type) || compareText(a.path, b.path);
}

/**
 * A description on one line, cut at a word boundary to DESCRIPTION_CHARS.
 * Agent descriptions often carry `<example>` blocks after their first
 * sentences; a card shows what comes before them.
 */
export function shortDescription(text: string, max = DESCRIPTION_CHARS): string {
  const lead = text.split(/<example>/i)[0]!;
  const flat = (lead.trim() ? lead : text).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * `/search-compact.json`: what the browser's search needs, and no more
 * (spec 1's `/search-index.json` stays as it is, with full descriptions and
 * no downloads). Items are in the site's name order, so an item's position
 * is its rank when sorting by name.
 */
export function sortedByName(components: readonly CatalogComponent[]): CatalogComponent[] {
  return [...components].sort(byName);
}


/** The `--allow-path` values a component's command carries (src/install/plan.ts catalogAllowPaths, passed in: the catalog does not import the installer). */
export type AllowPathsOf = (c: CatalogComponent) => readonly string[];

export function compactIndex(
  components: readonly CatalogComponent[],
  downloads: (c: CatalogComponent) => number,
  descriptions = components.length <= COMPACT_DESCRIPTIONS_UP_TO,
  allowPaths?: AllowPathsOf,
): CompactIndex {
  const kinds = KINDS.map((k) => k.singular);
  const categories = [...new Set(components.map((c) => c.category))].sort(compareText);
  const kindIndex = new Map(kinds.map((k, i) => [k, i]));
  const categoryIndex = new Map(categories.map((c, i) => [c, i]));
  const sorted = sortedByName(components);
  // Each item's recorded source (its import record), for the cards' "from" tag and the source filter.
  const sources = [...new Set(components.flatMap((c) => (c.provenance?.source ? [c.provenance.source] : [])))].sort(compareText);
  const sourceIndex = new Map(sources.map((s, i) => [s, i + 1]));
  return {
    version: 1,
    kinds,
    categories,
    items: sorted.map((c) => [
      kindIndex.get(c.kind.singular)!,
      categoryIndex.get(c.category)!,
      c.name,
      descriptions ? shortDescription(c.description) : '',
      downloads(c),
    ]),
    // The home page's "no findings" filter (src/components/search-engine.ts).
    levels: sorted.map((c) => LEVEL_CHAR[c.safety.level]).join(''),
    ...(sources.length ? { sources, from: sorted.map((c) => (c.provenance?.source ? sourceIndex.get(c.provenance.source)! : 0)) } : {}),
    ...(allowPaths
      ? {
          allowPaths: sorted.flatMap((c, id): Array<[number, string[]]> => {
            const values = allowPaths(c);
            return values.length ? [[id, [...values]]] : [];
          }),
        }
      : {}),
  };
}

/** Components per kind, in KINDS order, kinds without components left out. */
export function kindCounts(components: readonly CatalogComponent[]): Array<{ kind: Kind; n: number }> {
  const n = new Map<string, number>();
  for (const c of components) n.set(c.kind.type, (n.get(c.kind.type) ?? 0) + 1);
  return KINDS.filter((k) => n.has(k.type)).map((kind) => ({ kind, n: n.get(kind.type)! }));
}

// ---------- static listing pages ----------

/** `/browse/{type}/[{category}/][page/{n}/]`: a kind (or one of its categories), page n. */
export function listingUrl(kind: Pick<Kind, 'type'>, category?: string, page = 1): string {
  return `/browse/${kind.type}/${category ? `${category}/` : ''}${page > 1 ? `page/${page}/` : ''}`;
}

export interface ListingPage {
  /** The route's rest parameter, e.g. `agents/dev/page/2`. */
  slug: string;
  kind: Kind;
  category?: string;
  page: number;
  pages: number;
  total: number;
  items: CatalogComponent[];
  /** The kind's categories with their counts (on a kind's pages). */
  categories: Array<{ category: string; n: number }>;
}

function paginate(items: CatalogComponent[], pageSize: number): CatalogComponent[][] {
  const pages: CatalogComponent[][] = [];
  for (let i = 0; i < items.length; i += pageSize) pages.push(items.slice(i, i + pageSize));
  return pages.length ? pages : [[]];
}

/** Every listing page: each kind with components, and each of its categories, in pages of pageSize. */
export function listingPages(components: readonly CatalogComponent[], pageSize = LISTING_PAGE_SIZE): ListingPage[] {
  const out: ListingPage[] = [];
  const sorted = sortedByName(components);
  for (const kind of KINDS) {
    const ofKind = sorted.filter((c) => c.kind.type === kind.type);
    if (!ofKind.length) continue;
    const byCategory = new Map<string, CatalogComponent[]>();
    for (const c of ofKind) {
      const list = byCategory.get(c.category) ?? [];
      list.push(c);
      byCategory.set(c.category, list);
    }
    const categories = [...byCategory].map(([category, list]) => ({ category, n: list.length })).sort((a, b) => compareText(a.category, b.category));
    const groups: Array<[string | undefined, CatalogComponent[]]> = [[undefined, ofKind], ...[...byCategory].sort(([a], [b]) => compareText(a, b))];
    for (const [category, list] of groups) {
      const pages = paginate(list, pageSize);
      pages.forEach((items, i) => {
        out.push({
          slug: listingUrl(kind, category, i + 1).slice('/browse/'.length, -1),
          kind,
          ...(category === undefined ? {} : { category }),
          page: i + 1,
          pages: pages.length,
          total: list.length,
          items,
          categories,
        });
      });
    }
  }
  return out;
}

/** Page numbers to link from page `page` of `pages`: first, last and a window around the current one (0 = a gap). */
export function pageLinks(page: number, pages: number, around = 2): number[] {
  const wanted = new Set([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: number[] = [];
  for (const p of sorted) {
    if (out.length && p - out[out.length - 1]! > 1) out.push(0);
    out.push(p);
  }
  return out;
}
