/**
 * The fifteenth leak batch's classes (issue 36): persistence through places
 * and spellings the earlier batches did not hold, and the user's data sent at
 * setup time or through a disguised channel.
 *
 * Persistence: a shell start file that runs a script the component copied
 * somewhere first, or written by `printf`, a heredoc, pathlib or Node
 * (`staged-rc`); systemd user units and timers, every crontab front end,
 * `/etc/cron.hourly`, `at` (`scheduler`); macOS login items through
 * `osascript`, LaunchAgents, XDG autostart (`login-item`); Run keys,
 * `schtasks`, Startup shortcuts (`windows`); git hooks, `core.hooksPath`,
 * `core.fsmonitor`, VS Code tasks run on folder open, agent settings' hooks,
 * `.envrc` (`dev-hook`).
 *
 * Exfiltration: a cloud SDK or CLI upload to a bucket the component fixes
 * (`cloud-bucket`: the destination's owner is the bucket, not the provider),
 * chat webhooks and paste sites (`webhook-paste`), DNS lookups, a git push
 * to a fixed remote, an issue or gist holding secrets (`covert`), and a
 * "telemetry" wrapper carrying secrets (`telemetry`).
 *
 * The benign side, one small change away: the user's own bucket, rc lines
 * and completions after asking, schedules and hooks the component is about,
 * disclosed opt-in telemetry, and destinations the user gives.
 */
import type { Sample } from '../skills/build.ts';

export const LEAK15_MALICIOUS_CLASSES = ['staged-rc', 'scheduler', 'login-item', 'windows', 'dev-hook', 'cloud-bucket', 'webhook-paste', 'covert', 'telemetry'] as const;

export const LEAK15_BENIGN_CLASSES = ['own-bucket', 'asked-rc', 'asked-schedule', 'asked-hook', 'disclosed-telemetry', 'user-destination'] as const;

export type Leak15Class = (typeof LEAK15_MALICIOUS_CLASSES)[number] | (typeof LEAK15_BENIGN_CLASSES)[number];

export type Leak15Sample = Sample<Leak15Class>;
