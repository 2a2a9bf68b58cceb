/**
 * Seventh skills batch, development part: one list per side (the samples are
 * in dev-build.ts, dev-code.ts, dev-benign.ts and dev-benign-code.ts by
 * class). Tune on these.
 */
import type { Code7Sample } from './classes.ts';
import { DEV7_BENIGN_B } from './dev-benign-code.ts';
import { DEV7_BENIGN_A } from './dev-benign.ts';
import { DEV7_BUILD } from './dev-build.ts';
import { DEV7_CODE } from './dev-code.ts';

export const DEV7_MALICIOUS: Code7Sample[] = [...DEV7_BUILD, ...DEV7_CODE];
export const DEV7_BENIGN: Code7Sample[] = [...DEV7_BENIGN_A, ...DEV7_BENIGN_B];
