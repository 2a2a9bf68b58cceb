/**
 * The thirteenth evasion batch's classes (issue 36, POLICY16 §5: RESOURCE
 * EXHAUSTION and DEFENSE EVASION in MCP servers and skill scripts, Python,
 * TypeScript, Go, shell and PowerShell): deliberate exhaustion in many
 * spellings (growth in loops that never end, recursion with no base,
 * processes, threads, goroutines and connections spawned without bound,
 * timers that re-arm and grow, the disk filled, constant payloads
 * decompressed, busy-waits) and defense evasion (logging and audit turned
 * off, shell history cleared, TLS verification turned off process-wide or
 * for every later tool, security tools stopped, sandbox/debugger/CI
 * detection that changes behaviour, files and processes disguised, the
 * component's own code obfuscated), with benign twins of the same constructs
 * (pools with caps, retries with limits, caches with eviction, long-polls
 * with deadlines, log rotation, TLS off for a loopback test fixture only, a
 * CI check that only changes colour).
 * Laid out by the first batch's builders (`../skills/build.ts`), the eighth
 * batch's `server` and the ninth batch's `goServer`.
 */
import { deflateSync, gzipSync } from 'node:zlib';
import type { Sample } from '../skills/build.ts';

export const EVASION13_MALICIOUS_CLASSES = [
  'loop-growth',
  'recursion',
  'spawn',
  'rearm-timer',
  'disk-fill',
  'decompress-bomb',
  'busy-wait',
  'logging-off',
  'history-clear',
  'tls-off',
  'security-stop',
  'env-detect',
  'disguise',
  'obfuscation',
] as const;

export const EVASION13_BENIGN_CLASSES = ['worker-pool', 'retry-backoff', 'cache-eviction', 'long-poll', 'log-rotation', 'tls-fixture', 'ci-colour', 'bounded', 'history-read', 'stated-tool'] as const;

export type Evasion13Class = (typeof EVASION13_MALICIOUS_CLASSES)[number] | (typeof EVASION13_BENIGN_CLASSES)[number];

export type Evasion13Sample = Sample<Evasion13Class>;

/**
 * A constant as a bomb ships it: eight MiB of zeros compressed twice
 * (zlib, or gzip for `kind: 'gzip'`), base64: a few hundred characters that
 * expand a hundred-thousand-fold.
 */
export function nestedZeros(kind: 'zlib' | 'gzip'): string {
  const pack = kind === 'zlib' ? deflateSync : gzipSync;
  return pack(pack(Buffer.alloc(8 * 1024 * 1024), { level: 9 }), { level: 9 }).toString('base64');
}

export { goServer } from '../skills9-mcp/classes.ts';
export { server } from '../skills8-mcp/classes.ts';
