/**
 * Eleventh hidden-destination batch, development part: one list per side (the
 * malicious samples in dev-address.ts, dev-code.ts and dev-secret.ts by class,
 * the benign ones in dev-benign.ts). Tune on these.
 */
import type { Hide11Sample } from './classes.ts';
import { DEV11_ADDRESS } from './dev-address.ts';
import { DEV11_CODE } from './dev-code.ts';
import { DEV11_SECRET } from './dev-secret.ts';

export const DEV11_MALICIOUS: Hide11Sample[] = [...DEV11_ADDRESS, ...DEV11_CODE, ...DEV11_SECRET];
export { DEV11_BENIGN } from './dev-benign.ts';
