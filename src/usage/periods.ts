/**
 * Calendar helpers shared by `toolshed usage` and the dashboard: the day of a
 * timestamp in one time zone, with one formatter per zone and the answer memoised
 * per UTC hour (a large history has millions of timestamps but few distinct hours).
 */
import { z } from 'zod';

/** YYYY-MM-DD that is a real calendar date. */
export const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'is not a calendar date');

export type DayKeyer = (timestamp: string | null) => string | null;

/** A function giving the YYYY-MM-DD day of a timestamp in `timeZone` (default: the machine's). */
export function makeDayKeyer(timeZone?: string): DayKeyer {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const byHour = new Map<number, string>();
  return (timestamp) => {
    if (!timestamp) return null;
    const ms = Date.parse(timestamp);
    if (!Number.isFinite(ms)) return null;
    // Zone offsets are whole quarter hours, so every instant of a UTC quarter hour falls on one local day.
    const q = Math.floor(ms / 900_000);
    let day = byHour.get(q);
    if (day === undefined) {
      day = fmt.format(new Date(q * 900_000));
      byHour.set(q, day);
    }
    return day;
  };
}

/** The time zone the machine reports (what `toolshed usage` uses by default). */
export function machineTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Adds whole days to a YYYY-MM-DD day (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
