/**
 * Fourteenth skills batch (issue 36), development part: prompt injection and MCP tool poisoning
 * in prose, in three voices, with benign hard negatives in the same voices. Split by the second
 * batch's `thirdOf(id)`: a third is held out in ./held-out/ and never tuned on. Tune on this file.
 */
export { DEV14_BENIGN } from './dev-benign.ts';
export { DEV14_MALICIOUS } from './dev-malicious.ts';
