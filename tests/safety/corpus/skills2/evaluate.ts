/**
 * The second skills batch's figures, through the first batch's evaluator (one
 * place for how a whole component is run and counted). `report.ts` prints
 * them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV2_BENIGN, DEV2_MALICIOUS } from './dev.ts';
import { HELD_OUT2_BENIGN, HELD_OUT2_MALICIOUS } from './held-out/samples.ts';

export const skills2Corpus = {
  dev: { malicious: DEV2_MALICIOUS.map(asVariant), benign: DEV2_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT2_MALICIOUS.map(asVariant), benign: HELD_OUT2_BENIGN.map(asVariant) },
};
