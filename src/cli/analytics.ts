/**
 * `toolshed analytics`: the local usage dashboard (spec 3, port 3333), on the shared
 * transcript service (same reader, accounting and watcher as `toolshed chats`).
 */
import { parseArgs } from 'node:util';
import type { CliIO } from './io.ts';
import { resolveAssistantDir, projectsDirOf, startTranscriptService, loadPriceTable, type LogLevel } from '../transcripts/index.ts';
import { startDashboardServer, PortInUseError } from '../analytics/server.ts';
import { openBrowser, untilSignal, packageVersion } from '../analytics/process.ts';
import { machineTimeZone } from '../usage/periods.ts';

const HELP = `Usage: toolshed analytics [options]

A local dashboard of your Claude Code usage: sessions, messages, tokens and cost
(today, 7 and 30 days), daily tokens and cost by model, cost by project, top tools,
an activity heatmap and the live list of active sessions.

  --port <n>       port (default 3333)
  --host <addr>    address to bind (default 127.0.0.1)
  --dir <path>     assistant directory (default: CLAUDE_CONFIG_DIR, ~/.claude, ~/.config/claude)
  --prices <file>  JSON price table overriding the shipped one
  --tz <zone>      time zone of the days (default: this machine's)
  --no-open        do not open a browser
  --verbose        log file watching, broadcasts and states
  -h, --help       this help
`;

export async function run(io: CliIO, waitForExit: () => Promise<unknown> = untilSignal): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: io.argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        dir: { type: 'string' },
        prices: { type: 'string' },
        tz: { type: 'string' },
        'no-open': { type: 'boolean' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    io.stderr(`toolshed analytics: ${(err as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const port = values.port === undefined ? 3333 : /^\d+$/.test(values.port) ? Number(values.port) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    io.stderr(`toolshed analytics: --port must be a number from 0 to 65535, got "${values.port}"\n`);
    return 2;
  }
  const timeZone = values.tz ?? machineTimeZone();
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
  } catch {
    io.stderr(`toolshed analytics: --tz "${timeZone}" is not a known time zone\n`);
    return 2;
  }
  const verbose = values.verbose === true;
  const log = (level: LogLevel, message: string) => {
    if (level === 'debug' && !verbose) return;
    io.stderr(`${level === 'warn' ? 'warning: ' : ''}${message}\n`);
  };
  let prices;
  if (values.prices) {
    try {
      prices = await loadPriceTable(values.prices);
    } catch (err) {
      io.stderr(`toolshed analytics: ${(err as Error).message}\n`);
      return 2;
    }
  }
  const projectsDir = projectsDirOf(await resolveAssistantDir({ dir: values.dir, env: io.env }));
  // The dashboard needs no content search: the word index is not built.
  const service = await startTranscriptService({ projectsDir, prices, log, contentIndex: false });
  if (verbose) service.onStateChange((cs) => cs.forEach((c) => log('debug', `state ${c.conversationId}: ${c.previousState} → ${c.state}`)));
  let dash;
  try {
    dash = await startDashboardServer({ service, version: await packageVersion(), timeZone, host: values.host ?? '127.0.0.1', port, log });
  } catch (err) {
    service.close();
    io.stderr(`toolshed analytics: ${err instanceof PortInUseError ? err.message : (err as Error).message}\n`);
    return 1;
  }
  const n = service.index.size;
  io.stdout(`Loaded ${n} conversation${n === 1 ? '' : 's'} from ${projectsDir}${service.firstScan.malformedLines ? ` (${service.firstScan.malformedLines} malformed lines skipped)` : ''}\n`);
  io.stdout(`Analytics dashboard listening at ${dash.url}\n`);
  if (!values['no-open']) openBrowser(dash.url);
  io.stdout('Press Ctrl-C to stop.\n');
  await waitForExit();
  await dash.close();
  service.close();
  io.stdout('Stopped.\n');
  return 0;
}
