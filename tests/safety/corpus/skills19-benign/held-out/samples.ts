/**
 * The nineteenth benign batch's held-out third (never read while working on the analyzer; print totals only): the
 * benign components of ./ops.ts and ./home.ts. The batch has no malicious class.
 */
import type { Benign19Sample } from '../classes.ts';
import { HELD_OUT19_HOME } from './home.ts';
import { HELD_OUT19_OPS } from './ops.ts';

export const HELD_OUT19_MALICIOUS: Benign19Sample[] = [];
export const HELD_OUT19_BENIGN = [...HELD_OUT19_OPS, ...HELD_OUT19_HOME];
