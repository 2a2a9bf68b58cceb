/**
 * The twelfth benign batch's development part (tune on this): the benign components of ./dev-skills.ts,
 * ./dev-ops.ts, ./dev-python.ts, ./dev-ts.ts and ./dev-go.ts, and the malicious twins of ./dev-twins.ts.
 */
import { DEV12_GO } from './dev-go.ts';
import { DEV12_OPS } from './dev-ops.ts';
import { DEV12_PYTHON } from './dev-python.ts';
import { DEV12_SKILLS } from './dev-skills.ts';
import { DEV12_TS } from './dev-ts.ts';

export { DEV12_TWINS as DEV12_MALICIOUS } from './dev-twins.ts';
export const DEV12_BENIGN = [...DEV12_SKILLS, ...DEV12_OPS, ...DEV12_PYTHON, ...DEV12_TS, ...DEV12_GO];
