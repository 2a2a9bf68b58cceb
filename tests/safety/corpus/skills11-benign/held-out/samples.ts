/**
 * The eleventh benign batch's held-out third (never read while working on the analyzer; print
 * totals only): the benign skills and servers of ./benign-skills.ts and ./benign-servers.ts,
 * and the twins of ./malicious.ts.
 */
import { HELD_OUT11_SERVERS } from './benign-servers.ts';
import { HELD_OUT11_SKILLS } from './benign-skills.ts';

export { HELD_OUT11_TWINS as HELD_OUT11_MALICIOUS } from './malicious.ts';
export const HELD_OUT11_BENIGN = [...HELD_OUT11_SKILLS, ...HELD_OUT11_SERVERS];
