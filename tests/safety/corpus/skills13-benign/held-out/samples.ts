/**
 * The thirteenth benign batch's held-out third (never read while working on the analyzer; print totals only): the
 * benign skills and servers of ./benign-skills.ts and ./benign-servers.ts, and the twins of ./malicious.ts.
 */
import { HELD_OUT13_SERVERS } from './benign-servers.ts';
import { HELD_OUT13_SKILLS } from './benign-skills.ts';

export { HELD_OUT13_TWINS as HELD_OUT13_MALICIOUS } from './malicious.ts';
export const HELD_OUT13_BENIGN = [...HELD_OUT13_SKILLS, ...HELD_OUT13_SERVERS];
