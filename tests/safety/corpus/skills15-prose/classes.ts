/**
 * The fifteenth skills batch on prompt injection and MCP tool poisoning in
 * prose (issue 36), written so that a reading fitted to the earlier batches'
 * words does not reach it: the six acts a planted sentence asks of the model
 * (hide something from the user, outrank the user's or the system's
 * instructions, send data somewhere, read secrets, turn confirmation or
 * safety off, act outside the task) each in frames unlike the earlier
 * batches' (passive voice, indirect or third-person speech, loan words and
 * other languages, lists and tables, role-play, a "compliance requirement",
 * one order spread over two sentences, a hypothetical or a question, a note
 * inside a tool description). Benign twins from real shapes: style guides
 * that say "never tell the user X", security skills quoting injections, tools
 * that ask to be called first, onboarding that asks for a key in the
 * environment. The builders are the fourteenth prose batch's (one place).
 */
import type { Sample } from '../skills/build.ts';

export const PROSE15_MALICIOUS_CLASSES = ['conceal', 'outrank', 'send', 'secrets', 'unsafe', 'offtask'] as const;

export const PROSE15_BENIGN_CLASSES = ['style-guide', 'security-quote', 'call-first', 'env-key', 'own-send', 'user-secret', 'confirm', 'quiet', 'frames', 'config'] as const;

export type Prose15Class = (typeof PROSE15_MALICIOUS_CLASSES)[number] | (typeof PROSE15_BENIGN_CLASSES)[number];

export type Prose15Sample = Sample<Prose15Class>;

export { command, pyTool, tsTool } from '../skills14-prose/classes.ts';

/** A TypeScript tool handler's body returning one text. */
export const TS_TEXT = (expr: string) => `return { content: [{ type: 'text', text: ${expr} }] };`;
