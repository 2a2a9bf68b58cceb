/**
 * The fifteenth attacker batch's figures (every blocking class done with tools, languages and indirections
 * docs/safety.md and the rule list do not name), through the first batch's evaluator (one place for how a whole
 * component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV15_ATTACKER_BENIGN, DEV15_ATTACKER_MALICIOUS } from './dev.ts';
import { HELD_OUT15_ATTACKER_BENIGN, HELD_OUT15_ATTACKER_MALICIOUS } from './held-out/samples.ts';

export const skills15AttackerCorpus = {
  dev: { malicious: DEV15_ATTACKER_MALICIOUS.map(asVariant), benign: DEV15_ATTACKER_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT15_ATTACKER_MALICIOUS.map(asVariant), benign: HELD_OUT15_ATTACKER_BENIGN.map(asVariant) },
};
