/**
 * Sixteenth exfiltration batch, development part: one list per side. Tune on these.
 */
export { DEV16_EXFIL_BENIGN } from './dev-benign.ts';
export { DEV16_EXFIL_MALICIOUS } from './dev-malicious.ts';
