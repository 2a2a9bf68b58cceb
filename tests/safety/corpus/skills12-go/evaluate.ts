/**
 * The twelfth Go batch's figures (hidden doors in Go and shell: cgo, web
 * shells, magic triggers, file URLs, exhaustion), through the first batch's
 * evaluator (one place for how a whole component is run and counted).
 * `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV12_BENIGN, DEV12_MALICIOUS } from './dev.ts';
import { HELD_OUT12_BENIGN, HELD_OUT12_MALICIOUS } from './held-out/samples.ts';

export const skills12GoCorpus = {
  dev: { malicious: DEV12_MALICIOUS.map(asVariant), benign: DEV12_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT12_MALICIOUS.map(asVariant), benign: HELD_OUT12_BENIGN.map(asVariant) },
};
