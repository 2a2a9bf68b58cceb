/**
 * Eighteenth hidden-text batch, development part: one list per side. Tune on these.
 */
export { DEV18_HIDDEN_BENIGN } from './dev-benign.ts';
export { DEV18_HIDDEN_MALICIOUS } from './dev-malicious.ts';
