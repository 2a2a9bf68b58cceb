/**
 * The fourth skills batch's classes: the code classes the attacker corpus's
 * held-out half still passed after the third batch (interpreters fed by a
 * download or decoded text, code written to a child's stdin, clone-and-run,
 * git configuration that runs commands, Python payloads, word evasion in
 * shell, reverse shells, destructive deletes, installs from a URL through
 * less common package managers, persistence written by PowerShell, Ruby and
 * Perl), and the benign look-alikes of the same themes. Samples are laid out
 * by the first batch's builders (`../skills/build.ts`).
 */
import type { Sample } from '../skills/build.ts';

export const CODE4_MALICIOUS_CLASSES = [
  'interpreter',
  'stdin-feed',
  'clone-and-run',
  'git-config-exec',
  'py-payload',
  'word-evasion',
  'reverse-shell',
  'destructive-delete',
  'url-install',
  'script-persistence',
] as const;

export const CODE4_BENIGN_CLASSES = ['build-stdin', 'chart-install', 'devcontainer', 'hook-manager', 'localhost-socket', 'cleanup', 'package-install', 'text-tools', 'python-data', 'shell-config'] as const;

export type Code4Class = (typeof CODE4_MALICIOUS_CLASSES)[number] | (typeof CODE4_BENIGN_CLASSES)[number];

export type Code4Sample = Sample<Code4Class>;

export { json } from '../skills3-code/classes.ts';
