/**
 * Fifteenth MCP batch, development part: one list per side. Tune on these.
 */
export { DEV15_MCP_BENIGN } from './dev-benign.ts';
export { DEV15_MCP_MALICIOUS } from './dev-malicious.ts';
