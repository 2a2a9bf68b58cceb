/**
 * Twentieth attacker batch, HELD-OUT third (by `thirdOf(id)`): measured in aggregate only, at the start and at the end
 * of a piece of work. Never read the samples while working on the analyzer.
 */
export { HELD_OUT20_ATTACKER_BENIGN } from './benign.ts';
export { HELD_OUT20_ATTACKER_MALICIOUS } from './malicious.ts';
