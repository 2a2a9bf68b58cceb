/**
 * The eighteenth (prose) batch's figures, through the first batch's evaluator (one place for how
 * a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV18_BENIGN, DEV18_MALICIOUS } from './dev.ts';
import { HELD_OUT18_BENIGN, HELD_OUT18_MALICIOUS } from './held-out/samples.ts';

export const skills18ProseCorpus = {
  dev: { malicious: DEV18_MALICIOUS.map(asVariant), benign: DEV18_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT18_MALICIOUS.map(asVariant), benign: HELD_OUT18_BENIGN.map(asVariant) },
};
