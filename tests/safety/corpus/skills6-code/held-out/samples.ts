/**
 * Sixth skills batch, HELD-OUT third (by `thirdOf(id)`): measured in
 * aggregate only, at the start and at the end of a piece of work. Never read
 * the samples while working on the analyzer.
 */
import { HELD_OUT6_BENIGN } from './benign.ts';
import { HELD_OUT6_MALICIOUS_A, HELD_OUT6_MALICIOUS_B } from './malicious.ts';

export const HELD_OUT6_MALICIOUS = [...HELD_OUT6_MALICIOUS_A, ...HELD_OUT6_MALICIOUS_B];
export { HELD_OUT6_BENIGN };
