/**
 * The seventh skills batch's figures, through the first batch's evaluator (one
 * place for how a whole component is run and counted). `report.ts` prints
 * them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV7_BENIGN, DEV7_MALICIOUS } from './dev.ts';
import { HELD_OUT7_BENIGN, HELD_OUT7_MALICIOUS } from './held-out/samples.ts';

export const skills7Corpus = {
  dev: { malicious: DEV7_MALICIOUS.map(asVariant), benign: DEV7_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT7_MALICIOUS.map(asVariant), benign: HELD_OUT7_BENIGN.map(asVariant) },
};
