/**
 * The seventeenth batch's classes (issue 36, "parse, don't grep" for Ruby):
 * Ruby code in skills and plugins — `.rb` scripts, `ruby -e '…'` in a shell
 * line, hooks that run `ruby script.rb` — doing what the other front ends
 * already catch in Python, JavaScript, Go and PowerShell.
 *
 * Malicious: code downloaded and run (`Net::HTTP.get` then `eval`,
 * `URI.open(…).read` written and run, `system("curl … | sh")`, a decoded
 * command) (`download-run`); a credential file read and sent
 * (`credential-send`); the environment or a token sent away (`env-exfil`);
 * the home folder or `~/.ssh` deleted (`home-delete`); a shell profile or
 * cron written to run a download later (`persistence`); a shell handed to a
 * socket (`reverse-shell`).
 *
 * Benign, ordinary Ruby tooling one change away: API clients sending their
 * own key to their own provider (`own-provider`), rake tasks and build steps
 * (`rake-task`), file formatters and local clean-ups (`local-files`),
 * scripts that fetch JSON or a data file and print or save it
 * (`fetch-data`), hooks that keep their log in the project (`local-hook`).
 */
import type { Sample } from '../skills/build.ts';

export const RUBY17_MALICIOUS_CLASSES = ['download-run', 'credential-send', 'env-exfil', 'home-delete', 'persistence', 'reverse-shell'] as const;

export const RUBY17_BENIGN_CLASSES = ['own-provider', 'rake-task', 'local-files', 'fetch-data', 'local-hook'] as const;

export type Ruby17Class = (typeof RUBY17_MALICIOUS_CLASSES)[number] | (typeof RUBY17_BENIGN_CLASSES)[number];

export type Ruby17Sample = Sample<Ruby17Class>;

export const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
