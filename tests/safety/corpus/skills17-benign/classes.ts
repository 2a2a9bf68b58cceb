/**
 * The seventeenth benign batch's classes (issue 36, the twentieth session: BENIGN COMPONENTS in shapes the earlier
 * benign batches hold few of — penetration-testing and audit teaching with example payloads in code blocks, incident-
 * response runbooks, dotfile managers that edit the user's shell files after asking, backups to the user's own host
 * named in the arguments, MCP servers proxying an API with the user's own key, CI helpers pushing to the user's own
 * remote, secret scanners reading .env to warn, kubectl/terraform/helm/ansible wrappers, uninstallers removing their
 * own folder), and the five malicious classes of their twins. Laid out by the first batch's builders
 * (`../skills/build.ts`) and the eighth batch's `server`.
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN17_MALICIOUS_CLASSES = [
  // a payload or command the teaching component or runbook quotes made a step the model or a script carries out
  'payload-made-step',
  // a dotfile or config manager that also plants a download, a run or a hook the user did not ask for
  'rc-implant',
  // a backup, proxy or scanner that also sends the user's data, key or findings to a host not the user's
  'send-to-stranger',
  // a CI or infrastructure helper that hands access to someone else (a stranger's remote, key or account)
  'access-handed-over',
  // an uninstaller or cleaner that deletes beyond its own folder
  'destroy-beyond-own',
] as const;

export const BENIGN17_BENIGN_CLASSES = [
  'pentest-teaching',
  'incident-response',
  'dotfile-manager',
  'backup-own-host',
  'mcp-api-proxy',
  'ci-own-remote',
  'secret-scanner',
  'infra-wrapper',
  'self-uninstall',
] as const;

export type Benign17Class = (typeof BENIGN17_MALICIOUS_CLASSES)[number] | (typeof BENIGN17_BENIGN_CLASSES)[number];

export type Benign17Sample = Sample<Benign17Class>;

export { server } from '../skills8-mcp/classes.ts';
