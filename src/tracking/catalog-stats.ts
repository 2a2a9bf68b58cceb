/**
 * What the catalog build reads from the tracking store: per-component download
 * totals and the trending document. Until the tracking issue lands this
 * answers zeros and a valid, empty trending document.
 */
export interface CatalogStats {
  /** Total downloads keyed by `${singularType}:${name}` (the tracker's aggregate key). */
  downloads: Record<string, number>;
  /** The `/trending-data.json` document (spec 1 TrendingData). */
  trending: Record<string, unknown>;
  /** Where the numbers came from; 'unavailable' means zeros because the store could not be read. */
  source: 'store' | 'unavailable';
  warning?: string;
}

export function downloadKey(singularType: string, name: string): string {
  return `${singularType}:${name}`;
}

export async function loadCatalogStats(
  _env: Record<string, string | undefined> = process.env,
  now: Date = new Date(),
): Promise<CatalogStats> {
  return {
    downloads: {},
    trending: {
      lastUpdated: now.toISOString(),
      globalStats: { totalComponents: 0, totalDownloads: 0, monthlyDownloads: 0, weeklyDownloads: 0, todayDownloads: 0, totalCountries: 0 },
      topCountries: [],
      trending: {},
      chartData: {},
    },
    source: 'unavailable',
    warning: 'download tracking is not connected yet',
  };
}
