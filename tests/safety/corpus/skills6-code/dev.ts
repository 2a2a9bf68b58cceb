/**
 * Sixth skills batch, development part: one list per side (the samples are in
 * dev-exfil.ts, dev-supply.ts, dev-code.ts, dev-benign.ts and
 * dev-benign-code.ts by class). Tune on these.
 */
import type { Code6Sample } from './classes.ts';
import { DEV6_BENIGN_CODE } from './dev-benign-code.ts';
import { DEV6_BENIGN_DOCS } from './dev-benign.ts';
import { DEV6_CODE } from './dev-code.ts';
import { DEV6_EXFIL } from './dev-exfil.ts';
import { DEV6_SUPPLY } from './dev-supply.ts';

export const DEV6_MALICIOUS: Code6Sample[] = [...DEV6_EXFIL, ...DEV6_SUPPLY, ...DEV6_CODE];
export const DEV6_BENIGN: Code6Sample[] = [...DEV6_BENIGN_DOCS, ...DEV6_BENIGN_CODE];
