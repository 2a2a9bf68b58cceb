/**
 * The fifteenth benign batch's development part (tune on this): the benign components of ./dev-teach.ts,
 * ./dev-mcp.ts, ./dev-ops.ts and ./dev-tools.ts, and the malicious twins of ./dev-twins.ts.
 */
import { DEV15_MCP } from './dev-mcp.ts';
import { DEV15_OPS } from './dev-ops.ts';
import { DEV15_TEACH } from './dev-teach.ts';
import { DEV15_TOOLS } from './dev-tools.ts';

export { DEV15_TWINS as DEV15_MALICIOUS } from './dev-twins.ts';
export const DEV15_BENIGN = [...DEV15_TEACH, ...DEV15_MCP, ...DEV15_OPS, ...DEV15_TOOLS];
