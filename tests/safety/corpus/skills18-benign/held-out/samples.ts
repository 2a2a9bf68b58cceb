/**
 * The eighteenth benign batch's held-out third (never read while working on the analyzer; print totals only): the
 * benign components of ./ops.ts and ./words.ts. The batch has no malicious class.
 */
import type { Benign18Sample } from '../classes.ts';
import { HELD_OUT18_OPS } from './ops.ts';
import { HELD_OUT18_WORDS } from './words.ts';

export const HELD_OUT18_MALICIOUS: Benign18Sample[] = [];
export const HELD_OUT18_BENIGN = [...HELD_OUT18_OPS, ...HELD_OUT18_WORDS];
