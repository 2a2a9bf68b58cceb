/**
 * The twelfth injection batch's figures (confinements declared and not kept, quoted SQL values, NoSQL filters from
 * raw JSON, templates compiled from tool input), through the first batch's evaluator (one place for how a whole
 * component is run and counted).
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV12_INJECT_BENIGN, DEV12_INJECT_MALICIOUS } from './dev.ts';
import { HELD_OUT12_INJECT_BENIGN, HELD_OUT12_INJECT_MALICIOUS } from './held-out/samples.ts';

export const skills12InjectCorpus = {
  dev: { malicious: DEV12_INJECT_MALICIOUS.map(asVariant), benign: DEV12_INJECT_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT12_INJECT_MALICIOUS.map(asVariant), benign: HELD_OUT12_INJECT_BENIGN.map(asVariant) },
};
