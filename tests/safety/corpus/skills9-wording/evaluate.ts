/**
 * The ninth (wording) batch's figures, through the first batch's evaluator (one place
 * for how a whole component is run and counted). `report.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV9_BENIGN, DEV9_MALICIOUS } from './dev.ts';
import { HELD_OUT9_BENIGN, HELD_OUT9_MALICIOUS } from './held-out/samples.ts';

export const skills9Corpus = {
  dev: { malicious: DEV9_MALICIOUS.map(asVariant), benign: DEV9_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT9_MALICIOUS.map(asVariant), benign: HELD_OUT9_BENIGN.map(asVariant) },
};
