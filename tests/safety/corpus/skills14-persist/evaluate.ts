/**
 * The fourteenth persistence batch's figures, through the first batch's
 * evaluator (one place for how a whole component is run and counted).
 * `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV14_PERSIST_BENIGN, DEV14_PERSIST_MALICIOUS } from './dev.ts';
import { HELD_OUT14_PERSIST_BENIGN, HELD_OUT14_PERSIST_MALICIOUS } from './held-out/samples.ts';

export const skills14PersistCorpus = {
  dev: { malicious: DEV14_PERSIST_MALICIOUS.map(asVariant), benign: DEV14_PERSIST_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT14_PERSIST_MALICIOUS.map(asVariant), benign: HELD_OUT14_PERSIST_BENIGN.map(asVariant) },
};
