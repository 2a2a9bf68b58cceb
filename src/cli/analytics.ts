/**
 * `toolshed analytics`: the local usage dashboard (spec 3, port 3333), on the shared
 * transcript service (same reader, accounting and watcher as `toolshed chats`).
 */
import type { CliIO } from './io.ts';
import { resolveAssistantDir, projectsDirOf, startTranscriptService } from '../transcripts/index.ts';
import { BookFromFirstScan, ledgerBesideServer } from '../ledger/first-scan.ts';
import { visible } from '../text/visible.ts';
import { readTranscriptSettings } from '../transcripts/settings.ts';
import { startDashboardServer, PortInUseError } from '../dashboard/server.ts';
import { PACKAGE_VERSION } from './version.ts';
import { parseServerFlags, timeZoneFlag, pricesFlag, logStateChanges, loadedLine, openBrowser, untilSignal } from './local-tool.ts';

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
  const flags = parseServerFlags(io, 'analytics', HELP, { tz: { type: 'string' } } as const, 3333);
  if (typeof flags === 'number') return flags;
  const { values, port, verbose, log } = flags;
  const timeZone = timeZoneFlag(io, 'analytics', values.tz);
  if (timeZone === null) return 2;
  const prices = await pricesFlag(io, 'analytics', values.prices);
  if (prices === null) return 2;
  const settings = readTranscriptSettings(io.env);
  const projectsDir = projectsDirOf(await resolveAssistantDir({ dir: values.dir, settings }));
  // The dashboard needs no content search: the word index is not built. A cold start
  // builds the usage ledger in the same pass as its index (src/ledger/first-scan.ts), as chats does.
  const ledger = new BookFromFirstScan();
  const service = await startTranscriptService({ projectsDir, prices, log, contentIndex: false, firstScanLedger: ledger });
  if (verbose) logStateChanges(service, log);
  const { saved: ledgerSaved, keeper } = ledgerBesideServer(service, ledger, { cacheDir: settings.cacheDir, projectsDir, version: PACKAGE_VERSION, log });
  let dash;
  try {
    dash = await startDashboardServer({ service, version: PACKAGE_VERSION, timeZone, host: values.host ?? '127.0.0.1', port, log });
  } catch (err) {
    keeper.stop();
    await ledgerSaved;
    service.close();
    io.stderr(`toolshed analytics: ${visible(err instanceof PortInUseError ? err.message : (err as Error).message)}\n`);
    return 1;
  }
  io.stdout(loadedLine(service, projectsDir));
  io.stdout(`Analytics dashboard listening at ${dash.url}\n`);
  if (!values['no-open']) openBrowser(dash.url);
  io.stdout('Press Ctrl-C to stop.\n');
  await waitForExit();
  await dash.close();
  await ledgerSaved;
  keeper.stop();
  // An update under way ends (aborted between files) before the command returns: nothing is written after it.
  await keeper.idle();
  service.close();
  io.stdout('Stopped.\n');
  return 0;
}
