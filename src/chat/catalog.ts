import { z } from 'zod';
import { CatalogEntrySchema } from '../catalog/output-schemas.ts';
import { ALL_CHAT_TYPES, type ChatType } from './types.ts';

/**
 * One entry of `/components.json` (src/catalog/output-schemas.ts) as the
 * commands need it: only these four fields are kept (the cache never holds
 * component contents). Real catalogs are messy, so this is lenient about
 * everything but the two path segments, which end up in links and must be safe.
 */
const { name, category, description, downloads } = CatalogEntrySchema.shape;
const catalogEntrySchema = z.object({
  name,
  category,
  description: description.catch(''),
  downloads: z.coerce.number().pipe(downloads).catch(0),
});
type CatalogEntryData = z.infer<typeof catalogEntrySchema>;

export interface CatalogEntry extends CatalogEntryData {
  chatType: ChatType;
  /** Lower-cased once, for matching. */
  nameKey: string;
  categoryKey: string;
}

export interface Catalog {
  entries: CatalogEntry[];
  /** Entries left out because their name or category was unusable. */
  skipped: number;
}

const catalogFileSchema = z.record(z.string(), z.unknown());

/** Turn the parsed `/components.json` into entries of every catalog kind (the eight command types and the unlisted ones). */
export function parseCatalog(raw: unknown): Catalog {
  const file = catalogFileSchema.safeParse(raw);
  if (!file.success || Array.isArray(raw)) throw new Error('components.json is not an object keyed by type');
  const entries: CatalogEntry[] = [];
  let skipped = 0;
  for (const chatType of ALL_CHAT_TYPES) {
    const list = file.data[chatType.kind.type];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const parsed = catalogEntrySchema.safeParse(item);
      if (!parsed.success) {
        skipped++;
        continue;
      }
      entries.push({
        ...parsed.data,
        chatType,
        nameKey: parsed.data.name.toLowerCase(),
        categoryKey: parsed.data.category.toLowerCase(),
      });
    }
  }
  return { entries, skipped };
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface CatalogCacheOptions {
  url: string;
  fetch?: Fetch;
  now?: () => number;
  /** Spec 2: 5 minutes. */
  ttlMs?: number;
  /** Spec 2: 10 seconds. */
  timeoutMs?: number;
  /** After a failed refresh, how long the last good copy is served before trying again. */
  retryAfterFailureMs?: number;
  log?: (line: string) => void;
}

export const CATALOG_TTL_MS = 5 * 60 * 1000;
export const CATALOG_TIMEOUT_MS = 10 * 1000;

/**
 * The catalog held in memory: fresh for the TTL, refreshed after it, and when
 * a refresh fails the last good copy keeps answering. Concurrent callers
 * share one fetch.
 */
export class CatalogCache {
  readonly url: string;
  private readonly fetch: Fetch;
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly timeoutMs: number;
  private readonly retryAfterFailureMs: number;
  private readonly log: (line: string) => void;
  private copy: Catalog | undefined;
  private validUntil = 0;
  private inflight: Promise<Catalog> | undefined;

  constructor(options: CatalogCacheOptions) {
    this.url = options.url;
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlMs ?? CATALOG_TTL_MS;
    this.timeoutMs = options.timeoutMs ?? CATALOG_TIMEOUT_MS;
    this.retryAfterFailureMs = options.retryAfterFailureMs ?? 30_000;
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

  private async refresh(): Promise<Catalog> {
    try {
      const response = await this.fetch(this.url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const catalog = parseCatalog(await response.json());
      if (catalog.skipped) this.log(`[chat] catalog: skipped ${catalog.skipped} unusable entries`);
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
}
