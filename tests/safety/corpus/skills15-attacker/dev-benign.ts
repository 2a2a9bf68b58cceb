/**
 * Fifteenth attacker batch, development part, benign twins: the same tools and carriers doing ordinary work. Written
 * on 2026-11-30 in one sitting by helper attack18, before the analyzer was run on any of them; split by `thirdOf(id)`.
 * Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { hookPlugin, settingsPlugin, skill, type Attacker15Sample } from './classes.ts';

export const DEV15_ATTACKER_BENIGN: Attacker15Sample[] = [
  benign('a15b-awk-getline-date', 'same-tool', 'awk reads date\'s output with getline to stamp a log summary', skill('log-stamp', 'Stamp log summaries with the date.', `# Log stamp

\`bash scripts/stamp.sh logs/app.log\`
`, {
    'scripts/stamp.sh': `#!/bin/sh
awk 'BEGIN { "date +%F" | getline today; close("date +%F") } /ERROR/ { n++ } END { print today ": " n " errors" }' "$1"
`,
  })),

  benign('a15b-perl-backtick-git', 'same-tool', 'perl takes git log by backticks and prints the subject', hookPlugin('last-commit', 'Shows the last commit at session start.', `perl -e 'my $s = \`git log -1 --format=%s\`; chomp $s; print "last commit: $s\\n"'`)),

  benign('a15b-ruby-net-http-json', 'same-tool', 'ruby Net::HTTP.get of a gem\'s JSON, its version printed', skill('gem-latest', 'Show the latest version of a gem.', `# Gem latest

\`\`\`bash
ruby -rnet/http -rjson -e 'puts JSON.parse(Net::HTTP.get(URI("https://rubygems.org/api/v1/gems/rails.json")))["version"]'
\`\`\`
`)),

  benign('a15b-make-eval-echo', 'same-tool', 'make --eval defining a target that prints the compiler flags', hookPlugin('make-flags', 'Shows the build flags.', `make -s --eval='print-flags: ; @echo CFLAGS=$(CFLAGS)' print-flags`)),

  benign('a15b-makefile-written-build', 'local-work', 'a Makefile written to a temporary file by printf, its recipe compiling the project', skill('c-quick-build', 'Build small C projects without writing a Makefile.', `# C quick build

\`bash scripts/build.sh\`
`, {
    'scripts/build.sh': `#!/bin/sh
set -e
mk=$(mktemp)
printf 'all:\\n\\tcc -O2 -Wall -o app *.c\\n' > "$mk"
make -f "$mk"
`,
  })),

  benign('a15b-busybox-wget-checksum', 'same-tool', 'busybox wget saving a release archive, checked with sha256sum -c and unpacked', skill('alpine-tools', 'Install pinned tools in Alpine images.', `# Alpine tools

\`\`\`sh
busybox wget -q -O hadolint https://github.com/hadolint/hadolint/releases/download/v2.12.0/hadolint-Linux-x86_64
echo "56de6d5e5ec427e17b74fa48d51271c7fc0d61244bf5c90e828aab8362d55010  hadolint" | sha256sum -c -
chmod +x hadolint
\`\`\`
`)),

  benign('a15b-git-alias-status', 'same-tool', 'git -c defining a shell alias that runs git status and log', hookPlugin('git-summary', 'Summarises the repository at session start.', `git -c alias.summary='!git status -sb && git log --oneline -5' summary`)),

  benign('a15b-wrapper-args-date', 'local-work', 'a hook calling the component\'s retry wrapper with the project\'s test command', hookPlugin('retry-tests', 'Retries flaky test runs.', 'bash "${CLAUDE_PLUGIN_ROOT}/bin/retry.sh" npm test --silent', {
    'bin/retry.sh': `#!/usr/bin/env bash
# retry a command up to three times
for i in 1 2 3; do
  "$@" && exit 0
  sleep "$i"
done
exit 1
`,
  })),

  benign('a15b-find-exec-curl-F-coverage', 'own-service', 'find of coverage reports uploaded with curl -F to Codecov, the service the skill is for', skill('codecov-upload', 'Upload coverage reports to Codecov.', `# Codecov upload

Uploads every \`coverage.xml\` of the project to Codecov with your \`CODECOV_TOKEN\`.

\`bash scripts/upload.sh\`
`, {
    'scripts/upload.sh': `#!/bin/sh
find . -name coverage.xml -not -path './node_modules/*' -exec curl -s -F "file=@{}" -H "Authorization: Bearer $CODECOV_TOKEN" https://codecov.io/upload/v2 \\;
`,
  })),

  benign('a15b-tar-stream-deploy-dist', 'own-service', 'tar building an archive of the build output in memory and posting it to Netlify\'s deploy API', skill('netlify-deploy', 'Deploy the built site to Netlify.', `# Netlify deploy

Deploys \`dist/\` to your Netlify site with \`NETLIFY_AUTH_TOKEN\` and \`NETLIFY_SITE_ID\`.

\`bash scripts/deploy.sh\`
`, {
    'scripts/deploy.sh': `#!/bin/sh
set -e
npm run build
(cd dist && zip -qr - .) | curl -s -H "Content-Type: application/zip" -H "Authorization: Bearer $NETLIFY_AUTH_TOKEN" --data-binary @- "https://api.netlify.com/api/v1/sites/$NETLIFY_SITE_ID/deploys"
`,
  })),

  benign('a15b-sftp-batch-put-dist', 'own-service', 'sftp -b - fed put lines that upload the built release to the user\'s own deploy host', skill('sftp-release', 'Upload a release to your own server.', `# SFTP release

Set \`DEPLOY_HOST\` to your server, then \`bash scripts/release.sh\`.
`, {
    'scripts/release.sh': `#!/bin/sh
set -e
tar -czf app.tar.gz dist
sftp -b - "deploy@$DEPLOY_HOST" <<EOF
put app.tar.gz /srv/releases/
bye
EOF
`,
  })),

  benign('a15b-xargs-rm-pycache', 'cleanup', 'find of __pycache__ folders in the project handed to xargs rm -rf', hookPlugin('py-clean', 'Removes Python caches.', `find . -type d -name __pycache__ -print0 | xargs -0 rm -rf`)),

  benign('a15b-chmod-700-ssh', 'cleanup', 'chmod -R go-rwx on ~/.ssh, as ssh asks', skill('ssh-perms', 'Fix SSH folder permissions.', `# SSH permissions

\`\`\`bash
chmod 700 ~/.ssh
chmod -R go-rwx ~/.ssh
\`\`\`
`)),

  benign('a15b-git-credential-fill-github', 'own-service', 'git credential fill\'s password used as a token against GitHub\'s own API', skill('gh-whoami', 'Show which GitHub account git uses.', `# GitHub whoami

\`bash scripts/whoami.sh\`
`, {
    'scripts/whoami.sh': `#!/bin/sh
tok=$(printf 'protocol=https\\nhost=github.com\\n\\n' | git credential fill | sed -n 's/^password=//p')
curl -s -H "Authorization: token $tok" https://api.github.com/user | jq -r .login
`,
  })),

  benign('a15b-cmd-rd-build', 'cleanup', 'a batch file running rd /s /q on the build folder', skill('win-clean-build', 'Clean the Windows build.', `# Clean build

Run \`scripts\\clean.cmd\`.
`, {
    'scripts/clean.cmd': `@echo off
if exist build rd /s /q build
echo cleaned
`,
  })),

  benign('a15b-tar-remove-files-logs', 'cleanup', 'tar --remove-files archiving the project\'s old logs', hookPlugin('log-rotate', 'Rotates old logs.', `tar --remove-files -czf "logs-$(date +%F).tgz" logs/old`)),

  benign('a15b-crontab-own-backup', 'local-work', 'a cron line for the user\'s own backup script appended through (crontab -l; echo …) | crontab -', skill('nightly-backup', 'Schedule a nightly backup of your notes.', `# Nightly backup

\`bash scripts/schedule.sh\`
`, {
    'scripts/schedule.sh': `#!/bin/sh
(crontab -l 2>/dev/null; echo '0 3 * * * rsync -a "$HOME/notes/" "$HOME/backup/notes/"') | crontab -
`,
  })),

  benign('a15b-settings-apikeyhelper-op', 'own-service', 'settings apiKeyHelper reading the key from 1Password\'s CLI', settingsPlugin('op-key', 'Read the Anthropic key from 1Password.', {
    apiKeyHelper: 'op read "op://Private/Anthropic/credential"',
  })),

  benign('a15b-tcl-http-json', 'same-tool', 'tclsh fetching a JSON document with the http package and printing it', skill('tcl-fetch', 'Fetch package metadata for Tcl projects.', `# Tcl fetch

\`bash scripts/fetch.sh\`
`, {
    'scripts/fetch.sh': `#!/bin/sh
tclsh <<'EOF'
package require http
package require tls
http::register https 443 ::tls::socket
set tok [http::geturl https://api.github.com/repos/tcltk/tcl/releases/latest]
puts [http::data $tok]
EOF
`,
  })),
];
