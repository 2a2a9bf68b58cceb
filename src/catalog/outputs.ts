/**
 * Pure: the static JSON API of spec 1 (and spec 2's /components.json) from a
 * loaded catalog and the tracking stats. Keys are written in a fixed order and
 * components are already sorted, so the same inputs give the same bytes.
 */
import type { CatalogComponent } from './component.ts';
import { KINDS, type ComponentType } from './kinds.ts';
import type {
  CatalogEntry,
  ComponentContent,
  ComponentListEntry,
  ComponentsDocument,
  Counts,
  LockIndex,
  SearchEntry,
} from './output-schemas.ts';
import { downloadKey, type CatalogStats } from './stats.ts';
import { compactIndex, type AllowPathsOf } from './listing.ts';
import { chatIndexFiles } from './chat-index.ts';
import { summarizeSafety } from '../safety/summary.ts';

export function downloadsOf(c: CatalogComponent, stats: Pick<CatalogStats, 'downloads'>): number {
  const n = stats.downloads[downloadKey(c.kind.singular, c.name)];
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

function searchEntry(c: CatalogComponent): SearchEntry {
  return { type: c.kind.singular, name: c.name, path: c.path, category: c.category, description: c.description };
}

function listEntry(c: CatalogComponent, stats: Pick<CatalogStats, 'downloads'>): ComponentListEntry {
  return { ...searchEntry(c), ...c.metadata, downloads: downloadsOf(c, stats), sha256: c.sha256 };
}

export function contentEntry(c: CatalogComponent): ComponentContent {
  return c.files ? { content: c.content, files: c.files, safety: c.safety } : { content: c.content, safety: c.safety };
}

function catalogEntry(c: CatalogComponent, stats: Pick<CatalogStats, 'downloads'>): CatalogEntry {
  return {
    name: c.name,
    category: c.category,
    path: c.path,
    type: c.kind.type,
    description: c.description,
    downloads: downloadsOf(c, stats),
    content: c.content,
    ...c.metadata,
    ...(c.kind.type === 'agents' ? { tools: c.tools ?? [], model: c.model ?? '' } : {}),
  };
}

/** Builds one value per kind, in KINDS order (the order the documents' keys are written in). */
function perKind<T>(value: (type: ComponentType) => T): Record<ComponentType, T> {
  return Object.fromEntries(KINDS.map((k) => [k.type, value(k.type)])) as Record<ComponentType, T>;
}

function counts(byType: ReadonlyMap<ComponentType, readonly CatalogComponent[]>): Counts {
  return perKind((type) => byType.get(type)!.length);
}

/**
 * Spec 2's `/components.json` in pieces: the same bytes as JSON.stringify of
 * the whole ComponentsDocument, but never one string. At 100,000 real
 * components it is about a gigabyte, past the longest string V8 can make.
 */
function* componentsDocument(byType: ReadonlyMap<ComponentType, readonly CatalogComponent[]>, stats: Pick<CatalogStats, 'downloads'>): Generator<string> {
  const types: Array<keyof ComponentsDocument> = KINDS.map((k) => k.type);
  for (const [k, type] of types.entries()) {
    yield `${k ? ',' : '{'}${JSON.stringify(type)}:[`;
    let first = true;
    for (const c of byType.get(type)!) {
      yield `${first ? '' : ','}${JSON.stringify(catalogEntry(c, stats))}`;
      first = false;
    }
    yield ']';
  }
  yield types.length ? '}' : '{}';
}

/** A file's text, or its pieces in order (documents too large for one string). */
export type FileText = string | { chunks: Iterable<string> };

/** The whole text of a file (tests and small documents). */
export function wholeText(text: FileText): string {
  return typeof text === 'string' ? text : [...text.chunks].join('');
}

function lockIndex(components: readonly CatalogComponent[]): LockIndex {
  return { version: 1, components: Object.fromEntries(components.map((c) => [`${c.kind.type}/${c.category}/${c.name}`, c.sha256])) };
}

/** Where a component's content document lives, relative to the site root. */
export function contentFile(c: CatalogComponent): string {
  return `component-content/${c.kind.type}/${c.category}/${c.name}.json`;
}

/**
 * Every JSON file of the API as [path relative to the site root, text].
 * Large documents are streamed as an iterator so a 10,000-component catalog
 * never holds every serialized file at once.
 */
export interface CatalogFilesOptions {
  /** false: the content documents were written already (content-documents.ts). */
  content?: boolean;
  /** The `--allow-path` values each component's command carries, for the search cards and the Discord bot (src/install/plan.ts catalogAllowPaths); none without it. */
  allowPaths?: AllowPathsOf;
}

export function* catalogFiles(components: CatalogComponent[], stats: CatalogStats, options: CatalogFilesOptions = {}): Generator<[string, FileText]> {
  const byType = new Map<ComponentType, CatalogComponent[]>(KINDS.map((k) => [k.type, []]));
  for (const c of components) byType.get(c.kind.type)!.push(c);

  yield ['search-index.json', JSON.stringify(components.map(searchEntry))];
  // The home page's search: short descriptions and downloads, in name order (docs/catalog.md).
  yield ['search-compact.json', JSON.stringify(compactIndex(components, (c) => downloadsOf(c, stats), undefined, options.allowPaths))];
  for (const kind of KINDS) {
    yield [`components/${kind.type}.json`, JSON.stringify(byType.get(kind.type)!.map((c) => listEntry(c, stats)))];
  }
  yield ['counts.json', JSON.stringify(counts(byType))];
  yield ['lock-index.json', JSON.stringify(lockIndex(components))];
  yield ['trending-data.json', JSON.stringify(stats.trending)];
  yield ['components.json', { chunks: componentsDocument(byType, stats) }];
  // The Discord commands' index and description shards (docs/discord.md): never the whole catalog at request time.
  yield* chatIndexFiles(
    components.map((c) => ({
      type: c.kind.type,
      category: c.category,
      name: c.name,
      description: c.description,
      downloads: downloadsOf(c, stats),
      safety: summarizeSafety(c.safety),
      ...(options.allowPaths ? { allowPaths: options.allowPaths(c) } : {}),
    })),
  );
  // One document per component, the bulk of the API: `content: false` when content-documents.ts wrote them already.
  if (options.content !== false) for (const c of components) yield [contentFile(c), JSON.stringify(contentEntry(c))];
}
