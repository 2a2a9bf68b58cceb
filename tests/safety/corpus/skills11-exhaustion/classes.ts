/**
 * The eleventh exhaustion batch's classes (issue 36, RESOURCE EXHAUSTION and
 * UNAUTHORIZED NETWORK ACCESS in MCP servers, Python, TypeScript and Go):
 * timers and sleeping loops that never stop and keep a large block each turn
 * or write one to disk, threads, processes, workers and goroutines whose
 * entry point is the function that starts them, processes started every few
 * milliseconds forever, recursion that branches to a fixed depth, and the
 * network reached where a tool has no business (cloud metadata in its other
 * spellings, scans, listeners on every interface that run what they
 * receive). The benign side holds the same constructs under a bound:
 * polling timers with fixed intervals and no growth, rings and capped
 * histories, re-armed timers with backoff, workers behind a main-thread
 * guard, pools with caps, memoised and tree recursion, fetch tools refusing
 * private addresses, loopback listeners, health checks.
 * Laid out by the first batch's builders (`../skills/build.ts`), the eighth
 * batch's `server` and the ninth batch's `goServer`.
 */
import type { Sample } from '../skills/build.ts';

export const EXHAUSTION11_MALICIOUS_CLASSES = ['timer-growth', 'self-spawn', 'fast-spawn', 'recursion-bomb', 'cloud-metadata', 'network-scan', 'open-listener'] as const;

export const EXHAUSTION11_BENIGN_CLASSES = ['polling-timer', 'capped-history', 'guarded-spawn', 'worker-pool', 'bounded-recursion', 'checked-fetch', 'loopback-listener', 'health-check'] as const;

export type Exhaustion11Class = (typeof EXHAUSTION11_MALICIOUS_CLASSES)[number] | (typeof EXHAUSTION11_BENIGN_CLASSES)[number];

export type Exhaustion11Sample = Sample<Exhaustion11Class>;

export { goServer } from '../skills9-mcp/classes.ts';
export { server } from '../skills8-mcp/classes.ts';
