/**
 * The seventeenth labelled batch's classes (issue 36, twentieth session):
 * orders in a skill's prose and in its Markdown code blocks, in the shapes the
 * public labelled sets (Progent's SKILL.md injections, SkillFortifyBench) use.
 *
 * Malicious: the user's work (diffs, test results, the conversation, logs)
 * sent to a host the text writes, with the user's say waived (`auto-send`);
 * such an order written into another agent's instruction file inside a
 * ```markdown block (`planted-order`); a code block that sends the project's
 * files or secrets (`code-send`); an upload or an install kept from the user
 * (`conceal`); approval carried over to every later command (`escalate`).
 *
 * Benign twins: "do not ask for confirmation" for a local act (formatting,
 * linting) (`no-confirm-local`), skills that teach about these attacks
 * (`security-teaching`), results sent to the service the skill is for
 * (`own-service`) or to an address the user sets (`user-endpoint`), and
 * instruction files written with harmless orders (`planted-benign`).
 */
import type { Sample } from '../skills/build.ts';

export const LABELLED17_MALICIOUS_CLASSES = ['auto-send', 'planted-order', 'code-send', 'conceal', 'escalate'] as const;

export const LABELLED17_BENIGN_CLASSES = ['no-confirm-local', 'security-teaching', 'own-service', 'user-endpoint', 'planted-benign'] as const;

export type Labelled17Class = (typeof LABELLED17_MALICIOUS_CLASSES)[number] | (typeof LABELLED17_BENIGN_CLASSES)[number];

export type Labelled17Sample = Sample<Labelled17Class>;
