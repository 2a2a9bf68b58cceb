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

export type DayKeyer = (timestamp: string | number | null) => string | null;

/** A function giving the YYYY-MM-DD day of a timestamp (ISO 8601, or ms) in `timeZone` (default: the machine's). */
export function makeDayKeyer(timeZone?: string): DayKeyer {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const byHour = new Map<number, string>();
  return (timestamp) => {
    if (timestamp === null || timestamp === '') return null;
    const ms = typeof timestamp === 'number' ? timestamp : Date.parse(timestamp);
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

/** A function writing an instant as `YYYY-MM-DD HH:MM` in `timeZone`. */
export function makeTimeFormatter(timeZone: string): (ms: number) => string {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (ms) => {
    const p = Object.fromEntries(fmt.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  };
}

/** A duration as `2h 05m` (or `45m`). */
export function formatDuration(ms: number): string {
  const m = Math.max(0, Math.round(ms / 60_000));
  return m >= 60 ? `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m` : `${m}m`;
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

/** The first day of the week holding `day`, weeks starting on `weekStart` (0 Sunday … 6 Saturday). */
export function weekOf(day: string, weekStart: number): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday - weekStart + 7) % 7));
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
