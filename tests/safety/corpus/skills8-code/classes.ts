/**
 * The eighth skills batch's classes (issue 36, CODE in skills' scripts, hooks
 * and MCP servers, where the earlier batches reached least): exfiltration
 * through a library's or an SDK's own method (mail, chat bots, cloud storage,
 * FTP/SFTP, raw sockets, websockets, an HTTP client whose base address is set
 * in another file), obfuscated execution, persistence (login units, editor
 * tasks, git hooks, package-index settings, shell start files, the client's
 * own settings), supply chain (install scripts, installs from an address),
 * and credential harvesting (browser stores, keychains, wallets, cloud
 * credentials found by a walk) — and benign look-alikes. Samples are laid out
 * by the first batch's builders (`../skills/build.ts`).
 */
import type { Sample } from '../skills/build.ts';

export const CODE8_MALICIOUS_CLASSES = ['sdk-exfiltration', 'obfuscation', 'persistence', 'supply-chain', 'credential-harvest'] as const;

export const CODE8_BENIGN_CLASSES = ['own-api', 'backup-sync', 'dotfiles', 'ci-helper', 'telemetry-consent', 'local-credential', 'encoded-data'] as const;

export type Code8Class = (typeof CODE8_MALICIOUS_CLASSES)[number] | (typeof CODE8_BENIGN_CLASSES)[number];

export type Code8Sample = Sample<Code8Class>;

export { json } from '../skills3-code/classes.ts';
