/**
 * The tenth benign batch's development part (tune on this): the benign servers and skills of
 * ./dev-python-a.ts, ./dev-python-b.ts, ./dev-ts-a.ts, ./dev-ts-b.ts, ./dev-go.ts and
 * ./dev-skills.ts, and their malicious twins in ./dev-twins.ts.
 */
import { DEV10_GO } from './dev-go.ts';
import { DEV10_PYTHON_A } from './dev-python-a.ts';
import { DEV10_PYTHON_B } from './dev-python-b.ts';
import { DEV10_SKILLS } from './dev-skills.ts';
import { DEV10_TS_A } from './dev-ts-a.ts';
import { DEV10_TS_B } from './dev-ts-b.ts';

export { DEV10_TWINS as DEV10_MALICIOUS } from './dev-twins.ts';
export const DEV10_BENIGN = [...DEV10_PYTHON_A, ...DEV10_PYTHON_B, ...DEV10_TS_A, ...DEV10_TS_B, ...DEV10_GO, ...DEV10_SKILLS];
