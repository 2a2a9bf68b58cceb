/**
 * The sixth skills batch's classes (issue 36, CODE): whole components whose
 * malice is in code — commands a SKILL.md tells the model to run, installs
 * from an address across package managers, typosquatted dependencies,
 * install-time hooks, MCP servers sending credentials, side channels,
 * obfuscation, persistence, destructive deletes — and benign components shaped
 * like documentation-heavy real skills and servers. Samples are laid out by the
 * first batch's builders (`../skills/build.ts`).
 */
import type { Sample } from '../skills/build.ts';

export const CODE6_MALICIOUS_CLASSES = [
  'md-code',
  'install-address',
  'typosquat',
  'install-hook',
  'mcp-exfil',
  'side-channel',
  'obfuscation',
  'persistence',
  'destructive',
] as const;

export const CODE6_BENIGN_CLASSES = [
  'vendor-installer',
  'container-ci',
  'cdn-download',
  'own-clone',
  'own-provider',
  'fetch-heavy',
  'cleanup',
  'security-docs',
  'registry-install',
  'local-setup',
] as const;

export type Code6Class = (typeof CODE6_MALICIOUS_CLASSES)[number] | (typeof CODE6_BENIGN_CLASSES)[number];

export type Code6Sample = Sample<Code6Class>;

export { json } from '../skills3-code/classes.ts';
