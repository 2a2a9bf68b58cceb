/**
 * The fourteenth benign batch's figures (security teaching, strong-worded MCP servers and real-looking code that
 * must not block, with malicious twins), through the first batch's evaluator (one place for how a whole component is
 * run and counted). `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV14_BENIGN, DEV14_MALICIOUS } from './dev.ts';
import { HELD_OUT14_BENIGN, HELD_OUT14_MALICIOUS } from './held-out/samples.ts';

export const skills14BenignCorpus = {
  dev: { malicious: DEV14_MALICIOUS.map(asVariant), benign: DEV14_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT14_MALICIOUS.map(asVariant), benign: HELD_OUT14_BENIGN.map(asVariant) },
};
