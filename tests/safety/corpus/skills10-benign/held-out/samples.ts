/**
 * The tenth benign batch's held-out third (never read while working on the analyzer; print
 * totals only): the benign servers and skills of ./benign-py.ts, ./benign-ts.ts and
 * ./benign-go-skills.ts, and the twins of ./malicious.ts.
 */
import { HELD_OUT10_GO_SKILLS } from './benign-go-skills.ts';
import { HELD_OUT10_PYTHON } from './benign-py.ts';
import { HELD_OUT10_TS } from './benign-ts.ts';

export { HELD_OUT10_TWINS as HELD_OUT10_MALICIOUS } from './malicious.ts';
export const HELD_OUT10_BENIGN = [...HELD_OUT10_PYTHON, ...HELD_OUT10_TS, ...HELD_OUT10_GO_SKILLS];
