/**
 * Fifth skills batch, development part: one list per side (the samples are in
 * dev-exfil.ts, dev-exec.ts, dev-code.ts and dev-benign.ts by class). Tune on
 * these.
 */
import type { Code5Sample } from './classes.ts';
import { DEV5_BENIGN } from './dev-benign.ts';
import { DEV5_CODE } from './dev-code.ts';
import { DEV5_EXEC } from './dev-exec.ts';
import { DEV5_EXFIL } from './dev-exfil.ts';

export const DEV5_MALICIOUS: Code5Sample[] = [...DEV5_EXFIL, ...DEV5_EXEC, ...DEV5_CODE];
export { DEV5_BENIGN };
