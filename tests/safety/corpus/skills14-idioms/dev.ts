/**
 * Fourteenth idioms batch, development part: one list per side. Tune on these.
 */
export { DEV14_IDIOM_BENIGN } from './dev-benign.ts';
export { DEV14_IDIOM_MALICIOUS } from './dev-malicious.ts';
