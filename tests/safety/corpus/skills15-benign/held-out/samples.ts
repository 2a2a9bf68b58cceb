/**
 * The fifteenth benign batch's held-out third (never read while working on the analyzer; print totals only): the
 * benign components of ./benign-wording.ts and ./benign-code.ts, and the twins of ./malicious.ts.
 */
import { HELD_OUT15_CODE } from './benign-code.ts';
import { HELD_OUT15_WORDING } from './benign-wording.ts';

export { HELD_OUT15_TWINS as HELD_OUT15_MALICIOUS } from './malicious.ts';
export const HELD_OUT15_BENIGN = [...HELD_OUT15_WORDING, ...HELD_OUT15_CODE];
