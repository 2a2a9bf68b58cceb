/**
 * The nineteenth attacker batch's classes (issue 36): components in the shape of public labelled datasets of
 * malicious agent skills and MCP servers, as a third party's red team writes them (tool poisoning in MCP descriptions
 * and results, SKILL.md steps that run downloads or decoded payloads, credential harvesting in helper scripts, supply
 * chain through pip/npm URLs and install hooks, persistence, destructive deletes, reverse shells, prompt injection and
 * secrets leaked through URLs the model fetches or renders). Every class has benign twins (`m19b-…`) on the same
 * surfaces. Builders are the earlier batches'.
 */
import type { Sample } from '../skills/build.ts';
import { agent, mcpServer, skill } from '../skills/build.ts';
import { commandPlugin, hookPlugin, mcpConfig, settingsPlugin, typedHookPlugin } from '../skills16-attacker/classes.ts';

export const ATTACKER19_MALICIOUS_CLASSES = ['download-exec', 'secret-leak', 'supply-chain', 'persistence', 'destructive', 'reverse-shell', 'poisoning', 'prompt-injection', 'url-leak'] as const;

export const ATTACKER19_BENIGN_CLASSES = ['same-tool', 'own-service', 'cleanup', 'local-work', 'security-teaching'] as const;

export type Attacker19Class = (typeof ATTACKER19_MALICIOUS_CLASSES)[number] | (typeof ATTACKER19_BENIGN_CLASSES)[number];

export type Attacker19Sample = Sample<Attacker19Class>;

export { agent, commandPlugin, hookPlugin, mcpConfig, mcpServer, settingsPlugin, skill, typedHookPlugin };
