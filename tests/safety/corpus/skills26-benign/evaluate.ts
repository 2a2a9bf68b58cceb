/**
 * The twenty-sixth benign batch's figures (CTF and forensics helpers, attack references, red-team labs, host
 * detection, installers inside build files, API clients in new languages, deploys, secrets-manager CLIs, hooks that
 * format and log, local MCP servers, base64 used legitimately, obfuscation builds, encoding teaching, signed
 * self-updates and opt-in telemetry), through the first batch's evaluator. `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV26_BENIGN, DEV26_MALICIOUS } from './dev.ts';
import { HELD_OUT26_BENIGN, HELD_OUT26_MALICIOUS } from './held-out/samples.ts';

export const skills26BenignCorpus = {
  dev: { malicious: DEV26_MALICIOUS.map(asVariant), benign: DEV26_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT26_MALICIOUS.map(asVariant), benign: HELD_OUT26_BENIGN.map(asVariant) },
};
