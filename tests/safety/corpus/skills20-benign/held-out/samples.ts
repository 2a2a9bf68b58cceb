/**
 * The twentieth benign batch's held-out third (never read while working on the analyzer; print totals only): the
 * benign components of ./build.ts, ./clients.ts and ./ops.ts. The batch has no malicious class.
 */
import type { Benign20Sample } from '../classes.ts';
import { HELD_OUT20_BUILD } from './build.ts';
import { HELD_OUT20_CLIENTS } from './clients.ts';
import { HELD_OUT20_OPS } from './ops.ts';

export const HELD_OUT20_MALICIOUS: Benign20Sample[] = [];
export const HELD_OUT20_BENIGN = [...HELD_OUT20_BUILD, ...HELD_OUT20_CLIENTS, ...HELD_OUT20_OPS];
