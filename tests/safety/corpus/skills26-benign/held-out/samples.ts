/**
 * The twenty-sixth benign batch's held-out half (never read while working on the analyzer; print totals only): the
 * benign components of ./security.ts, ./ops.ts and ./code.ts. The batch has no malicious class.
 */
import type { Benign26Sample } from '../classes.ts';
import { HELD_OUT26_CODE } from './code.ts';
import { HELD_OUT26_OPS } from './ops.ts';
import { HELD_OUT26_SECURITY } from './security.ts';

export const HELD_OUT26_MALICIOUS: Benign26Sample[] = [];
export const HELD_OUT26_BENIGN = [...HELD_OUT26_SECURITY, ...HELD_OUT26_OPS, ...HELD_OUT26_CODE];
