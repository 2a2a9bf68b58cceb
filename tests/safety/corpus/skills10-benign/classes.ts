/**
 * The tenth benign batch's classes (issue 36, BENIGN MCP SERVERS AND SKILL CODE of the kinds the
 * thirteenth session's MCP rules look at: tool arguments reaching a program, system files,
 * the network, resource use, long notes in tool descriptions), and the two malicious classes
 * of its twins. Laid out by the first batch's builders (`../skills/build.ts`), the eighth
 * batch's `server` and the ninth's `goServer` (one place for a server plugin's manifest).
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN10_MALICIOUS_CLASSES = ['argument-code', 'system-write'] as const;

export const BENIGN10_BENIGN_CLASSES = [
  'filesystem',
  'git',
  'fetch',
  'database',
  'container',
  'command-runner',
  'evaluator',
  'template',
  'browser',
  'memory',
  'long-notes',
  'system-read',
  'network-local',
  'workers',
  'retries',
  'ops-skill',
] as const;

export type Benign10Class = (typeof BENIGN10_MALICIOUS_CLASSES)[number] | (typeof BENIGN10_BENIGN_CLASSES)[number];

export type Benign10Sample = Sample<Benign10Class>;

export { goServer } from '../skills9-mcp/classes.ts';
export { server } from '../skills8-mcp/classes.ts';
