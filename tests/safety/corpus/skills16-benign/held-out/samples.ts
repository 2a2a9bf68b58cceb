/**
 * The sixteenth benign batch's held-out third (never read while working on the analyzer; print totals only): the
 * benign components of ./benign-wording.ts and ./benign-code.ts, and the twins of ./malicious.ts.
 */
import { HELD_OUT16_CODE } from './benign-code.ts';
import { HELD_OUT16_WORDING } from './benign-wording.ts';

export { HELD_OUT16_TWINS as HELD_OUT16_MALICIOUS } from './malicious.ts';
export const HELD_OUT16_BENIGN = [...HELD_OUT16_WORDING, ...HELD_OUT16_CODE];
