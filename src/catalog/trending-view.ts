/**
 * Pure: what the trending page and the home page's "popular this week" strip
 * show of `/trending-data.json`, and the geometry of the 30-day chart (drawn
 * as SVG at build time, so it reads without JavaScript).
 */
import type { TrendingData } from './trending.ts';
import type { CatalogComponent } from './component.ts';
import { KINDS, type Kind } from './kinds.ts';
import { componentUrl } from './links.ts';
import { formatCount } from './format-count.ts';

export type TrendingWindow = 'today' | 'week' | 'month';
export const WINDOWS: Array<{ key: TrendingWindow; label: string }> = [
  { key: 'today', label: 'Today' },
  { key: 'week', label: 'This week' },
  { key: 'month', label: 'This month' },
];

export interface PopularItem {
  kind: Kind;
  name: string;
  category: string | null;
  downloads: number;
  /** The component page, when the component is in this catalog. */
  url?: string;
}

/**
 * Finds a trending item's component. Downloads are counted per kind and name,
 * so a name in several categories is resolved with the category the store
 * last saw, else the first in name order.
 */
export function componentFinder(components: readonly CatalogComponent[]) {
  const byKey = new Map<string, CatalogComponent[]>();
  for (const c of components) {
    const key = `${c.kind.type}\u0000${c.name}`;
    const list = byKey.get(key) ?? [];
    list.push(c);
    byKey.set(key, list);
  }
  return (kind: Kind, name: string, category: string | null): CatalogComponent | undefined => {
    const list = byKey.get(`${kind.type}\u0000${name}`);
    return list?.find((c) => c.category === category) ?? list?.[0];
  };
}

/** The most downloaded of one kind in one window, resolved against the catalog. */
export function popularOfKind(trending: TrendingData, kind: Kind, window: TrendingWindow, find: ReturnType<typeof componentFinder>): PopularItem[] {
  const items = trending.trending[kind.type]?.[window] ?? [];
  return items
    .filter((item) => item.downloads > 0)
    .map((item) => {
      const c = find(kind, item.name, item.category);
      return { kind, name: item.name, category: c?.category ?? item.category, downloads: item.downloads, ...(c ? { url: componentUrl(c) } : {}) };
    });
}

/** The most downloaded of every kind together in one window, best first (name breaks ties). */
export function popularOverall(trending: TrendingData, window: TrendingWindow, find: ReturnType<typeof componentFinder>, limit = 8): PopularItem[] {
  return KINDS.flatMap((kind) => popularOfKind(trending, kind, window, find))
    .filter((item) => item.url)
    .sort((a, b) => b.downloads - a.downloads || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, limit);
}

const displayNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return undefined;
  }
})();

/** "DE" → "Germany"; the code itself when it is not a known region. */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return displayNames?.of(code) ?? code;
  } catch {
    return code;
  }
}


/** "2026-11-03" → "3 Nov" (UTC, so the build's time zone does not matter). */
export function shortDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${d.getUTCDate()} ${d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })}`;
}

interface ChartBar {
  date: string;
  downloads: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DailyChart {
  width: number;
  height: number;
  /** The plot area, inside the axis labels. */
  plot: { left: number; top: number; right: number; bottom: number };
  bars: ChartBar[];
  /** Horizontal grid lines with their values (0 first). */
  ticks: Array<{ y: number; value: number }>;
  /** A date under every few bars. */
  labels: Array<{ x: number; text: string }>;
  total: number;
  max: number;
  /** One sentence for screen readers: range, total, busiest day. */
  summary: string;
}

/** A step of 1, 2 or 5 × 10^k giving at most `count` intervals up to `max`. */
function niceStep(max: number, count: number): number {
  const raw = Math.max(1, max / count);
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return Math.max(1, m * power);
  return 10 * power;
}

/** Bars of the daily downloads series, scaled into a width × height box. */
export function dailyChart(daily: ReadonlyArray<{ date: string; downloads: number }>, width = 720, height = 240): DailyChart {
  const plot = { left: 48, top: 12, right: width - 28, bottom: height - 28 };
  const max = Math.max(0, ...daily.map((d) => d.downloads));
  const step = niceStep(max, 4);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const slot = (plot.right - plot.left) / Math.max(1, daily.length);
  const gap = Math.min(4, slot * 0.2);
  const scale = (v: number) => ((plot.bottom - plot.top) * v) / top;
  const round = (v: number) => Math.round(v * 10) / 10;
  const bars = daily.map((d, i) => {
    const h = scale(d.downloads);
    return { date: d.date, downloads: d.downloads, x: round(plot.left + i * slot + gap / 2), y: round(plot.bottom - h), width: round(slot - gap), height: round(h) };
  });
  const ticks: DailyChart['ticks'] = [];
  for (let v = 0; v <= top; v += step) ticks.push({ y: round(plot.bottom - scale(v)), value: v });
  const every = Math.max(1, Math.ceil(daily.length / 6));
  const labels = daily
    .map((d, i) => ({ i, d }))
    .filter(({ i }) => (daily.length - 1 - i) % every === 0)
    .map(({ i, d }) => ({ x: round(plot.left + (i + 0.5) * slot), text: shortDate(d.date) }));
  const total = daily.reduce((sum, d) => sum + d.downloads, 0);
  const busiest = daily.reduce<{ date: string; downloads: number } | undefined>((best, d) => (!best || d.downloads > best.downloads ? d : best), undefined);
  const range = daily.length ? `${shortDate(daily[0]!.date)} to ${shortDate(daily[daily.length - 1]!.date)}` : 'no days';
  const summary =
    total === 0
      ? `Daily downloads, ${range}: no downloads recorded.`
      : `Daily downloads, ${range}: ${formatCount(total)} in all; the busiest day was ${shortDate(busiest!.date)} with ${formatCount(busiest!.downloads)}.`;
  return { width, height, plot, bars, ticks, labels, total, max, summary };
}
