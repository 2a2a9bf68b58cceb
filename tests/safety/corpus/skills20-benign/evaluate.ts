/**
 * The twentieth benign batch's figures (Jupyter, mobile, game and embedded builds, HPC clusters, finance and mail
 * clients, LLM application development, home automation, documentation sites, accessibility and translation, log
 * triage, network diagnostics, OS maintenance and detection rules), through the first batch's evaluator.
 * `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV20_BENIGN, DEV20_MALICIOUS } from './dev.ts';
import { HELD_OUT20_BENIGN, HELD_OUT20_MALICIOUS } from './held-out/samples.ts';

export const skills20BenignCorpus = {
  dev: { malicious: DEV20_MALICIOUS.map(asVariant), benign: DEV20_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT20_MALICIOUS.map(asVariant), benign: HELD_OUT20_BENIGN.map(asVariant) },
};
