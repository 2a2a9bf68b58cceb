/**
 * Fourteenth exfiltration batch, development part: one list per side (malicious in dev-malicious.ts, benign in
 * dev-benign.ts). Tune on these.
 */
export { DEV14_EXFIL_BENIGN } from './dev-benign.ts';
export { DEV14_EXFIL_MALICIOUS } from './dev-malicious.ts';
