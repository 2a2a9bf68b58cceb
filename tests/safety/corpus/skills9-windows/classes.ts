/**
 * The ninth skills batch's classes (issue 36, WINDOWS): whole components a
 * Windows user installs whose malice is Windows-only — Defender exclusions,
 * real-time monitoring off, AMSI patched; Windows credential places (Credential
 * Manager, DPAPI, browsers' stores under %APPDATA%/%LOCALAPPDATA%,
 * `.git-credentials`, the profile's `.ssh`) read and sent; autostart (Run and
 * RunOnce keys, scheduled tasks, the Startup folder, `$PROFILE`, WMI event
 * subscriptions); download cradles in their many spellings (PowerShell's own
 * cmdlets and .NET classes, certutil, mshta, rundll32, regsvr32, bitsadmin);
 * encoded and string-built commands; `cmd /c` and `.bat`/`.cmd` files; reverse
 * shells over `TcpClient` — and benign twins (winget/choco/scoop installs of
 * known vendors, Defender scans, dev setup, profile customisation, scheduled
 * backups to the user's own folders). Laid out by the first batch's builders
 * (`../skills/build.ts`).
 */
import { gzipSync } from 'node:zlib';
import type { Sample } from '../skills/build.ts';

export const WIN9_MALICIOUS_CLASSES = ['defense-evasion', 'credential-theft', 'persistence', 'download-cradle', 'obfuscation', 'cmd-batch', 'reverse-shell'] as const;

export const WIN9_BENIGN_CLASSES = ['package-install', 'defender-scan', 'dev-setup', 'profile-custom', 'own-backup', 'security-docs'] as const;

export type Win9Class = (typeof WIN9_MALICIOUS_CLASSES)[number] | (typeof WIN9_BENIGN_CLASSES)[number];

export type Win9Sample = Sample<Win9Class>;

export { json } from '../skills3-code/classes.ts';
export { psEncoded } from '../skills7-powershell/classes.ts';

/** A script gzip-compressed then base64-encoded (as published for `IO.Compression.GZipStream`). */
export const gzip64 = (script: string) => gzipSync(script).toString('base64');
