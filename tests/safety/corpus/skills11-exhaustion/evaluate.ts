/**
 * The eleventh exhaustion batch's figures (resource exhaustion and network
 * reach), through the first batch's evaluator (one place for how a whole
 * component is run and counted). `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV11_BENIGN, DEV11_MALICIOUS } from './dev.ts';
import { HELD_OUT11_BENIGN, HELD_OUT11_MALICIOUS } from './held-out/samples.ts';

export const skills11ExhaustionCorpus = {
  dev: { malicious: DEV11_MALICIOUS.map(asVariant), benign: DEV11_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT11_MALICIOUS.map(asVariant), benign: HELD_OUT11_BENIGN.map(asVariant) },
};
