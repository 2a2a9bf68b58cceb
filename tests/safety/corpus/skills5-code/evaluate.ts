/**
 * The fifth skills batch's figures, through the first batch's evaluator (one
 * place for how a whole component is run and counted). `report.ts` prints
 * them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV5_BENIGN, DEV5_MALICIOUS } from './dev.ts';
import { HELD_OUT5_BENIGN, HELD_OUT5_MALICIOUS } from './held-out/samples.ts';

export const skills5Corpus = {
  dev: { malicious: DEV5_MALICIOUS.map(asVariant), benign: DEV5_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT5_MALICIOUS.map(asVariant), benign: HELD_OUT5_BENIGN.map(asVariant) },
};
