/**
 * The sixteenth attacker batch's figures (every class issue 36 names, in spellings the rules may not read, across
 * shell, Python, JavaScript/TypeScript, PowerShell and Go), through the first batch's evaluator (one place for how a
 * whole component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV16_ATTACKER_BENIGN, DEV16_ATTACKER_MALICIOUS } from './dev.ts';
import { HELD_OUT16_ATTACKER_BENIGN, HELD_OUT16_ATTACKER_MALICIOUS } from './held-out/samples.ts';

export const skills16AttackerCorpus = {
  dev: { malicious: DEV16_ATTACKER_MALICIOUS.map(asVariant), benign: DEV16_ATTACKER_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT16_ATTACKER_MALICIOUS.map(asVariant), benign: HELD_OUT16_ATTACKER_BENIGN.map(asVariant) },
};
