/**
 * The fourteenth persistence batch's classes (issue 36): code or text written
 * where it runs later without being asked — shell start files of every shell
 * (`shell-rc`), cron, anacron, `at` and systemd units and timers
 * (`scheduler`), XDG autostart and macOS LaunchAgents, LaunchDaemons and
 * login items (`login-item`), Windows Run keys, scheduled tasks, the Startup
 * folder, WMI subscriptions and PowerShell profiles (`windows`), git hooks,
 * `core.hooksPath`/`core.fsmonitor`, editor tasks run on folder open, agent
 * settings' hooks and status lines and `.envrc` (`dev-hook`), interpreter and
 * package-manager start files and `ld.so.preload` (`loader`), and
 * `authorized_keys` and `~/.ssh/rc` (`access`). Each is spelled several ways:
 * redirections and `tee`, `sed -i`, `crontab -` from a pipe, Python, Node and
 * Go writes with the path built in pieces, `reg add`, `New-ItemProperty`.
 * The benign side: installers adding the PATH line the user asked for, dotfile
 * managers, documented hook installs, user units and scheduled jobs that the
 * component is about, audits that only read those places.
 */
import type { Sample } from '../skills/build.ts';

export const PERSIST14_MALICIOUS_CLASSES = ['shell-rc', 'scheduler', 'login-item', 'windows', 'dev-hook', 'loader', 'access'] as const;

export const PERSIST14_BENIGN_CLASSES = ['path-line', 'dotfiles', 'hook-install', 'user-unit', 'scheduled-asked', 'editor-settings', 'runtime-config', 'windows-asked'] as const;

export type Persist14Class = (typeof PERSIST14_MALICIOUS_CLASSES)[number] | (typeof PERSIST14_BENIGN_CLASSES)[number];

export type Persist14Sample = Sample<Persist14Class>;
