/**
 * Fifteenth leak batch, development part: one list per side. Tune on these.
 */
export { DEV15_LEAK_BENIGN } from './dev-benign.ts';
export { DEV15_LEAK_MALICIOUS } from './dev-malicious.ts';
