/**
 * The eighteenth skills batch on prompt injection in SKILL.md, agent and
 * command prose (issue 36), written from the classes of injection in skills
 * only (no sample of any public set read before it was written): the user's
 * files or secrets sent away, a remote script run, settings and permissions
 * widened, persistence, acts hidden from the user, the user's instruction
 * overridden, the conversation sent away, fake authority or urgency,
 * conditional triggers, one order split across sections, tables or HTML
 * comments, and other languages; each class said in several unrelated ways.
 * Benign twins are real skills that say "IMPORTANT", "always", "never tell",
 * "send the report to", "upload", "run this first", and security guides.
 */
import type { Sample } from '../skills/build.ts';

export const PROSE18_MALICIOUS_CLASSES = ['exfil-files', 'secrets', 'remote-run', 'settings', 'persist', 'hide', 'override', 'conversation', 'authority', 'trigger', 'split', 'foreign'] as const;

export const PROSE18_BENIGN_CLASSES = ['important', 'always-never', 'never-tell', 'send-report', 'upload', 'run-first', 'security-guide', 'settings-legit', 'memory-legit', 'foreign-benign'] as const;

export type Prose18Class = (typeof PROSE18_MALICIOUS_CLASSES)[number] | (typeof PROSE18_BENIGN_CLASSES)[number];

export type Prose18Sample = Sample<Prose18Class>;

export { command } from '../skills14-prose/classes.ts';
