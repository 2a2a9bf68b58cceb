/**
 * Fourth skills batch, development part: one list per side (the samples are
 * in dev-exec.ts, dev-code.ts, dev-shell.ts and dev-benign.ts by class).
 * Tune on these.
 */
import type { Code4Sample } from './classes.ts';
import { DEV4_BENIGN } from './dev-benign.ts';
import { DEV4_CODE } from './dev-code.ts';
import { DEV4_EXEC } from './dev-exec.ts';
import { DEV4_SHELL } from './dev-shell.ts';

export const DEV4_MALICIOUS: Code4Sample[] = [...DEV4_EXEC, ...DEV4_CODE, ...DEV4_SHELL];
export { DEV4_BENIGN };
