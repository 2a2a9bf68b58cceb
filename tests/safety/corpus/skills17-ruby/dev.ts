/**
 * Seventeenth (Ruby) batch, development part: one list per side. Tune on these.
 */
export { DEV17_RUBY_BENIGN } from './dev-benign.ts';
export { DEV17_RUBY_MALICIOUS } from './dev-malicious.ts';
