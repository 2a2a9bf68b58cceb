/**
 * Goal-manipulation batch, development part: one list per side (the malicious samples in dev-written.ts and
 * dev-results.ts by class, the benign ones in dev-benign.ts). Tune on these.
 */
import type { Goals11Sample } from './classes.ts';
import { DEV11_RESULTS } from './dev-results.ts';
import { DEV11_WRITTEN } from './dev-written.ts';

export const DEV11_MALICIOUS: Goals11Sample[] = [...DEV11_WRITTEN, ...DEV11_RESULTS];
export { DEV11_BENIGN } from './dev-benign.ts';
