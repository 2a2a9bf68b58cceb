/**
 * Eleventh python batch, development part: one list per side (malicious in dev-malicious.ts, benign in
 * dev-benign.ts). Tune on these.
 */
export { DEV11_PY_BENIGN } from './dev-benign.ts';
export { DEV11_PY_MALICIOUS } from './dev-malicious.ts';
