/**
 * The fifteenth benign batch's classes (issue 36, the eighteenth session: BENIGN COMPONENTS of the shapes that still
 * blocked at its start — security teaching that quotes attacks to teach detection (YARA, Sigma, Semgrep rules,
 * reverse-shell signatures, prompt-injection test data), MCP servers whose descriptions use strong wording, admin and
 * backup tools that send to the user's own configured host, CI and container setups, dotfile and permission managers,
 * disclosed telemetry, API clients sending their own provider's key, argv tools), and the five malicious classes of
 * their twins. Laid out by the first batch's builders (`../skills/build.ts`) and the eighth batch's `server`.
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN15_MALICIOUS_CLASSES = [
  // an attack the teaching component quotes turned into a step the model or a script carries out
  'teaching-to-order',
  // a strong-worded MCP tool description that orders a hidden read, send or widening
  'mcp-word-order',
  // a backup, CI job, telemetry call or API client that also sends the user's data or key to a host not theirs
  'data-to-stranger',
  // a disclosed admin server made open to the network or to commands it does not disclose
  'admin-exposed',
  // a dotfile or permission manager that also plants something that runs later or lets someone in
  'setup-persistence',
] as const;

export const BENIGN15_BENIGN_CLASSES = [
  'security-teaching',
  'mcp-wording',
  'disclosed-admin',
  'backup-sync',
  'container-ci',
  'dotfiles-permissions',
  'disclosed-telemetry',
  'own-provider-key',
  'argv-tool',
] as const;

export type Benign15Class = (typeof BENIGN15_MALICIOUS_CLASSES)[number] | (typeof BENIGN15_BENIGN_CLASSES)[number];

export type Benign15Sample = Sample<Benign15Class>;

export { server } from '../skills8-mcp/classes.ts';
