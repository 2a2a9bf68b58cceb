/**
 * The eleventh python batch's figures (hidden branches, scripts written then run, dynamic calls, class-based
 * servers), through the first batch's evaluator (one place for how a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV11_PY_BENIGN, DEV11_PY_MALICIOUS } from './dev.ts';
import { HELD_OUT11_PY_BENIGN, HELD_OUT11_PY_MALICIOUS } from './held-out/samples.ts';

export const skills11PythonCorpus = {
  dev: { malicious: DEV11_PY_MALICIOUS.map(asVariant), benign: DEV11_PY_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT11_PY_MALICIOUS.map(asVariant), benign: HELD_OUT11_PY_BENIGN.map(asVariant) },
};
