/** The fourteenth (prose) batch's held-out third: never read while working on the analyzer. */
export { HELD_OUT14_BENIGN } from './benign.ts';
export { HELD_OUT14_MALICIOUS } from './malicious.ts';
