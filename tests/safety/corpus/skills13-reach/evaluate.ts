/**
 * The thirteenth reach batch's figures (network, system and file reach of
 * MCP servers), through the first batch's evaluator (one place for how a
 * whole component is run and counted). `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV13_REACH_BENIGN, DEV13_REACH_MALICIOUS } from './dev.ts';
import { HELD_OUT13_REACH_BENIGN, HELD_OUT13_REACH_MALICIOUS } from './held-out/samples.ts';

export const skills13ReachCorpus = {
  dev: { malicious: DEV13_REACH_MALICIOUS.map(asVariant), benign: DEV13_REACH_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT13_REACH_MALICIOUS.map(asVariant), benign: HELD_OUT13_REACH_BENIGN.map(asVariant) },
};
