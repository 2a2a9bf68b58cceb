/**
 * The nineteenth benign batch's development part (tune on this): the benign components of ./dev-ops.ts,
 * ./dev-data.ts, ./dev-keys.ts, ./dev-words.ts and ./dev-home.ts. The batch has no malicious class.
 */
import type { Benign19Sample } from './classes.ts';
import { DEV19_DATA } from './dev-data.ts';
import { DEV19_HOME } from './dev-home.ts';
import { DEV19_KEYS } from './dev-keys.ts';
import { DEV19_OPS } from './dev-ops.ts';
import { DEV19_WORDS } from './dev-words.ts';

export const DEV19_MALICIOUS: Benign19Sample[] = [];
export const DEV19_BENIGN = [...DEV19_OPS, ...DEV19_DATA, ...DEV19_KEYS, ...DEV19_WORDS, ...DEV19_HOME];
