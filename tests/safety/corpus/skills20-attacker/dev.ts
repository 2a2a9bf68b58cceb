/**
 * Twentieth attacker batch, development part: one list per side (malicious in dev-malicious.ts, benign in
 * dev-benign.ts). Tune on these.
 */
export { DEV20_ATTACKER_BENIGN } from './dev-benign.ts';
export { DEV20_ATTACKER_MALICIOUS } from './dev-malicious.ts';
