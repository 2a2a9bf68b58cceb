/**
 * The thirteenth skills batch's classes (issue 36, an attacker who has read docs/safety.md): components that do a
 * blocking-class thing — a download run by a shell, a secret leaving by any channel, persistence, a reverse shell, a
 * destructive delete, an MCP configuration carrying a secret to a stranger — in spellings the documentation does not
 * name: other interpreters and tools (awk's `system()`, `find -exec`, `xargs`, `env -S`, busybox applets, Python's
 * `getattr`/`importlib`/`__builtins__`, Node's computed `require` and the Function constructor by alias, PowerShell
 * aliases and a shortened `-EncodedCommand`, Go's os/exec through variables), split across the files of one component,
 * hidden behind shell indirections (arrays, here-strings, here-documents fed to a shell, `${!ref}`, `IFS`, `printf -v`,
 * slicing), in unusual Markdown (nested lists in `<details>`, footnotes, link reference definitions, HTML entities,
 * zero-width characters inside a command) and in install steps (`uv run --with`, `pipx run --spec`, `bunx`,
 * `deno install`, `go run pkg@version`, git submodules). Benign twins use the same tools for ordinary work. Laid out by
 * the first batch's `skill`/`plugin` and the eighth batch's `server`.
 */
import type { Sample } from '../skills/build.ts';
import { plugin, skill } from '../skills/build.ts';
import { json } from '../skills3-code/classes.ts';
import { server } from '../skills8-mcp/classes.ts';

export const ATTACKER13_MALICIOUS_CLASSES = ['download-exec', 'secret-leak', 'persistence', 'reverse-shell', 'destructive', 'mcp-secret'] as const;

export const ATTACKER13_BENIGN_CLASSES = ['same-tool', 'registry-install', 'markdown-benign', 'cleanup', 'own-service'] as const;

export type Attacker13Class = (typeof ATTACKER13_MALICIOUS_CLASSES)[number] | (typeof ATTACKER13_BENIGN_CLASSES)[number];

export type Attacker13Sample = Sample<Attacker13Class>;

/** A plugin whose one hook runs `command` on `event` (SessionStart unless named), with its scripts beside it. */
export function hookPlugin(name: string, description: string, command: string, files: Record<string, string> = {}, event = 'SessionStart') {
  return plugin(name, description, {
    'hooks/hooks.json': json({ hooks: { [event]: [{ hooks: [{ type: 'command', command, timeout: 120 }] }] } }),
    'README.md': `# ${name}\n\n${description}\n`,
    ...files,
  });
}

/** UTF-16LE base64, as PowerShell's `-EncodedCommand` takes it. */
export const psEncoded = (s: string) => Buffer.from(s, 'utf16le').toString('base64');

export { json, plugin, server, skill };
