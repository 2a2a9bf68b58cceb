/**
 * Fourteenth persistence batch, HELD-OUT third, benign. Written on 2026-11-30
 * in one sitting by helper persist17 before the analyzer was run on any of
 * them; split by `thirdOf(id)`. Never read while working on the analyzer.
 */
import { benign, skill } from '../../skills/build.ts';
import type { Persist14Sample } from '../classes.ts';

export const HELD_OUT14_PERSIST_BENIGN: Persist14Sample[] = [
  benign('p14-b-sh-installer-path-line', 'path-line', 'an installer that puts its binary in ~/.local/bin and, when the user agrees, adds the PATH line to the shell start file it names', skill('mdfmt-install', 'Install the mdfmt Markdown formatter.', `
# install mdfmt

\`bash scripts/install.sh\` downloads the release from GitHub into \`~/.local/bin\`. If
that folder is not on your PATH it offers to add
\`export PATH="$HOME/.local/bin:$PATH"\` to your \`~/.bashrc\` or \`~/.zshrc\` and tells you
which file it changed.
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
set -euo pipefail
mkdir -p ~/.local/bin
curl -fsSL -o ~/.local/bin/mdfmt https://github.com/mdfmt/mdfmt/releases/latest/download/mdfmt-linux-amd64
chmod +x ~/.local/bin/mdfmt
case ":$PATH:" in *":$HOME/.local/bin:"*) exit 0 ;; esac
rc="$HOME/.bashrc"; [ "$(basename "$SHELL")" = zsh ] && rc="$HOME/.zshrc"
read -r -p "Add ~/.local/bin to PATH in $rc? [y/N] " ok
if [ "$ok" = "y" ]; then
  echo 'export PATH="$HOME/.local/bin:$PATH"' >> "$rc"
  echo "Added the PATH line to $rc; open a new shell."
fi
`,
  })),

  benign('p14-b-py-path-zshrc-flag', 'path-line', 'a Python installer that changes the shell profile only with --modify-profile, printing the line first', skill('pytool-install', 'Install pytool into a private virtualenv.', `
# install pytool

\`python3 scripts/install.py\` makes \`~/.pytool/venv\` and installs pytool into it.
With \`--modify-profile\` it also appends the PATH line to \`~/.zshrc\` (shown first).
`, {
    'scripts/install.py': `import pathlib
import subprocess
import sys
import venv

home = pathlib.Path.home()
env = home / ".pytool" / "venv"
venv.create(env, with_pip=True)
subprocess.run([str(env / "bin" / "pip"), "install", "pytool"], check=True)
line = f'export PATH="{env / "bin"}:$PATH"'
if "--modify-profile" in sys.argv:
    print(f"appending to ~/.zshrc: {line}")
    with open(home / ".zshrc", "a") as fh:
        fh.write(f"\\n# added by pytool installer\\n{line}\\n")
else:
    print(f"add this to your shell profile: {line}")
`,
  })),

  benign('p14-b-ps-user-path', 'path-line', 'a Windows installer that adds its folder to the user PATH through the .NET environment API after saying so', skill('win-cli-install', 'Install the jq command on Windows for the current user.', `
# install jq on Windows

\`powershell -File scripts/install.ps1\` downloads jq into \`%LOCALAPPDATA%\\jq\` and adds
that folder to **your user PATH** (it prints the change). Remove it in
*Settings > System > About > Advanced > Environment Variables*.
`, {
    'scripts/install.ps1': String.raw`$dir = Join-Path $env:LOCALAPPDATA 'jq'
New-Item -ItemType Directory -Force -Path $dir | Out-Null
Invoke-WebRequest 'https://github.com/jqlang/jq/releases/latest/download/jq-windows-amd64.exe' -OutFile (Join-Path $dir 'jq.exe')
$path = [Environment]::GetEnvironmentVariable('Path', 'User')
if ($path -notlike "*$dir*") {
  [Environment]::SetEnvironmentVariable('Path', "$path;$dir", 'User')
  Write-Host "Added $dir to your user PATH. Open a new terminal."
}
`,
  })),

  benign('p14-b-sh-chezmoi-apply', 'dotfiles', 'a dotfiles skill that shows chezmoi diff and applies the user\'s own dotfiles after confirmation', skill('chezmoi-sync', 'Apply your dotfiles with chezmoi on a new machine.', `
# chezmoi sync

\`bash scripts/sync.sh GITHUB_USER\` initialises chezmoi from your dotfiles repository,
shows \`chezmoi diff\` and asks before \`chezmoi apply\` writes your files.
`, {
    'scripts/sync.sh': `#!/usr/bin/env bash
set -euo pipefail
user="\${1:?your GitHub user}"
chezmoi init "$user"
chezmoi diff
read -r -p "Apply these changes to your home folder? [y/N] " ok
[ "$ok" = "y" ] && chezmoi apply -v
`,
  })),

  benign('p14-b-sh-git-hook-lint', 'hook-install', 'a skill that writes a pre-commit hook in the current repository running the project\'s own lint, as its README describes', skill('lint-hook', 'Run the project linter before each commit.', `
# lint hook

\`bash scripts/install-hook.sh\` writes \`.git/hooks/pre-commit\` in **this** repository;
the hook runs \`npm run lint\` and stops the commit if it fails. Delete the file to
remove it.
`, {
    'scripts/install-hook.sh': `#!/usr/bin/env bash
set -e
hook="$(git rev-parse --git-dir)/hooks/pre-commit"
cat > "$hook" <<'EOF'
#!/bin/sh
npm run --silent lint
EOF
chmod +x "$hook"
echo "installed $hook"
`,
  })),

  benign('p14-b-js-husky-setup', 'hook-install', 'a skill that adds husky and lint-staged to a Node project through package.json, the documented way', skill('husky-setup', 'Add husky and lint-staged to a Node project.', `
# husky setup

\`node scripts/setup.js\` adds a \`prepare: husky\` script and a \`lint-staged\` section to
\`package.json\`, writes \`.husky/pre-commit\` running \`npx lint-staged\`, then runs
\`npm install\`.
`, {
    'scripts/setup.js': `const fs = require('fs');
const { execSync } = require('child_process');

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
pkg.scripts = { ...pkg.scripts, prepare: 'husky' };
pkg['lint-staged'] = { '*.{js,ts}': 'eslint --fix' };
pkg.devDependencies = { ...pkg.devDependencies, husky: '^9.1.6', 'lint-staged': '^15.2.10' };
fs.writeFileSync('package.json', JSON.stringify(pkg, null, 2) + '\\n');
fs.mkdirSync('.husky', { recursive: true });
fs.writeFileSync('.husky/pre-commit', 'npx lint-staged\\n');
execSync('npm install', { stdio: 'inherit' });
`,
  })),

  benign('p14-b-sh-systemd-user-unit', 'user-unit', 'a skill about running Syncthing as a user service, enabling the unit the package ships after the user confirms', skill('syncthing-service', 'Run Syncthing in the background as a systemd user service.', `
# Syncthing service

The Syncthing package ships \`syncthing.service\` for user sessions. This skill
enables it so Syncthing runs whenever you are logged in:
\`bash scripts/enable.sh\` (asks first). \`systemctl --user disable --now syncthing\`
stops it.
`, {
    'scripts/enable.sh': `#!/usr/bin/env bash
command -v syncthing >/dev/null || { echo "install syncthing first"; exit 1; }
read -r -p "Enable the syncthing user service? [y/N] " ok
[ "$ok" = "y" ] || exit 0
systemctl --user enable --now syncthing.service
systemctl --user status syncthing.service --no-pager | head -n 5
`,
  })),

  benign('p14-b-sh-envrc-layout', 'editor-settings', 'a direnv skill that writes a project .envrc with layout python and dotenv, then asks the user to review and allow it', skill('direnv-python', 'Auto-activate a project virtualenv with direnv.', `
# direnv for Python

\`bash scripts/init.sh\` writes \`.envrc\` in this project with \`layout python3\` and
\`dotenv_if_exists\`, prints it, and tells you to run \`direnv allow\` after reading it.
`, {
    'scripts/init.sh': `#!/usr/bin/env bash
set -e
[ -f .envrc ] && { echo ".envrc already exists"; cat .envrc; exit 0; }
cat > .envrc <<'EOF'
layout python3
dotenv_if_exists
EOF
cat .envrc
echo "Review it, then run: direnv allow"
`,
  })),

  benign('p14-b-py-claude-format-hook', 'editor-settings', 'a skill whose purpose is a PostToolUse hook running prettier on edited files, added to the project settings after asking', skill('format-on-edit', 'Format files with prettier after Claude Code edits them.', `
# format on edit

Adds a **PostToolUse** hook to this project's \`.claude/settings.json\` that runs
\`npx prettier --write\` on each file Claude edits. \`python3 scripts/add_hook.py\` shows
the hook and asks before saving.
`, {
    'scripts/add_hook.py': `import json
import pathlib

path = pathlib.Path(".claude") / "settings.json"
settings = json.loads(path.read_text()) if path.exists() else {}
hook = {"matcher": "Edit|Write", "hooks": [{"type": "command",
        "command": "jq -r .tool_input.file_path | xargs npx prettier --write"}]}
print(json.dumps(hook, indent=2))
if input("Add this PostToolUse hook? [y/N] ").strip().lower() == "y":
    settings.setdefault("hooks", {}).setdefault("PostToolUse", []).append(hook)
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(settings, indent=2) + "\\n")
    print(f"saved {path}")
`,
  })),

  benign('p14-b-sh-npmrc-save-exact', 'runtime-config', 'a skill that sets save-exact and engine-strict in the project .npmrc, as it says', skill('npm-strict', 'Pin exact dependency versions in a Node project.', `
# npm strict

\`bash scripts/strict.sh\` writes \`save-exact=true\` and \`engine-strict=true\` to this
project's \`.npmrc\`, so new dependencies are pinned and the Node version is enforced.
`, {
    'scripts/strict.sh': `#!/usr/bin/env bash
set -e
touch .npmrc
grep -q '^save-exact=' .npmrc || echo 'save-exact=true' >> .npmrc
grep -q '^engine-strict=' .npmrc || echo 'engine-strict=true' >> .npmrc
cat .npmrc
`,
  })),

  benign('p14-b-sh-pip-conf-mirror', 'runtime-config', 'a skill that points pip at the mirror URL the user gives, with pip config, printing the change', skill('pip-mirror', 'Use your company\'s PyPI mirror for pip installs.', `
# pip mirror

\`bash scripts/use-mirror.sh https://pypi.internal.example/simple\` sets pip's
\`global.index-url\` to **the URL you give** (in your user pip config) and prints
\`pip config list\`. \`pip config unset global.index-url\` undoes it.
`, {
    'scripts/use-mirror.sh': `#!/usr/bin/env bash
set -euo pipefail
url="\${1:?usage: use-mirror.sh INDEX_URL}"
pip config --user set global.index-url "$url"
pip config list
`,
  })),

  benign('p14-b-sh-pip-editable', 'runtime-config', 'a development setup skill that installs the current project in editable mode into a virtualenv', skill('dev-install', 'Set up a Python project for development.', `
# dev install

\`bash scripts/dev.sh\` creates \`.venv\`, installs the project with \`pip install -e .[dev]\`
and runs the tests once.
`, {
    'scripts/dev.sh': `#!/usr/bin/env bash
set -e
python3 -m venv .venv
. .venv/bin/activate
pip install -e '.[dev]'
pytest -q
`,
  })),

  benign('p14-b-ps-profile-posh-git', 'windows-asked', 'a skill that installs posh-git and, when the user agrees, adds Import-Module posh-git to $PROFILE, as it says', skill('posh-git-setup', 'Git status in your PowerShell prompt with posh-git.', `
# posh-git setup

\`powershell -File scripts/setup.ps1\` installs posh-git for you and offers to add
\`Import-Module posh-git\` to your PowerShell profile (\`$PROFILE\`) so it loads in each
session.
`, {
    'scripts/setup.ps1': String.raw`Install-Module posh-git -Scope CurrentUser -Force
$answer = Read-Host "Add 'Import-Module posh-git' to $PROFILE? [y/N]"
if ($answer -eq 'y') {
  if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
  Add-Content -Path $PROFILE -Value 'Import-Module posh-git'
  Write-Host "added to $PROFILE"
}
`,
  })),
];
