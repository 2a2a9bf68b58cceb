/**
 * The tool-result batch's figures (results that promote the tool, claim work not done, rewrite the goal, inflate
 * scores, poison a cache; tools that run on their own or shadow another's name), through the first batch's
 * evaluator (one place for how a whole component is run and counted). `report.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV12_BENIGN, DEV12_MALICIOUS } from './dev.ts';
import { HELD_OUT12_BENIGN, HELD_OUT12_MALICIOUS } from './held-out/samples.ts';

export const skills12ResultsCorpus = {
  dev: { malicious: DEV12_MALICIOUS.map(asVariant), benign: DEV12_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT12_MALICIOUS.map(asVariant), benign: HELD_OUT12_BENIGN.map(asVariant) },
};
