/**
 * The thirteenth evasion batch's figures (blocking-class behaviour in spellings docs/safety.md does not name),
 * through the first batch's evaluator (one place for how a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV13_ATTACKER_BENIGN, DEV13_ATTACKER_MALICIOUS } from './dev.ts';
import { HELD_OUT13_ATTACKER_BENIGN, HELD_OUT13_ATTACKER_MALICIOUS } from './held-out/samples.ts';

export const skills13AttackerCorpus = {
  dev: { malicious: DEV13_ATTACKER_MALICIOUS.map(asVariant), benign: DEV13_ATTACKER_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT13_ATTACKER_MALICIOUS.map(asVariant), benign: HELD_OUT13_ATTACKER_BENIGN.map(asVariant) },
};
