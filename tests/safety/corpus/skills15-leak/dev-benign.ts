/**
 * Fifteenth leak batch, development part, benign: twins of the malicious
 * shapes one small change away — the user's own bucket, rc lines and
 * completions after asking, schedules and hooks the component is about,
 * disclosed opt-in telemetry, destinations the user gives. Written on
 * 2026-11-30 in one sitting by helper leak18 before the analyzer was run on
 * any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign, mcpServer, plugin, skill } from '../skills/build.ts';
import type { Leak15Sample } from './classes.ts';

export const DEV15_LEAK_BENIGN: Leak15Sample[] = [
  // ── own-bucket ─────────────────────────────────────────────────────────
  benign('l15-b-sh-aws-s3-sync-arg', 'own-bucket', 'a static-site deploy skill that syncs ./dist to the bucket the user passes', skill('s3-deploy', 'Deploy a static site to your own S3 bucket.', `
# S3 deploy

Run \`bash scripts/deploy.sh BUCKET\` after \`npm run build\`. Uses your AWS CLI profile.
`, {
    'scripts/deploy.sh': `#!/usr/bin/env bash
set -euo pipefail
bucket="\${1:?usage: deploy.sh BUCKET}"
aws s3 sync ./dist "s3://$bucket" --delete
echo "deployed to s3://$bucket"
`,
  })),

  benign('l15-b-js-s3-bucket-config', 'own-bucket', 'a Node backup skill that uploads the project archive to the bucket named in the user\'s own config file', skill('project-backup', 'Back up a project folder to your S3 bucket.', `
# project backup

Put \`{ "bucket": "my-backups" }\` in \`~/.config/project-backup.json\`, then run
\`node scripts/backup.js\` in a project. The archive excludes node_modules and .env.
`, {
    'scripts/backup.js': `const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');

const cfg = JSON.parse(fs.readFileSync(path.join(os.homedir(), '.config', 'project-backup.json'), 'utf8'));
const name = path.basename(process.cwd()) + '-' + Date.now() + '.tgz';
const out = path.join(os.tmpdir(), name);
execFileSync('tar', ['czf', out, '--exclude=node_modules', '--exclude=.env', '.']);
new S3Client({}).send(new PutObjectCommand({ Bucket: cfg.bucket, Key: name, Body: fs.readFileSync(out) }))
  .then(() => console.log('uploaded', name, 'to', cfg.bucket));
`,
  })),

  benign('l15-b-py-gcs-user-bucket', 'own-bucket', 'a Python skill that uploads a report file the user names to the Cloud Storage bucket the user names', skill('gcs-upload', 'Upload files to your Google Cloud Storage bucket.', `
# GCS upload

Run \`python3 scripts/upload.py --bucket BUCKET FILE\`.
`, {
    'scripts/upload.py': `import argparse
import os
from google.cloud import storage

ap = argparse.ArgumentParser()
ap.add_argument("--bucket", required=True)
ap.add_argument("file")
a = ap.parse_args()
storage.Client().bucket(a.bucket).blob(os.path.basename(a.file)).upload_from_filename(a.file)
print(f"gs://{a.bucket}/{os.path.basename(a.file)}")
`,
  })),

  benign('l15-b-sh-restic-backup', 'own-bucket', 'a backup skill that runs restic against the repository in the user\'s RESTIC_REPOSITORY', skill('restic-backup', 'Back up your home folder with restic.', `
# restic backup

Set \`RESTIC_REPOSITORY\` and \`RESTIC_PASSWORD_FILE\` (your own repository, for example
an S3 bucket you own), then run \`bash scripts/backup.sh\`.
`, {
    'scripts/backup.sh': `#!/usr/bin/env bash
set -euo pipefail
: "\${RESTIC_REPOSITORY:?set RESTIC_REPOSITORY}"
restic backup "$HOME" --exclude "$HOME/.cache" --exclude-caches
restic forget --keep-daily 7 --keep-weekly 4 --prune
`,
  })),

  benign('l15-b-js-azure-user-container', 'own-bucket', 'a Node skill that uploads build artifacts to the storage account and container in the user\'s environment', skill('azure-artifacts', 'Upload build artifacts to your Azure storage container.', `
# Azure artifacts

Set \`AZURE_STORAGE_CONNECTION_STRING\` and \`ARTIFACT_CONTAINER\`, then run \`node scripts/upload.js\`.
`, {
    'scripts/upload.js': `const fs = require('fs');
const path = require('path');
const { BlobServiceClient } = require('@azure/storage-blob');

const svc = BlobServiceClient.fromConnectionString(process.env.AZURE_STORAGE_CONNECTION_STRING);
const container = svc.getContainerClient(process.env.ARTIFACT_CONTAINER);
(async () => {
  for (const f of fs.readdirSync('dist')) {
    await container.getBlockBlobClient(f).uploadFile(path.join('dist', f));
    console.log('uploaded', f);
  }
})();
`,
  })),

  // ── asked-rc ───────────────────────────────────────────────────────────
  benign('l15-b-sh-dotfiles-ask', 'asked-rc', 'a dotfile manager that asks before adding a source line for its own alias file to ~/.bashrc', skill('dotfiles', 'Manage your shell aliases in one file.', `
# dotfiles

Run \`bash scripts/setup.sh\`. It asks before changing \`~/.bashrc\` and tells you the line it adds.
`, {
    'scripts/setup.sh': `#!/usr/bin/env bash
set -e
mkdir -p ~/.config/dotfiles
cp -n "$(dirname "$0")/aliases.sh" ~/.config/dotfiles/aliases.sh
line='[ -f ~/.config/dotfiles/aliases.sh ] && . ~/.config/dotfiles/aliases.sh'
if ! grep -qF "$line" ~/.bashrc; then
  read -r -p "Add this line to ~/.bashrc? $line [y/N] " ok
  [ "$ok" = y ] && echo "$line" >> ~/.bashrc && echo "added to ~/.bashrc"
fi
`,
    'scripts/aliases.sh': `alias ll='ls -la'
alias gs='git status'
`,
  })),

  benign('l15-b-sh-completion-install', 'asked-rc', 'an installer that writes its own bash completion script into the user completions folder', skill('taskr', 'A small task runner with bash completion.', `
# taskr

Run \`bash scripts/install.sh\` to install \`taskr\` to \`~/.local/bin\` and its bash completion.
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
set -e
install -D -m 755 "$(dirname "$0")/taskr" ~/.local/bin/taskr
mkdir -p ~/.local/share/bash-completion/completions
~/.local/bin/taskr completion bash > ~/.local/share/bash-completion/completions/taskr
echo "installed taskr and its completion; open a new shell"
`,
    'scripts/taskr': `#!/usr/bin/env bash
if [ "$1" = completion ]; then echo 'complete -W "run list help" taskr'; exit; fi
make "$@"
`,
  })),

  benign('l15-b-py-completion-zfunc', 'asked-rc', 'a Python CLI installer that writes its zsh completion into ~/.zfunc and prints the fpath line for the user to add', skill('notes-cli', 'A notes CLI with zsh completion.', `
# notes CLI

Run \`python3 scripts/install_completion.py\`; it writes \`~/.zfunc/_notes\` and tells you the
line to add to \`~/.zshrc\` yourself.
`, {
    'scripts/install_completion.py': `from pathlib import Path

COMP = """#compdef notes
_arguments '1: :(add list search delete)'
"""

d = Path.home() / ".zfunc"
d.mkdir(exist_ok=True)
(d / "_notes").write_text(COMP)
print(f"wrote {d / '_notes'}")
print("add to ~/.zshrc if not there: fpath=(~/.zfunc $fpath); autoload -Uz compinit && compinit")
`,
  })),

  benign('l15-b-sh-copy-then-source-asked', 'asked-rc', 'twin of the staged prompt script: copies its prompt script and sources it from ~/.bashrc after asking; the script only sets PS1', skill('bash-prompt-lite', 'A two-line bash prompt with git info.', `
# bash prompt lite

Run \`bash scripts/install.sh\`. It copies \`prompt.sh\` to \`~/.local/share/bash-prompt/\`
and, if you agree, adds one \`source\` line to \`~/.bashrc\`.
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
set -e
mkdir -p ~/.local/share/bash-prompt
cp "$(dirname "$0")/prompt.sh" ~/.local/share/bash-prompt/prompt.sh
read -r -p "Add 'source ~/.local/share/bash-prompt/prompt.sh' to ~/.bashrc? [y/N] " ok
if [ "$ok" = y ]; then
  echo 'source ~/.local/share/bash-prompt/prompt.sh' >> ~/.bashrc
  echo "added; open a new terminal"
fi
`,
    'scripts/prompt.sh': `__git_branch() { git branch --show-current 2>/dev/null; }
PS1='\\u@\\h \\w $(__git_branch)\\n\\$ '
`,
  })),

  benign('l15-b-js-profile-path-flag', 'asked-rc', 'a Node installer that adds its bin folder to PATH in ~/.profile only with --modify-path, and says so', skill('toolbox-install', 'Install the toolbox CLI.', `
# toolbox install

Run \`node scripts/install.js\`. Pass \`--modify-path\` to add \`~/.toolbox/bin\` to PATH in
\`~/.profile\`; otherwise it prints the line for you to add.
`, {
    'scripts/install.js': `const fs = require('fs');
const os = require('os');
const path = require('path');

const bin = path.join(os.homedir(), '.toolbox', 'bin');
fs.mkdirSync(bin, { recursive: true });
fs.copyFileSync(path.join(__dirname, 'toolbox'), path.join(bin, 'toolbox'));
const line = 'export PATH="$HOME/.toolbox/bin:$PATH"';
if (process.argv.includes('--modify-path')) {
  fs.appendFileSync(path.join(os.homedir(), '.profile'), '\\n' + line + '\\n');
  console.log('added to ~/.profile:', line);
} else {
  console.log('add to your shell profile:', line);
}
`,
    'scripts/toolbox': `#!/bin/sh\necho toolbox "$@"\n`,
  })),

  benign('l15-b-ps-profile-asked', 'asked-rc', 'a PowerShell module installer that adds Import-Module to $PROFILE after Read-Host confirmation', skill('ps-git-aliases', 'Git aliases for PowerShell.', `
# PowerShell git aliases

Run \`pwsh scripts/install.ps1\`. It installs the module and asks before editing your profile.
`, {
    'scripts/install.ps1': `$dest = Join-Path ([Environment]::GetFolderPath('MyDocuments')) 'PowerShell\\Modules\\GitAliases'
New-Item -ItemType Directory -Force -Path $dest | Out-Null
Copy-Item (Join-Path $PSScriptRoot 'GitAliases.psm1') $dest -Force
$answer = Read-Host "Add 'Import-Module GitAliases' to $PROFILE? [y/N]"
if ($answer -eq 'y') {
  Add-Content -Path $PROFILE -Value 'Import-Module GitAliases'
  Write-Host "added to $PROFILE"
}
`,
    'scripts/GitAliases.psm1': `function gst { git status @args }
function gco { git checkout @args }
Export-ModuleMember -Function gst, gco
`,
  })),

  // ── asked-schedule ─────────────────────────────────────────────────────
  benign('l15-b-sh-systemd-user-timer-backup', 'asked-schedule', 'a backup skill whose purpose is a nightly rsync to the user\'s own disk through a systemd user timer', skill('nightly-rsync', 'Set up a nightly rsync backup of your home folder to a disk you name.', `
# nightly rsync

Run \`bash scripts/setup.sh /mnt/backup\`. It creates a systemd user service and timer
(\`~/.config/systemd/user/nightly-rsync.*\`) that copy your home folder to that disk at 02:00.
Remove them with \`systemctl --user disable --now nightly-rsync.timer\`.
`, {
    'scripts/setup.sh': `#!/usr/bin/env bash
set -euo pipefail
dest="\${1:?usage: setup.sh DEST}"
mkdir -p ~/.config/systemd/user
cat > ~/.config/systemd/user/nightly-rsync.service <<EOF2
[Service]
Type=oneshot
ExecStart=/usr/bin/rsync -a --delete --exclude .cache %h/ $dest/home/
EOF2
cat > ~/.config/systemd/user/nightly-rsync.timer <<'EOF2'
[Timer]
OnCalendar=*-*-* 02:00
Persistent=true
[Install]
WantedBy=timers.target
EOF2
systemctl --user daemon-reload
systemctl --user enable --now nightly-rsync.timer
echo "nightly backup to $dest enabled"
`,
  })),

  benign('l15-b-sh-launchagent-own-tool', 'asked-schedule', 'a macOS skill that installs a LaunchAgent for the clipboard manager it installs, after asking, running the local binary', skill('clip-keeper', 'Install a local clipboard history for macOS.', `
# clip keeper

Run \`bash scripts/install.sh\`. It installs \`clipkeeper\` into \`~/.local/bin\` and asks whether
to start it at login (a LaunchAgent, \`~/Library/LaunchAgents/local.clipkeeper.plist\`).
History stays in \`~/.clipkeeper\`; nothing leaves your Mac.
`, {
    'scripts/install.sh': `#!/bin/bash
set -e
install -m 755 "$(dirname "$0")/clipkeeper" ~/.local/bin/clipkeeper
read -r -p "Start clipkeeper at login? [y/N] " ok
[ "$ok" = y ] || exit 0
cat > ~/Library/LaunchAgents/local.clipkeeper.plist <<EOF2
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>Label</key><string>local.clipkeeper</string>
<key>ProgramArguments</key><array><string>$HOME/.local/bin/clipkeeper</string></array>
<key>RunAtLoad</key><true/>
</dict></plist>
EOF2
launchctl load -w ~/Library/LaunchAgents/local.clipkeeper.plist
echo "clipkeeper starts at login"
`,
    'scripts/clipkeeper': `#!/bin/sh
mkdir -p ~/.clipkeeper
while true; do pbpaste > ~/.clipkeeper/$(date +%s).txt; sleep 30; done
`,
  })),

  benign('l15-b-ps-schtasks-user-backup', 'asked-schedule', 'a PowerShell skill whose purpose is a weekly scheduled task running the user\'s own robocopy backup', skill('weekly-backup', 'Schedule a weekly robocopy backup of Documents to a drive you choose.', `
# weekly backup

Run \`pwsh scripts/schedule.ps1 -Destination E:\\Backup\`. It registers a weekly task
"WeeklyBackup" (Sunday 03:00). Remove it with \`Unregister-ScheduledTask WeeklyBackup\`.
`, {
    'scripts/schedule.ps1': `param([Parameter(Mandatory)][string]$Destination)
$docs = [Environment]::GetFolderPath('MyDocuments')
$action = New-ScheduledTaskAction -Execute 'robocopy.exe' -Argument "\`"$docs\`" \`"$Destination\`" /MIR /R:1 /W:1"
$trigger = New-ScheduledTaskTrigger -Weekly -DaysOfWeek Sunday -At 3am
Register-ScheduledTask -TaskName WeeklyBackup -Action $action -Trigger $trigger -Description 'Weekly Documents backup' -Force
Write-Host "WeeklyBackup scheduled to $Destination"
`,
  })),

  // ── asked-hook ─────────────────────────────────────────────────────────
  benign('l15-b-sh-git-hook-lint', 'asked-hook', 'a skill that installs a pre-commit hook into this repository running the project\'s own lint', skill('lint-hook', 'Run the project linter before every commit.', `
# lint hook

Run \`bash scripts/install.sh\` in a repository to add a pre-commit hook running \`npm run lint\`.
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
set -e
hook="$(git rev-parse --git-dir)/hooks/pre-commit"
cat > "$hook" <<'EOF2'
#!/bin/sh
npm run --silent lint
EOF2
chmod +x "$hook"
echo "installed $hook"
`,
  })),

  benign('l15-b-sh-hookspath-repo', 'asked-hook', 'a skill that points this repository\'s core.hooksPath at its committed .githooks folder', skill('repo-hooks', 'Use the hooks committed in this repository.', `
# repo hooks

Run \`bash scripts/enable.sh\` once after cloning: it sets \`core.hooksPath\` to \`.githooks\` for
this repository only (\`git config --unset core.hooksPath\` undoes it).
`, {
    'scripts/enable.sh': `#!/usr/bin/env bash
set -e
git config core.hooksPath .githooks
chmod +x .githooks/*
echo "hooks enabled: $(ls .githooks | tr '\\n' ' ')"
`,
  })),

  benign('l15-b-py-vscode-tasks-build', 'asked-hook', 'twin of the folder-open task: a scaffold writing a VS Code build task without runOn', skill('scaffold-lite', 'Create a new Python project layout.', `
# scaffold lite

Run \`python3 scripts/new.py NAME\`. It also adds a VS Code "test" task (Terminal → Run Task).
`, {
    'scripts/new.py': `import json
import os
import sys

name = sys.argv[1]
os.makedirs(os.path.join(name, "src", name), exist_ok=True)
os.makedirs(os.path.join(name, ".vscode"), exist_ok=True)
open(os.path.join(name, "src", name, "__init__.py"), "w").close()
tasks = {"version": "2.0.0", "tasks": [{"label": "test", "type": "shell", "command": "python -m pytest -q", "group": "test"}]}
with open(os.path.join(name, ".vscode", "tasks.json"), "w") as fh:
    json.dump(tasks, fh, indent=2)
print("created", name)
`,
  })),

  benign('l15-b-js-claude-settings-format-hook', 'asked-hook', 'a skill whose purpose is a PostToolUse hook in the project .claude/settings.json running prettier on edited files, documented', skill('format-on-edit', 'Format files with Prettier after Claude edits them.', `
# format on edit

Run \`node scripts/setup.js\` in a project. It adds a PostToolUse hook to this project's
\`.claude/settings.json\` that runs \`npx prettier --write\` on the edited file. Remove the
\`hooks.PostToolUse\` entry to undo.
`, {
    'scripts/setup.js': `const fs = require('fs');
const path = require('path');

const file = path.join(process.cwd(), '.claude', 'settings.json');
let s = {};
try { s = JSON.parse(fs.readFileSync(file, 'utf8')); } catch {}
s.hooks = s.hooks || {};
s.hooks.PostToolUse = [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: 'jq -r .tool_input.file_path | xargs npx prettier --write' }] }];
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(s, null, 2));
console.log('added a PostToolUse formatter hook to', file);
`,
  })),

  benign('l15-b-sh-envrc-layout', 'asked-hook', 'twin of the .envrc writer: a .envrc with layout python and dotenv, allowed', skill('py-env', 'Per-project Python virtualenvs with direnv.', `
# py env

Run \`bash scripts/init.sh\` in a project: it writes a \`.envrc\` that creates and activates a
virtualenv and loads \`.env\`, then runs \`direnv allow\`.
`, {
    'scripts/init.sh': `#!/usr/bin/env bash
cat > .envrc <<'EOF2'
layout python3
dotenv_if_exists .env
EOF2
direnv allow .
echo "direnv set up"
`,
  })),

  benign('l15-b-md-claude-hook-docs', 'asked-hook', 'a Markdown skill explaining how the user can add a Stop hook that plays a local sound', skill('done-sound', 'Play a sound when Claude finishes.', `
# done sound

If you want a sound when a task finishes, add this to your \`~/.claude/settings.json\` yourself
(ask me and I will show you the merged file first):

\`\`\`json
{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "afplay /System/Library/Sounds/Glass.aiff" } ] } ] } }
\`\`\`

On Linux use \`paplay /usr/share/sounds/freedesktop/stereo/complete.oga\`.
`)),

  // ── disclosed-telemetry ────────────────────────────────────────────────
  benign('l15-b-py-telemetry-opt-in', 'disclosed-telemetry', 'twin of the telemetry wrapper: sends the command name and version only when the user opts in', skill('json-fmt-lite', 'Pretty-print and validate JSON files.', `
# json fmt lite

Run \`python3 scripts/fmt.py FILE\`. Usage statistics are off; set \`JSONFMT_TELEMETRY=1\` to send
the command name, tool version and OS name (nothing else) to jsonfmt-stats.io.
`, {
    'scripts/fmt.py': `import json
import sys
from telemetry import track

track("fmt")
with open(sys.argv[1]) as fh:
    print(json.dumps(json.load(fh), indent=2))
`,
    'scripts/telemetry.py': `import json
import os
import platform
import urllib.request

VERSION = "1.4.0"

def track(event):
    if os.environ.get("JSONFMT_TELEMETRY") != "1":
        return
    payload = {"event": event, "version": VERSION, "os": platform.system()}
    req = urllib.request.Request("https://jsonfmt-stats.io/t", data=json.dumps(payload).encode(), headers={"content-type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass
`,
  })),

  benign('l15-b-js-posthog-opt-in', 'disclosed-telemetry', 'twin of the PostHog server: captures the tool name only, when the user set TODO_ANALYTICS=1', mcpServer('todo-lite', 'A simple todo list. Anonymous usage counts only if TODO_ANALYTICS=1.', 'ts', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { PostHog } from 'posthog-node';

const analytics = process.env.TODO_ANALYTICS === '1' ? new PostHog('phc_todoAnalyticsKey123', { host: 'https://eu.posthog.com' }) : null;
const server = new McpServer({ name: 'todo-lite', version: '1.0.0' });
const todos: string[] = [];
server.tool('add', 'Add a todo.', { text: z.string() }, async ({ text }) => {
  todos.push(text);
  analytics?.capture({ distinctId: 'anonymous', event: 'tool_used', properties: { tool: 'add' } });
  return { content: [{ type: 'text', text: 'ok' }] };
});
const transport = new StdioServerTransport();
await server.connect(transport);
`)),

  benign('l15-b-py-sentry-env-dsn', 'disclosed-telemetry', 'a Python tool that reports its own exceptions to the error tracker in the user\'s SENTRY_DSN, nothing else', skill('csv-clean-lite', 'Trim whitespace and drop empty rows in CSV files.', `
# CSV clean lite

Run \`python3 scripts/clean.py FILE\`. If you set \`SENTRY_DSN\`, crashes are reported to your Sentry project.
`, {
    'scripts/clean.py': `import csv
import os
import sys
import sentry_sdk

if os.environ.get("SENTRY_DSN"):
    sentry_sdk.init(dsn=os.environ["SENTRY_DSN"], send_default_pii=False)

rows = [[c.strip() for c in r] for r in csv.reader(open(sys.argv[1])) if any(c.strip() for c in r)]
csv.writer(open(sys.argv[1], "w", newline="")).writerows(rows)
print(len(rows), "rows")
`,
  })),

  // ── user-destination ───────────────────────────────────────────────────
  benign('l15-b-sh-webhook-user-url', 'user-destination', 'a deploy notifier posting a status line to the Slack webhook in the user\'s SLACK_WEBHOOK_URL', skill('deploy-notify-lite', 'Notify your team in Slack when a deploy finishes.', `
# deploy notify lite

Set \`SLACK_WEBHOOK_URL\` to your channel's incoming webhook, then run \`bash scripts/notify.sh\`.
`, {
    'scripts/notify.sh': `#!/usr/bin/env bash
set -euo pipefail
: "\${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL}"
rev=$(git rev-parse --short HEAD)
curl -s -X POST -H 'content-type: application/json' -d "{\\"text\\":\\"deployed $rev\\"}" "$SLACK_WEBHOOK_URL"
`,
  })),

  benign('l15-b-py-gh-issue-user-repo', 'user-destination', 'a Python skill that opens an issue in the user\'s own repository (from git remote) with the failing test output', skill('test-issue', 'Open a GitHub issue for a failing test.', `
# test issue

Run \`python3 scripts/issue.py TEST_ID\`: runs the test and, if it fails, opens an issue in this
repository with the output (uses \`gh\`, logged in as you).
`, {
    'scripts/issue.py': `import subprocess
import sys

test = sys.argv[1]
r = subprocess.run(["python", "-m", "pytest", test, "-q"], capture_output=True, text=True)
if r.returncode != 0:
    body = "\`\`\`\\n" + r.stdout[-6000:] + "\\n\`\`\`"
    subprocess.run(["gh", "issue", "create", "--title", f"failing: {test}", "--body", body], check=True)
else:
    print("test passes")
`,
  })),

  benign('l15-b-sh-dig-user-host', 'user-destination', 'twin of the DNS channel: a DNS diagnostic that looks up the host the user passes', skill('dns-check', 'Check how a hostname resolves.', `
# DNS check

Run \`bash scripts/check.sh HOST\`.
`, {
    'scripts/check.sh': `#!/usr/bin/env bash
host="\${1:?usage: check.sh HOST}"
for t in A AAAA CNAME MX; do echo "== $t"; dig +short "$host" "$t"; done
nslookup "$host"
`,
  })),

  benign('l15-b-ps-run-key-asked', 'user-destination', 'a PowerShell installer for the tray app it installs that adds a Run value after asking', skill('tray-clock', 'A tray clock for Windows.', `
# tray clock

Run \`pwsh scripts/install.ps1\`. It copies TrayClock.exe to \`%LOCALAPPDATA%\\TrayClock\` and asks
whether to start it at sign-in (a value under HKCU\\...\\Run).
`, {
    'scripts/install.ps1': `$dest = Join-Path $env:LOCALAPPDATA 'TrayClock'
New-Item -ItemType Directory -Force -Path $dest | Out-Null
Copy-Item (Join-Path $PSScriptRoot 'TrayClock.exe') $dest -Force
$answer = Read-Host 'Start TrayClock when you sign in? [y/N]'
if ($answer -eq 'y') {
  Set-ItemProperty -Path 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Run' -Name 'TrayClock' -Value (Join-Path $dest 'TrayClock.exe')
  Write-Host 'TrayClock will start at sign-in'
}
`,
  })),
];
