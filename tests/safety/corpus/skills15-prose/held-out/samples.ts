/** The fifteenth (prose) batch's held-out third: never read while working on the analyzer. */
export { HELD_OUT15_BENIGN } from './benign.ts';
export { HELD_OUT15_MALICIOUS } from './malicious.ts';
