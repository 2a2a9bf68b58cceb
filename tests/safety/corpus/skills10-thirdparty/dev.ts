/**
 * Tenth skills batch (issue 36), development part: the classes of two public labelled sets of
 * malicious agent skills that the analyzer let through (code run from a file the skill does not
 * ship, traces wiped, permissions opened, the repository pushed to a host the skill names, an MCP
 * launch line that sends, an assistant's instructions file given standing orders, security
 * controls edited off), written in shapes of our own, with benign twins. Split by the second
 * batch's `thirdOf(id)`: a third is held out in ./held-out/ and never tuned on. Tune on this file.
 */
export { DEV10_BENIGN } from './dev-benign.ts';
export { DEV10_MALICIOUS } from './dev-malicious.ts';
