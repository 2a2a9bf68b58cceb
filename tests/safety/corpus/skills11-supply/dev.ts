/**
 * Eleventh skills batch (supply chain by name), development part: one list per side. Tune on these.
 */
export { DEV11_SUPPLY_BENIGN } from './dev-benign.ts';
export { DEV11_SUPPLY_MALICIOUS } from './dev-malicious.ts';
