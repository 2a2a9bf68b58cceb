/**
 * The ninth skills batch's held-out third (never read while working on the analyzer; measured
 * in aggregate only, at the start and the end of a piece of work).
 */
import { HELD_OUT9_BENIGN_OPS } from './benign-ops.ts';
import { HELD_OUT9_BENIGN_WORDING } from './benign-wording.ts';

export { HELD_OUT9_TWINS as HELD_OUT9_MALICIOUS } from './malicious.ts';
export const HELD_OUT9_BENIGN = [...HELD_OUT9_BENIGN_WORDING, ...HELD_OUT9_BENIGN_OPS];
