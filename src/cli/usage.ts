/**
 * `toolshed usage <report>`: token and cost reports in the terminal, from the persisted
 * usage ledger (src/ledger: a run reads only what changed since the last one) with the
 * same numbers as `toolshed chats` and `toolshed analytics`.
 */
import { existsSync } from 'node:fs';
import type { CliIO } from './io.ts';
// Single modules of the core, not its index: a report should not load the monitor's code.
import { resolveAssistantDirs, projectsDirOf } from '../transcripts/paths.ts';
import { readTranscriptSettings } from '../transcripts/settings.ts';
import type { LogLevel } from '../transcripts/index-events.ts';
import { REPORT_KINDS, WEEKDAYS, ReportOptionsSchema, buildUsageReport } from '../usage/report.ts';
import { buildBlocksReport } from '../usage/blocks.ts';
import { formatUsageTable } from '../usage/table.ts';
import { formatBlocksTable, formatLimitsTable } from '../usage/blocks-table.ts';
import { buildLimitsReport } from '../usage/limits.ts';
import { readReadings } from '../ledger/readings.ts';
import { runLive } from '../usage/live.ts';
import { refreshLedger, usageView } from '../ledger/open.ts';
import type { UsageBook } from '../ledger/book.ts';
import type { UpdateReport } from '../ledger/update.ts';
import { writeSummaryFor } from '../ledger/summary-file.ts';
import { readingsPath, summaryPath } from '../ledger/paths.ts';
import { PACKAGE_VERSION } from './version.ts';
import { visible } from '../text/visible.ts';
import { progressLine } from './progress-line.ts';
import { TRANSCRIPT_FLAGS, parseFlags, timeZoneFlag, pricesFlag, untilSignal } from './local-tool.ts';

const KINDS = [...REPORT_KINDS, 'blocks', 'limits'] as const;

const HELP = `Usage: toolshed usage <report> [options]

Tokens by kind (input, output, cache write 5m, cache write 1h, cache read) and cost.
Reports:
  daily, weekly, monthly   one row per day, week or month
  session                  one row per conversation (subagents included)
  project                  one row per project (working directory)
  blocks                   5-hour windows as Claude Code's plans meter them, with burn rate
  limits                   the official 5-hour and 7-day percentages the status line read, by window

  --since <YYYY-MM-DD>     first day to include (inclusive)
  --until <YYYY-MM-DD>     last day to include (inclusive)
  --project <name>         only this project (its name, working directory or encoded folder)
  --breakdown              a line per model under each row
  --start-of-week <day>    weekly: the first day of a week (default monday)
  --active                 blocks: only the active block, with its projection
  --live                   blocks: redraw the active block in place until Ctrl-C
  --interval <seconds>     --live: seconds between redraws (default 5)
  --json                   stable JSON instead of the table
  --dir <path>             assistant directory (default: every folder of CLAUDE_CONFIG_DIR, ~/.claude, ~/.config/claude)
  --prices <file>          JSON price table overriding the shipped one
  --tz <zone>              time zone of the days (default: this machine's, e.g. Europe/Paris)
  --verbose                log skipped files
  -h, --help               this help

Figures are kept in a ledger in the cache folder (XDG_CACHE_HOME or ~/.cache, then
toolshed/): a report reads only the transcript bytes written since the last one.
`;

