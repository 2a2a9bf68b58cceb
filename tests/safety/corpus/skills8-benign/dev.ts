/**
 * The eighth skills batch's development part (tune on this): the benign components of
 * ./dev-benign-security.ts, ./dev-benign-ops.ts and ./dev-benign-tools.ts, and their malicious
 * twins in ./dev-twins.ts.
 */
import { DEV8_BENIGN_OPS } from './dev-benign-ops.ts';
import { DEV8_BENIGN_SECURITY } from './dev-benign-security.ts';
import { DEV8_BENIGN_TOOLS } from './dev-benign-tools.ts';

export { DEV8_TWINS as DEV8_MALICIOUS } from './dev-twins.ts';
export const DEV8_BENIGN = [...DEV8_BENIGN_SECURITY, ...DEV8_BENIGN_OPS, ...DEV8_BENIGN_TOOLS];
