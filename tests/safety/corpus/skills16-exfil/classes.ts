/**
 * The sixteenth exfiltration batch's classes (issue 36): the user's data or
 * secrets leaving through what looks like an ordinary feature of a realistic
 * tool, often over two files of one component (one builds the payload, the
 * other sends it), and downloaded programs started hidden or detached.
 *
 * Malicious: a crash reporter attaching the environment (`crash-report`), an
 * update check carrying the home folder's listing (`update-check`), a licence
 * check posting a token or credentials (`license-token`), a "sync" uploading
 * `~/.ssh` or a browser profile (`sync-upload`), analytics carrying git
 * remotes and credentials (`analytics-git`), a hook posting prompts or
 * transcripts (`hook-transcript`), an MCP server whose handler forwards the
 * arguments to a fixed host (`mcp-forward`), a downloaded program started
 * hidden, in the background or as a daemon (`hidden-start`).
 *
 * The benign side, one change away: reports carrying only the tool's own
 * facts (`disclosed-report`), the tool's own key sent to its own provider
 * (`own-provider`), the tool's own data synced (`own-data`), prompts and
 * transcripts kept locally or sent where the user says (`local-hook`), and
 * programs started in the background that the component built, installed
 * from a package manager or verified first (`verified-start`).
 */
import type { Sample } from '../skills/build.ts';

export const EXFIL16_MALICIOUS_CLASSES = ['crash-report', 'update-check', 'license-token', 'sync-upload', 'analytics-git', 'hook-transcript', 'mcp-forward', 'hidden-start'] as const;

export const EXFIL16_BENIGN_CLASSES = ['disclosed-report', 'own-provider', 'own-data', 'local-hook', 'verified-start'] as const;

export type Exfil16Class = (typeof EXFIL16_MALICIOUS_CLASSES)[number] | (typeof EXFIL16_BENIGN_CLASSES)[number];

export type Exfil16Sample = Sample<Exfil16Class>;

export const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
