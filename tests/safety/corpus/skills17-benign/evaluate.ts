/**
 * The seventeenth benign batch's figures (pentest and audit teaching, incident-response runbooks, dotfile managers,
 * backups to the user's own host, MCP API proxies with the user's key, CI helpers pushing to the user's own remote,
 * secret scanners, kubectl/terraform/helm/ansible wrappers and self-uninstallers that must not block, with malicious
 * twins), through the first batch's evaluator. `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV17_BENIGN, DEV17_MALICIOUS } from './dev.ts';
import { HELD_OUT17_BENIGN, HELD_OUT17_MALICIOUS } from './held-out/samples.ts';

export const skills17BenignCorpus = {
  dev: { malicious: DEV17_MALICIOUS.map(asVariant), benign: DEV17_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT17_MALICIOUS.map(asVariant), benign: HELD_OUT17_BENIGN.map(asVariant) },
};
