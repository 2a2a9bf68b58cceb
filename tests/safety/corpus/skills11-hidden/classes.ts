/**
 * The eleventh session's hidden-destination batch (issue 36, HIDDEN
 * DESTINATIONS AND CODE, SECRETS ON THE PROTOCOL CHANNEL): constants that
 * decode (base64, hex, reversed, character codes, escapes) to a URL, a host,
 * an IP address or code, used as an argument, a URL, an MCP server's
 * `args`/`env` value, or run, in every language the analyzer reads and in
 * `.mcp.json` launch lines; a launch line that decodes a constant only to
 * print it; MCP servers and launch lines (`node -e`, `python -c`, `sh -c`)
 * that write a secret's value to stdout (the protocol channel: it lands in
 * the conversation) or to a world-readable file — with benign twins (Basic
 * auth sent to its own API, images and attachments in base64, configs
 * carried as base64 JSON, servers logging to stderr, a token's last four
 * characters). Laid out by the first batch's builders (`../skills/build.ts`),
 * the eighth batch's `server` and the ninth's `goServer` and `mcpConfig`.
 */
import type { Sample } from '../skills/build.ts';

export const HIDE11_MALICIOUS_CLASSES = ['hidden-address', 'hidden-code', 'launch-decode', 'secret-stdout'] as const;

export const HIDE11_BENIGN_CLASSES = ['auth-header', 'encoded-data', 'config-blob', 'stderr-log', 'plain-launch'] as const;

export type Hide11Class = (typeof HIDE11_MALICIOUS_CLASSES)[number] | (typeof HIDE11_BENIGN_CLASSES)[number];

export type Hide11Sample = Sample<Hide11Class>;

/** Hooks of a plugin (`hooks/hooks.json`): one command on an event. */
export function hooksJson(event: string, matcher: string, command: string): string {
  return `${JSON.stringify({ hooks: { [event]: [{ matcher, hooks: [{ type: 'command', command }] }] } }, null, 2)}\n`;
}

/** Text written backwards, as `rev` or `[::-1]` reads it back. */
export const reversed = (s: string) => [...s].reverse().join('');

export { goServer, json, mcpConfig, server } from '../skills9-mcp/classes.ts';
