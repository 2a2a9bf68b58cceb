/**
 * The thirteenth evasion batch's figures (deliberate resource exhaustion and
 * defense evasion), through the first batch's evaluator (one place for how a
 * whole component is run and counted). `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV13_BENIGN, DEV13_MALICIOUS } from './dev.ts';
import { HELD_OUT13_BENIGN, HELD_OUT13_MALICIOUS } from './held-out/samples.ts';

export const skills13EvasionCorpus = {
  dev: { malicious: DEV13_MALICIOUS.map(asVariant), benign: DEV13_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT13_MALICIOUS.map(asVariant), benign: HELD_OUT13_BENIGN.map(asVariant) },
};
