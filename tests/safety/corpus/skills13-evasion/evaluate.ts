/**
 * The thirteenth evasion batch's figures (blocking-class behaviour in spellings docs/safety.md does not name),
 * through the first batch's evaluator (one place for how a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV13_EVASION_BENIGN, DEV13_EVASION_MALICIOUS } from './dev.ts';
import { HELD_OUT13_EVASION_BENIGN, HELD_OUT13_EVASION_MALICIOUS } from './held-out/samples.ts';

export const skills13EvasionCorpus = {
  dev: { malicious: DEV13_EVASION_MALICIOUS.map(asVariant), benign: DEV13_EVASION_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT13_EVASION_MALICIOUS.map(asVariant), benign: HELD_OUT13_EVASION_BENIGN.map(asVariant) },
};
