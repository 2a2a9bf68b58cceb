/**
 * What the catalog build reads from the download store: per-component totals
 * (from the aggregates) and the `/trending-data.json` document (from the
 * records). Each is ONE SQL call that aggregates server-side; when the store
 * cannot be read the build gets zeros and a warning, and goes on.
 */
import { z } from 'zod';
import { withDeadline, type Database } from '../storage/database.ts';
import { openDatabase, readStorageSettings, type StorageSettings } from '../storage/index.ts';
import { CHART_DAYS, emptyTrending, StoreTrending, trendingDocument, type TrendingData } from './trending.ts';

export interface CatalogStats {
  /** Total downloads keyed by `${singularType}:${name}` (the tracker's aggregate key). */
  downloads: Record<string, number>;
  /** The `/trending-data.json` document (spec 1 TrendingData; shapes in docs/tracking.md). */
  trending: TrendingData;
  /** Where the numbers came from; 'unavailable' means zeros because the store could not be read. */
  source: 'store' | 'unavailable';
  warning?: string;
}

export function downloadKey(singularType: string, name: string): string {
  return `${singularType}:${name}`;
}

const DownloadCounts = z.record(z.string(), z.coerce.number().int().min(0));

export interface CatalogStatsOptions {
  /** Open the store (default: the storage settings in env). */
  open?: (settings: StorageSettings) => Promise<Database>;
  /** Deadline for opening and for each call. */
  timeoutMs?: number;
  /** The catalog's size for globalStats.totalComponents; default: components with at least one download. */
  totalComponents?: number;
}

export async function loadCatalogStats(
  env: Record<string, string | undefined> = process.env,
  now: Date = new Date(),
  options: CatalogStatsOptions = {},
): Promise<CatalogStats> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  let db: Database | undefined;
  try {
    const settings = readStorageSettings(env);
    db = await withDeadline((options.open ?? openDatabase)(settings), timeoutMs, 'opening the download store');
    const downloads = DownloadCounts.parse(await db.call('catalog_download_counts', {}, { timeoutMs }));
    const store = StoreTrending.parse(
      await db.call('catalog_trending', { p_now: now, p_days: CHART_DAYS }, { timeoutMs }),
    );
    const trending = trendingDocument(store, now);
    if (options.totalComponents !== undefined) trending.globalStats.totalComponents = options.totalComponents;
    return { downloads, trending, source: 'store' };
  } catch (error) {
    const trending = emptyTrending(now);
    if (options.totalComponents !== undefined) trending.globalStats.totalComponents = options.totalComponents;
    return {
      downloads: {},
      trending,
      source: 'unavailable',
      warning: `the download store could not be read, so downloads are 0 and trending is empty: ${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    await db?.close().catch(() => {});
  }
}
