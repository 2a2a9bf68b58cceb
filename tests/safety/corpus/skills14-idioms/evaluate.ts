/**
 * The fourteenth idioms batch's figures (blocking behaviours written in
 * other idioms of each language), through the first batch's evaluator (one
 * place for how a whole component is run and counted). `batches.ts` prints
 * them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV14_IDIOM_BENIGN, DEV14_IDIOM_MALICIOUS } from './dev.ts';
import { HELD_OUT14_IDIOM_BENIGN, HELD_OUT14_IDIOM_MALICIOUS } from './held-out/samples.ts';

export const skills14IdiomsCorpus = {
  dev: { malicious: DEV14_IDIOM_MALICIOUS.map(asVariant), benign: DEV14_IDIOM_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT14_IDIOM_MALICIOUS.map(asVariant), benign: HELD_OUT14_IDIOM_BENIGN.map(asVariant) },
};
