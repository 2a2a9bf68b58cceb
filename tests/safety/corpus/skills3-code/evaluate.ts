/**
 * The third skills batch's figures, through the first batch's evaluator (one
 * place for how a whole component is run and counted). `report.ts` prints
 * them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV3_BENIGN, DEV3_MALICIOUS } from './dev.ts';
import { HELD_OUT3_BENIGN, HELD_OUT3_MALICIOUS } from './held-out/samples.ts';

export const skills3Corpus = {
  dev: { malicious: DEV3_MALICIOUS.map(asVariant), benign: DEV3_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT3_MALICIOUS.map(asVariant), benign: HELD_OUT3_BENIGN.map(asVariant) },
};
