/**
 * The seventeenth (Ruby) batch's figures, through the first batch's
 * evaluator (one place for how a whole component is run and counted).
 * `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV17_RUBY_BENIGN, DEV17_RUBY_MALICIOUS } from './dev.ts';
import { HELD_OUT17_RUBY_BENIGN, HELD_OUT17_RUBY_MALICIOUS } from './held-out/samples.ts';

export const skills17RubyCorpus = {
  dev: { malicious: DEV17_RUBY_MALICIOUS.map(asVariant), benign: DEV17_RUBY_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT17_RUBY_MALICIOUS.map(asVariant), benign: HELD_OUT17_RUBY_BENIGN.map(asVariant) },
};
