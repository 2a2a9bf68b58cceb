/**
 * The ninth skills batch's development part (tune on this): the benign components of
 * ./dev-benign-wording.ts, ./dev-benign-prompts.ts, ./dev-benign-secrets.ts, ./dev-benign-ops.ts
 * and ./dev-benign-tools.ts, and their malicious twins in ./dev-twins.ts.
 */
import { DEV9_BENIGN_OPS } from './dev-benign-ops.ts';
import { DEV9_BENIGN_PROMPTS } from './dev-benign-prompts.ts';
import { DEV9_BENIGN_SECRETS } from './dev-benign-secrets.ts';
import { DEV9_BENIGN_TOOLS } from './dev-benign-tools.ts';
import { DEV9_BENIGN_WORDING } from './dev-benign-wording.ts';

export { DEV9_TWINS as DEV9_MALICIOUS } from './dev-twins.ts';
export const DEV9_BENIGN = [...DEV9_BENIGN_WORDING, ...DEV9_BENIGN_PROMPTS, ...DEV9_BENIGN_SECRETS, ...DEV9_BENIGN_OPS, ...DEV9_BENIGN_TOOLS];
