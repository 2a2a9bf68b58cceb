/**
 * The fifteenth (prose) batch's figures, through the first batch's evaluator (one place for how
 * a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV15_BENIGN, DEV15_MALICIOUS } from './dev.ts';
import { HELD_OUT15_BENIGN, HELD_OUT15_MALICIOUS } from './held-out/samples.ts';

export const skills15ProseCorpus = {
  dev: { malicious: DEV15_MALICIOUS.map(asVariant), benign: DEV15_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT15_MALICIOUS.map(asVariant), benign: HELD_OUT15_BENIGN.map(asVariant) },
};
