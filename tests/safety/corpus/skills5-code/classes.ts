/**
 * The fifth skills batch's classes (issue 36, CODE): whole components whose
 * malice is in code (scripts of a skill, an MCP server's handlers, a plugin
 * hook, code blocks of a SKILL.md the model runs), across languages and
 * author styles, and the benign components of the same themes. Samples are
 * laid out by the first batch's builders (`../skills/build.ts`).
 */
import type { Sample } from '../skills/build.ts';

export const CODE5_MALICIOUS_CLASSES = [
  'secret-http',
  'side-channel',
  'download-run',
  'persistence',
  'reverse-shell',
  'destructive',
  'obfuscation',
  'supply-chain',
] as const;

export const CODE5_BENIGN_CLASSES = ['own-provider', 'backup', 'deploy', 'security-docs', 'cli', 'fetch-heavy', 'own-channel', 'local-setup', 'registry-install'] as const;

export type Code5Class = (typeof CODE5_MALICIOUS_CLASSES)[number] | (typeof CODE5_BENIGN_CLASSES)[number];

export type Code5Sample = Sample<Code5Class>;

export { json } from '../skills3-code/classes.ts';
