/**
 * The twelfth benign batch's held-out third (never read while working on the analyzer; print totals only): the
 * benign skills and servers of ./benign-skills.ts and ./benign-servers.ts, and the twins of ./malicious.ts.
 */
import { HELD_OUT12_SERVERS } from './benign-servers.ts';
import { HELD_OUT12_SKILLS } from './benign-skills.ts';

export { HELD_OUT12_TWINS as HELD_OUT12_MALICIOUS } from './malicious.ts';
export const HELD_OUT12_BENIGN = [...HELD_OUT12_SKILLS, ...HELD_OUT12_SERVERS];
