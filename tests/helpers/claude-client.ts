/**
 * The real Claude Code client for tests/client/: find it (installing it when
 * missing, with .ci/install-claude-code.sh), and run it in a temporary project
 * against the Messages API stand-in (claude-api.ts) with a temporary HOME and
 * CLAUDE_CONFIG_DIR, so nothing of the machine's own Claude setup is read.
 *
 * In CI (CI=true) a client that cannot be installed or started is an error;
 * elsewhere the client suites skip, and say so loudly.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, tempDir } from './paths.ts';

const CLAUDE_CODE_VERSION = readFileSync(join(ROOT, 'tests', 'client', 'claude-code-version'), 'utf8').trim();
/** Generous bound for one client run: the client is a heavy process on a loaded 2-core machine. */
const CLIENT_RUN_TIMEOUT_MS = 240_000;
/** vitest timeout of a test that runs the client a few times. */
export const CLIENT_TEST_TIMEOUT_MS = 900_000;

interface ClientLookup {
  bin?: string;
  /** Why the client is not there, when it is not. */
  reason?: string;
}

let lookup: ClientLookup | undefined;

/** The client's binary, installing it into the cache folder when missing. Memoised per worker. */
function findClient(env: NodeJS.ProcessEnv = process.env): ClientLookup {
  if (lookup) return lookup;
  const script = spawnSync('bash', [join(ROOT, '.ci', 'install-claude-code.sh'), CLAUDE_CODE_VERSION], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 600_000,
  });
  const bin = script.stdout.trim().split('\n').pop() ?? '';
  if (script.status !== 0 || !bin || !existsSync(bin)) {
    lookup = { reason: `could not install Claude Code ${CLAUDE_CODE_VERSION}: ${(script.stderr || script.error?.message || '').trim().slice(-2000)}` };
  } else {
    const version = spawnSync(bin, ['--version'], { encoding: 'utf8', timeout: 120_000, env: { PATH: env.PATH, HOME: env.HOME } });
    lookup = version.stdout?.includes(CLAUDE_CODE_VERSION)
      ? { bin }
      : { reason: `Claude Code at ${bin} did not start: ${version.stdout}${version.stderr}${version.error?.message ?? ''}` };
  }
  return lookup;
}

/**
 * The binary, or undefined with a loud warning (the suite then skips).
 * In CI the missing client throws instead: the suite must run there.
 */
export function requireClient(suite: string): string | undefined {
  const found = findClient();
  if (found.bin) return found.bin;
  if (process.env.CI === 'true' || process.env.CI === '1') {
    throw new Error(`CI: the real Claude Code client is required by ${suite}, and ${found.reason}`);
  }
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!! SKIPPED ${suite}: ${found.reason}\n!! These tests run only where Claude Code ${CLAUDE_CODE_VERSION} can be installed and started.\n${line}\n`);
  return undefined;
}

export interface ClientHome {
  /** HOME of the client. */
  home: string;
  /** CLAUDE_CONFIG_DIR: transcripts are in `projects/` below it. */
  configDir: string;
  cleanup(): Promise<void>;
}

/** A temporary HOME and config folder; onboarding marked done so the client asks nothing. */
export async function makeClientHome(): Promise<ClientHome> {
  const dir = await tempDir('toolshed-claude-home-');
  const configDir = join(dir.path, '.claude');
  await mkdir(configDir, { recursive: true });
  await writeFile(join(configDir, '.claude.json'), JSON.stringify({ hasCompletedOnboarding: true }));
  return { home: dir.path, configDir, cleanup: dir.cleanup };
}

/**
 * Mark project folders as trusted, as accepting the trust dialog would: the
 * client ignores a project's permission rules in an untrusted folder.
 */
export async function trustProjects(home: ClientHome, paths: string[]): Promise<void> {
  const file = join(home.configDir, '.claude.json');
  const config = JSON.parse(await readFile(file, 'utf8'));
  config.projects ??= {};
  for (const p of paths) config.projects[p] = { ...config.projects[p], hasTrustDialogAccepted: true };
  await writeFile(file, JSON.stringify(config, null, 2));
}

/** The environment of one client run: only what it needs, pointed at the stand-in. */
export function clientEnv(apiUrl: string, home: ClientHome, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    HOME: home.home,
    CLAUDE_CONFIG_DIR: home.configDir,
    ANTHROPIC_BASE_URL: apiUrl,
    ANTHROPIC_API_KEY: 'sk-toolshed-test-not-a-key',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_ERROR_REPORTING: '1',
    ...extra,
  };
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run a program to its end (bounded), collecting its output. */
export function runProgram(bin: string, args: string[], options: { cwd: string; env: Record<string, string>; timeoutMs?: number }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? CLIENT_RUN_TIMEOUT_MS);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export type StreamEvent = Record<string, any> & { type: string };

export interface PrintRun extends RunResult {
  events: StreamEvent[];
  init: StreamEvent | undefined;
  debugLog: string;
}

/** Parse `--output-format stream-json` output; lines that are not JSON are left out. */
function parseEvents(stdout: string): StreamEvent[] {
  const events: StreamEvent[] = [];
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      events.push(JSON.parse(line));
    } catch {
      // A partial line of a killed run: nothing to learn from it.
    }
  }
  return events;
}

export interface PrintOptions {
  bin: string;
  cwd: string;
  env: Record<string, string>;
  prompt: string;
  /** Extra arguments: --continue, --resume ID, --model M, --plugin-dir D, … */
  args?: string[];
  allowedTools?: string[];
}

/** One `claude -p` run with stream-json output, hook events and a debug log. */
export async function runPrint(options: PrintOptions): Promise<PrintRun> {
  const logs = await tempDir('toolshed-claude-debug-');
  const debugFile = join(logs.path, 'debug.log');
  const allowed = options.allowedTools ?? ['Bash', 'Agent'];
  try {
    const args = [
      '-p',
      options.prompt,
      '--output-format',
      'stream-json',
      '--verbose',
      '--include-hook-events',
      '--debug-file',
      debugFile,
      // An empty list leaves the decision to the project's settings.
      ...(allowed.length ? ['--allowedTools', ...allowed] : []),
      ...(options.args ?? []),
    ];
    const result = await runProgram(options.bin, args, { cwd: options.cwd, env: options.env });
    const events = parseEvents(result.stdout);
    const debugLog = existsSync(debugFile) ? await readFile(debugFile, 'utf8') : '';
    return { ...result, events, init: events.find((e) => e.type === 'system' && e.subtype === 'init'), debugLog };
  } finally {
    await logs.cleanup();
  }
}

/**
 * Debug-log lines at WARN or ERROR level. With a fresh HOME and config folder a
 * plain run logs none, so each one is about something the test installed,
 * unless it matches one of `environment` (causes outside the files, named by
 * the caller, such as a sandbox dependency the machine lacks).
 */
export function debugProblems(debugLog: string, environment: RegExp[] = []): string[] {
  return debugLog
    .split('\n')
    .filter((line) => /^\S+ \[(WARN|ERROR)\]/.test(line))
    .filter((line) => !environment.some((re) => re.test(line)));
}

/** Hook events of a run: hook_started / hook_response system events. */
export function hookEvents(events: StreamEvent[]): StreamEvent[] {
  return events.filter((e) => e.type === 'system' && typeof e.subtype === 'string' && e.subtype.startsWith('hook_'));
}

