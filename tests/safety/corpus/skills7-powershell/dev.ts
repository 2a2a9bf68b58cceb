/**
 * Seventh skills batch, development part: one list per side (dev-malicious.ts,
 * dev-benign.ts). Tune on these.
 */
export { DEV7_BENIGN } from './dev-benign.ts';
export { DEV7_MALICIOUS } from './dev-malicious.ts';
