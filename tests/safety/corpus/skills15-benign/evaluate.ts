/**
 * The fifteenth benign batch's figures (security teaching, strong-worded MCP servers, admin and backup tools to the
 * user's own host, CI, dotfiles, disclosed telemetry and own-provider keys that must not block, with malicious
 * twins), through the first batch's evaluator. `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV15_BENIGN, DEV15_MALICIOUS } from './dev.ts';
import { HELD_OUT15_BENIGN, HELD_OUT15_MALICIOUS } from './held-out/samples.ts';

export const skills15BenignCorpus = {
  dev: { malicious: DEV15_MALICIOUS.map(asVariant), benign: DEV15_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT15_MALICIOUS.map(asVariant), benign: HELD_OUT15_BENIGN.map(asVariant) },
};
