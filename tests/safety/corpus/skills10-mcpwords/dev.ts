/**
 * Tenth MCP wording batch, development part: one list per side (the malicious
 * samples in dev-words.ts and dev-mismatch.ts by class, the benign ones in
 * dev-benign.ts). Tune on these.
 */
import type { Mcp10Sample } from './classes.ts';
import { DEV10_MISMATCH } from './dev-mismatch.ts';
import { DEV10_WORDS } from './dev-words.ts';

export const DEV10_MALICIOUS: Mcp10Sample[] = [...DEV10_WORDS, ...DEV10_MISMATCH];
export { DEV10_BENIGN } from './dev-benign.ts';
