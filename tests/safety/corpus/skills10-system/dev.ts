/**
 * Tenth skills batch, development part: one list per side (the malicious
 * samples are in dev-files.ts and dev-access.ts by class, the benign ones in
 * dev-benign.ts). Tune on these.
 */
import type { System10Sample } from './classes.ts';
import { DEV10_ACCESS } from './dev-access.ts';
import { DEV10_FILES } from './dev-files.ts';

export const DEV10_MALICIOUS: System10Sample[] = [...DEV10_FILES, ...DEV10_ACCESS];
export { DEV10_BENIGN } from './dev-benign.ts';
