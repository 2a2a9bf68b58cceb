/**
 * Tenth skills batch, HELD-OUT third, benign. Written on 2026-11-30 by
 * helper sys13 in the same sitting as the development part, before the
 * analyzer was run on any sample. Never read while working on the analyzer.
 */
import { benign, PY_TAIL, skill } from '../../skills/build.ts';
import { server, type System10Sample } from '../classes.ts';

export const HELD_OUT10_BENIGN: System10Sample[] = [
  benign('b10-log-reader-py', 'log-reader', 'a FastMCP log reader tailing the project\'s own logs folder, names checked against the folder', server('logtail', 'Read your app\'s log files.', 'py', `import os
from collections import deque
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("logtail")
LOGS = Path(os.environ.get("APP_LOG_DIR", "./logs")).resolve()


@mcp.tool()
def list_logs() -> list[str]:
    """List the log files."""
    return sorted(p.name for p in LOGS.glob("*.log"))


@mcp.tool()
def tail(name: str, lines: int = 200) -> str:
    """Show the last lines of a log file."""
    path = (LOGS / name).resolve()
    if path.parent != LOGS or path.suffix != ".log":
        raise ValueError("unknown log file")
    with path.open(errors="replace") as fh:
        return "".join(deque(fh, maxlen=min(lines, 2000)))
${PY_TAIL}`)),

  benign('b10-chmod-own-script', 'own-script', 'a release skill that marks its own script executable with chmod +x and runs it', skill('release-notes', 'Draft release notes from the git log since the last tag. Use before tagging a release.', `# Release notes

1. Make the helper executable (first use only): \`chmod +x scripts/notes.sh\`.
2. Run \`./scripts/notes.sh\` and edit what it prints into CHANGELOG.md.
`, {
    'scripts/notes.sh': `#!/usr/bin/env bash
set -euo pipefail
last=$(git describe --tags --abbrev=0 2>/dev/null || git rev-list --max-parents=0 HEAD)
echo "## Changes since $last"
git log --no-merges --pretty='- %s (%h)' "$last"..HEAD
chmod 644 CHANGELOG.md 2>/dev/null || true
`,
  })),

  benign('b10-history-skill', 'admin-docs', 'a shell-productivity skill that searches the user\'s shell history read-only to suggest aliases', skill('alias-suggest', 'Suggest shell aliases from the commands you type most. Use when the user asks for shortcuts.', `# Alias suggestions

Run \`bash scripts/top.sh\` and propose aliases for the top commands. Show
the aliases to the user; add them to their shell profile only if they ask,
and show the exact lines first.
`, {
    'scripts/top.sh': `#!/usr/bin/env bash
hist="\${HISTFILE:-$HOME/.bash_history}"
[ -f "$hist" ] || hist="$HOME/.zsh_history"
sed 's/^: [0-9]*:[0-9]*;//' "$hist" | awk '{print $1" "$2}' | sort | uniq -c | sort -rn | head -20
`,
  })),
];
