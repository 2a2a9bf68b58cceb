/**
 * Fifteenth skills batch (issue 36), development part: prompt injection and MCP tool poisoning
 * read by structure, in frames unlike the earlier batches', with benign twins from real shapes.
 * Split by the second batch's `thirdOf(id)`: a third is held out in ./held-out/ and never tuned
 * on. Tune on these files.
 */
import { DEV15_MALICIOUS as FIRST } from './dev-malicious.ts';
import { DEV15_MALICIOUS_2 as SECOND } from './dev-malicious-2.ts';

export { DEV15_BENIGN } from './dev-benign.ts';
export const DEV15_MALICIOUS = [...FIRST, ...SECOND];
