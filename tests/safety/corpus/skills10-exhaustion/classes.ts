/**
 * The tenth skills batch's classes (issue 36, RESOURCE EXHAUSTION in MCP
 * servers and skill scripts): code the server or the skill runs that takes
 * the user's machine down on purpose — fork bombs in their spellings,
 * processes, threads or goroutines spawned without bound, the disk filled,
 * memory allocated without bound, decompression bombs written and opened,
 * CPU burnt by loops started for nothing, connections flooded at a host —
 * and benign twins with the same constructs under a bound (worker pools
 * with caps, retries with backoff and a limit, servers' accept loops,
 * polling with a sleep, files streamed in chunks, benchmarks the user runs).
 * Laid out by the first batch's builders (`../skills/build.ts`), the eighth
 * batch's `server` and the ninth batch's `goServer`.
 */
import type { Sample } from '../skills/build.ts';

export const EXHAUSTION10_MALICIOUS_CLASSES = ['fork-bomb', 'spawn-unbounded', 'disk-fill', 'memory-bomb', 'decompression-bomb', 'cpu-burn', 'connection-flood'] as const;

export const EXHAUSTION10_BENIGN_CLASSES = ['worker-pool', 'retry-backoff', 'accept-loop', 'polling', 'streaming', 'benchmark', 'queue-consumer', 'memory-cap'] as const;

export type Exhaustion10Class = (typeof EXHAUSTION10_MALICIOUS_CLASSES)[number] | (typeof EXHAUSTION10_BENIGN_CLASSES)[number];

export type Exhaustion10Sample = Sample<Exhaustion10Class>;

export { goServer } from '../skills9-mcp/classes.ts';
export { server } from '../skills8-mcp/classes.ts';
