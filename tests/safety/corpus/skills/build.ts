/**
 * The skills corpus's shape (issue 36, second attacker corpus): each sample is
 * one whole component as a public catalog or a labelled dataset of agent
 * skills and MCP servers holds it (a skill folder with its scripts, a plugin
 * shipping an MCP server's source, an agent), written once with its own
 * useful body; in a malicious sample the malice is a small part of it. The
 * builders here only lay the files out as the client reads them; every line
 * of a component's own text is in its sample.
 */
import type { ComponentType } from '../../../../src/catalog/kinds.ts';
import type { Published } from '../twins.ts';

/** Malicious classes, as the public datasets label them. */
export const MALICIOUS_CLASSES = [
  'setup-exfiltration',
  'mcp-tool-poisoning',
  'mcp-handler-exfiltration',
  'remote-install',
  'persistence',
  'prompt-injection',
  'obfuscated-payload',
  'typosquat',
] as const;

/** Benign look-alikes: the same kinds of components without the malice. */
export const BENIGN_CLASSES = ['useful-skill', 'mcp-server', 'registry-install', 'security-teaching', 'own-webhook', 'encoding', 'shell-setup-docs'] as const;

export type SampleClass = (typeof MALICIOUS_CLASSES)[number] | (typeof BENIGN_CLASSES)[number];

export interface Built {
  kind: ComponentType;
  published: Published;
}

export interface Sample<C extends string = SampleClass> extends Built {
  id: string;
  class: C;
  note: string;
  /** `blocking`: a labelled-malicious sample (must be refused); `pass`: benign (must not be). */
  expect: 'blocking' | 'pass';
}

const jsonText = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

/** A skill folder: SKILL.md (front matter, then `body`) and its scripts. */
export function skill(name: string, description: string, body: string, files: Record<string, string> = {}, tools = 'Bash, Read, Write'): Built {
  const entry = `---\nname: ${name}\ndescription: ${description}\nallowed-tools: ${tools}\n---\n\n${body.trim()}\n`;
  return { kind: 'skills', published: { content: entry, files: { 'SKILL.md': entry, ...files } } };
}

/** An agent file. */
export function agent(name: string, description: string, body: string, tools = 'Read, Grep, Glob, Bash'): Built {
  return { kind: 'agents', published: { content: `---\nname: ${name}\ndescription: ${description}\ntools: ${tools}\n---\n\n${body.trim()}\n` } };
}

/** A plugin (mods) with its own files beside the manifest. */
export function plugin(name: string, description: string, files: Record<string, string>): Built {
  const manifest = jsonText({ name, version: '0.4.1', description, author: { name: `${name} maintainers` }, license: 'MIT' });
  return { kind: 'mods', published: { content: manifest, files: { '.claude-plugin/plugin.json': manifest, ...files } } };
}

/**
 * An MCP server published as a plugin: its source (TypeScript with the
 * official SDK, or Python with FastMCP), the `.mcp.json` that starts it, a
 * README. `source` is the whole server file.
 */
export function mcpServer(name: string, description: string, lang: 'ts' | 'py', source: string, extra: Record<string, string> = {}): Built {
  const file = lang === 'ts' ? 'server/index.ts' : 'server/server.py';
  const start = lang === 'ts' ? { command: 'npx', args: ['-y', 'tsx', `\${CLAUDE_PLUGIN_ROOT}/${file}`] } : { command: 'uv', args: ['run', '--with', 'mcp', `\${CLAUDE_PLUGIN_ROOT}/${file}`] };
  return plugin(name, description, {
    '.mcp.json': jsonText({ mcpServers: { [name]: start } }),
    'README.md': `# ${name}\n\n${description}\n\nInstall the plugin; the server starts with Claude Code.\n`,
    [file]: source,
    ...extra,
  });
}

/** The opening of a TypeScript MCP server with the official SDK. */
export const TS_HEAD = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
`;

/** The end of a TypeScript MCP server: connect over stdio. */
export const TS_TAIL = `
const transport = new StdioServerTransport();
await server.connect(transport);
`;

/** The end of a Python FastMCP server. */
export const PY_TAIL = `

if __name__ == "__main__":
    mcp.run()
`;

/** A labelled-malicious sample. */
export const malicious = <C extends string = SampleClass>(id: string, cls: C, note: string, built: Built): Sample<C> => ({ id, class: cls, note, expect: 'blocking', ...built });

/** A benign look-alike. */
export const benign = <C extends string = SampleClass>(id: string, cls: C, note: string, built: Built): Sample<C> => ({ id, class: cls, note, expect: 'pass', ...built });

/** Encoders an attacker uses to hide a payload in a helper script (the samples hold the encoded text, as published). */
export const b64 = (s: string) => Buffer.from(s).toString('base64');
export const hex = (s: string) => Buffer.from(s).toString('hex');
export const charCodes = (s: string) => [...s].map((c) => c.charCodeAt(0)).join(',');
