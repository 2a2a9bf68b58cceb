/**
 * Fifth skills batch, HELD-OUT third: one list per side. Never read while
 * working on the analyzer; measured only in aggregate.
 */
import type { Code5Sample } from '../classes.ts';
import { HELD5_BENIGN } from './benign.ts';
import { HELD5_MALICIOUS } from './malicious.ts';

export const HELD_OUT5_MALICIOUS: Code5Sample[] = HELD5_MALICIOUS;
export const HELD_OUT5_BENIGN: Code5Sample[] = HELD5_BENIGN;
