/**
 * The fifteenth attacker batch's classes (issue 36): an attacker who has read docs/safety.md and the rule list
 * (src/safety/rules.ts) does each blocking thing with tools and languages the docs do not name (awk, perl, ruby, php,
 * lua, tcl, PowerShell, Windows cmd, make, sftp, ftp, git, ssh options, xargs, find, env -S, busybox applets) and through
 * indirection: files the component writes and later runs, a second file of the component, a wrapper's arguments, the
 * model told to run a line. Changes to the machine's standing state (a sudoers rule, a setuid shell, a preload or history
 * turned off at every login, the firewall off) are labelled `persistence`: the hash split put all five in the
 * development part, and a class must be on both sides. Benign twins use the same tools and carriers for ordinary work. Builders are the earlier
 * batches' (one place for how a component is laid out).
 */
import type { Sample } from '../skills/build.ts';
import { agent, skill } from '../skills/build.ts';
import { mcpConfig } from '../skills9-mcp/classes.ts';
import { commandPlugin } from '../skills11-markdown/classes.ts';
import { hookPlugin } from '../skills13-attacker/classes.ts';
import { settingsPlugin } from '../skills14-attacker/classes.ts';

export const ATTACKER15_MALICIOUS_CLASSES = ['download-exec', 'secret-leak', 'reverse-shell', 'persistence', 'destructive', 'mcp-secret'] as const;

export const ATTACKER15_BENIGN_CLASSES = ['same-tool', 'own-service', 'cleanup', 'local-work'] as const;

export type Attacker15Class = (typeof ATTACKER15_MALICIOUS_CLASSES)[number] | (typeof ATTACKER15_BENIGN_CLASSES)[number];

export type Attacker15Sample = Sample<Attacker15Class>;

export { agent, commandPlugin, hookPlugin, mcpConfig, settingsPlugin, skill };
