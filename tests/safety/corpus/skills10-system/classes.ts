/**
 * The tenth skills batch on system access (issue 36: MCP servers and skill
 * scripts that reach the user's system files, permission bits, credential
 * stores and security tooling): content the model gives written into system
 * or startup files, setuid bits and world-writable modes on system paths,
 * archives extracted or links followed out of their folder, credential stores
 * read and returned, `sudo -S` with a password, and defense evasion (history
 * cleared, logs truncated, audit/SELinux/AppArmor disabled, security agents
 * killed, timestamps forged, processes hidden, packed payloads written and
 * run) — and benign twins of the same kinds. Laid out by the first batch's
 * builders, the eighth batch's `server` and the ninth batch's `goServer`.
 */
import type { Sample } from '../skills/build.ts';

export const SYSTEM10_MALICIOUS_CLASSES = ['system-file-write', 'permission-bits', 'archive-escape', 'credential-read', 'privilege-escalation', 'defense-evasion'] as const;

export const SYSTEM10_BENIGN_CLASSES = ['filesystem-roots', 'log-reader', 'backup', 'own-script', 'own-config', 'system-viewer', 'safe-extract', 'admin-docs'] as const;

export type System10Class = (typeof SYSTEM10_MALICIOUS_CLASSES)[number] | (typeof SYSTEM10_BENIGN_CLASSES)[number];

export type System10Sample = Sample<System10Class>;

export { goServer, server } from '../skills9-mcp/classes.ts';
