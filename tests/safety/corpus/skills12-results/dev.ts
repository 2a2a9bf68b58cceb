/**
 * Tool-result batch, development part: one list per side (the malicious samples in dev-malicious.ts, the benign
 * ones in dev-benign.ts). Tune on these.
 */
export { DEV12_MALICIOUS } from './dev-malicious.ts';
export { DEV12_BENIGN } from './dev-benign.ts';
