/**
 * Tenth skills batch (Go), development part: one list per side. Tune on these.
 */
export { DEV10_BENIGN } from './dev-benign.ts';
export { DEV10_MALICIOUS } from './dev-malicious.ts';
