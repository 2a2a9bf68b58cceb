/**
 * Fourth skills batch, HELD-OUT third: one list per side. Never read or
 * tuned on while working on the analyzer; measured in aggregate only.
 */
import type { Code4Sample } from '../classes.ts';
import { HELD4_BENIGN } from './benign.ts';
import { HELD4_CODE } from './code.ts';
import { HELD4_EXEC } from './exec.ts';
import { HELD4_SHELL } from './shell.ts';

export const HELD_OUT4_MALICIOUS: Code4Sample[] = [...HELD4_EXEC, ...HELD4_CODE, ...HELD4_SHELL];
export const HELD_OUT4_BENIGN: Code4Sample[] = HELD4_BENIGN;
