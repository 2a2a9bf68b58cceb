/**
 * Seventeenth MCP batch, development part: one list per side. Tune on these.
 */
export { DEV17_MCP_BENIGN } from './dev-benign.ts';
export { DEV17_MCP_MALICIOUS } from './dev-malicious.ts';
