/**
 * Eighteenth skills batch (issue 36), development part: injection in skill,
 * agent and command prose by class, with benign twins. Split by the second
 * batch's `thirdOf(id)`: a third is held out in ./held-out/ and never tuned
 * on. Tune on these files.
 */
export { DEV18_BENIGN } from './dev-benign.ts';
export { DEV18_MALICIOUS } from './dev-malicious.ts';
