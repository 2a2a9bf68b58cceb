/** The ninth (injection classes) batch's held-out third: never read while working on the analyzer. */
export { HELD_OUT9_BENIGN } from './benign.ts';
export { HELD_OUT9_MALICIOUS } from './malicious.ts';
