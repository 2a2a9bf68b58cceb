import { z } from 'zod';
import { KINDS } from './kinds.ts';

const count = z.number().int().min(0);

const GlobalStats = z.object({
  totalComponents: count,
  totalDownloads: count,
  monthlyDownloads: count,
  weeklyDownloads: count,
  todayDownloads: count,
  totalCountries: count,
});

const CountryCount = z.object({
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string(),
  downloads: count,
  /** Share of all downloads, one decimal. */
  percentage: z.number().min(0).max(100),
});

const TrendingItem = z.object({
  name: z.string(),
  category: z.string().nullable(),
  downloads: count,
});

const TrendingWindows = z.object({
  today: z.array(TrendingItem),
  week: z.array(TrendingItem),
  month: z.array(TrendingItem),
});

const DailyPoint = z.object({ date: z.iso.date(), downloads: count });

/** `/trending-data.json`: spec 1's TrendingData with the inner shapes of docs/tracking.md. */
export const TrendingData = z.object({
  lastUpdated: z.iso.datetime(),
  globalStats: GlobalStats,
  topCountries: z.array(CountryCount),
  /** Keyed by plural component type; every kind is present. */
  trending: z.record(z.string(), TrendingWindows),
  chartData: z.object({ days: z.number().int().positive(), daily: z.array(DailyPoint) }),
});
export type TrendingData = z.infer<typeof TrendingData>;

/** What `catalog_trending(p_now)` answers: the same, keyed by singular type, without lastUpdated. */
export const StoreTrending = TrendingData.omit({ lastUpdated: true, trending: true }).extend({
  trending: z.record(z.string(), TrendingWindows.partial()),
});
export type StoreTrending = z.infer<typeof StoreTrending>;

export const CHART_DAYS = 30;

function emptyWindows(): z.infer<typeof TrendingWindows> {
  return { today: [], week: [], month: [] };
}

/** Re-key the store's per-singular-type windows by plural type, every kind present. */
export function trendingDocument(store: StoreTrending, now: Date): TrendingData {
  const trending = Object.fromEntries(
    KINDS.map((kind) => [kind.type, { ...emptyWindows(), ...store.trending[kind.singular] }]),
  );
  return TrendingData.parse({ ...store, trending, lastUpdated: now.toISOString() });
}

/** The document when the store cannot be read: zeros, empty lists and a zero-filled series. */
export function emptyTrending(now: Date, days = CHART_DAYS): TrendingData {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daily = Array.from({ length: days }, (_, i) => ({
    date: new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    downloads: 0,
  }));
  return trendingDocument(
    {
      globalStats: { totalComponents: 0, totalDownloads: 0, monthlyDownloads: 0, weeklyDownloads: 0, todayDownloads: 0, totalCountries: 0 },
      topCountries: [],
      trending: {},
      chartData: { days, daily },
    },
    now,
  );
}
