/**
 * The eighteenth benign batch's figures (the benign twins of what the analyzer blocks: own-bucket backups,
 * own-provider API clients in six languages, deploys to the user's own host, dotfile managers, schedulers, vendors'
 * installers, security teaching, secret scanners, git hooks, project-root MCP servers, prompt templates, encoded
 * assets and build cleaners), through the first batch's evaluator. `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV18_BENIGN, DEV18_MALICIOUS } from './dev.ts';
import { HELD_OUT18_BENIGN, HELD_OUT18_MALICIOUS } from './held-out/samples.ts';

export const skills18BenignCorpus = {
  dev: { malicious: DEV18_MALICIOUS.map(asVariant), benign: DEV18_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT18_MALICIOUS.map(asVariant), benign: HELD_OUT18_BENIGN.map(asVariant) },
};
