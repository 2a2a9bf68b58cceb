/**
 * The twenty-sixth benign batch's development half (tune on this): the benign components of ./dev-security.ts,
 * ./dev-ops.ts and ./dev-code.ts. The batch has no malicious class.
 */
import type { Benign26Sample } from './classes.ts';
import { DEV26_CODE } from './dev-code.ts';
import { DEV26_OPS } from './dev-ops.ts';
import { DEV26_SECURITY } from './dev-security.ts';

export const DEV26_MALICIOUS: Benign26Sample[] = [];
export const DEV26_BENIGN = [...DEV26_SECURITY, ...DEV26_OPS, ...DEV26_CODE];
