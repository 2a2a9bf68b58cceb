/** The readable terminal table of a usage report (the JSON form is the report itself). */
import type { ReportFigures, UsageReport } from './report.ts';

const int = new Intl.NumberFormat('en-US');
const usd = (n: number) => `$${n.toFixed(2)}`;

function cells(label: string, f: ReportFigures): string[] {
  const unpriced = f.cost.unpricedTokens > 0 ? '*' : '';
  return [label, int.format(f.messages), int.format(f.tokens.input), int.format(f.tokens.output), int.format(f.tokens.cacheWrite5m), int.format(f.tokens.cacheWrite1h), int.format(f.tokens.cacheRead), int.format(f.tokens.total), usd(f.cost.total) + unpriced];
}

export function formatUsageTable(r: UsageReport): string {
  const first = r.report === 'daily' ? 'Date' : r.report === 'monthly' ? 'Month' : 'Session';
  const head = [first, 'Messages', 'Input', 'Output', 'Cache write 5m', 'Cache write 1h', 'Cache read', 'Total tokens', 'Cost'];
  if (r.report === 'session') head.splice(1, 0, 'Project', 'Last activity');
  const body = r.rows.map((row) => {
    const c = cells(r.report === 'session' ? row.key.slice(0, 8) : row.key, row);
    if (row.session) c.splice(1, 0, row.session.project, row.session.lastActivity?.slice(0, 16).replace('T', ' ') ?? '-');
    return c;
  });
  const total = cells('Total', r.totals);
  if (r.report === 'session') total.splice(1, 0, '', '');
  const all = [head, ...body, total];
  const widths = head.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  const leftAligned = r.report === 'session' ? new Set([0, 1, 2]) : new Set([0]);
  const line = (row: string[]) => row.map((c, i) => (leftAligned.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const out = [line(head), rule, ...body.map(line), rule, line(total)];
  const filters = [r.filters.since && `since ${r.filters.since}`, r.filters.until && `until ${r.filters.until}`, r.filters.project && `project ${r.filters.project}`].filter(Boolean);
  const title = `Claude Code usage, ${r.report} (${r.timeZone}${filters.length ? `; ${filters.join(', ')}` : ''})`;
  const notes: string[] = [];
  if (r.rows.length === 0) notes.push('No usage in this range.');
  if (r.totals.cost.unpricedTokens > 0) notes.push(`* includes ${int.format(r.totals.cost.unpricedTokens)} tokens of models without a price (${r.totals.cost.unpricedModels.join(', ')}), not in the cost.`);
  notes.push('Total tokens = input + output + cache writes (5m, 1h) + cache reads. Cost in US dollars from the shipped price table.');
  return `${title}\n\n${out.join('\n')}\n\n${notes.join('\n')}\n`;
}
