/**
 * The sixteenth benign batch's figures (security teaching, guard hooks, admin and remote tools, backups to the user's
 * own storage, own-provider keys, strong-worded MCP servers, redaction tools, settings formatters and deploy scripts
 * that must not block, with malicious twins), through the first batch's evaluator. `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV16_BENIGN, DEV16_MALICIOUS } from './dev.ts';
import { HELD_OUT16_BENIGN, HELD_OUT16_MALICIOUS } from './held-out/samples.ts';

export const skills16BenignCorpus = {
  dev: { malicious: DEV16_MALICIOUS.map(asVariant), benign: DEV16_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT16_MALICIOUS.map(asVariant), benign: HELD_OUT16_BENIGN.map(asVariant) },
};
