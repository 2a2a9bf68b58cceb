/**
 * Ninth skills batch (issue 36), development part: the injection classes a public labelled
 * dataset of malicious SKILL.md files names (silent exfiltration inside a plausible task, a
 * bundled artifact run unseen, memory and rules files poisoned, content from another origin
 * obeyed, security controls turned off, credentials harvested), written from the class names
 * only, with benign twins. Split by the second batch's `thirdOf(id)`: a third is held out in
 * ./held-out/ and never tuned on. Tune on this file.
 */
import type { Sample } from '../skills/build.ts';
import { DEV9_ACTS } from './dev-acts.ts';
import { DEV9_BENIGN } from './dev-benign.ts';
import { DEV9_CONTROLS } from './dev-controls.ts';
import { DEV9_MEMORY } from './dev-memory.ts';

export { DEV9_BENIGN };
export const DEV9_MALICIOUS: Sample<string>[] = [...DEV9_ACTS, ...DEV9_MEMORY, ...DEV9_CONTROLS];
