/**
 * The eighth (benign hard negatives) batch's figures, through the first batch's evaluator (one
 * place for how a whole component is run and counted). `report.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV8_BENIGN, DEV8_MALICIOUS } from './dev.ts';
import { HELD_OUT8_BENIGN, HELD_OUT8_MALICIOUS } from './held-out/samples.ts';

export const skills8Corpus = {
  dev: { malicious: DEV8_MALICIOUS.map(asVariant), benign: DEV8_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT8_MALICIOUS.map(asVariant), benign: HELD_OUT8_BENIGN.map(asVariant) },
};
