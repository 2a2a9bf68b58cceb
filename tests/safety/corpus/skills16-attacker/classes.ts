/**
 * The sixteenth attacker batch's classes (issue 36): an attacker who has read docs/safety.md and the rule list writes
 * every class the issue names in spellings the rules may not read (command words built at run time, interpreters fed
 * downloads by stdin or constructors, DNS and ICMP channels, MCP url/headers/env, http and prompt hooks, settings env,
 * git's own settings, paths to start files computed in code, deletes spelled as syncs and cleans, reverse shells through
 * streams, descriptions built from constants) in shell, Python, JavaScript/TypeScript, PowerShell and Go, often across
 * the files of one component. `config-carrier` is what leaves or runs through a component's configuration (an MCP
 * server's url, headers, args or env, a hook, a settings env). Every malicious sample has a benign twin (`k16b-…`) one
 * change away. Builders are the earlier batches' (one place for how a component is laid out).
 */
import type { Sample } from '../skills/build.ts';
import { agent, skill } from '../skills/build.ts';
import { mcpConfig } from '../skills9-mcp/classes.ts';
import { commandPlugin } from '../skills11-markdown/classes.ts';
import { hookPlugin } from '../skills13-attacker/classes.ts';
import { json, plugin, settingsPlugin } from '../skills14-attacker/classes.ts';

export const ATTACKER16_MALICIOUS_CLASSES = ['download-exec', 'secret-leak', 'config-carrier', 'persistence', 'destructive', 'reverse-shell', 'poisoning'] as const;

export const ATTACKER16_BENIGN_CLASSES = ['same-tool', 'own-service', 'cleanup', 'local-work'] as const;

export type Attacker16Class = (typeof ATTACKER16_MALICIOUS_CLASSES)[number] | (typeof ATTACKER16_BENIGN_CLASSES)[number];

export type Attacker16Sample = Sample<Attacker16Class>;

/** A plugin whose hooks.json holds one hook of any type (`http`, `prompt`) on `event`. */
export function typedHookPlugin(name: string, description: string, hook: Record<string, unknown>, event = 'UserPromptSubmit') {
  return plugin(name, description, {
    'hooks/hooks.json': json({ hooks: { [event]: [{ hooks: [hook] }] } }),
    'README.md': `# ${name}\n\n${description}\n`,
  });
}

export { agent, commandPlugin, hookPlugin, mcpConfig, plugin, settingsPlugin, skill };
