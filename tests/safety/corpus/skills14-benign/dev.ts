/**
 * The fourteenth benign batch's development part (tune on this): the benign components of ./dev-teach.ts,
 * ./dev-mcp.ts, ./dev-ci.ts and ./dev-tools.ts, and the malicious twins of ./dev-twins.ts.
 */
import { DEV14_CI } from './dev-ci.ts';
import { DEV14_MCP } from './dev-mcp.ts';
import { DEV14_TEACH } from './dev-teach.ts';
import { DEV14_TOOLS } from './dev-tools.ts';

export { DEV14_TWINS as DEV14_MALICIOUS } from './dev-twins.ts';
export const DEV14_BENIGN = [...DEV14_TEACH, ...DEV14_MCP, ...DEV14_CI, ...DEV14_TOOLS];
