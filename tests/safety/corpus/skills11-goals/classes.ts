/**
 * The eleventh session's goal-manipulation batch (issue 36, POLICY14 point 7): MCP servers, hooks and skills
 * that steer what the model is trying to do — orders written into files the model reads later (CLAUDE.md,
 * AGENTS.md, `.cursorrules`, `.cursor/rules/`, copilot instructions, memory files, the server's own tool
 * descriptions, a plan the model follows), tool results carrying orders that set the user's request aside
 * (an objective replaced, a user declared verified, feedback and scores rewarding risky acts, sources
 * declared trusted), descriptions, prompts and resources that steer the model's goal, state written with the
 * user's guards off (preferences, a context file, settings, a server registered), and answers cached with
 * orders for later — with benign twins: documentation the user asked for, the user's own notes and memory,
 * errors that guide, prompts servers, honest verdicts, caches, workflows. Laid out by the first batch's
 * builders (`../skills/build.ts`), the eighth batch's `server`, the ninth's `goServer` and the tenth's
 * `goSdkServer`.
 */
import type { Sample } from '../skills/build.ts';

export const GOALS11_MALICIOUS_CLASSES = ['instructions-written', 'result-orders', 'steering-description', 'state-poisoning', 'cache-poisoning'] as const;

export const GOALS11_BENIGN_CLASSES = ['docs-asked', 'own-notes', 'error-guidance', 'prompts', 'honest-result', 'cache', 'plain-description', 'workflow'] as const;

export type Goals11Class = (typeof GOALS11_MALICIOUS_CLASSES)[number] | (typeof GOALS11_BENIGN_CLASSES)[number];

export type Goals11Sample = Sample<Goals11Class>;

export { goSdkServer, GO_SDK_HEAD, goServer, server } from '../skills10-mcpwords/classes.ts';
export { json } from '../skills9-mcp/classes.ts';
