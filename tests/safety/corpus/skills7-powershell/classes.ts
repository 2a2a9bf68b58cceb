/**
 * The seventh skills batch's classes (issue 36, POWERSHELL): whole components
 * whose malice is Windows PowerShell — a download run by `iex`, an encoded
 * command, credentials or the environment sent out, destructive deletes,
 * Defender and AMSI switched off, autostart (Run keys, scheduled tasks, the
 * Startup folder, the profile), and `powershell`/`pwsh` started from a hook, an
 * MCP config, a shell script or another language — and benign components that
 * quote vendors' Windows installers, build and admin scripts. Samples are laid
 * out by the first batch's builders (`../skills/build.ts`).
 */
import type { Sample } from '../skills/build.ts';

export const PS7_MALICIOUS_CLASSES = ['download-exec', 'encoded', 'exfil', 'destructive', 'defense-evasion', 'persistence', 'launcher'] as const;

export const PS7_BENIGN_CLASSES = ['vendor-installer', 'build-script', 'admin-own-provider', 'security-docs'] as const;

export type Ps7Class = (typeof PS7_MALICIOUS_CLASSES)[number] | (typeof PS7_BENIGN_CLASSES)[number];

export type Ps7Sample = Sample<Ps7Class>;

/** PowerShell's `-EncodedCommand` text: base64 of the script's UTF-16LE bytes (as published). */
export const psEncoded = (script: string) => Buffer.from(script, 'utf16le').toString('base64');

export { json } from '../skills3-code/classes.ts';
