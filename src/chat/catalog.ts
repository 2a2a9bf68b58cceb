import { z } from 'zod';
import { CHAT_INDEX_FILE, ChatInfoShardSchema, chatInfoFile, chatKey, shardOf } from '../catalog/chat-index.ts';
import { isSafeSegment } from '../catalog/kinds.ts';
import { ALL_CHAT_TYPES, type ChatType } from './types.ts';

/**
 * The commands' catalog: `{SITE_URL}/chat/index.json`, written with the site
 * for them (src/catalog/chat-index.ts): kind, category, name and downloads of
 * every component, ~40 bytes each, and descriptions in small shards fetched
 * only when an answer shows one. Real catalogs are messy, so the reader is
 * lenient about everything but the two path segments, which end up in links
 * and must be safe.
 */
export interface CatalogEntry {
  name: string;
  category: string;
  downloads: number;
  chatType: ChatType;
  /** Lower-cased once, for matching. */
  nameKey: string;
  categoryKey: string;
}

export interface Catalog {
  entries: CatalogEntry[];
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
  items: z.array(z.unknown()),
});

const typeByKind = new Map(ALL_CHAT_TYPES.map((t) => [t.kind.type as string, t]));

/** A download count as the index may carry it: `"37"` → 37, anything else not a whole number ≥ 0 → 0. */
function downloadsOf(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** Turn the parsed `/chat/index.json` into entries of every catalog kind (the eight command types and the unlisted ones). */
export function parseChatIndex(raw: unknown): Catalog {
  const file = indexFileSchema.safeParse(raw);
  if (!file.success) throw new Error(`chat/index.json is not a chat index (${file.error.issues[0]?.message ?? 'invalid'})`);
  const { types, categories, items, shards } = file.data;
  // Unknown kinds (a newer catalog) are left out without counting them as broken.
  const chatTypes = types.map((t) => typeByKind.get(t));
  const entries: CatalogEntry[] = [];
  let skipped = 0;
  for (const item of items) {
    if (!Array.isArray(item)) {
      skipped++;
      continue;
    }
    const [t, c, name, downloads] = item as unknown[];
    const chatType = typeof t === 'number' ? chatTypes[t] : undefined;
    if (typeof t === 'number' && Number.isInteger(t) && t >= 0 && t < types.length && !chatType) continue;
    const category = typeof c === 'number' ? categories[c] : undefined;
    if (!chatType || typeof category !== 'string' || !isSafeSegment(category) || typeof name !== 'string' || !isSafeSegment(name)) {
      skipped++;
      continue;
    }
    entries.push({ name, category, downloads: downloadsOf(downloads), chatType, nameKey: name.toLowerCase(), categoryKey: category.toLowerCase() });
  }
  return { entries, skipped, shards };
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
  log?: (line: string) => void;
}

export const CATALOG_TTL_MS = 5 * 60 * 1000;
export const CATALOG_TIMEOUT_MS = 10 * 1000;
const MAX_SHARDS = 32;

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

  private async getJson(url: string): Promise<unknown> {
    const response = await this.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }

  private async refresh(): Promise<Catalog> {
    try {
      const catalog = parseChatIndex(await this.getJson(this.url));
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
    const key = chatKey(entry.chatType.kind.type, entry.category, entry.name);
    const file = chatInfoFile(shardOf(key, catalog.shards));
    let cached = this.shardCache.get(file);
    if (cached && cached.until <= this.now()) cached = undefined;
    if (!cached) {
      const data = this.getJson(`${this.siteUrl}/${file}`).then((raw) => {
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
      return Object.hasOwn(shard, key) ? shard[key] : undefined;
    } catch (error) {
      this.log(`[chat] description shard ${file} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      return undefined;
    }
  }
}
