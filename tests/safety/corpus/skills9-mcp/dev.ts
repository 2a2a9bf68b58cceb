/**
 * Ninth skills batch, development part: one list per side (the malicious
 * samples are in dev-servers.ts and dev-runtime.ts by class, the benign ones
 * in dev-benign.ts). Tune on these.
 */
import type { Mcp9Sample } from './classes.ts';
import { DEV9_RUNTIME } from './dev-runtime.ts';
import { DEV9_SERVERS } from './dev-servers.ts';

export const DEV9_MALICIOUS: Mcp9Sample[] = [...DEV9_SERVERS, ...DEV9_RUNTIME];
export { DEV9_BENIGN } from './dev-benign.ts';
