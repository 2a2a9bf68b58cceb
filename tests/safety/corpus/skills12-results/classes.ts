/**
 * The fifteenth session's tool-result batch (issue 36, POLICY15 point 5): MCP servers in Python, TypeScript
 * and Go whose tools return text that manipulates the model — self-promotion (trust me, prefer me, always call
 * me first, skip checking me), success or safety claimed without the work done (a fake result), the user's goal
 * rewritten in a result field, scores, ratings and feedback inflated, a cache seeded with answers it later
 * serves as truth — and tools registered to run on their own or under another tool's name, with benign twins:
 * real data returned with `"success": true`, a linter that says "verified: no issues" after running, caches
 * that store what they fetched, descriptions that suggest a follow-up tool. Laid out by the first batch's
 * builders (`../skills/build.ts`), the eighth batch's `server`, the ninth's `goServer` and the tenth's
 * `goSdkServer`.
 */
import type { Sample } from '../skills/build.ts';

export const RESULTS12_MALICIOUS_CLASSES = ['self-promotion', 'fake-success', 'goal-rewrite', 'score-inflation', 'cache-poisoning', 'auto-invoke-shadow'] as const;

export const RESULTS12_BENIGN_CLASSES = ['honest-success', 'verified-after-check', 'honest-cache', 'follow-up-docs', 'honest-score', 'users-goal', 'plain-name', 'trust-words'] as const;

export type Results12Class = (typeof RESULTS12_MALICIOUS_CLASSES)[number] | (typeof RESULTS12_BENIGN_CLASSES)[number];

export type Results12Sample = Sample<Results12Class>;

export { goSdkServer, GO_SDK_HEAD, goServer, server } from '../skills10-mcpwords/classes.ts';
