import { asChatInfoShard, CHAT_INDEX_FILE, CHAT_INDEX_VERSION, chatIndexText, chatInfoFile, chatKey, chatSafetyKey, shardOf } from '../catalog/chat-index.ts';
import { ChatIndexReader, parseChatIndex } from './index-reader.ts';
import { streamedGet } from './streamed-get.ts';
import { ALL_CHAT_TYPES, type ChatType } from './types.ts';

/**
 * The commands' catalog: `{SITE_URL}/chat/index.txt`, written with the site
 * for them (src/catalog/chat-index.ts): kind, category, name and downloads of
 * every component, ~30 bytes each, read as it arrives (index-reader.ts), and
 * descriptions in small shards fetched only when an answer shows one.
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
  /** The `--allow-path` values of the entries whose install command needs any, by entry. */
  allowPaths: ReadonlyMap<number, readonly string[]>;
}

/** No components (answers that need no catalog). */
export const EMPTY_CATALOG: Catalog = parseChatIndex(chatIndexText({ version: CHAT_INDEX_VERSION, shards: 1, count: 0, types: [], categories: [] }, []));

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
  /** The site whose `/chat/index.txt` and `/chat/info/…` are read. */
  siteUrl: string;
  /** Reads the index and the shards when given (tests); by default they are read over node:http(s) (streamed-get.ts). */
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
/** 2.9 MB at 100,000 components: room for twenty times that. */
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
  private readonly fetch: Fetch | undefined;
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
    this.fetch = options.fetch;
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

  /**
   * GET `url`, handing its body to `onChunk` as it arrives; refused once it
   * passes `limit`. Over node:http(s) (streamed-get.ts: fetch's web streams
   * cost a cold function more memory), or through the given fetch (tests).
   */
  private async getStreamed(url: string, accept: string, limit: number, onChunk: (chunk: Uint8Array) => void): Promise<void> {
    if (!this.fetch) return streamedGet(url, { accept, timeoutMs: this.timeoutMs, maxBytes: limit, onChunk });
    const response = await this.fetch(url, { headers: { accept }, signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (!response.body) return;
    const stream = response.body.getReader();
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await stream.read();
        if (done) break;
        size += value.byteLength;
        if (size > limit) throw new Error(`larger than ${limit} bytes; not read`);
        onChunk(value);
      }
    } catch (error) {
      // Too large, not an index, or cut: the rest is never read.
      await stream.cancel().catch(() => {});
      throw error;
    }
  }

  private async getJson(url: string, limit: number): Promise<unknown> {
    const chunks: Uint8Array[] = [];
    await this.getStreamed(url, 'application/json', limit, (chunk) => chunks.push(chunk));
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  }

  /** The index, read a chunk at a time as it arrives: never the whole file in memory. */
  private async readIndex(): Promise<Catalog> {
    const reader = new ChatIndexReader();
    await this.getStreamed(this.url, 'text/plain', this.maxIndexBytes, (chunk) => reader.push(chunk));
    return reader.finish();
  }

  private async refresh(): Promise<Catalog> {
    try {
      const catalog = await this.readIndex();
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
        const shard = asChatInfoShard(raw);
        if (!shard) throw new Error('not a description shard');
        return shard;
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
