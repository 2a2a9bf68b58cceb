/**
 * The twelfth mismatch batch's figures (tools doing what their description does not say), through the first
 * batch's evaluator (one place for how a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV12_MISMATCH_BENIGN, DEV12_MISMATCH_MALICIOUS } from './dev.ts';
import { HELD_OUT12_MISMATCH_BENIGN, HELD_OUT12_MISMATCH_MALICIOUS } from './held-out/samples.ts';

export const skills12MismatchCorpus = {
  dev: { malicious: DEV12_MISMATCH_MALICIOUS.map(asVariant), benign: DEV12_MISMATCH_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT12_MISMATCH_MALICIOUS.map(asVariant), benign: HELD_OUT12_MISMATCH_BENIGN.map(asVariant) },
};
