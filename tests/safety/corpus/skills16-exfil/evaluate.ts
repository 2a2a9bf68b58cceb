/**
 * The sixteenth exfiltration batch's figures, through the first batch's
 * evaluator (one place for how a whole component is run and counted).
 * `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV16_EXFIL_BENIGN, DEV16_EXFIL_MALICIOUS } from './dev.ts';
import { HELD_OUT16_EXFIL_BENIGN, HELD_OUT16_EXFIL_MALICIOUS } from './held-out/samples.ts';

export const skills16ExfilCorpus = {
  dev: { malicious: DEV16_EXFIL_MALICIOUS.map(asVariant), benign: DEV16_EXFIL_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT16_EXFIL_MALICIOUS.map(asVariant), benign: HELD_OUT16_EXFIL_BENIGN.map(asVariant) },
};
