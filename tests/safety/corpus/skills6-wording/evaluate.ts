/**
 * The sixth (wording) batch's figures, through the first batch's evaluator (one place
 * for how a whole component is run and counted). `report.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV6_BENIGN, DEV6_MALICIOUS } from './dev.ts';
import { HELD_OUT6_BENIGN, HELD_OUT6_MALICIOUS } from './held-out/samples.ts';

export const skills6Corpus = {
  dev: { malicious: DEV6_MALICIOUS.map(asVariant), benign: DEV6_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT6_MALICIOUS.map(asVariant), benign: HELD_OUT6_BENIGN.map(asVariant) },
};
