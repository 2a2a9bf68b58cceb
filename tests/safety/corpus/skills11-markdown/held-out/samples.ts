/** The eleventh (Markdown) batch's held-out third: never read while working on the analyzer. */
export { HELD_OUT11_BENIGN } from './benign.ts';
export { HELD_OUT11_MALICIOUS } from './malicious.ts';
