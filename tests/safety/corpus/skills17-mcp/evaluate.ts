/**
 * The seventeenth MCP batch's figures, through the first batch's evaluator (one
 * place for how a whole component is run and counted). `batches.ts` prints them.
 */
import { asVariant } from '../skills/evaluate.ts';
import { DEV17_MCP_BENIGN, DEV17_MCP_MALICIOUS } from './dev.ts';
import { HELD_OUT17_MCP_BENIGN, HELD_OUT17_MCP_MALICIOUS } from './held-out/samples.ts';

export const skills17McpCorpus = {
  dev: { malicious: DEV17_MCP_MALICIOUS.map(asVariant), benign: DEV17_MCP_BENIGN.map(asVariant) },
  heldOut: { malicious: HELD_OUT17_MCP_MALICIOUS.map(asVariant), benign: HELD_OUT17_MCP_BENIGN.map(asVariant) },
};
