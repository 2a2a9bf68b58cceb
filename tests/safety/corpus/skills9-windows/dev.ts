/**
 * Ninth skills batch, development part: malicious in two files by class
 * (dev-malicious-a.ts, dev-malicious-b.ts), benign in dev-benign.ts. Tune on
 * these.
 */
import { DEV9_MALICIOUS_A } from './dev-malicious-a.ts';
import { DEV9_MALICIOUS_B } from './dev-malicious-b.ts';

export { DEV9_BENIGN } from './dev-benign.ts';
export const DEV9_MALICIOUS = [...DEV9_MALICIOUS_A, ...DEV9_MALICIOUS_B];
