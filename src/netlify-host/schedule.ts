/**
 * The next time a Netlify schedule fires, for the `next_run` field of the body
 * Netlify sends a scheduled function. Cron in UTC, five fields, plus the
 * `@hourly`-style shortcuts Netlify accepts.
 */
const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const RANGES: Array<[number, number]> = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

/** One cron field as the set of values it allows; undefined when the field is malformed. */
function field(text: string, [min, max]: [number, number]): Set<number> | undefined {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return undefined;
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < min || to > max || from > to || step < 1) return undefined;
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

export function nextRun(schedule: string, after: Date): Date | undefined {
  const fields = (MACROS[schedule.trim().toLowerCase()] ?? schedule).trim().split(/\s+/);
  if (fields.length !== 5) return undefined;
  const sets = fields.map((f, i) => field(f, RANGES[i]!));
  if (sets.some((s) => s === undefined)) return undefined;
  const [minutes, hours, days, months, weekdays] = sets as Set<number>[];
  if (weekdays!.has(7)) weekdays!.add(0);
  // Standard cron: when both day fields are restricted, either one matching is enough.
  const anyDay = fields[2] === '*' || fields[4] === '*';
  const t = new Date(after);
  t.setUTCSeconds(0, 0);
  for (let i = 0; i < 366 * 24 * 60; i++) {
    t.setUTCMinutes(t.getUTCMinutes() + 1);
    if (!months!.has(t.getUTCMonth() + 1) || !hours!.has(t.getUTCHours()) || !minutes!.has(t.getUTCMinutes())) continue;
    const day = days!.has(t.getUTCDate());
    const weekday = weekdays!.has(t.getUTCDay());
    if (anyDay ? day && weekday : day || weekday) return new Date(t);
  }
  return undefined;
}
