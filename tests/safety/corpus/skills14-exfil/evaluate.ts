/**
 * The fourteenth exfiltration batch's figures (the user's data sent where nothing in the component explains, and
 * setup steps that send it), through the first batch's evaluator (one place for how a whole component is run and
 * counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV14_EXFIL_BENIGN, DEV14_EXFIL_MALICIOUS } from './dev.ts';
import { HELD_OUT14_EXFIL_BENIGN, HELD_OUT14_EXFIL_MALICIOUS } from './held-out/samples.ts';

export const skills14ExfilCorpus = {
  dev: { malicious: DEV14_EXFIL_MALICIOUS.map(asVariant), benign: DEV14_EXFIL_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT14_EXFIL_MALICIOUS.map(asVariant), benign: HELD_OUT14_EXFIL_BENIGN.map(asVariant) },
};
