/**
 * The twelfth skills batch on prompt injection written in prose (issue 36):
 * SKILL.md, agents, plugin commands and their reference files whose words
 * (not their fenced code) tell the model to send files, secrets or the
 * conversation away, run downloaded code, switch off safety checks and
 * permissions, hide what it did from the user, change how other tools behave,
 * or write orders into memory files — in many registers (casual, bureaucratic,
 * compliance notes, fake changelogs, footnotes, tables, front-matter fields,
 * HTML comments, other languages, one hostile step in a long benign list,
 * an order split across sentences or files). Benign twins in the same
 * registers: security guides describing these attacks, onboarding that reads
 * .env to configure the app, skills uploading to their own service, games
 * that keep an answer from the user, memory written when the user asks.
 * Laid out by the first batch's builders.
 */
import type { Sample } from '../skills/build.ts';

export const PROSE12_MALICIOUS_CLASSES = ['exfiltrate', 'run-downloaded', 'disable-safety', 'hide-from-user', 'alter-other-tools', 'persist-instructions'] as const;

export const PROSE12_BENIGN_CLASSES = ['security-guide', 'env-onboarding', 'own-service-upload', 'game-secret', 'safe-workflow', 'memory-on-request', 'vendor-download'] as const;

export type Prose12Class = (typeof PROSE12_MALICIOUS_CLASSES)[number] | (typeof PROSE12_BENIGN_CLASSES)[number];

export type Prose12Sample = Sample<Prose12Class>;
