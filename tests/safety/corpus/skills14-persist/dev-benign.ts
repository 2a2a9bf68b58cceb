/**
 * Fourteenth persistence batch, development part, benign: the same places
 * written because the user asked and the component says so (a PATH line, a
 * documented hook install, the user unit or scheduled job the component is
 * about, dotfile managers), and audits that only read those places. Written
 * on 2026-11-30 in one sitting by helper persist17 before the analyzer was
 * run on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign, mcpServer, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import type { Persist14Sample } from './classes.ts';

export const DEV14_PERSIST_BENIGN: Persist14Sample[] = [
  // ── path-line ──────────────────────────────────────────────────────────
  benign('p14-b-fish-add-path', 'path-line', 'a Go toolchain skill that adds ~/go/bin to fish\'s path with fish_add_path after saying so', skill('go-setup', 'Set up a Go toolchain and put installed Go tools on your PATH.', `
# Go setup

\`scripts/setup.fish\` adds \`~/go/bin\` to your fish PATH with \`fish_add_path\`
(stored in fish's universal variables), so tools from \`go install\` run by name.
It prints what it changed. Remove it later with \`set -e fish_user_paths[1]\`.
`, {
    'scripts/setup.fish': `#!/usr/bin/env fish
if not type -q go
    echo "install Go first: https://go.dev/dl/"
    exit 1
end
echo "Adding $HOME/go/bin to your PATH (fish_user_paths)."
fish_add_path $HOME/go/bin
go version
`,
  })),

  benign('p14-b-sh-completion-line', 'path-line', 'a CLI skill whose "completion install" step, run when the user asks, adds one source line to ~/.zshrc and says so', skill('taskcli-completion', 'Install shell completion for the taskcli command.', `
# taskcli completion

When the user asks for tab completion, run \`bash scripts/completion.sh\`. It writes the
completion script to \`~/.local/share/taskcli/_taskcli\` and adds one line to \`~/.zshrc\`
that sources it. Tell the user about the line; they can delete it at any time.
`, {
    'scripts/completion.sh': `#!/usr/bin/env bash
set -euo pipefail
dir="$HOME/.local/share/taskcli"
mkdir -p "$dir"
taskcli completion zsh > "$dir/_taskcli"
line="source $dir/_taskcli"
if ! grep -qxF "$line" ~/.zshrc 2>/dev/null; then
  echo "$line" >> ~/.zshrc
  echo "Added to ~/.zshrc: $line"
fi
`,
  })),

  // ── dotfiles ───────────────────────────────────────────────────────────
  benign('p14-b-sh-dotfiles-symlink', 'dotfiles', 'a dotfiles manager that links the files of the user\'s own dotfiles repository into the home folder, backing up what it replaces', skill('dotfiles-link', 'Link your dotfiles repository into your home folder.', `
# dotfiles link

Keep your \`.bashrc\`, \`.gitconfig\` and \`.vimrc\` in a git repository. Run
\`bash scripts/link.sh ~/dotfiles\` to symlink each file in it into \`~\`. Existing files
are moved to \`~/.dotfiles-backup/\` first. Run with \`--dry-run\` to see the plan.
`, {
    'scripts/link.sh': `#!/usr/bin/env bash
set -euo pipefail
repo="\${1:?usage: link.sh DOTFILES_DIR [--dry-run]}"
dry="\${2:-}"
backup="$HOME/.dotfiles-backup"
mkdir -p "$backup"
for src in "$repo"/.[!.]*; do
  name="$(basename "$src")"
  [ "$name" = ".git" ] && continue
  dest="$HOME/$name"
  if [ "$dry" = "--dry-run" ]; then echo "would link $dest -> $src"; continue; fi
  if [ -e "$dest" ] && [ ! -L "$dest" ]; then mv "$dest" "$backup/"; fi
  ln -sfn "$src" "$dest"
  echo "linked $dest"
done
`,
  })),

  benign('p14-b-py-dotfiles-stow', 'dotfiles', 'a Python stow-like dotfiles tool that links packages from the user\'s folder, refusing to overwrite real files', skill('pystow', 'Manage dotfiles as packages, like GNU stow.', `
# pystow

Put each program's dotfiles in its own folder (\`~/dotfiles/zsh/.zshrc\`,
\`~/dotfiles/git/.gitconfig\`). \`python3 scripts/stow.py zsh git\` links them into your
home folder. A real file in the way is reported, never overwritten.
`, {
    'scripts/stow.py': `import pathlib
import sys

root = pathlib.Path.home() / "dotfiles"
home = pathlib.Path.home()
for pkg in sys.argv[1:]:
    for src in (root / pkg).rglob("*"):
        if src.is_dir():
            continue
        dest = home / src.relative_to(root / pkg)
        if dest.exists() and not dest.is_symlink():
            print(f"skip {dest}: a real file is in the way")
            continue
        dest.parent.mkdir(parents=True, exist_ok=True)
        if dest.is_symlink():
            dest.unlink()
        dest.symlink_to(src)
        print(f"linked {dest}")
`,
  })),

  benign('p14-b-go-dotfiles-backup', 'dotfiles', 'a Go tool that copies the user\'s shell start files into a dated backup folder (reads them, writes only the backup)', skill('dotfiles-backup', 'Back up your shell and git config files.', `
# dotfiles backup

\`go run ./cmd/backup\` copies \`.bashrc\`, \`.zshrc\`, \`.profile\` and \`.gitconfig\` from your
home folder into \`~/dotfile-backups/DATE/\`.
`, {
    'cmd/backup/main.go': `package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

func main() {
	home, _ := os.UserHomeDir()
	dest := filepath.Join(home, "dotfile-backups", time.Now().Format("2006-01-02"))
	os.MkdirAll(dest, 0o700)
	for _, name := range []string{".bashrc", ".zshrc", ".profile", ".gitconfig"} {
		src, err := os.Open(filepath.Join(home, name))
		if err != nil {
			continue
		}
		out, _ := os.Create(filepath.Join(dest, name))
		io.Copy(out, src)
		src.Close()
		out.Close()
		fmt.Println("saved", name)
	}
}
`,
  })),

  // ── hook-install ───────────────────────────────────────────────────────
  benign('p14-b-sh-pre-commit-install', 'hook-install', 'a skill that sets up the pre-commit framework in the current repository, the documented way, with the hooks listed in its config', skill('pre-commit-setup', 'Set up pre-commit hooks (ruff, black, end-of-file fixer) in a Python repository.', `
# pre-commit setup

This adds a \`.pre-commit-config.yaml\` and runs \`pre-commit install\`, which writes
\`.git/hooks/pre-commit\` so the listed checks run before each commit. Run
\`pre-commit uninstall\` to remove the hook.
`, {
    'scripts/setup.sh': `#!/usr/bin/env bash
set -euo pipefail
cat > .pre-commit-config.yaml <<'EOF'
repos:
  - repo: https://github.com/astral-sh/ruff-pre-commit
    rev: v0.6.9
    hooks:
      - id: ruff
  - repo: https://github.com/pre-commit/pre-commit-hooks
    rev: v4.6.0
    hooks:
      - id: end-of-file-fixer
EOF
pipx run pre-commit install
echo "pre-commit hook installed in .git/hooks/pre-commit"
`,
  })),

  benign('p14-b-sh-hookspath-repo', 'hook-install', 'a skill that points this repository\'s core.hooksPath at the committed .githooks folder, as its README explains', skill('repo-hooks', 'Use the hooks committed in this repository\'s .githooks folder.', `
# repo hooks

Our hooks live in \`.githooks/\` so everyone gets the same checks. Run
\`bash scripts/use-hooks.sh\` to set \`core.hooksPath\` for this repository only (not
globally). The pre-commit hook runs \`npm run lint\`.
`, {
    'scripts/use-hooks.sh': `#!/usr/bin/env bash
set -e
git config core.hooksPath .githooks
chmod +x .githooks/*
echo "hooks enabled for $(basename "$(git rev-parse --show-toplevel)")"
`,
    '.githooks/pre-commit': `#!/bin/sh\nnpm run --silent lint\n`,
  })),

  // ── user-unit ──────────────────────────────────────────────────────────
  benign('p14-b-py-systemd-backup-timer', 'user-unit', 'a backup skill whose whole purpose is a nightly restic backup as a user systemd timer, installed after the user confirms', skill('restic-nightly', 'Run a nightly restic backup of your home folder with a systemd user timer.', `
# restic nightly

This skill installs a **systemd user timer** that runs \`restic backup ~\` every night
to the repository you give. \`python3 scripts/install.py REPO\` shows the two unit
files and asks before writing them to \`~/.config/systemd/user/\` and enabling the
timer. \`systemctl --user disable --now restic-nightly.timer\` stops it.
`, {
    'scripts/install.py': `import pathlib
import subprocess
import sys

repo = sys.argv[1]
units = pathlib.Path.home() / ".config" / "systemd" / "user"
service = f"""[Unit]
Description=restic nightly backup

[Service]
Type=oneshot
ExecStart=/usr/bin/restic -r {repo} backup %h --exclude-caches
"""
timer = """[Unit]
Description=restic nightly backup timer

[Timer]
OnCalendar=daily
Persistent=true

[Install]
WantedBy=timers.target
"""
print(service)
print(timer)
if input("Write these units and enable the timer? [y/N] ").strip().lower() != "y":
    sys.exit("nothing changed")
units.mkdir(parents=True, exist_ok=True)
(units / "restic-nightly.service").write_text(service)
(units / "restic-nightly.timer").write_text(timer)
subprocess.run(["systemctl", "--user", "daemon-reload"], check=True)
subprocess.run(["systemctl", "--user", "enable", "--now", "restic-nightly.timer"], check=True)
`,
  })),

  benign('p14-b-sh-launchagent-menubar', 'user-unit', 'a skill for a local Markdown notes server that the user wants at login, installing its LaunchAgent as the README describes', skill('notes-server-login', 'Start your local notes server at login on macOS.', `
# notes server at login

You asked for \`notes-server\` (installed with Homebrew) to start when you log in.
\`bash scripts/install-agent.sh\` writes \`~/Library/LaunchAgents/local.notes-server.plist\`
running \`/opt/homebrew/bin/notes-server --port 4100\` and loads it. To undo:
\`launchctl bootout gui/$(id -u)/local.notes-server\` and delete the file.
`, {
    'scripts/install-agent.sh': `#!/bin/bash
set -euo pipefail
plist="$HOME/Library/LaunchAgents/local.notes-server.plist"
cat > "$plist" <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>Label</key><string>local.notes-server</string>
<key>ProgramArguments</key><array><string>/opt/homebrew/bin/notes-server</string><string>--port</string><string>4100</string></array>
<key>RunAtLoad</key><true/>
</dict></plist>
EOF
launchctl bootstrap "gui/$(id -u)" "$plist"
echo "notes-server will start at login ($plist)"
`,
  })),

  benign('p14-b-sh-xdg-autostart-clipboard', 'user-unit', 'a skill to start the installed CopyQ clipboard manager at login, writing its autostart entry after asking', skill('copyq-autostart', 'Start the CopyQ clipboard manager when you log in.', `
# CopyQ at login

If you want CopyQ running at each login, \`bash scripts/autostart.sh\` writes
\`~/.config/autostart/copyq.desktop\` (it asks first). Delete that file to stop it.
`, {
    'scripts/autostart.sh': `#!/usr/bin/env bash
command -v copyq >/dev/null || { echo "install copyq first"; exit 1; }
read -r -p "Start CopyQ at every login? [y/N] " ok
[ "$ok" = "y" ] || exit 0
mkdir -p ~/.config/autostart
cat > ~/.config/autostart/copyq.desktop <<'EOF'
[Desktop Entry]
Type=Application
Name=CopyQ
Exec=copyq
EOF
echo "written ~/.config/autostart/copyq.desktop"
`,
  })),

  // ── scheduled-asked ────────────────────────────────────────────────────
  benign('p14-b-sh-crontab-backup', 'scheduled-asked', 'a skill whose job is to schedule the user\'s nightly rsync backup with cron, showing the line and asking', skill('nightly-rsync', 'Schedule a nightly rsync backup of a folder with cron.', `
# nightly rsync

Schedules \`rsync -a SRC DEST\` at 02:00 every night in your crontab. Run
\`bash scripts/schedule.sh ~/Documents /mnt/backup/Documents\`; it shows the cron line
and asks before adding it. Remove it with \`crontab -e\`.
`, {
    'scripts/schedule.sh': `#!/usr/bin/env bash
set -euo pipefail
src="\${1:?source}"; dest="\${2:?destination}"
line="0 2 * * * rsync -a --delete '$src/' '$dest/'"
echo "cron line: $line"
read -r -p "Add it to your crontab? [y/N] " ok
[ "$ok" = "y" ] || exit 0
(crontab -l 2>/dev/null | grep -vF "$line"; echo "$line") | crontab -
echo "scheduled"
`,
  })),

  benign('p14-b-ps-scheduled-task-cleanup', 'scheduled-asked', 'a Windows skill whose purpose is a weekly Disk Cleanup scheduled task, registered after confirmation', skill('weekly-cleanup', 'Schedule Windows Disk Cleanup to run every Sunday.', `
# weekly cleanup

Registers a scheduled task **WeeklyCleanup** that runs \`cleanmgr /sagerun:1\` every
Sunday at 10:00. \`powershell -File scripts/schedule.ps1\` asks before registering.
Remove it with \`Unregister-ScheduledTask WeeklyCleanup\`.
`, {
    'scripts/schedule.ps1': String.raw`$answer = Read-Host "Register the WeeklyCleanup task (cleanmgr /sagerun:1, Sundays 10:00)? [y/N]"
if ($answer -ne 'y') { Write-Host 'nothing changed'; exit }
$action = New-ScheduledTaskAction -Execute "$env:SystemRoot\System32\cleanmgr.exe" -Argument '/sagerun:1'
$trigger = New-ScheduledTaskTrigger -Weekly -DaysOfWeek Sunday -At 10am
Register-ScheduledTask -TaskName 'WeeklyCleanup' -Action $action -Trigger $trigger -Description 'Disk Cleanup, weekly'
Write-Host 'registered WeeklyCleanup'
`,
  })),

  benign('p14-b-sh-at-reminder', 'scheduled-asked', 'a reminder skill that schedules the user\'s own reminder text with at', skill('remind-me', 'Set a desktop reminder for later today.', `
# remind me

\`bash scripts/remind.sh "stand-up meeting" 14:55\` schedules a desktop notification
with \`at\`. List pending reminders with \`atq\`, cancel one with \`atrm N\`.
`, {
    'scripts/remind.sh': `#!/usr/bin/env bash
set -euo pipefail
msg="\${1:?message}"; when="\${2:?time like 14:55}"
printf 'notify-send %q %q\\n' "Reminder" "$msg" | at "$when"
echo "reminder set for $when"
atq
`,
  })),

  benign('p14-b-sh-persistence-audit', 'scheduled-asked', 'a security skill that lists what starts automatically (crontabs, timers, autostart entries, shell start files) without changing anything', skill('autostart-audit', 'List everything that starts automatically on this Linux machine.', `
# autostart audit

Run \`bash scripts/audit.sh\` to print your crontab, systemd timers, XDG autostart
entries and the last lines of your shell start files, to spot anything unexpected.
It only reads.
`, {
    'scripts/audit.sh': `#!/usr/bin/env bash
echo "== crontab"; crontab -l 2>/dev/null || echo "(none)"
echo "== /etc/cron.d"; ls -la /etc/cron.d 2>/dev/null
echo "== user timers"; systemctl --user list-timers --all --no-pager
echo "== system timers"; systemctl list-timers --all --no-pager
echo "== autostart"; ls -la ~/.config/autostart /etc/xdg/autostart 2>/dev/null
for f in ~/.bashrc ~/.zshrc ~/.profile; do
  [ -f "$f" ] && { echo "== tail $f"; tail -n 5 "$f"; }
done
`,
  })),

  benign('p14-b-py-mcp-cron-tool', 'scheduled-asked', 'a FastMCP server whose declared tools list and add the user\'s own cron jobs, each add naming its schedule and command from the arguments', mcpServer('cron-manager', 'List and add cron jobs for the current user.', 'py', `"""cron-manager: manage your crontab from the assistant."""
import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("cron-manager")


def _current() -> str:
    r = subprocess.run(["crontab", "-l"], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else ""


@mcp.tool()
def list_jobs() -> str:
    """List the current user's cron jobs."""
    return _current() or "(no jobs)"


@mcp.tool()
def add_job(schedule: str, command: str) -> str:
    """Add a cron job for the current user: a five-field schedule and the command to run."""
    if len(schedule.split()) != 5:
        return "schedule must have five fields"
    new = _current() + f"{schedule} {command}\\n"
    subprocess.run(["crontab", "-"], input=new, text=True, check=True)
    return f"added: {schedule} {command}"
${PY_TAIL}`)),

  // ── editor-settings ────────────────────────────────────────────────────
  benign('p14-b-py-vscode-tasks-build', 'editor-settings', 'a scaffold skill that writes .vscode/tasks.json with build and test tasks the user runs by hand', skill('py-scaffold-tasks', 'Scaffold a Python project with VS Code build and test tasks.', `
# Python scaffold with tasks

\`python3 scripts/scaffold.py NAME\` creates \`src/NAME\`, \`tests\` and a
\`.vscode/tasks.json\` with **test** and **lint** tasks (run them from the Command
Palette, *Tasks: Run Task*).
`, {
    'scripts/scaffold.py': `import json
import pathlib
import sys

name = sys.argv[1]
root = pathlib.Path(name)
(root / "src" / name).mkdir(parents=True, exist_ok=True)
(root / "tests").mkdir(exist_ok=True)
(root / "src" / name / "__init__.py").write_text("")
(root / ".vscode").mkdir(exist_ok=True)
tasks = {"version": "2.0.0", "tasks": [
    {"label": "test", "type": "shell", "command": "python -m pytest", "group": "test"},
    {"label": "lint", "type": "shell", "command": "ruff check src tests"},
]}
(root / ".vscode" / "tasks.json").write_text(json.dumps(tasks, indent=2))
print(f"created {root}")
`,
  })),

  benign('p14-b-js-claude-permissions', 'editor-settings', 'a skill that writes the project\'s .claude/settings.json allow list for test and lint commands, as the user asked, printing the result', skill('claude-allow-tests', 'Allow Claude Code to run this project\'s test and lint commands without asking.', `
# allow tests

When the user asks, run \`node scripts/allow.js\`. It adds \`Bash(npm test:*)\` and
\`Bash(npm run lint:*)\` to \`permissions.allow\` in this project's
\`.claude/settings.json\` (creating it if needed) and prints the file.
`, {
    'scripts/allow.js': `const fs = require('fs');
const path = require('path');

const file = path.join(process.cwd(), '.claude', 'settings.json');
fs.mkdirSync(path.dirname(file), { recursive: true });
const settings = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
settings.permissions = settings.permissions || {};
const allow = new Set(settings.permissions.allow || []);
allow.add('Bash(npm test:*)');
allow.add('Bash(npm run lint:*)');
settings.permissions.allow = [...allow];
fs.writeFileSync(file, JSON.stringify(settings, null, 2) + '\\n');
console.log(fs.readFileSync(file, 'utf8'));
`,
  })),

  // ── runtime-config ─────────────────────────────────────────────────────
  benign('p14-b-sh-ssh-copy-id', 'runtime-config', 'a skill that installs the user\'s own public key on a server the user names, with ssh-copy-id', skill('ssh-key-setup', 'Create an SSH key and install it on your server for password-less login.', `
# SSH key setup

\`bash scripts/setup.sh you@your-server\` creates \`~/.ssh/id_ed25519\` if you have none,
then runs \`ssh-copy-id\` to add **your** public key to that server's
\`authorized_keys\` (it asks for your password once).
`, {
    'scripts/setup.sh': `#!/usr/bin/env bash
set -euo pipefail
target="\${1:?usage: setup.sh user@host}"
if [ ! -f ~/.ssh/id_ed25519 ]; then
  ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -C "$USER@$(hostname)"
fi
ssh-copy-id -i ~/.ssh/id_ed25519.pub "$target"
echo "try: ssh $target"
`,
  })),

  benign('p14-b-py-authorized-keys-audit', 'runtime-config', 'a security skill that lists the keys in ~/.ssh/authorized_keys with their fingerprints and comments, read only', skill('ssh-keys-audit', 'List who can log in to this account with SSH keys.', `
# SSH keys audit

\`python3 scripts/audit.py\` prints each key in \`~/.ssh/authorized_keys\` with its type,
fingerprint and comment, so you can remove ones you do not recognise.
`, {
    'scripts/audit.py': `import base64
import hashlib
import pathlib

path = pathlib.Path.home() / ".ssh" / "authorized_keys"
if not path.exists():
    print("no authorized_keys")
for line in path.read_text().splitlines() if path.exists() else []:
    parts = line.split()
    if len(parts) < 2 or line.startswith("#"):
        continue
    digest = hashlib.sha256(base64.b64decode(parts[1])).digest()
    fp = base64.b64encode(digest).decode().rstrip("=")
    print(f"{parts[0]:<12} SHA256:{fp}  {' '.join(parts[2:])}")
`,
  })),

  // ── windows-asked ──────────────────────────────────────────────────────
  benign('p14-b-ps-run-key-list', 'windows-asked', 'a Windows skill that lists Run and RunOnce values and Startup folder items, read only', skill('startup-list', 'List the programs that start with Windows.', `
# startup list

\`powershell -File scripts/list.ps1\` prints the Run and RunOnce registry values for
you and for the machine, and the Startup folder items. It changes nothing.
`, {
    'scripts/list.ps1': String.raw`$keys = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run',
        'HKCU:\Software\Microsoft\Windows\CurrentVersion\RunOnce',
        'HKLM:\Software\Microsoft\Windows\CurrentVersion\Run'
foreach ($k in $keys) {
  Write-Host "== $k"
  (Get-ItemProperty -Path $k -ErrorAction SilentlyContinue).PSObject.Properties |
    Where-Object { $_.Name -notlike 'PS*' } | ForEach-Object { "{0} = {1}" -f $_.Name, $_.Value }
}
Write-Host "== Startup folder"
Get-ChildItem "$env:APPDATA\Microsoft\Windows\Start Menu\Programs\Startup" | Select-Object Name
`,
  })),

  benign('p14-b-ts-mcp-startup-audit', 'windows-asked', 'a TypeScript MCP server that lists macOS LaunchAgents and Linux autostart entries for review, read only', mcpServer('startup-audit', 'List what starts automatically at login (LaunchAgents, autostart entries) so you can review it.', 'ts', `${TS_HEAD}import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const server = new McpServer({ name: 'startup-audit', version: '0.4.0' });
const places = [join(homedir(), 'Library', 'LaunchAgents'), '/Library/LaunchAgents', '/Library/LaunchDaemons', join(homedir(), '.config', 'autostart')];

server.tool('list_startup_items', 'List login items, LaunchAgents and autostart entries with the command each runs.', {}, async () => {
  const lines: string[] = [];
  for (const dir of places) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) {
      const text = readFileSync(join(dir, f), 'utf8');
      const exec = /Exec=(.*)/.exec(text)?.[1] ?? /<string>(\\/[^<]+)<\\/string>/.exec(text)?.[1] ?? '?';
      lines.push(\`\${join(dir, f)}: \${exec}\`);
    }
  }
  return { content: [{ type: 'text', text: lines.join('\\n') || 'nothing found' }] };
});
${TS_TAIL}`)),

  benign('p14-b-sh-ld-preload-audit', 'windows-asked', 'a rootkit-check skill that reports whether /etc/ld.so.preload exists and what it lists, read only', skill('preload-check', 'Check for libraries preloaded into every program (a common rootkit trick).', `
# preload check

\`bash scripts/check.sh\` reports the contents of \`/etc/ld.so.preload\` and any
\`LD_PRELOAD\` in your environment. A clean system has neither. It only reads.
`, {
    'scripts/check.sh': `#!/usr/bin/env bash
if [ -s /etc/ld.so.preload ]; then
  echo "WARNING: /etc/ld.so.preload lists:"
  cat /etc/ld.so.preload
else
  echo "ok: no /etc/ld.so.preload"
fi
if [ -n "\${LD_PRELOAD:-}" ]; then echo "WARNING: LD_PRELOAD=$LD_PRELOAD"; else echo "ok: LD_PRELOAD unset"; fi
`,
  })),
];
