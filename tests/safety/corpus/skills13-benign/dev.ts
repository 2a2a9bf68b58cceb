/**
 * The thirteenth benign batch's development part (tune on this): the benign components of ./dev-security.ts,
 * ./dev-ops.ts, ./dev-clients.ts, ./dev-agents.ts and ./dev-mcp.ts, and the malicious twins of ./dev-twins.ts.
 */
import { DEV13_AGENTS } from './dev-agents.ts';
import { DEV13_CLIENTS } from './dev-clients.ts';
import { DEV13_MCP } from './dev-mcp.ts';
import { DEV13_OPS } from './dev-ops.ts';
import { DEV13_SECURITY } from './dev-security.ts';

export { DEV13_TWINS as DEV13_MALICIOUS } from './dev-twins.ts';
export const DEV13_BENIGN = [...DEV13_SECURITY, ...DEV13_OPS, ...DEV13_CLIENTS, ...DEV13_AGENTS, ...DEV13_MCP];
