/**
 * The twentieth benign batch's development part (tune on this): the benign components of ./dev-build.ts,
 * ./dev-clients.ts and ./dev-ops.ts. The batch has no malicious class.
 */
import type { Benign20Sample } from './classes.ts';
import { DEV20_BUILD } from './dev-build.ts';
import { DEV20_CLIENTS } from './dev-clients.ts';
import { DEV20_OPS } from './dev-ops.ts';

export const DEV20_MALICIOUS: Benign20Sample[] = [];
export const DEV20_BENIGN = [...DEV20_BUILD, ...DEV20_CLIENTS, ...DEV20_OPS];
