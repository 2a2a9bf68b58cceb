import { z } from 'zod';
import { CHAT_INDEX_FILE, ChatInfoShardSchema, chatInfoFile, chatKey, chatSafetyKey, shardOf } from '../catalog/chat-index.ts';
import { isSafeSegment } from '../catalog/kinds.ts';
import { readStreamLimited } from '../http/body.ts';
import { ALL_CHAT_TYPES, type ChatType } from './types.ts';

/**
 * The commands' catalog: `{SITE_URL}/chat/index.json`, written with the site
 * for them (src/catalog/chat-index.ts): kind, category, name and downloads of
 * every component, ~40 bytes each, and descriptions in small shards fetched
 * only when an answer shows one. Real catalogs are messy, so the reader is
 * lenient about everything but the two path segments, which end up in links
 * and must be safe.
 */
/** One component, made for the answers that show it (the catalog itself is held in columns). */
export interface CatalogEntry {
  /** Its position in the catalog. */
  index: number;
  name: string;
  category: string;
  downloads: number;
  chatType: ChatType;
  /** Lower-cased, for matching. */
  nameKey: string;
  categoryKey: string;
}

/**
 * The catalog in columns: entry i's name is `names.slice(starts[i], starts[i + 1] - 1)`
 * (names joined by line breaks), its type `ALL_CHAT_TYPES[types[i]]`, its
 * category `categories[categoryOf[i]]`. At 100,000 components this is a few
 * strings and typed arrays instead of 100,000 objects (docs/discord.md).
 */
export interface Catalog {
  size: number;
  names: string;
  /** `names` lower-cased (names are ASCII, so offsets are the same). */
  lower: string;
  /** size + 1 offsets into `names`; the last is `names.length + 1`. */
  starts: Uint32Array;
  types: Uint8Array;
  categoryOf: Uint32Array;
  categories: string[];
  downloads: Float64Array;
  /** Entries left out because their name or category was unusable. */
  skipped: number;
  /** How many description shards the index was written with. */
  shards: number;
}

const indexFileSchema = z.object({
  version: z.literal(1),
  shards: z.int().positive(),
  types: z.array(z.string()),
  categories: z.array(z.unknown()),
  type: z.array(z.unknown()),
  category: z.array(z.unknown()),
  names: z.string(),
  downloads: z.array(z.unknown()),
});

const typeByKind = new Map(ALL_CHAT_TYPES.map((t, i) => [t.kind.type as string, i]));

