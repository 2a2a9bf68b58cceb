/**
 * The readable terminal tables of usage reports (the JSON form is the report itself).
 * Every string that comes from a transcript (project names, model names, session ids)
 * goes through `visible()`: a name holding terminal escapes or bidi controls is shown,
 * never obeyed.
 */
import { visible } from '../text/visible.ts';
import type { ReportFigures, UsageReport } from './report.ts';

let intFormat: Intl.NumberFormat | undefined;
/** A whole number with thousands separators; the formatter is made on first use (setting up Intl costs a starting process ~20 ms, which a --json report never needs). */
export const int = (n: number): string => (intFormat ??= new Intl.NumberFormat('en-US')).format(n);
export const usd = (n: number) => `$${n.toFixed(2)}`;

function cells(label: string, f: ReportFigures): string[] {
  const unpriced = f.cost.unpricedTokens > 0 ? '*' : '';
  return [label, int(f.messages), int(f.tokens.input), int(f.tokens.output), int(f.tokens.cacheWrite5m), int(f.tokens.cacheWrite1h), int(f.tokens.cacheRead), int(f.tokens.total), usd(f.cost.total) + unpriced];
}

/** Lays out rows of cells in columns; `left` columns are aligned left, the others right. A row of one cell is written as it is. */
export function columns(head: string[], rows: string[][], left: Set<number>, total?: string[]): string {
  const all = [head, ...rows.filter((r) => r.length > 1), ...(total ? [total] : [])];
  const widths = head.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => (row.length === 1 ? row[0]! : row.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd());
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(head), rule, ...rows.map(line), ...(total ? [rule, line(total)] : [])].join('\n');
}

/** Per-model lines under a row (`--breakdown`): messages, total tokens and cost. */
function breakdown(f: ReportFigures, extra: number): string[][] {
  return f.models.map((m) => [`  └ ${visible(m.model)}`, ...new Array<string>(extra).fill(''), int(m.messages), '', '', '', '', '', int(m.tokens), m.priced ? usd(m.cost) : 'unpriced']);
}

const FIRST: Record<UsageReport['report'], string> = { daily: 'Date', weekly: 'Week of', monthly: 'Month', session: 'Session', project: 'Project' };

export function formatUsageTable(r: UsageReport, opts: { breakdown?: boolean } = {}): string {
  const head = [FIRST[r.report], 'Messages', 'Input', 'Output', 'Cache write 5m', 'Cache write 1h', 'Cache read', 'Total tokens', 'Cost'];
  const extra = r.report === 'session' ? ['Project', 'Last activity'] : r.report === 'project' ? ['Sessions'] : [];
  head.splice(1, 0, ...extra);
  const body: string[][] = [];
  for (const row of r.rows) {
    const label = r.report === 'session' ? row.key.slice(0, 8) : r.report === 'project' ? (row.project?.name ?? row.key) : row.key;
    const c = cells(visible(label), row);
    if (row.session) c.splice(1, 0, visible(row.session.project), row.session.lastActivity?.slice(0, 16).replace('T', ' ') ?? '-');
    if (row.project) c.splice(1, 0, int(row.project.sessions));
    body.push(c);
    if (opts.breakdown) body.push(...breakdown(row, extra.length));
  }
  const total = cells('Total', r.totals);
  total.splice(1, 0, ...new Array<string>(extra.length).fill(''));
  const left = new Set(r.report === 'session' ? [0, 1, 2] : [0]);
  const filters = [r.filters.since && `since ${r.filters.since}`, r.filters.until && `until ${r.filters.until}`, r.filters.project && `project ${visible(r.filters.project)}`, r.weekStart && `weeks start on ${r.weekStart}`].filter(Boolean);
  const title = `Claude Code usage, ${r.report} (${r.timeZone}${filters.length ? `; ${filters.join(', ')}` : ''})`;
  return `${title}\n\n${columns(head, body, left, total)}\n\n${notes(r.rows.length === 0, r.totals).join('\n')}\n`;
}

/** The lines under a table: an empty range, unpriced tokens, what the columns mean. */
export function notes(empty: boolean, totals: ReportFigures): string[] {
  const out: string[] = [];
  if (empty) out.push('No usage in this range.');
  if (totals.cost.unpricedTokens > 0) out.push(`* includes ${int(totals.cost.unpricedTokens)} tokens of models without a price (${totals.cost.unpricedModels.map(visible).join(', ')}), not in the cost.`);
  out.push('Total tokens = input + output + cache writes (5m, 1h) + cache reads. Cost in US dollars from the shipped price table.');
  return out;
}
