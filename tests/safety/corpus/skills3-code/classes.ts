/**
 * The third skills batch's classes: the CODE classes of issue 36 as public
 * datasets of malicious agent skills and MCP servers label them, and the
 * benign look-alikes of the same themes. Samples are laid out by the first
 * batch's builders (`../skills/build.ts`); this file only names the classes.
 */
import type { Sample } from '../skills/build.ts';

export const CODE_MALICIOUS_CLASSES = ['persistence', 'remote-install', 'typosquat', 'credential-exfiltration', 'reverse-shell', 'obfuscated-payload'] as const;

export const CODE_BENIGN_CLASSES = ['api-client', 'vendor-installer', 'backup', 'dotfiles', 'scheduled-job', 'model-download', 'real-package', 'encoding', 'mcp-server', 'security-teaching'] as const;

export type CodeClass = (typeof CODE_MALICIOUS_CLASSES)[number] | (typeof CODE_BENIGN_CLASSES)[number];

export type CodeSample = Sample<CodeClass>;

/** A plain file as JSON with a trailing newline, as an author saves it. */
export const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
