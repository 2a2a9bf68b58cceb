/**
 * Thirteenth skills batch (issue 36), development part: prompt injection written only in the prose
 * of skills, agents and commands, with benign twins using the same words for honest ends. Split by
 * the second batch's `thirdOf(id)`: a third is held out in ./held-out/ and never tuned on. Tune on
 * this file.
 */
export { DEV13_BENIGN } from './dev-benign.ts';
export { DEV13_MALICIOUS } from './dev-malicious.ts';
