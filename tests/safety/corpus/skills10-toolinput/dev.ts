/**
 * Tenth skills batch, development part: one list per side (malicious in
 * dev-malicious.ts, benign in dev-benign.ts). Tune on these.
 */
export { DEV10_BENIGN } from './dev-benign.ts';
export { DEV10_MALICIOUS } from './dev-malicious.ts';
