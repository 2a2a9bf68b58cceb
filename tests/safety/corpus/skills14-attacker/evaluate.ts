/**
 * The fourteenth attacker batch's figures (every blocking class walked around with what docs/safety.md and the rule
 * list do not name), through the first batch's evaluator (one place for how a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV14_ATTACKER_BENIGN, DEV14_ATTACKER_MALICIOUS } from './dev.ts';
import { HELD_OUT14_ATTACKER_BENIGN, HELD_OUT14_ATTACKER_MALICIOUS } from './held-out/samples.ts';

export const skills14AttackerCorpus = {
  dev: { malicious: DEV14_ATTACKER_MALICIOUS.map(asVariant), benign: DEV14_ATTACKER_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT14_ATTACKER_MALICIOUS.map(asVariant), benign: HELD_OUT14_ATTACKER_BENIGN.map(asVariant) },
};
