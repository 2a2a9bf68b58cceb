/**
 * The fourth (wording) batch's figures, through the first batch's evaluator (one place
 * for how a whole component is run and counted). `report.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV4_BENIGN, DEV4_MALICIOUS } from './dev.ts';
import { HELD_OUT4_BENIGN, HELD_OUT4_MALICIOUS } from './held-out/samples.ts';

export const skills4Corpus = {
  dev: { malicious: DEV4_MALICIOUS.map(asVariant), benign: DEV4_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT4_MALICIOUS.map(asVariant), benign: HELD_OUT4_BENIGN.map(asVariant) },
};
