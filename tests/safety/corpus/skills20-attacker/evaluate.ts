/**
 * The twentieth attacker batch's figures (long, mostly plausible components with one harmful step inside, written from
 * docs/safety.md alone), through the first batch's evaluator (one place for how a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV20_ATTACKER_BENIGN, DEV20_ATTACKER_MALICIOUS } from './dev.ts';
import { HELD_OUT20_ATTACKER_BENIGN, HELD_OUT20_ATTACKER_MALICIOUS } from './held-out/samples.ts';

export const skills20AttackerCorpus = {
  dev: { malicious: DEV20_ATTACKER_MALICIOUS.map(asVariant), benign: DEV20_ATTACKER_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT20_ATTACKER_MALICIOUS.map(asVariant), benign: HELD_OUT20_ATTACKER_BENIGN.map(asVariant) },
};
