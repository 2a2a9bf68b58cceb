/**
 * The fourteenth (prose) batch's figures, through the first batch's evaluator (one place for how
 * a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV14_BENIGN, DEV14_MALICIOUS } from './dev.ts';
import { HELD_OUT14_BENIGN, HELD_OUT14_MALICIOUS } from './held-out/samples.ts';

export const skills14ProseCorpus = {
  dev: { malicious: DEV14_MALICIOUS.map(asVariant), benign: DEV14_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT14_MALICIOUS.map(asVariant), benign: HELD_OUT14_BENIGN.map(asVariant) },
};
