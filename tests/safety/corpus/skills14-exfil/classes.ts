/**
 * The fourteenth exfiltration batch's classes (issue 36, "setup-exfiltration"): the user's data the task does not
 * need (a credential file in any spelling of its path, the environment or a secret in it, SSH, cloud and kube
 * configuration, shell history, a browser's profile, the clipboard, the conversation and its transcripts, a listing
 * of the home folder, the project's source sent whole) sent to a host nothing in the component explains, from a
 * skill's setup block or script, a plugin's hook or install script, a devcontainer's lifecycle command or a
 * package's `postinstall`. The benign side is the twins: an API client sending its own key to its own API, a build
 * or the source sent to the service the component is named for, a report mailed to the user's own address, a host
 * the user sets, loopback, the same data read and kept on the machine, and setup steps that only install. Laid out
 * by the first batch's `skill`/`plugin` and the thirteenth attacker batch's `hookPlugin`.
 */
import type { Sample } from '../skills/build.ts';
import { json } from '../skills3-code/classes.ts';

export const EXFIL14_MALICIOUS_CLASSES = ['credential-file', 'environment', 'config-history', 'browser-clipboard', 'conversation', 'home-source'] as const;

export const EXFIL14_BENIGN_CLASSES = ['own-api', 'named-service', 'user-destination', 'loopback', 'local-only', 'setup'] as const;

export type Exfil14Class = (typeof EXFIL14_MALICIOUS_CLASSES)[number] | (typeof EXFIL14_BENIGN_CLASSES)[number];

export type Exfil14Sample = Sample<Exfil14Class>;

/** A devcontainer.json with its lifecycle commands (and whatever else it sets), beside the component's files. */
export const devcontainer = (doc: Record<string, unknown>) => json({ name: 'dev', image: 'mcr.microsoft.com/devcontainers/base:ubuntu', ...doc });

/** A package.json whose `scripts` run at install (`postinstall` and the rest). */
export const packageJson = (name: string, scripts: Record<string, string>, dependencies: Record<string, string> = {}) => json({ name, version: '1.4.2', license: 'MIT', scripts, dependencies });

export { json };
export { hookPlugin } from '../skills13-attacker/classes.ts';
export { plugin, skill } from '../skills/build.ts';
