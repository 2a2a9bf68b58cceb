/**
 * What the transcript commands share: `toolshed chats` and `toolshed analytics` (local
 * servers) and `toolshed usage` (terminal reports). Flag definitions and parsing,
 * the price table and time zone flags, opening the browser and waiting for Ctrl-C.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { CliIO } from './io.ts';
import { loadPriceTable, type PriceTable } from '../transcripts/prices.ts';
import type { Logger, TranscriptService } from '../transcripts/index.ts';
import { machineTimeZone } from '../usage/periods.ts';
import { visible } from '../text/visible.ts';

/** Flags of every transcript command. */
export const TRANSCRIPT_FLAGS = {
  dir: { type: 'string' },
  prices: { type: 'string' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsOptionsConfig;

/** Flags of the two local servers. */
const SERVER_FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'no-open': { type: 'boolean' },
} as const satisfies ParseArgsOptionsConfig;

type StrictConfig<O extends ParseArgsOptionsConfig> = { args: string[]; options: O; strict: true; allowPositionals: boolean };
export type ParsedFlags<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<StrictConfig<O>>>;

/**
 * Strict parsing of `io.argv`. Returns the exit code instead when the command is done:
 * 2 after a bad flag (message and help on stderr), 0 after --help (help on stdout).
 */
export function parseFlags<O extends ParseArgsOptionsConfig>(io: CliIO, command: string, help: string, options: O, allowPositionals = false): ParsedFlags<O> | number {
  let parsed: ParsedFlags<O>;
  try {
    parsed = parseArgs<StrictConfig<O>>({ args: io.argv, options, strict: true, allowPositionals });
  } catch (err) {
    io.stderr(`toolshed ${command}: ${(err as Error).message}\n\n${help}`);
    return 2;
  }
  if ((parsed.values as { help?: boolean }).help) {
    io.stdout(help);
    return 0;
  }
  return parsed;
}

/**
 * Flags of a local server command (SERVER_FLAGS, TRANSCRIPT_FLAGS and its own `extra`),
 * --port checked and the log made; the exit code instead when the command is done.
 */
export function parseServerFlags<E extends ParseArgsOptionsConfig>(io: CliIO, command: string, help: string, extra: E, defaultPort: number) {
  const parsed = parseFlags(io, command, help, { ...SERVER_FLAGS, ...TRANSCRIPT_FLAGS, ...extra });
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  const common = values as { port?: string; verbose?: boolean }; // a generic spread hides the shared flags' types here
  const port = portFlag(io, command, common.port, defaultPort);
  if (port === null) return 2;
  const verbose = common.verbose === true;
  return { values, port, verbose, log: serverLogger(io, verbose) };
}

/** --port: digits only, 0 to 65535; null (after a message on stderr) otherwise. */
function portFlag(io: CliIO, command: string, raw: string | undefined, fallback: number): number | null {
  const port = raw === undefined ? fallback : /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    io.stderr(`toolshed ${command}: --port must be a number from 0 to 65535, got "${raw}"\n`);
    return null;
  }
  return port;
}

/** --tz, default this machine's zone; null (after a message on stderr) when the zone is unknown. */
export function timeZoneFlag(io: CliIO, command: string, raw: string | undefined): string | null {
  const timeZone = raw ?? machineTimeZone();
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
  } catch {
    io.stderr(`toolshed ${command}: --tz "${timeZone}" is not a known time zone\n`);
    return null;
  }
  return timeZone;
}

/** --prices: undefined for the shipped table, null (after a message on stderr) when the file is unusable. */
export async function pricesFlag(io: CliIO, command: string, file: string | undefined): Promise<PriceTable | undefined | null> {
  if (!file) return undefined;
  try {
    return await loadPriceTable(file);
  } catch (err) {
    io.stderr(`toolshed ${command}: ${(err as Error).message}\n`);
    return null;
  }
}

/** The servers' log: warnings and info always, debug lines with --verbose, all on stderr. */
function serverLogger(io: CliIO, verbose: boolean): Logger {
  return (level, message) => {
    if (level === 'debug' && !verbose) return;
    // Messages name files and folders found under projects/ and session ids from
    // transcripts: shown, never obeyed.
    io.stderr(`${level === 'warn' ? 'warning: ' : ''}${visible(message)}\n`);
  };
}

/** With --verbose, every conversation state change is logged. */
export function logStateChanges(service: TranscriptService, log: Logger): void {
  service.onStateChange((cs) => cs.forEach((c) => log('debug', `state ${c.conversationId}: ${c.previousState} → ${c.state}`)));
}

/** The first line a server prints: what was loaded from where. */
export function loadedLine(service: TranscriptService, projectsDir: string): string {
  const n = service.index.size;
  const malformed = service.firstScan.malformedLines;
  return `Loaded ${n} conversation${n === 1 ? '' : 's'} from ${visible(projectsDir)}${malformed ? ` (${malformed} malformed lines skipped)` : ''}\n`;
}

export function openBrowser(url: string): void {
  const cmd = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  // Loaded here: `toolshed usage` shares this module and never opens a browser.
  void import('node:child_process').then(({ spawn }) => {
    try {
      const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
      child.on('error', () => {});
      child.unref();
    } catch {
      // no browser: the address is printed anyway
    }
  });
}

/** Resolves on the first SIGINT/SIGTERM (the commands take a replacement for tests). */
export function untilSignal(): Promise<string> {
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
