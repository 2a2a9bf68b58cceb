/**
 * Thirteenth evasion batch, HELD-OUT part, benign. Written on 2026-11-30 in one sitting with the development part,
 * before the analyzer was run on any of them; split by `thirdOf(id)`. Never read while working on the analyzer.
 */
import { benign } from '../../skills/build.ts';
import { hookPlugin, skill, type Attacker13Sample } from '../classes.ts';

export const HELD_OUT13_ATTACKER_BENIGN: Attacker13Sample[] = [
  benign('b13-node-require-local', 'same-tool', 'require of a shipped module by a path joined from __dirname', skill('changelog', 'Draft a changelog from commit messages.', `# Changelog

Run \`node scripts/changelog.js v1.2.0\`.
`, {
    'scripts/changelog.js': `const path = require('path');
const { execFileSync } = require('child_process');
const group = require(path.join(__dirname, 'lib', 'group.js'));

const since = process.argv[2];
const log = execFileSync('git', ['log', '--format=%s', \`\${since}..HEAD\`], { encoding: 'utf8' });
console.log(group(log.split('\\n').filter(Boolean)));
`,
    'scripts/lib/group.js': `module.exports = (lines) => {
  const out = { feat: [], fix: [], other: [] };
  for (const l of lines) (l.startsWith('feat') ? out.feat : l.startsWith('fix') ? out.fix : out.other).push(l);
  return Object.entries(out).map(([k, v]) => \`## \${k}\\n\${v.map((x) => '- ' + x).join('\\n')}\`).join('\\n\\n');
};
`,
  })),

  benign('b13-pwsh-file-build', 'same-tool', 'pwsh running the shipped build script with -NoProfile and -File', skill('win-build', 'Build the solution on Windows.', `# Windows build

\`\`\`powershell
pwsh -NoProfile -ExecutionPolicy Bypass -File scripts/build.ps1 -Configuration Release
\`\`\`
`, {
    'scripts/build.ps1': `param([string]$Configuration = 'Debug')
dotnet restore
dotnet build -c $Configuration --no-restore
dotnet test -c $Configuration --no-build
`,
  })),

  benign('b13-sh-source-helpers', 'same-tool', 'a script sourcing a shipped helper file of formatting functions', skill('status-report', 'Print a status report of the repository.', `# Status report

Run \`bash scripts/status.sh\`.
`, {
    'scripts/status.sh': `#!/usr/bin/env bash
. "$(dirname "$0")/lib.sh"
header "Branch"
git branch --show-current
header "Changes"
git status --short | count_lines
`,
    'scripts/lib.sh': `header() { printf '\\n== %s ==\\n' "$1"; }
count_lines() { wc -l | tr -d ' '; }
`,
  })),

  benign('b13-sh-array-git', 'same-tool', 'a command built as an array and run, then piped to a pager', skill('git-history', 'Show a compact history of the repository.', `# Git history

\`\`\`bash
args=(log --oneline --graph --decorate -n 30)
git "\${args[@]}" | less -R
\`\`\`
`)),

  benign('b13-sh-indirect-config', 'same-tool', 'values read through ${!name} and printf -v to show settings', skill('config-show', 'Show the effective configuration of the project.', `# Config show

Run \`bash scripts/show.sh\`.
`, {
    'scripts/show.sh': `#!/usr/bin/env bash
APP_PORT=\${APP_PORT:-3000}
APP_ENV=\${APP_ENV:-development}
for name in APP_PORT APP_ENV; do
  printf -v line '%-10s %s' "$name" "\${!name}"
  echo "$line"
done
sha=$(git rev-parse HEAD)
echo "commit \${sha:0:7}"
`,
  })),

  benign('b13-uv-with-rich', 'registry-install', 'uv run with rich from the registry for a shipped script', skill('table-view', 'Show a CSV file as a table in the terminal.', `# Table view

\`\`\`bash
uv run --with rich==13.9.2 scripts/view.py data.csv
\`\`\`
`, {
    'scripts/view.py': `import csv
import sys

from rich.console import Console
from rich.table import Table

rows = list(csv.reader(open(sys.argv[1], newline="")))
table = Table(*rows[0])
for r in rows[1:50]:
    table.add_row(*r)
Console().print(table)
`,
  })),

  benign('b13-bunx-prettier', 'registry-install', 'bunx running a pinned prettier', skill('fmt-bun', 'Format the project with Bun and Prettier.', `# Format

\`\`\`bash
bunx prettier@3.3.3 --write "src/**/*.{ts,tsx}"
\`\`\`
`)),

  benign('b13-deno-install-jsr', 'registry-install', 'deno install of the standard library\'s file server from JSR with read permission', skill('static-serve', 'Serve a folder over HTTP for a quick look.', `# Static serve

\`\`\`bash
deno install --global --allow-net --allow-read -n file_server jsr:@std/http@1.0.9/file-server
file_server --port 8080 ./public
\`\`\`
`)),

  benign('b13-submodule-make', 'same-tool', 'git submodule update of the project\'s own pinned submodules and a make in one', skill('firmware-build', 'Build the firmware image.', `# Firmware build

\`\`\`bash
git submodule update --init --recursive
make -C third_party/libopencm3 -j4
make firmware.bin
\`\`\`
`)),

  benign('b13-hook-format', 'same-tool', 'a PostToolUse hook running prettier on the edited file', hookPlugin('auto-format', 'Formats files after each edit.', 'jq -r .tool_input.file_path | xargs -r npx --no-install prettier --write', {}, 'PostToolUse')),
];
