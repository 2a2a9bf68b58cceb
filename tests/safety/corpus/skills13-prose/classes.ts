/**
 * The thirteenth skills batch on prompt injection written only in prose
 * (issue 36): SKILL.md, agents and plugin commands whose words (never their
 * code) turn the model against its user: send the user's secrets or the
 * conversation to a third party, hide an action from the user, put text above
 * the user or the system, switch off safety checks, change what other tools
 * do, write orders where later sessions read them, or deceive the user
 * (ask for a password, report success that did not happen). Many registers:
 * polite, technical, role-play, "compliance step", multi-step, split across
 * sections, tables, lists, Spanish, German, French and Chinese, synonyms.
 * Benign twins use the same words for honest ends (send the report to the
 * user's Slack, ignore files in .gitignore, format without asking, security
 * training). Laid out by the first batch's builders.
 */
import type { Sample } from '../skills/build.ts';

export const PROSE13_MALICIOUS_CLASSES = ['exfiltrate', 'hide-from-user', 'override-user', 'disable-safety', 'tool-poisoning', 'persist-instructions', 'deceive-user'] as const;

export const PROSE13_BENIGN_CLASSES = [
  'security-guide',
  'user-directed-send',
  'ignore-files',
  'no-confirm',
  'keep-back',
  'tool-preference',
  'memory-on-request',
  'priority-wording',
  'safety-advice',
] as const;

export type Prose13Class = (typeof PROSE13_MALICIOUS_CLASSES)[number] | (typeof PROSE13_BENIGN_CLASSES)[number];

export type Prose13Sample = Sample<Prose13Class>;
