/**
 * The seventeenth labelled batch's figures, through the first batch's
 * evaluator (one place for how a whole component is run and counted).
 * `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV17_LABELLED_BENIGN, DEV17_LABELLED_MALICIOUS } from './dev.ts';
import { HELD_OUT17_LABELLED_BENIGN, HELD_OUT17_LABELLED_MALICIOUS } from './held-out/samples.ts';

export const skills17LabelledCorpus = {
  dev: { malicious: DEV17_LABELLED_MALICIOUS.map(asVariant), benign: DEV17_LABELLED_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT17_LABELLED_MALICIOUS.map(asVariant), benign: HELD_OUT17_LABELLED_BENIGN.map(asVariant) },
};
