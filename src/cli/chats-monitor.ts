/**
 * `toolshed chats` once the process runs with its V8 options (see chats.ts): the local
 * conversation monitor (spec 3, port 9876).
 */
import { randomBytes } from 'node:crypto';
import type { CliIO } from './io.ts';
import { resolveAssistantDir, projectsDirOf, startTranscriptService } from '../transcripts/index.ts';
import { readTranscriptSettings } from '../transcripts/settings.ts';
import { PACKAGE_VERSION } from './version.ts';
import { startMonitorServer, PortInUseError } from '../monitor/server.ts';
import { startTunnel } from '../monitor/tunnel.ts';
import { BookFromFirstScan, ledgerBesideServer } from '../ledger/first-scan.ts';
import { progressLine } from './progress-line.ts';
import { archiveRoot, pruneArchive, ARCHIVE_DEFAULT_MB } from '../transcripts/archive.ts';
import { keepArchive } from '../transcripts/archive-keeper.ts';
import { visible } from '../text/visible.ts';
import { parseServerFlags, pricesFlag, logStateChanges, loadedLine, openBrowser, untilSignal } from './local-tool.ts';

const HELP = `Usage: toolshed chats [options]

Browse, search and follow your Claude Code conversations in the browser.

  --port <n>       port (default 9876)
  --host <addr>    address to bind (default 127.0.0.1)
  --dir <path>     assistant directory (default: CLAUDE_CONFIG_DIR, ~/.claude, ~/.config/claude)
  --prices <file>  JSON price table overriding the shipped one
  --no-open        do not open a browser
  --verbose        log file watching, change detection, broadcasts and states
  --tunnel         public URL through cloudflared (access token required)
  --no-archive     do not keep copies of the sessions in the cache folder
  --archive-max-mb <n>  size cap of those copies (default ${ARCHIVE_DEFAULT_MB}); the oldest go first
  --prune-archive  bring the copies under the cap now, print what went, and exit
`;

export async function runMonitor(io: CliIO, waitForExit: () => Promise<unknown> = untilSignal): Promise<number> {
  const flags = parseServerFlags(io, 'chats', HELP, { tunnel: { type: 'boolean' }, 'no-archive': { type: 'boolean' }, 'archive-max-mb': { type: 'string' }, 'prune-archive': { type: 'boolean' } } as const, 9876);
  if (typeof flags === 'number') return flags;
  const { values, port, verbose, log } = flags;
  const prices = await pricesFlag(io, 'chats', values.prices);
  if (prices === null) return 2;
  const settings = readTranscriptSettings(io.env);
  const assistantDir = await resolveAssistantDir({ dir: values.dir, settings });
  const projectsDir = projectsDirOf(assistantDir);
  const capMb = values['archive-max-mb'] === undefined ? ARCHIVE_DEFAULT_MB : /^\d{1,7}$/.test(values['archive-max-mb']) ? Number(values['archive-max-mb']) : NaN;
  if (!Number.isFinite(capMb)) {
    io.stderr(`toolshed chats: --archive-max-mb must be a whole number of megabytes, got "${visible(values['archive-max-mb'] ?? '')}"\n`);
    return 2;
  }
  const archive = { root: archiveRoot(settings.cacheDir, projectsDir), projectsDir, maxBytes: capMb * 1024 * 1024 };
  if (values['prune-archive']) {
    const r = await pruneArchive(archive.root, archive.maxBytes);
    io.stdout(`Archive ${archive.root}: ${r.pruned.length} session(s) removed${r.pruned.length ? ` (${r.pruned.map(visible).join(', ')})` : ''}, ${(r.bytes / 1024 / 1024).toFixed(1)} MB kept of ${capMb} MB\n`);
    return 0;
  }
  // The index is persisted in the user's cache folder: a restart reads only what changed.
  // A cold start builds the usage ledger in the same pass (src/ledger/first-scan.ts).
  const cacheDir = settings.cacheDir;
  const ledger = new BookFromFirstScan();
  const progress = progressLine(io, 'Reading transcripts');
  const service = await startTranscriptService({ projectsDir, prices, log, cache: { dir: cacheDir, version: PACKAGE_VERSION }, firstScanLedger: ledger, onProgress: progress.update });
  progress.done();
  if (verbose) logStateChanges(service, log);
  // The usage ledger the status line and `toolshed usage` read: saved from the first scan, then kept current.
  const { saved: ledgerSaved, keeper } = ledgerBesideServer(service, ledger, { cacheDir, projectsDir, version: PACKAGE_VERSION, log, ready: service.index.contentIndexReady() });
  const token = values.tunnel ? randomBytes(24).toString('base64url') : null;
  // Copies of every indexed session, so the ones the client deletes stay readable (opt out: --no-archive).
  const archiveKeeper = values['no-archive'] ? null : await keepArchive(service, { ...archive, log });
  let monitor;
  try {
    monitor = await startMonitorServer({ service, host: values.host ?? '127.0.0.1', port, log, token, archive: archiveKeeper?.index ?? null });
  } catch (err) {
    await archiveKeeper?.stop();
    keeper.stop();
    service.close();
    io.stderr(`toolshed chats: ${visible(err instanceof PortInUseError ? err.message : (err as Error).message)}\n`);
    return 1;
  }
  io.stdout(loadedLine(service, projectsDir));
  if (service.firstScan.warnings.length) io.stdout(`${service.firstScan.warnings.length} file(s) skipped (see warnings above)\n`);
  io.stdout(`Conversation monitor listening at ${monitor.url}\n`);
  let tunnel = null;
  if (values.tunnel) {
    try {
      tunnel = await startTunnel({ port: monitor.port, env: io.env });
      monitor.setTunnelHost(tunnel.host);
      io.stdout(`Public URL (keep it private, it carries the access token): ${tunnel.url}/?token=${token}\n`);
    } catch (err) {
      io.stderr(`toolshed chats: tunnel not started: ${visible((err as Error).message)}\n`);
    }
  }
  if (!values['no-open']) openBrowser(monitor.url);
  io.stdout('Press Ctrl-C to stop.\n');
  await waitForExit();
  tunnel?.stop();
  await monitor.close();
  await service.flush();
  await ledgerSaved;
  await archiveKeeper?.stop();
  keeper.stop();
  // An update under way ends (aborted between files) before the command returns: nothing is written after it.
  await keeper.idle();
  service.close();
  io.stdout('Stopped.\n');
  return 0;
}
