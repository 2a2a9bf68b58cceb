/**
 * Twelfth skills batch (issue 36), development part: prompt injection written in the prose of
 * skills, agents, commands and their reference files, with benign twins in the same registers.
 * Split by the second batch's `thirdOf(id)`: a third is held out in ./held-out/ and never tuned
 * on. Tune on this file.
 */
export { DEV12_BENIGN } from './dev-benign.ts';
export { DEV12_MALICIOUS } from './dev-malicious.ts';
