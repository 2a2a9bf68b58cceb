/**
 * The tenth MCP wording batch's figures (what a server tells the model, tools
 * that do other than they say), through the first batch's evaluator (one
 * place for how a whole component is run and counted). `report.ts` prints
 * them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV10_BENIGN, DEV10_MALICIOUS } from './dev.ts';
import { HELD_OUT10_BENIGN, HELD_OUT10_MALICIOUS } from './held-out/samples.ts';

export const skills10McpWordsCorpus = {
  dev: { malicious: DEV10_MALICIOUS.map(asVariant), benign: DEV10_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT10_MALICIOUS.map(asVariant), benign: HELD_OUT10_BENIGN.map(asVariant) },
};
