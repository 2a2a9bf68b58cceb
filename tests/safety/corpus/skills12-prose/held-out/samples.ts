/** The twelfth (prose) batch's held-out third: never read while working on the analyzer. */
export { HELD_OUT12_BENIGN } from './benign.ts';
export { HELD_OUT12_MALICIOUS } from './malicious.ts';
