/**
 * Twelfth Go batch, development part: one list per side. Tune on these.
 */
export { DEV12_BENIGN } from './dev-benign.ts';
export { DEV12_MALICIOUS } from './dev-malicious.ts';
