/**
 * Tenth skills batch, development part: one list per side (the malicious
 * samples are in dev-processes.ts and dev-resources.ts by class, the benign
 * ones in dev-benign.ts). Tune on these.
 */
import type { Exhaustion10Sample } from './classes.ts';
import { DEV10_PROCESSES } from './dev-processes.ts';
import { DEV10_RESOURCES } from './dev-resources.ts';

export const DEV10_MALICIOUS: Exhaustion10Sample[] = [...DEV10_PROCESSES, ...DEV10_RESOURCES];
export { DEV10_BENIGN } from './dev-benign.ts';
