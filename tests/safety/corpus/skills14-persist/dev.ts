/**
 * Fourteenth persistence batch, development part: one list per side. Tune on these.
 */
export { DEV14_PERSIST_BENIGN } from './dev-benign.ts';
export { DEV14_PERSIST_MALICIOUS } from './dev-malicious.ts';
