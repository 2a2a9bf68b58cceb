/**
 * Eleventh skills batch (issue 36), development part: shell in Markdown the model runs (skills'
 * SKILL.md, agents, plugin commands, OpenClaw skills): downloads piped to a shell, data encoded
 * before it leaves, secrets named as `$(SECRET_NAME)`, logs and history deleted, with benign
 * twins. Split by the second batch's `thirdOf(id)`: a third is held out in ./held-out/ and never
 * tuned on. Tune on this file.
 */
export { DEV11_BENIGN } from './dev-benign.ts';
export { DEV11_MALICIOUS } from './dev-malicious.ts';
