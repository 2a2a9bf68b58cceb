/**
 * Ninth skills batch, development part: one list per side (the samples are in
 * dev-mirror.ts, dev-stage.ts and dev-benign.ts by class). Tune on these.
 */
import type { Code9Sample } from './classes.ts';
import { DEV9_BENIGN } from './dev-benign.ts';
import { DEV9_MIRROR } from './dev-mirror.ts';
import { DEV9_STAGE } from './dev-stage.ts';

export const DEV9_MALICIOUS: Code9Sample[] = [...DEV9_MIRROR, ...DEV9_STAGE];
export { DEV9_BENIGN };
