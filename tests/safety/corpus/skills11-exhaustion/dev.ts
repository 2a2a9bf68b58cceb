/**
 * Eleventh exhaustion batch, development part: one list per side. Tune on
 * these.
 */
export { DEV11_MALICIOUS } from './dev-malicious.ts';
export { DEV11_BENIGN } from './dev-benign.ts';
