/**
 * The eighteenth attacker batch's figures (every blocking class in spellings docs/safety.md does not name), through
 * the first batch's evaluator (one place for how a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV18_ATTACKER_BENIGN, DEV18_ATTACKER_MALICIOUS } from './dev.ts';
import { HELD_OUT18_ATTACKER_BENIGN, HELD_OUT18_ATTACKER_MALICIOUS } from './held-out/samples.ts';

export const skills18AttackerCorpus = {
  dev: { malicious: DEV18_ATTACKER_MALICIOUS.map(asVariant), benign: DEV18_ATTACKER_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT18_ATTACKER_MALICIOUS.map(asVariant), benign: HELD_OUT18_ATTACKER_BENIGN.map(asVariant) },
};
