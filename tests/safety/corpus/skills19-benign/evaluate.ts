/**
 * The nineteenth benign batch's figures (observability clients, release helpers, cloud CLIs, database tooling, SSH
 * keys, password managers, webhook notifiers, browser automation, guarded code generators, security education,
 * containers, dotfiles, public datasets and toolchain installers), through the first batch's evaluator. `batches.ts`
 * prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV19_BENIGN, DEV19_MALICIOUS } from './dev.ts';
import { HELD_OUT19_BENIGN, HELD_OUT19_MALICIOUS } from './held-out/samples.ts';

export const skills19BenignCorpus = {
  dev: { malicious: DEV19_MALICIOUS.map(asVariant), benign: DEV19_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT19_MALICIOUS.map(asVariant), benign: HELD_OUT19_BENIGN.map(asVariant) },
};
