/**
 * The eighteenth benign batch's classes (issue 36, the twenty-first session: the BENIGN TWINS of what the analyzer
 * blocks — backups uploading the user's own files to the user's own bucket, API clients sending their own key to
 * their own provider in several languages, deploy hooks with ssh/rsync/scp to the user's own host, dotfile managers,
 * cron/launchd/systemd/Task Scheduler set-up, vendors' installers from their documented hosts, security teaching
 * that quotes attacks and detection patterns, secret scanners, git hooks, MCP servers reading a project root or
 * fetching the user's URL, prompt templates worded "IMPORTANT" and "do not", base64 fixtures and minified vendored
 * code, build-folder cleaners). Benign only: no malicious class. Laid out by the first batch's builders
 * (`../skills/build.ts`) and the eighth batch's `server`.
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN18_MALICIOUS_CLASSES = [] as const;

export const BENIGN18_BENIGN_CLASSES = [
  'own-bucket-backup',
  'own-provider-key',
  'deploy-own-host',
  'dotfile-manager',
  'scheduler-setup',
  'vendor-installer',
  'security-teaching',
  'secret-scanner',
  'git-hook',
  'mcp-project',
  'prompt-template',
  'encoded-asset',
  'build-cleaner',
] as const;

export type Benign18Class = (typeof BENIGN18_BENIGN_CLASSES)[number];

export type Benign18Sample = Sample<Benign18Class>;

export { server } from '../skills8-mcp/classes.ts';
