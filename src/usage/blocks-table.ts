/** The terminal table of `toolshed usage blocks` (and the frame `--live` redraws). */
import { visible } from '../text/visible.ts';
import { formatDuration, makeTimeFormatter } from './periods.ts';
import { columns, notes, usd } from './table.ts';
import type { BlocksReport } from './blocks.ts';

const int = new Intl.NumberFormat('en-US');

export function formatBlocksTable(r: BlocksReport, nowMs: number): string {
  const at = makeTimeFormatter(r.timeZone);
  const head = ['Start', 'End', 'Status', 'Models', 'Messages', 'Total tokens', 'Cost', 'Burn/hour', 'Projected'];
  const body = r.rows.map((b) => {
    const start = Date.parse(b.start);
    const end = Date.parse(b.end);
    const status = b.active ? `active, ${formatDuration(end - nowMs)} left` : `${formatDuration(Date.parse(b.lastActivity) - Date.parse(b.firstActivity))} of activity`;
    const unpriced = b.cost.unpricedTokens > 0 ? '*' : '';
    return [
      at(start),
      at(end).slice(11),
      status,
      b.models.map((m) => visible(m.model)).join(', '),
      int.format(b.messages),
      int.format(b.tokens.total),
      usd(b.cost.total) + unpriced,
      b.burn.costPerHour === null ? '-' : usd(b.burn.costPerHour),
      b.projection?.cost == null ? '-' : usd(b.projection.cost),
    ];
  });
  const filters = [r.filters.since && `since ${r.filters.since}`, r.filters.until && `until ${r.filters.until}`, r.filters.project && `project ${visible(r.filters.project)}`].filter(Boolean);
  const title = `Claude Code usage, 5-hour blocks (${r.timeZone}${filters.length ? `; ${filters.join(', ')}` : ''})`;
  const extra: string[] = [];
  if (r.filters.active && r.rows.length === 0) extra.push('No active 5-hour block: no message in the last five hours.');
  else if (r.rows.length === 0) extra.push('No usage in this range.');
  const active = r.rows.find((b) => b.active);
  if (active && active.burn.tokensPerMinute !== null) extra.push(`Active block: ${int.format(Math.round(active.burn.tokensPerMinute))} tokens a minute; at this rate ${int.format(active.projection?.tokens ?? 0)} tokens and ${usd(active.projection?.cost ?? 0)} by ${at(Date.parse(active.end)).slice(11)}.`);
  const table = r.rows.length ? `${columns(head, body, new Set([0, 1, 2, 3]), r.filters.active ? undefined : ['Total', '', '', '', int.format(r.totals.messages), int.format(r.totals.tokens.total), usd(r.totals.cost.total), '', ''])}\n\n` : '';
  const tail = notes(false, r.totals).filter((l) => !l.startsWith('Total tokens'));
  return `${title}\n\n${table}${[...extra, ...tail, 'A block starts at the hour of its first message and lasts five hours (as Claude Code\'s plans meter usage). Burn rate: over the block\'s first to last message.'].join('\n')}\n`;
}
