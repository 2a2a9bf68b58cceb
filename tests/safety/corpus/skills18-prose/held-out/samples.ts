/** The eighteenth (prose) batch's held-out third: never read while working on the analyzer. */
export { HELD_OUT18_BENIGN } from './benign.ts';
export { HELD_OUT18_MALICIOUS } from './malicious.ts';
