/**
 * The nineteenth attacker batch's figures (components in the shape of public labelled datasets of malicious skills and
 * MCP servers), through the first batch's evaluator (one place for how a whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV19_ATTACKER_BENIGN, DEV19_ATTACKER_MALICIOUS } from './dev.ts';
import { HELD_OUT19_ATTACKER_BENIGN, HELD_OUT19_ATTACKER_MALICIOUS } from './held-out/samples.ts';

export const skills19AttackerCorpus = {
  dev: { malicious: DEV19_ATTACKER_MALICIOUS.map(asVariant), benign: DEV19_ATTACKER_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT19_ATTACKER_MALICIOUS.map(asVariant), benign: HELD_OUT19_ATTACKER_BENIGN.map(asVariant) },
};
