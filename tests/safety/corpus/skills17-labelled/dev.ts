/**
 * Seventeenth labelled batch, development part: one list per side. Tune on these.
 */
export { DEV17_LABELLED_BENIGN } from './dev-benign.ts';
export { DEV17_LABELLED_MALICIOUS } from './dev-malicious.ts';
