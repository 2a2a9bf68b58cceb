/**
 * The fourteenth benign batch's classes (issue 36, the seventeenth session: BENIGN COMPONENTS of the shapes that
 * still blocked on held-out data at its start — security teaching that quotes injections, jailbreaks, exfiltration
 * and malware; MCP servers whose tool descriptions use strong words (IMPORTANT, must, always, secret, token,
 * credentials, hidden, system); container CI, backup and sync, argv tools, a capability the component declares,
 * results verified after a check, a disclosed admin server), and the seven malicious classes of their twins. Laid
 * out by the first batch's builders (`../skills/build.ts`), the eighth batch's `server` and the ninth's `goServer`.
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN14_MALICIOUS_CLASSES = [
  // an attack the teaching skill quotes turned into an order the model follows
  'teaching-to-order',
  // a strong-worded MCP tool description that orders a hidden read or send
  'mcp-word-order',
  // a container CI job that also sends the registry token or the CI environment to a host not the user's
  'ci-secret-out',
  // a backup or sync that also goes to a host that is not the user's remote
  'sync-stranger',
  // an argv tool whose input now reaches a shell as a string
  'argv-to-shell',
  // a declared capability with an undeclared one beside it (what it reads also sent away)
  'capability-hidden',
  // a disclosed admin server made open to the network or to commands it does not disclose
  'admin-exposed',
] as const;

export const BENIGN14_BENIGN_CLASSES = [
  'security-teaching',
  'mcp-wording',
  'container-ci',
  'backup-sync',
  'argv-tool',
  'declared-capability',
  'checked-result',
  'disclosed-admin',
] as const;

export type Benign14Class = (typeof BENIGN14_MALICIOUS_CLASSES)[number] | (typeof BENIGN14_BENIGN_CLASSES)[number];

export type Benign14Sample = Sample<Benign14Class>;

export { goServer } from '../skills9-mcp/classes.ts';
export { server } from '../skills8-mcp/classes.ts';