/** A download count as the index may carry it: `"37"` → 37, anything else not a whole number ≥ 0 → 0. */
function downloadsOf(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** isSafeSegment on names[from, to) without making a string of it. */
function safeSegmentAt(names: string, from: number, to: number): boolean {
  if (to <= from || (to - from <= 2 && names.slice(from, to).replaceAll('.', '') === '')) return false;
  for (let i = from; i < to; i++) {
    const c = names.charCodeAt(i);
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46 || c === 95 || c === 45;
    if (!ok) return false;
  }
  return true;
}

/** Turn the parsed `/chat/index.json` into the catalog of every kind (the eight command types and the unlisted ones). */
export function parseChatIndex(raw: unknown): Catalog {
  const file = indexFileSchema.safeParse(raw);
  if (!file.success) throw new Error(`chat/index.json is not a chat index (${file.error.issues[0]?.message ?? 'invalid'})`);
  const { types, categories: rawCategories, type, category, names, downloads, shards } = file.data;
  const chatTypes = types.map((t) => typeByKind.get(t));
  const categoryOk = rawCategories.map((c) => typeof c === 'string' && isSafeSegment(c));
  const categories = rawCategories.map((c) => (typeof c === 'string' ? c : ''));
  const count = type.length;
  const kept: number[] = [];
  const starts: number[] = [];
  let skipped = 0;
  let from = 0;
  let rows = 0;
  for (let i = 0; i < count && from <= names.length; i++, rows++) {
    let to = names.indexOf('\n', from);
    if (to < 0) to = names.length;
    const t = type[i];
    const c = category[i];
    const known = typeof t === 'number' && Number.isInteger(t) && t >= 0 && t < types.length;
    // A row of a kind this code does not know (a newer catalog) is left out without counting it as broken.
    if (!(known && chatTypes[t] === undefined)) {
      if (known && typeof c === 'number' && categoryOk[c] === true && safeSegmentAt(names, from, to)) {
        kept.push(i);
        starts.push(from);
      } else skipped++;
    }
    from = to + 1;
  }
  // Rows beyond the names (a truncated file) are broken too.
  skipped += count - rows;
  const size = kept.length;
  const out = {
    starts: new Uint32Array(size + 1),
    types: new Uint8Array(size),
    categoryOf: new Uint32Array(size),
    downloads: new Float64Array(size),
  };
  kept.forEach((i, k) => {
    out.types[k] = chatTypes[type[i] as number]!;
    out.categoryOf[k] = category[i] as number;
    out.downloads[k] = downloadsOf(downloads[i]);
  });
  let joined = names;
  if (size === rows && from >= names.length) {
    // Every row kept (the usual case): the file's own names and offsets, no copy.
    starts.forEach((start, k) => (out.starts[k] = start));
    out.starts[size] = names.length + 1;
  } else {
    const parts = starts.map((start) => {
      const end = names.indexOf('\n', start);
      return names.slice(start, end < 0 ? names.length : end);
    });
    let offset = 0;
    parts.forEach((part, k) => {
      out.starts[k] = offset;
      offset += part.length + 1;
    });
    out.starts[size] = offset;
    joined = parts.join('\n');
  }
  return { size, names: joined, lower: joined.toLowerCase(), ...out, categories, skipped, shards };
}

/** No components (answers that need no catalog). */
export const EMPTY_CATALOG: Catalog = parseChatIndex({ version: 1, shards: 1, types: [], categories: [], type: [], category: [], names: '', downloads: [] });

/** Entry i as an object, for an answer. */
export function entryAt(catalog: Catalog, i: number): CatalogEntry {
  const name = catalog.names.slice(catalog.starts[i]!, catalog.starts[i + 1]! - 1);
  const category = catalog.categories[catalog.categoryOf[i]!]!;
  return {
    index: i,
    name,
    category,
    downloads: catalog.downloads[i]!,
    chatType: ALL_CHAT_TYPES[catalog.types[i]!]!,
    nameKey: name.toLowerCase(),
    categoryKey: category.toLowerCase(),
  };
}

/** Every entry as an object (small catalogs and tests). */
export function allEntries(catalog: Catalog): CatalogEntry[] {
  return Array.from({ length: catalog.size }, (_, i) => entryAt(catalog, i));
}

/** The positions in `lower` where `query` occurs inside one name, each with the entry it is in, in catalog order. */
export function* nameMatches(catalog: Catalog, query: string): Generator<{ entry: number; at: number }> {
  if (!query || query.includes('\n')) return;
  const { lower, starts } = catalog;
  let entry = 0;
  for (let at = lower.indexOf(query); at >= 0; at = lower.indexOf(query, at + 1)) {
    // Entries are in offset order, so the entry holding `at` is found by moving forward.
    while (starts[entry + 1]! <= at) entry++;
    if (at + query.length <= starts[entry + 1]! - 1) yield { entry, at };
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface CatalogCacheOptions {
  /** The site whose `/chat/index.json` and `/chat/info/…` are read. */
  siteUrl: string;
  fetch?: Fetch;
  now?: () => number;
  /** Spec 2: 5 minutes. */
  ttlMs?: number;
  /** Spec 2: 10 seconds. */
  timeoutMs?: number;
  /** After a failed refresh, how long the last good copy is served before trying again. */
  retryAfterFailureMs?: number;
  /** Description shards kept in memory (each ~CHAT_SHARD_TARGET descriptions). */
  maxShards?: number;
  /** Larger answers are refused unread (a site that lies must not exhaust the function's memory). */
  maxIndexBytes?: number;
  maxShardBytes?: number;
  log?: (line: string) => void;
}

export const CATALOG_TTL_MS = 5 * 60 * 1000;
export const CATALOG_TIMEOUT_MS = 10 * 1000;
const MAX_SHARDS = 32;
/** 3.3 MB at 100,000 components: room for twenty times that. */
const MAX_INDEX_BYTES = 64 * 1024 * 1024;
/** ~256 descriptions of at most 4,096 characters (12 KB of UTF-8 each) would be 3 MB. */
const MAX_SHARD_BYTES = 8 * 1024 * 1024;

/**
 * The catalog held in memory: fresh for the TTL, refreshed after it, and when
 * a refresh fails the last good copy keeps answering. Concurrent callers
 * share one fetch. Descriptions come from the shards, the most recently used
 * of which are kept for the same TTL.
 */
export class CatalogCache {
  readonly url: string;
  private readonly siteUrl: string;
  private readonly fetch: Fetch;
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly timeoutMs: number;
  private readonly retryAfterFailureMs: number;
  private readonly maxShards: number;
  private readonly maxIndexBytes: number;
  private readonly maxShardBytes: number;
  private readonly log: (line: string) => void;
  private copy: Catalog | undefined;
  private validUntil = 0;
  private inflight: Promise<Catalog> | undefined;
  /** Shard file → its descriptions and until when; Map order is recency (oldest first). */
  private readonly shardCache = new Map<string, { until: number; data: Promise<Record<string, string>> }>();

  constructor(options: CatalogCacheOptions) {
    this.siteUrl = options.siteUrl;
    this.url = `${options.siteUrl}/${CHAT_INDEX_FILE}`;
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlMs ?? CATALOG_TTL_MS;
    this.timeoutMs = options.timeoutMs ?? CATALOG_TIMEOUT_MS;
    this.retryAfterFailureMs = options.retryAfterFailureMs ?? 30_000;
    this.maxShards = options.maxShards ?? MAX_SHARDS;
    this.maxIndexBytes = options.maxIndexBytes ?? MAX_INDEX_BYTES;
    this.maxShardBytes = options.maxShardBytes ?? MAX_SHARD_BYTES;
    this.log = options.log ?? ((line) => console.error(line));
  }

  /** The last good copy, fresh or not. */
  lastGood(): Catalog | undefined {
    return this.copy;
  }

  isFresh(): boolean {
    return this.copy !== undefined && this.now() < this.validUntil;
  }

  /** A fresh copy, a refreshed one, or the last good copy when the refresh fails; rejects only with no copy at all. */
  get(): Promise<Catalog> {
    if (this.copy && this.now() < this.validUntil) return Promise.resolve(this.copy);
    this.inflight ??= this.refresh().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async getJson(url: string, limit: number): Promise<unknown> {
    const response = await this.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = response.body ? await readStreamLimited(response.body, limit) : new Uint8Array(0);
    if (bytes === null) throw new Error(`larger than ${limit} bytes; not read`);
    return JSON.parse(new TextDecoder().decode(bytes));
  }

  private async refresh(): Promise<Catalog> {
    try {
      const catalog = parseChatIndex(await this.getJson(this.url, this.maxIndexBytes));
      if (catalog.skipped) this.log(`[chat] catalog: skipped ${catalog.skipped} unusable entries`);
      if (this.copy && this.copy.shards !== catalog.shards) this.shardCache.clear();
      this.copy = catalog;
      this.validUntil = this.now() + this.ttlMs;
      return catalog;
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (this.copy) {
        this.log(`[chat] catalog refresh from ${this.url} failed (${reason}); serving the last good copy`);
        this.validUntil = this.now() + this.retryAfterFailureMs;
        return this.copy;
      }
      throw new Error(`catalog fetch from ${this.url} failed: ${reason}`, { cause: error });
    }
  }

  /**
   * One component's description, from its shard (fetched once per TTL). A
   * shard that cannot be read is logged and answers undefined: the command
   * still answers, without the description.
   */
  async describe(catalog: Catalog, entry: CatalogEntry): Promise<string | undefined> {
    return this.shardValue(catalog, entry, (key) => key);
  }

  /** The component's safety verdict line, from the same shard (undefined from a catalog built before it). */
  async safety(catalog: Catalog, entry: CatalogEntry): Promise<string | undefined> {
    return this.shardValue(catalog, entry, chatSafetyKey);
  }

  private async shardValue(catalog: Catalog, entry: CatalogEntry, keyOf: (key: string) => string): Promise<string | undefined> {
    const key = chatKey(entry.chatType.kind.type, entry.category, entry.name);
    const file = chatInfoFile(shardOf(key, catalog.shards));
    let cached = this.shardCache.get(file);
    if (cached && cached.until <= this.now()) cached = undefined;
    if (!cached) {
      const data = this.getJson(`${this.siteUrl}/${file}`, this.maxShardBytes).then((raw) => {
        const parsed = ChatInfoShardSchema.safeParse(raw);
        if (!parsed.success) throw new Error('not a description shard');
        return parsed.data;
      });
      cached = { until: this.now() + this.ttlMs, data };
      // A failed shard is not kept: the next command tries again.
      data.catch(() => this.shardCache.delete(file));
    }
    this.shardCache.delete(file);
    this.shardCache.set(file, cached);
    while (this.shardCache.size > this.maxShards) this.shardCache.delete(this.shardCache.keys().next().value!);
    try {
      const shard = await cached.data;
      return Object.hasOwn(shard, keyOf(key)) ? shard[keyOf(key)] : undefined;
    } catch (error) {
      this.log(`[chat] description shard ${file} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      return undefined;
    }
  }
}
