/**
 * The seventeenth benign batch's held-out third (never read while working on the analyzer; print totals only): the
 * benign components of ./teach.ts, ./ops.ts and ./mcp.ts, and the twins of ./malicious.ts.
 */
import { HELD_OUT17_MCP } from './mcp.ts';
import { HELD_OUT17_OPS } from './ops.ts';
import { HELD_OUT17_TEACH } from './teach.ts';

export { HELD_OUT17_TWINS as HELD_OUT17_MALICIOUS } from './malicious.ts';
export const HELD_OUT17_BENIGN = [...HELD_OUT17_TEACH, ...HELD_OUT17_OPS, ...HELD_OUT17_MCP];
