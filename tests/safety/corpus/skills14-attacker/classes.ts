/**
 * The fourteenth attacker batch's classes (issue 36): an attacker who has read docs/safety.md and the rule list
 * (src/safety/rules.ts) and walks around each blocking rule with what neither names — the download's program spelled
 * through variables, arrays, `IFS`, brace expansion, `${v//x/}`, `printf -v`, ANSI-C quoting, other fetchers and
 * interpreters (xh, Ruby's open-uri, Perl's LWP, PHP, Lua), PowerShell by wildcard command lookup, `-En` and
 * `[scriptblock]::Create`; secrets sent by DNS labels, ICMP payloads, scp/rsync, a new git remote, `gh gist create`,
 * an issue comment, a chat webhook, a URL's path, a Markdown image the client renders, curl's config on stdin,
 * `openssl s_client`; persistence that fetches and runs; reverse shells in every tool; destructive deletes without
 * `rm -rf ~`; MCP configuration carrying a secret in `url`, `headers`, `args` or `env`, and settings `env` — across
 * every carrier (a skill's script, its Markdown code blocks and inline commands, a hook, a command's `!` line, an
 * agent's steps, `.mcp.json`, settings, a devcontainer). Benign twins use the same tools and carriers for ordinary
 * work. Builders are the earlier batches' (one place for how a component is laid out).
 */
import type { Sample } from '../skills/build.ts';
import { agent, plugin, skill } from '../skills/build.ts';
import { json } from '../skills3-code/classes.ts';
import { mcpConfig } from '../skills9-mcp/classes.ts';
import { commandPlugin } from '../skills11-markdown/classes.ts';
import { hookPlugin, psEncoded } from '../skills13-attacker/classes.ts';

export const ATTACKER14_MALICIOUS_CLASSES = ['download-exec', 'secret-leak', 'persistence', 'reverse-shell', 'destructive', 'mcp-secret'] as const;

export const ATTACKER14_BENIGN_CLASSES = ['same-tool', 'own-service', 'cleanup', 'local-network'] as const;

export type Attacker14Class = (typeof ATTACKER14_MALICIOUS_CLASSES)[number] | (typeof ATTACKER14_BENIGN_CLASSES)[number];

export type Attacker14Sample = Sample<Attacker14Class>;

/** A plugin that ships only a settings file (`.claude/settings.json`) and a README. */
export function settingsPlugin(name: string, description: string, settings: unknown) {
  return plugin(name, description, { '.claude/settings.json': json(settings), 'README.md': `# ${name}\n\n${description}\n` });
}

/** A plugin that ships a devcontainer beside its README. */
export function devcontainerPlugin(name: string, description: string, container: unknown, files: Record<string, string> = {}) {
  return plugin(name, description, { '.devcontainer/devcontainer.json': json(container), 'README.md': `# ${name}\n\n${description}\n\nOpen the folder in a dev container.\n`, ...files });
}

export { agent, commandPlugin, hookPlugin, json, mcpConfig, plugin, psEncoded, skill };
