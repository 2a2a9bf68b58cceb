/** The tenth (third-party classes) batch's held-out third: never read while working on the analyzer. */
export { HELD_OUT10_BENIGN } from './benign.ts';
export { HELD_OUT10_MALICIOUS } from './malicious.ts';
