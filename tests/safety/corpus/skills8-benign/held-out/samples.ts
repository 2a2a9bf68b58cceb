/** The eighth batch's held-out third (never read while working on the analyzer). */
import { HELD_OUT8_BENIGN_OPS } from './benign-ops.ts';
import { HELD_OUT8_BENIGN_PROMPTS } from './benign-prompts.ts';

export { HELD_OUT8_MALICIOUS } from './malicious.ts';
export const HELD_OUT8_BENIGN = [...HELD_OUT8_BENIGN_PROMPTS, ...HELD_OUT8_BENIGN_OPS];
