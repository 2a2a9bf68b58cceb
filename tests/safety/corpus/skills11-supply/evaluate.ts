/**
 * The eleventh skills batch's figures (supply chain by name: look-alike
 * packages, look-alike component names, dependency confusion), through the
 * first batch's evaluator (one place for how a whole component is run and
 * counted). `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV11_SUPPLY_BENIGN, DEV11_SUPPLY_MALICIOUS } from './dev.ts';
import { HELD_OUT11_SUPPLY_BENIGN, HELD_OUT11_SUPPLY_MALICIOUS } from './held-out/samples.ts';

export const skills11SupplyCorpus = {
  dev: { malicious: DEV11_SUPPLY_MALICIOUS.map(asVariant), benign: DEV11_SUPPLY_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT11_SUPPLY_MALICIOUS.map(asVariant), benign: HELD_OUT11_SUPPLY_BENIGN.map(asVariant) },
};
