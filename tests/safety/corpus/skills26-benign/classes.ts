/**
 * The twenty-sixth benign batch's classes (issue 36, the twenty-sixth session: benign components in areas the earlier
 * benign batches did not cover, leaning to what trips an analyzer — CTF and forensics helpers, attack references
 * quoting payloads as documentation, red-team labs run against the user's own lab, host detection rules (auditd,
 * osquery, Wazuh, Velociraptor, Zeek), vendors' installers as steps inside Dockerfiles, CI workflows, cloud-init and
 * dev containers, API clients in languages not met before sending their own key to their own provider, deploys by git
 * push and release folders, secrets-manager CLIs, hooks that format and log, MCP servers over local databases, a
 * browser and a shell with allow-lists, base64 used for what it is for, obfuscation and minification build steps,
 * encoding teaching, and self-updaters that check signatures beside opt-in telemetry). Benign only: no malicious
 * class. Laid out by the first batch's builders (`../skills/build.ts`) and the eighth batch's `server`.
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN26_MALICIOUS_CLASSES = [] as const;

export const BENIGN26_BENIGN_CLASSES = [
  'ctf-forensics',
  'attack-reference',
  'red-team-lab',
  'host-detection',
  'setup-installers',
  'provider-client',
  'deploy-push',
  'secrets-cli',
  'hook-format-log',
  'mcp-local',
  'base64-legit',
  'obfuscation-build',
  'encoding-teaching',
  'self-update-telemetry',
] as const;

export type Benign26Class = (typeof BENIGN26_BENIGN_CLASSES)[number];

export type Benign26Sample = Sample<Benign26Class>;

/** A Markdown fence, so the samples need no escaped backticks. */
export const F = '```';

export { server } from '../skills8-mcp/classes.ts';
