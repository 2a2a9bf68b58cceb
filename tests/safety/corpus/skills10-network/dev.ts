/**
 * Tenth network batch, development part: one list per side (the malicious
 * samples are in dev-servers.ts and dev-exfil.ts by class, the benign ones in
 * dev-benign.ts). Tune on these.
 */
import type { Net10Sample } from './classes.ts';
import { DEV10_EXFIL } from './dev-exfil.ts';
import { DEV10_SERVERS } from './dev-servers.ts';

export const DEV10_MALICIOUS: Net10Sample[] = [...DEV10_SERVERS, ...DEV10_EXFIL];
export { DEV10_BENIGN } from './dev-benign.ts';
