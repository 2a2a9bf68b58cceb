/**
 * Eighth skills batch, development part: one list per side (the malicious
 * samples are in dev-wording.ts and dev-code.ts by class, the benign ones in
 * dev-benign.ts). Tune on these.
 */
import type { Mcp8Sample } from './classes.ts';
import { DEV8_CODE } from './dev-code.ts';
import { DEV8_WORDING } from './dev-wording.ts';

export const DEV8_MALICIOUS: Mcp8Sample[] = [...DEV8_WORDING, ...DEV8_CODE];
export { DEV8_BENIGN } from './dev-benign.ts';