export async function run(io: CliIO, waitForExit: () => Promise<unknown> = untilSignal): Promise<number> {
  const parsed = parseFlags(
    io,
    'usage',
    HELP,
    {
      since: { type: 'string' },
      until: { type: 'string' },
      project: { type: 'string' },
      json: { type: 'boolean' },
      tz: { type: 'string' },
      breakdown: { type: 'boolean' },
      'start-of-week': { type: 'string' },
      active: { type: 'boolean' },
      live: { type: 'boolean' },
      interval: { type: 'string' },
      ...TRANSCRIPT_FLAGS,
    },
    true,
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const fail = (msg: string) => {
    io.stderr(`toolshed usage: ${msg}\n`);
    return 2;
  };
  if (positionals.length !== 1) {
    io.stderr(`toolshed usage: give one report: ${KINDS.join(', ')}${positionals.length > 1 ? ` (got ${positionals.join(' ')})` : ''}\n\n${HELP}`);
    return 2;
  }
  const kind = positionals[0]!;
  if (!(KINDS as readonly string[]).includes(kind)) return fail(`unknown report "${kind}": use ${KINDS.join(', ')}`);
  const blocks = kind === 'blocks';
  if (!blocks && (values.active || values.live || values.interval !== undefined)) return fail('--active, --live and --interval are options of the blocks report');
  if (kind !== 'weekly' && values['start-of-week'] !== undefined) return fail('--start-of-week is an option of the weekly report');
  if (values.live && values.json) return fail('--live draws a table; it cannot be combined with --json');
  const weekStart = values['start-of-week'] === undefined ? 1 : (WEEKDAYS as readonly string[]).indexOf(values['start-of-week'].toLowerCase());
  if (weekStart < 0) return fail(`--start-of-week must be a day of the week (${WEEKDAYS.join(', ')}), got "${values['start-of-week']}"`);
  const interval = values.interval === undefined ? 5 : /^\d+(\.\d+)?$/.test(values.interval) ? Number(values.interval) : NaN;
  if (!(interval >= 1 && interval <= 3600)) return fail(`--interval must be a number of seconds from 1 to 3600, got "${values.interval}"`);
  const timeZone = timeZoneFlag(io, 'usage', values.tz);
  if (timeZone === null) return 2;
  const opts = ReportOptionsSchema.safeParse({ kind: blocks || kind === 'limits' ? 'daily' : kind, since: values.since, until: values.until, project: values.project, timeZone, weekStart });
  if (!opts.success) {
    const msg = opts.error.issues
      .map((i) => {
        const field = String(i.path[0] ?? '');
        return `${field === 'since' || field === 'until' || field === 'project' ? `--${field} ` : ''}${i.message}${field === 'since' || field === 'until' ? ` (got "${values[field as 'since' | 'until']}")` : ''}`;
      })
      .join('; ');
    return fail(msg);
  }
  const prices = await pricesFlag(io, 'usage', values.prices);
  if (prices === null) return 2;
  // Messages name files and folders found under projects/: shown, never obeyed (visible()).
  const log = (level: LogLevel, message: string) => {
    if (level === 'warn' || values.verbose) io.stderr(`${level === 'warn' ? 'warning: ' : ''}${visible(message)}\n`);
  };
  const settings = readTranscriptSettings(io.env);
  const projectsDirs = (await resolveAssistantDirs({ dir: values.dir, settings })).map(projectsDirOf);
  const cacheDir = settings.cacheDir;
  const now = () => (io.now ? io.now().getTime() : Date.now());
  const summary = summaryPath(cacheDir, projectsDirs);
  // A cold ledger reads every transcript: say how far it has got (stderr, terminals only).
  const progress = progressLine(io, 'Reading transcripts');
  const ledgerOptions = (quiet = false) => ({
    projectsDirs, cache: { dir: cacheDir, version: PACKAGE_VERSION }, log: quiet ? () => {} : log, onProgress: quiet ? undefined : progress.update, earlyWorkers: true,
    afterUpdate: async (book: UsageBook, update: UpdateReport) => {
      progress.done();
      // Kept fresh for the status line when something changed (or it is missing).
      if (update.changed || !existsSync(summary)) await writeSummaryFor(book, summary, now());
    },
  });
  const load = (quiet = false) => refreshLedger(ledgerOptions(quiet));

  if (blocks) {
    const report = async (quiet = false) => {
      const { book } = await load(quiet);
      return buildBlocksReport(book.ledger.entries(), book.sessions(), { ...opts.data, active: values.active || values.live }, now(), prices);
    };
    if (values.live) {
      await runLive({ draw: async () => formatBlocksTable(await report(true), now()), write: io.stdout, intervalMs: interval * 1000, until: waitForExit() });
      return 0;
    }
    const r = await report();
    io.stdout(values.json ? `${JSON.stringify(r, null, 2)}\n` : formatBlocksTable(r, now()));
    return 0;
  }
  if (kind === 'limits') {
    const { book } = await load();
    const r = buildLimitsReport(readReadings(readingsPath(cacheDir, projectsDirs)), book.ledger.entries(), book.sessions(), opts.data, prices);
    io.stdout(values.json ? `${JSON.stringify(r, null, 2)}\n` : formatLimitsTable(r));
    return 0;
  }
  // Nothing changed since the last run: the ledger's digest is all a report reads.
  const view = await usageView({ ...ledgerOptions(), ready: () => existsSync(summary) });
  const report = buildUsageReport(view.columns, view.sessions, opts.data, prices);
  if (values.json) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  else {
    io.stdout(formatUsageTable(report, { breakdown: values.breakdown }));
    if (view.malformedLines > 0) io.stderr(`${view.malformedLines} malformed line(s) skipped\n`);
  }
  return 0;
}
