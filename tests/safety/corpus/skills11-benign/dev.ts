/**
 * The eleventh benign batch's development part (tune on this): the benign components of
 * ./dev-installers.ts, ./dev-services.ts, ./dev-ops.ts, ./dev-python.ts, ./dev-ts.ts and
 * ./dev-go.ts, and their malicious twins in ./dev-twins.ts.
 */
import { DEV11_GO } from './dev-go.ts';
import { DEV11_INSTALLERS } from './dev-installers.ts';
import { DEV11_OPS } from './dev-ops.ts';
import { DEV11_PYTHON } from './dev-python.ts';
import { DEV11_SERVICES } from './dev-services.ts';
import { DEV11_TS } from './dev-ts.ts';

export { DEV11_TWINS as DEV11_MALICIOUS } from './dev-twins.ts';
export const DEV11_BENIGN = [...DEV11_INSTALLERS, ...DEV11_SERVICES, ...DEV11_OPS, ...DEV11_PYTHON, ...DEV11_TS, ...DEV11_GO];
