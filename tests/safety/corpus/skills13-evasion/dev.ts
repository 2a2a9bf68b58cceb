/**
 * Thirteenth evasion batch, development part: one list per side. Tune on
 * these.
 */
export { DEV13_BENIGN } from './dev-benign.ts';
export { DEV13_MALICIOUS } from './dev-malicious.ts';
