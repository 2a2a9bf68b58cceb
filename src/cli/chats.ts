/**
 * `toolshed chats`: the local conversation monitor (spec 3, port 9876).
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import type { CliIO } from './io.ts';
import { resolveAssistantDir, projectsDirOf, startTranscriptService, loadPriceTable, type LogLevel } from '../transcripts/index.ts';
import { startMonitorServer, PortInUseError } from '../monitor/server.ts';
import { startTunnel } from '../monitor/tunnel.ts';

const HELP = `Usage: toolshed chats [options]

Browse, search and follow your Claude Code conversations in the browser.

  --port <n>       port (default 9876)
  --host <addr>    address to bind (default 127.0.0.1)
  --dir <path>     assistant directory (default: CLAUDE_CONFIG_DIR, ~/.claude, ~/.config/claude)
  --prices <file>  JSON price table overriding the shipped one
  --no-open        do not open a browser
  --verbose        log file watching, change detection, broadcasts and states
  --tunnel         public URL through cloudflared (access token required)
`;

function openBrowser(url: string): void {
  const cmd = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  try {
    const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // no browser: the address is printed anyway
  }
}

/** Resolves on the first SIGINT/SIGTERM (overridable for tests). */
function untilSignal(): Promise<string> {
  return new Promise((resolve) => {
    const on = (sig: string) => {
      process.off('SIGINT', on);
      process.off('SIGTERM', on);
      resolve(sig);
    };
    process.on('SIGINT', on);
    process.on('SIGTERM', on);
  });
}

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
        'no-open': { type: 'boolean' },
        verbose: { type: 'boolean' },
        tunnel: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    io.stderr(`toolshed chats: ${(err as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const port = values.port === undefined ? 9876 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    io.stderr(`toolshed chats: --port must be a number from 0 to 65535, got "${values.port}"\n`);
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
      io.stderr(`toolshed chats: ${(err as Error).message}\n`);
      return 2;
    }
  }
  const assistantDir = await resolveAssistantDir({ dir: values.dir, env: io.env });
  const projectsDir = projectsDirOf(assistantDir);
  const service = await startTranscriptService({ projectsDir, prices, log });
  if (verbose) service.onStateChange((cs) => cs.forEach((c) => log('debug', `state ${c.conversationId}: ${c.previousState} → ${c.state}`)));
  const token = values.tunnel ? randomBytes(24).toString('base64url') : null;
  let monitor;
  try {
    monitor = await startMonitorServer({ service, host: values.host ?? '127.0.0.1', port, log, token });
  } catch (err) {
    service.close();
    io.stderr(`toolshed chats: ${err instanceof PortInUseError ? err.message : (err as Error).message}\n`);
    return 1;
  }
  const n = service.index.size;
  io.stdout(`Loaded ${n} conversation${n === 1 ? '' : 's'} from ${projectsDir}${service.firstScan.malformedLines ? ` (${service.firstScan.malformedLines} malformed lines skipped)` : ''}\n`);
  if (service.firstScan.warnings.length) io.stdout(`${service.firstScan.warnings.length} file(s) skipped (see warnings above)\n`);
  io.stdout(`Conversation monitor listening at ${monitor.url}\n`);
  let tunnel = null;
  if (values.tunnel) {
    try {
      tunnel = await startTunnel({ port: monitor.port, env: io.env });
      monitor.setTunnelHost(tunnel.host);
      io.stdout(`Public URL (keep it private, it carries the access token): ${tunnel.url}/?token=${token}\n`);
    } catch (err) {
      io.stderr(`toolshed chats: tunnel not started: ${(err as Error).message}\n`);
    }
  }
  if (!values['no-open']) openBrowser(monitor.url);
  io.stdout('Press Ctrl-C to stop.\n');
  await waitForExit();
  tunnel?.stop();
  await monitor.close();
  service.close();
  io.stdout('Stopped.\n');
  return 0;
}
