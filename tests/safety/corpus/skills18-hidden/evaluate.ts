/**
 * The eighteenth hidden-text batch's figures, through the first batch's
 * evaluator (one place for how a whole component is run and counted).
 * `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV18_HIDDEN_BENIGN, DEV18_HIDDEN_MALICIOUS } from './dev.ts';
import { HELD_OUT18_HIDDEN_BENIGN, HELD_OUT18_HIDDEN_MALICIOUS } from './held-out/samples.ts';

export const skills18HiddenCorpus = {
  dev: { malicious: DEV18_HIDDEN_MALICIOUS.map(asVariant), benign: DEV18_HIDDEN_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT18_HIDDEN_MALICIOUS.map(asVariant), benign: HELD_OUT18_HIDDEN_BENIGN.map(asVariant) },
};
