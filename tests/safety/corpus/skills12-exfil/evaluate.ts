/**
 * The twelfth exfiltration batch's figures (data read here sent to a host that is not the component's own
 * service), through the first batch's evaluator (one place for how a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV12_EXFIL_BENIGN, DEV12_EXFIL_MALICIOUS } from './dev.ts';
import { HELD_OUT12_EXFIL_BENIGN, HELD_OUT12_EXFIL_MALICIOUS } from './held-out/samples.ts';

export const skills12ExfilCorpus = {
  dev: { malicious: DEV12_EXFIL_MALICIOUS.map(asVariant), benign: DEV12_EXFIL_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT12_EXFIL_MALICIOUS.map(asVariant), benign: HELD_OUT12_EXFIL_BENIGN.map(asVariant) },
};
