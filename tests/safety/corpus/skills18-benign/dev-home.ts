/**
 * Eighteenth benign batch, development part: dotfile managers editing the user's shell profiles (chezmoi, a PATH
 * line in ~/.zshrc, a PowerShell $PROFILE, git aliases) and schedulers set up for the user's own jobs (certbot
 * renewal in cron, a systemd user timer, a Windows scheduled task). Written on 2026-12-01 by helper benign21 before
 * the analyzer was run on any of them. Tune on this file.
 */
import { benign, skill } from '../skills/build.ts';
import type { Benign18Sample } from './classes.ts';

export const DEV18_HOME: Benign18Sample[] = [
  benign('b21-dot-chezmoi', 'dotfile-manager', 'a skill managing the user\'s dotfiles with chezmoi from their own dotfiles repository: diff first, apply after the user agrees', skill('chezmoi-helper', 'Keep your dotfiles in sync with chezmoi: show the diff, apply after you agree, add new files to the source state.', `
# chezmoi helper

First time on a machine (the user's own repository):

\`\`\`bash
chezmoi init --apply git@github.com:<the user's account>/dotfiles.git
\`\`\`

Day to day:

1. \`chezmoi git pull -- --rebase\` then \`chezmoi diff\`; show the user the diff.
2. Only after they agree: \`chezmoi apply -v\`.
3. To track a new file: \`chezmoi add ~/.config/starship.toml\`, then \`chezmoi cd && git commit -am "add starship" && git push\`.

Never \`chezmoi apply --force\` over local edits the user has not seen; \`chezmoi merge <file>\` resolves them.
`, {}, 'Read, Bash(chezmoi:*)')),

  benign('b21-dot-zshrc-path', 'dotfile-manager', 'a script adding the user\'s tool folders to PATH and an fnm hook in ~/.zshrc, idempotently, between marker lines, with a backup', skill('zsh-path-setup', 'Add ~/.local/bin, ~/go/bin and the fnm Node version manager to your zsh start-up, once.', `
# zsh PATH setup

\`\`\`bash
bash scripts/setup-zsh.sh
\`\`\`

It backs up \`~/.zshrc\` to \`~/.zshrc.bak.<date>\`, then writes (or rewrites) the block between
\`# >>> zsh-path-setup >>>\` and \`# <<< zsh-path-setup <<<\`. Open a new terminal afterwards. To undo, delete the
block.
`, {
    'scripts/setup-zsh.sh': `#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"
touch "$rc"
cp "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)"
begin='# >>> zsh-path-setup >>>'
end='# <<< zsh-path-setup <<<'
tmp="$(mktemp)"
awk -v b="$begin" -v e="$end" '$0==b{skip=1} !skip{print} $0==e{skip=0}' "$rc" > "$tmp"
cat >> "$tmp" <<'BLOCK'
# >>> zsh-path-setup >>>
typeset -U path
path=("$HOME/.local/bin" "$HOME/go/bin" $path)
if command -v fnm >/dev/null; then
  eval "$(fnm env --use-on-cd --shell zsh)"
fi
# <<< zsh-path-setup <<<
BLOCK
mv "$tmp" "$rc"
echo "updated $rc (backup beside it)"
`,
  }, 'Read, Bash(bash scripts/setup-zsh.sh)')),

  benign('b21-dot-ps-profile', 'dotfile-manager', 'a PowerShell script adding oh-my-posh, PSReadLine options and aliases to the user\'s $PROFILE, once, after showing the lines', skill('pwsh-profile', 'Set up your PowerShell profile: oh-my-posh prompt, PSReadLine history search, a few aliases.', `
# PowerShell profile

Show the user the block below, then run \`pwsh -File scripts/Add-ProfileBlock.ps1\` if they agree. It appends the
block to \`$PROFILE\` only if the marker is not there already.

\`\`\`powershell
oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\\jandedobbeleer.omp.json" | Invoke-Expression
Set-PSReadLineOption -PredictionSource History -EditMode Windows
Set-Alias -Name g -Value git
function gs { git status -sb }
\`\`\`
`, {
    'scripts/Add-ProfileBlock.ps1': `$marker = '# pwsh-profile block'
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
if (Select-String -Path $PROFILE -Pattern $marker -SimpleMatch -Quiet) {
  Write-Host 'already set up'
  return
}
Copy-Item $PROFILE "$PROFILE.bak" -Force
$block = @'

# pwsh-profile block
oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\\jandedobbeleer.omp.json" | Invoke-Expression
Set-PSReadLineOption -PredictionSource History -EditMode Windows
Set-Alias -Name g -Value git
function gs { git status -sb }
'@
Add-Content -Path $PROFILE -Value $block
Write-Host "added to $PROFILE; restart PowerShell"
`,
  }, 'Read, Bash(pwsh -File scripts/Add-ProfileBlock.ps1)')),

  benign('b21-dot-gitconfig-alias', 'dotfile-manager', 'a skill adding git aliases, a global excludes file and rerere to the user\'s global git config', skill('git-aliases', 'Add handy git aliases and sensible global settings to your ~/.gitconfig.', `
# git aliases

Run these (each is one \`git config --global\` line; show them to the user first):

\`\`\`bash
git config --global alias.st "status -sb"
git config --global alias.lg "log --graph --oneline --decorate --all"
git config --global alias.undo "reset --soft HEAD~1"
git config --global alias.fixup '!f() { git commit --fixup="$1" && GIT_SEQUENCE_EDITOR=: git rebase -i --autosquash "$1~1"; }; f'
git config --global rerere.enabled true
git config --global pull.rebase true
git config --global core.excludesFile ~/.config/git/ignore
mkdir -p ~/.config/git && printf '.DS_Store\\n*.swp\\n.idea/\\n.vscode/\\n' >> ~/.config/git/ignore
\`\`\`

\`git config --global --list\` shows the result; \`git config --global --unset alias.<name>\` removes one.
`, {}, 'Read, Bash(git config:*)')),

  benign('b21-cron-certbot', 'scheduler-setup', 'a skill installing a cron entry that renews Let\'s Encrypt certificates twice a day and reloads nginx after a renewal', skill('certbot-cron', 'Set up automatic certificate renewal with certbot in root\'s crontab, reloading nginx on renewal.', `
# certbot renewal

On the user's server, as root:

\`\`\`bash
sudo bash scripts/install-cron.sh
\`\`\`

It adds (once) to root's crontab:

\`\`\`
17 3,15 * * * certbot renew --quiet --deploy-hook "systemctl reload nginx"
\`\`\`

Check with \`sudo crontab -l\` and test with \`sudo certbot renew --dry-run\`.
`, {
    'scripts/install-cron.sh': `#!/usr/bin/env bash
set -euo pipefail
line='17 3,15 * * * certbot renew --quiet --deploy-hook "systemctl reload nginx"'
if crontab -l 2>/dev/null | grep -Fq "certbot renew"; then
  echo "a certbot renew entry exists already:"
  crontab -l | grep -F "certbot renew"
  exit 0
fi
( crontab -l 2>/dev/null; echo "$line" ) | crontab -
echo "installed: $line"
certbot renew --dry-run
`,
  }, 'Read, Bash(sudo bash scripts/install-cron.sh)')),

  benign('b21-systemd-timer-user', 'scheduler-setup', 'a script installing a systemd user service and timer that runs the user\'s own notes sync every 15 minutes', skill('notes-sync-timer', 'Run your notes sync script every 15 minutes with a systemd user timer.', `
# notes sync timer

\`\`\`bash
bash scripts/install-timer.sh ~/notes/sync.sh
\`\`\`

Writes \`~/.config/systemd/user/notes-sync.service\` and \`.timer\`, then \`systemctl --user enable --now
notes-sync.timer\`. Logs: \`journalctl --user -u notes-sync\`. Remove with \`systemctl --user disable --now
notes-sync.timer\` and delete the two files.
`, {
    'scripts/install-timer.sh': `#!/usr/bin/env bash
set -euo pipefail
script="$(realpath "\${1:?path to your sync script}")"
unit_dir="$HOME/.config/systemd/user"
mkdir -p "$unit_dir"
cat > "$unit_dir/notes-sync.service" <<EOF2
[Unit]
Description=Sync notes

[Service]
Type=oneshot
ExecStart=/usr/bin/env bash $script
EOF2
cat > "$unit_dir/notes-sync.timer" <<'EOF2'
[Unit]
Description=Sync notes every 15 minutes

[Timer]
OnBootSec=2min
OnUnitActiveSec=15min
Persistent=true

[Install]
WantedBy=timers.target
EOF2
systemctl --user daemon-reload
systemctl --user enable --now notes-sync.timer
systemctl --user list-timers notes-sync.timer
`,
  }, 'Read, Bash(bash scripts/install-timer.sh:*)')),

  benign('b21-schtasks-cleanup', 'scheduler-setup', 'a PowerShell script registering a weekly Windows scheduled task that clears the user\'s own temp and build caches', skill('weekly-cache-clean', 'Register a weekly scheduled task that clears %TEMP%, the npm cache and old Gradle caches.', `
# Weekly cache clean (Windows)

\`\`\`powershell
pwsh -File scripts/Register-CacheClean.ps1
\`\`\`

Registers the task \`WeeklyCacheClean\` for the current user (not elevated), Sundays at 10:00. It runs
\`scripts/Clean-Caches.ps1\`, which deletes files older than 7 days in \`$env:TEMP\`, runs \`npm cache clean
--force\`, and removes Gradle caches older than 30 days. \`Unregister-ScheduledTask WeeklyCacheClean\` removes it.
`, {
    'scripts/Register-CacheClean.ps1': `$script = Join-Path $PSScriptRoot 'Clean-Caches.ps1'
$action = New-ScheduledTaskAction -Execute 'pwsh.exe' -Argument "-NoProfile -WindowStyle Hidden -File \`"$script\`""
$trigger = New-ScheduledTaskTrigger -Weekly -DaysOfWeek Sunday -At 10am
$settings = New-ScheduledTaskSettingsSet -StartWhenAvailable -DontStopIfGoingOnBatteries
Register-ScheduledTask -TaskName 'WeeklyCacheClean' -Action $action -Trigger $trigger -Settings $settings -Description 'Clear temp and build caches' -Force
Get-ScheduledTask -TaskName 'WeeklyCacheClean' | Select-Object TaskName, State
`,
    'scripts/Clean-Caches.ps1': `$cutoff = (Get-Date).AddDays(-7)
Get-ChildItem $env:TEMP -Recurse -File -ErrorAction SilentlyContinue |
  Where-Object LastWriteTime -lt $cutoff |
  Remove-Item -Force -ErrorAction SilentlyContinue
if (Get-Command npm -ErrorAction SilentlyContinue) { npm cache clean --force }
$gradle = Join-Path $HOME '.gradle\\caches'
if (Test-Path $gradle) {
  Get-ChildItem $gradle -Directory | Where-Object LastWriteTime -lt (Get-Date).AddDays(-30) | Remove-Item -Recurse -Force
}
`,
  }, 'Read, Bash(pwsh -File scripts/Register-CacheClean.ps1)')),
];
