/** The terminal table of `toolshed usage blocks` (and the frame `--live` redraws). */
import { visible } from '../text/visible.ts';
import { formatDuration, makeTimeFormatter } from './periods.ts';
import { columns, int, notes, usd } from './table.ts';
import type { BlocksReport } from './blocks.ts';
import type { LimitsReport } from './limits.ts';


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
      int(b.messages),
      int(b.tokens.total),
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
  if (active && active.burn.tokensPerMinute !== null) extra.push(`Active block: ${int(Math.round(active.burn.tokensPerMinute))} tokens a minute; at this rate ${int(active.projection?.tokens ?? 0)} tokens and ${usd(active.projection?.cost ?? 0)} by ${at(Date.parse(active.end)).slice(11)}.`);
  const table = r.rows.length ? `${columns(head, body, new Set([0, 1, 2, 3]), r.filters.active ? undefined : ['Total', '', '', '', int(r.totals.messages), int(r.totals.tokens.total), usd(r.totals.cost.total), '', ''])}\n\n` : '';
  const tail = notes(false, r.totals).filter((l) => !l.startsWith('Total tokens'));
  return `${title}\n\n${table}${[...extra, ...tail, 'A block starts at the hour of its first message and lasts five hours (as Claude Code\'s plans meter usage). Burn rate: over the block\'s first to last message.'].join('\n')}\n`;
}

/** The table of `toolshed usage limits`. */
export function formatLimitsTable(r: LimitsReport): string {
  const at = makeTimeFormatter(r.timeZone);
  const head = ['Window', 'Resets', '5h used', '7d used', 'Readings', 'Sessions', 'Total tokens', 'Cost', 'Claude Code\'s cost'];
  const body = r.rows.map((w) => [at(Date.parse(w.start)), at(Date.parse(w.resetsAt)).slice(11), `${Math.round(w.fiveHourMax)}%`, w.sevenDay ? `${Math.round(w.sevenDay.usedPercentage)}%` : '-', int(w.readings), int(w.sessions), int(w.tokens.total), usd(w.cost.total) + (w.cost.unpricedTokens > 0 ? '*' : ''), w.reportedCost === null ? '-' : usd(w.reportedCost)]);
  const title = `Claude Code plan limits by 5-hour window (${r.timeZone})`;
  const lines: string[] = [];
  if (!r.rows.length) lines.push('No readings yet: they come from the status line (toolshed statusline --install) while Claude Code sends rate limits (plans with limits, Claude Code 2.1.80 or later).');
  if (r.unplaced) lines.push(`${int(r.unplaced)} reading(s) without a 5-hour reset time are not shown.`);
  lines.push('5h and 7d used: the official percentages Claude Code reported (the highest in the window, the last 7-day one). Tokens and cost: every session in the window, from the ledger.');
  return `${title}\n\n${r.rows.length ? `${columns(head, body, new Set([0, 1]))}\n\n` : ''}${lines.join('\n')}\n`;
}
