/**
 * The eighteenth attacker batch's classes (issue 36): an attacker who has read only docs/safety.md and the issue
 * writes every blocking class in spellings the rule list does not name (wrappers around the shell, interpreters fed
 * through stdin, runpy or a module's namespace, Ruby, credential stores read and sent whole, settings commands,
 * start files of other shells and services, command loops over sockets and WebSockets, poisoning in descriptions,
 * results and hidden elements) in shell, Python, JavaScript/TypeScript, Ruby, PowerShell and Go, in skills' Markdown
 * and scripts, hooks, settings, MCP configurations and servers, commands and agents. Every malicious sample has a
 * benign twin (`k18b-…`) one change away where one makes sense. Builders are the earlier batches'.
 */
import type { Sample } from '../skills/build.ts';
import { agent, mcpServer, skill } from '../skills/build.ts';
import { commandPlugin, hookPlugin, mcpConfig, settingsPlugin, typedHookPlugin } from '../skills16-attacker/classes.ts';

export const ATTACKER18_MALICIOUS_CLASSES = ['download-exec', 'secret-leak', 'config-carrier', 'persistence', 'destructive', 'reverse-shell', 'poisoning'] as const;

export const ATTACKER18_BENIGN_CLASSES = ['same-tool', 'own-service', 'cleanup', 'local-work'] as const;

export type Attacker18Class = (typeof ATTACKER18_MALICIOUS_CLASSES)[number] | (typeof ATTACKER18_BENIGN_CLASSES)[number];

export type Attacker18Sample = Sample<Attacker18Class>;

export { agent, commandPlugin, hookPlugin, mcpConfig, mcpServer, settingsPlugin, skill, typedHookPlugin };
