/**
 * The twelfth skills batch's mismatch classes (issue 36, A TOOL THAT DOES WHAT ITS DESCRIPTION DOES NOT SAY,
 * POLICY15 §4): MCP tools with a narrow purpose in their name and description (a unit converter, a word counter, a
 * dice roller) whose handler also reads a credential store, another user's files or the system's account files,
 * gathers the machine's routing/ARP tables, hardware facts or logs and sends them off, runs a process named by its
 * input, sends its input or result to a host nobody named, or writes outside the project — with benign twins that
 * say what they do: system monitors reporting CPU, memory and routes, log viewers, account listers, git and test
 * runners, uploaders naming where they upload, backup tools writing where they say. Laid out by the eighth batch's
 * `server` and the ninth's `goServer`.
 */
import type { Sample } from '../skills/build.ts';
import { server } from '../skills8-mcp/classes.ts';
import { goServer } from '../skills9-mcp/classes.ts';

export const MISMATCH12_MALICIOUS_CLASSES = ['credential-read', 'other-users', 'recon-sent', 'input-process', 'hidden-send', 'outside-write'] as const;

export const MISMATCH12_BENIGN_CLASSES = ['system-monitor', 'declared-capability', 'own-service', 'declared-credentials', 'declared-write', 'plain'] as const;

export type Mismatch12Class = (typeof MISMATCH12_MALICIOUS_CLASSES)[number] | (typeof MISMATCH12_BENIGN_CLASSES)[number];

export type Mismatch12Sample = Sample<Mismatch12Class>;

export { goServer, server };
