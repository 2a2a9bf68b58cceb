/**
 * `toolshed usage daily|monthly|session`: token and cost reports in the terminal, on
 * the shared transcript core (same numbers as `toolshed chats` and `toolshed analytics`).
 */
import type { CliIO } from './io.ts';
// Single modules of the core, not its index: a report should not load the monitor's code.
import { resolveAssistantDir, projectsDirOf } from '../transcripts/paths.ts';
import { readTranscriptSettings } from '../transcripts/settings.ts';
import type { LogLevel } from '../transcripts/index.ts';
import { REPORT_KINDS, ReportOptionsSchema } from '../usage/report.ts';
import { TRANSCRIPT_FLAGS, parseFlags, timeZoneFlag, pricesFlag } from './local-tool.ts';
import { loadUsageReport } from '../usage/load.ts';
import { formatUsageTable } from '../usage/table.ts';

const HELP = `Usage: toolshed usage daily|monthly|session [options]

Tokens by kind (input, output, cache write 5m, cache write 1h, cache read) and cost,
per day, per month or per session, with a total.

  --since <YYYY-MM-DD>  first day to include (inclusive)
  --until <YYYY-MM-DD>  last day to include (inclusive)
  --project <name>      only this project (its name, working directory or encoded folder)
  --json                stable JSON instead of the table
  --dir <path>          assistant directory (default: CLAUDE_CONFIG_DIR, ~/.claude, ~/.config/claude)
  --prices <file>       JSON price table overriding the shipped one
  --tz <zone>           time zone of the days (default: this machine's, e.g. Europe/Paris)
  --verbose             log skipped files
  -h, --help            this help
`;

export async function run(io: CliIO): Promise<number> {
  const parsed = parseFlags(
    io,
    'usage',
    HELP,
    { since: { type: 'string' }, until: { type: 'string' }, project: { type: 'string' }, json: { type: 'boolean' }, tz: { type: 'string' }, ...TRANSCRIPT_FLAGS },
    true,
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length !== 1) {
    io.stderr(`toolshed usage: give one report: ${REPORT_KINDS.join(', ')}${positionals.length > 1 ? ` (got ${positionals.join(' ')})` : ''}\n\n${HELP}`);
    return 2;
  }
  const timeZone = timeZoneFlag(io, 'usage', values.tz);
  if (timeZone === null) return 2;
  const opts = ReportOptionsSchema.safeParse({ kind: positionals[0], since: values.since, until: values.until, project: values.project, timeZone });
  if (!opts.success) {
    const msg = opts.error.issues
      .map((i) => {
        const field = String(i.path[0] ?? '');
        if (field === 'kind') return `unknown report "${positionals[0]}": use ${REPORT_KINDS.join(', ')}`;
        return `${field === 'since' || field === 'until' || field === 'project' ? `--${field} ` : ''}${i.message}${field === 'since' || field === 'until' ? ` (got "${values[field as 'since' | 'until']}")` : ''}`;
      })
      .join('; ');
    io.stderr(`toolshed usage: ${msg}\n`);
    return 2;
  }
  const prices = await pricesFlag(io, 'usage', values.prices);
  if (prices === null) return 2;
  const log = (level: LogLevel, message: string) => {
    if (level === 'warn' || values.verbose) io.stderr(`${level === 'warn' ? 'warning: ' : ''}${message}\n`);
  };
  const projectsDir = projectsDirOf(await resolveAssistantDir({ dir: values.dir, settings: readTranscriptSettings(io.env) }));
  const { report, malformedLines } = await loadUsageReport({ projectsDir, options: opts.data, prices, log, countMalformed: !values.json });
  if (values.json) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  else {
    io.stdout(formatUsageTable(report));
    if (malformedLines > 0) io.stderr(`${malformedLines} malformed line(s) skipped\n`);
  }
  return 0;
}
