/** The thirteenth (prose) batch's held-out third: never read while working on the analyzer. */
export { HELD_OUT13_BENIGN } from './benign.ts';
export { HELD_OUT13_MALICIOUS } from './malicious.ts';
