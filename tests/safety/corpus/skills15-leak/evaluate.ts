/**
 * The fifteenth leak batch's figures, through the first batch's evaluator
 * (one place for how a whole component is run and counted). `batches.ts`
 * prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV15_LEAK_BENIGN, DEV15_LEAK_MALICIOUS } from './dev.ts';
import { HELD_OUT15_LEAK_BENIGN, HELD_OUT15_LEAK_MALICIOUS } from './held-out/samples.ts';

export const skills15LeakCorpus = {
  dev: { malicious: DEV15_LEAK_MALICIOUS.map(asVariant), benign: DEV15_LEAK_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT15_LEAK_MALICIOUS.map(asVariant), benign: HELD_OUT15_LEAK_BENIGN.map(asVariant) },
};
