/**
 * The sixteenth benign batch's classes (issue 36, the nineteenth session: BENIGN COMPONENTS that look dangerous to a
 * pattern reader — security teaching and agents quoting attacks to detect them, guard hooks listing the commands they
 * refuse, admin and remote-management tools with flags, backup and sync tools sending the user's files to the user's
 * own storage, API clients with their own provider's key, MCP servers with strong wording ("you MUST call this tool
 * first"), secrets redaction tools, Claude Code settings formatters, deploy scripts), and the five malicious classes
 * of their twins. Laid out by the first batch's builders (`../skills/build.ts`) and the eighth batch's `server`.
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN16_MALICIOUS_CLASSES = [
  // an attack the teaching component quotes turned into a step the model or a script carries out
  'teaching-to-order',
  // a strong-worded MCP tool description that orders a hidden read, send or widening
  'mcp-word-order',
  // a backup, deploy, redaction tool or API client that also sends the user's data or key to a host not theirs
  'data-to-stranger',
  // a disclosed admin tool made open to the network or to commands it does not disclose
  'admin-exposed',
  // a guard hook, settings formatter or deploy script that undoes a guard, widens permissions or plants a later run
  'guard-undone',
] as const;

export const BENIGN16_BENIGN_CLASSES = [
  'security-teaching',
  'guard-hook',
  'admin-remote',
  'backup-sync',
  'own-provider-key',
  'mcp-wording',
  'secrets-redaction',
  'settings-format',
  'deploy-script',
] as const;

export type Benign16Class = (typeof BENIGN16_MALICIOUS_CLASSES)[number] | (typeof BENIGN16_BENIGN_CLASSES)[number];

export type Benign16Sample = Sample<Benign16Class>;

export { server } from '../skills8-mcp/classes.ts';
