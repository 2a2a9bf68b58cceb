/**
 * The twelfth (prose) batch's figures, through the first batch's evaluator (one place for how a
 * whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV12_BENIGN, DEV12_MALICIOUS } from './dev.ts';
import { HELD_OUT12_BENIGN, HELD_OUT12_MALICIOUS } from './held-out/samples.ts';

export const skills12ProseCorpus = {
  dev: { malicious: DEV12_MALICIOUS.map(asVariant), benign: DEV12_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT12_MALICIOUS.map(asVariant), benign: HELD_OUT12_BENIGN.map(asVariant) },
};
