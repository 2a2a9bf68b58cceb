/**
 * The sixteenth benign batch's development part (tune on this): the benign components of ./dev-teach.ts,
 * ./dev-ops.ts and ./dev-tools.ts, and the malicious twins of ./dev-twins.ts.
 */
import { DEV16_OPS } from './dev-ops.ts';
import { DEV16_TEACH } from './dev-teach.ts';
import { DEV16_TOOLS } from './dev-tools.ts';

export { DEV16_TWINS as DEV16_MALICIOUS } from './dev-twins.ts';
export const DEV16_BENIGN = [...DEV16_TEACH, ...DEV16_OPS, ...DEV16_TOOLS];
