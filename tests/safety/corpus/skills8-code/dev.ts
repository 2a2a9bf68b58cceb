/**
 * Eighth skills batch, development part: one list per side (the samples are in
 * dev-exfil.ts, dev-obfuscation.ts, dev-persist.ts, dev-harvest.ts,
 * dev-benign.ts and dev-benign-setup.ts by class). Tune on these.
 */
import type { Code8Sample } from './classes.ts';
import { DEV8_BENIGN_A } from './dev-benign.ts';
import { DEV8_BENIGN_B } from './dev-benign-setup.ts';
import { DEV8_EXFIL } from './dev-exfil.ts';
import { DEV8_HARVEST } from './dev-harvest.ts';
import { DEV8_OBFUSCATION } from './dev-obfuscation.ts';
import { DEV8_PERSIST } from './dev-persist.ts';

export const DEV8_MALICIOUS: Code8Sample[] = [...DEV8_EXFIL, ...DEV8_OBFUSCATION, ...DEV8_PERSIST, ...DEV8_HARVEST];
export const DEV8_BENIGN: Code8Sample[] = [...DEV8_BENIGN_A, ...DEV8_BENIGN_B];
