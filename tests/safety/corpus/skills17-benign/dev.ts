/**
 * The seventeenth benign batch's development part (tune on this): the benign components of ./dev-teach.ts,
 * ./dev-home.ts, ./dev-backup.ts, ./dev-ops.ts and ./dev-mcp.ts, and the malicious twins of ./dev-twins.ts.
 */
import { DEV17_BACKUP } from './dev-backup.ts';
import { DEV17_HOME } from './dev-home.ts';
import { DEV17_MCP } from './dev-mcp.ts';
import { DEV17_OPS } from './dev-ops.ts';
import { DEV17_TEACH } from './dev-teach.ts';

export { DEV17_TWINS as DEV17_MALICIOUS } from './dev-twins.ts';
export const DEV17_BENIGN = [...DEV17_TEACH, ...DEV17_HOME, ...DEV17_BACKUP, ...DEV17_OPS, ...DEV17_MCP];
