/**
 * Thirteenth reach batch, development part: one list per side. Tune on these.
 */
export { DEV13_REACH_BENIGN } from './dev-benign.ts';
export { DEV13_REACH_MALICIOUS } from './dev-malicious.ts';
