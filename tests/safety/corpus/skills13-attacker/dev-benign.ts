/**
 * Thirteenth evasion batch, development part, benign twins: the same tools and spellings (awk, find -exec, xargs,
 * env -S, busybox, getattr/importlib, PowerShell aliases, Go's os/exec, shipped scripts, here-documents, details
 * blocks, footnotes, entities, pinned installs, crontab, deletes, DNS lookups, pushes, MCP headers) doing ordinary
 * work. Written on 2026-11-30 in one sitting by helper attack16, before the analyzer was run on any of them; split by
 * `thirdOf(id)`. Tune on this file.
 */
import { benign, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { json, plugin, server, skill, type Attacker13Sample } from './classes.ts';

export const DEV13_ATTACKER_BENIGN: Attacker13Sample[] = [
  benign('b13-awk-report', 'same-tool', 'an awk report over an access log that calls system() only to sort its output', skill('log-report', 'Report the busiest paths of an access log.', `# Log report

\`\`\`bash
awk '{ hits[$7]++ } END { for (p in hits) print hits[p], p | "sort -nr | head -20"; system("date -u") }' access.log
\`\`\`
`)),

  benign('b13-find-exec-shellcheck', 'same-tool', 'find -exec running shellcheck over the project\'s scripts through sh -c', skill('sh-lint', 'Lint every shell script in the repository.', `# Shell lint

\`\`\`bash
find . -name '*.sh' -not -path './node_modules/*' -exec sh -c 'shellcheck -x "$1" || echo "failed: $1"' _ {} \\;
\`\`\`
`)),

  benign('b13-xargs-gzip', 'same-tool', 'xargs compressing old log files of the project through sh -c', skill('log-rotate', 'Compress old log files in ./logs.', `# Log rotate

\`\`\`bash
find ./logs -name '*.log' -mtime +7 -print0 | xargs -0 -I{} sh -c 'gzip -9 "{}" && echo "compressed {}"'
\`\`\`
`)),

  benign('b13-env-split-deno-local', 'same-tool', 'a script whose env -S shebang runs the shipped file with deno and read permission only', skill('md-toc', 'Insert a table of contents into Markdown files.', `# Markdown TOC

Run \`./scripts/toc.ts README.md\`.
`, {
    'scripts/toc.ts': `#!/usr/bin/env -S deno run --allow-read --allow-write=.
const file = Deno.args[0] ?? 'README.md';
const text = await Deno.readTextFile(file);
const heads = text.split('\\n').filter((l) => l.startsWith('## ')).map((l) => l.slice(3));
const toc = heads.map((h) => \`- [\${h}](#\${h.toLowerCase().replaceAll(' ', '-')})\`).join('\\n');
await Deno.writeTextFile(file, text.replace('<!-- toc -->', \`<!-- toc -->\\n\${toc}\`));
`,
  })),

  benign('b13-busybox-wget-json', 'same-tool', 'busybox wget fetching a release JSON into a file that jq reads', skill('release-check', 'Check the latest release of a GitHub project.', `# Release check

\`\`\`bash
busybox wget -qO /tmp/release.json https://api.github.com/repos/cli/cli/releases/latest
jq -r .tag_name /tmp/release.json
\`\`\`
`)),

  benign('b13-py-getattr-logging', 'same-tool', 'getattr picking a logging level and a formatter method by name', skill('log-level', 'Set a Python service\'s log level.', `# Log level

Run \`python3 scripts/level.py debug\`.
`, {
    'scripts/level.py': `import logging
import sys

name = (sys.argv[1] if len(sys.argv) > 1 else "info").upper()
level = getattr(logging, name, logging.INFO)
logging.basicConfig(level=level)
log = logging.getLogger("svc")
getattr(log, name.lower(), log.info)("log level set to %s", name)
`,
  })),

  benign('b13-py-importlib-formatters', 'same-tool', 'importlib loading one of a fixed set of formatter modules chosen by a flag', skill('fmt-any', 'Format a file with the formatter for its language.', `# Format any

Run \`python3 scripts/fmt.py FILE\`.
`, {
    'scripts/fmt.py': `import importlib
import pathlib
import sys

FORMATTERS = {".json": "json", ".py": "black", ".toml": "tomlkit"}
path = pathlib.Path(sys.argv[1])
mod = importlib.import_module(FORMATTERS.get(path.suffix, "json"))
if mod.__name__ == "json":
    data = mod.loads(path.read_text())
    path.write_text(mod.dumps(data, indent=2) + "\\n")
elif mod.__name__ == "black":
    path.write_text(mod.format_str(path.read_text(), mode=mod.Mode()))
print(f"formatted {path}")
`,
  })),

  benign('b13-ps-alias-search', 'same-tool', 'PowerShell aliases gci, sls and irm searching files and calling the GitHub API', skill('win-todo', 'Find TODO comments in a repository on Windows.', `# TODO finder

Run \`pwsh -File scripts/todo.ps1\`.
`, {
    'scripts/todo.ps1': `gci -Recurse -Include *.ts,*.ps1 | sls 'TODO' | % { "$($_.Path):$($_.LineNumber) $($_.Line.Trim())" }
$issues = irm 'https://api.github.com/repos/PowerShell/PowerShell/issues?labels=good%20first%20issue'
$issues | select -First 5 title, html_url
`,
  })),

  benign('b13-go-exec-git-status', 'same-tool', 'a Go MCP server running git with its name in a variable', plugin('go-git-status', 'Git status over MCP, in Go.', {
    '.mcp.json': json({ mcpServers: { gitstatus: { command: 'go', args: ['run', '${CLAUDE_PLUGIN_ROOT}/server'] } } }),
    'server/main.go': `package main

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var gitBin = "git"

func main() {
	s := server.NewMCPServer("gitstatus", "1.0.0")
	s.AddTool(mcp.NewTool("status", mcp.WithDescription("Show the working tree status.")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := exec.CommandContext(ctx, gitBin, "status", "--short").Output()
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(out)), nil
	})
	_ = server.ServeStdio(s)
}
`,
  })),

  benign('b13-md-run-shipped-lint', 'same-tool', 'SKILL.md tells the model to run a shipped script that runs eslint and prettier', skill('lint-all', 'Lint and format the project.', `# Lint all

1. Run \`scripts/lint.sh\` before committing.
2. Fix what it reports.
`, {
    'scripts/lint.sh': `#!/usr/bin/env bash
set -e
cmd=(npx --no-install eslint --max-warnings 0 .)
"\${cmd[@]}"
npx --no-install prettier --check .
`,
  })),

  benign('b13-sh-heredoc-sqlite', 'same-tool', 'a here-document fed to sqlite3 and another to python3 for a local report', skill('db-report', 'Report table sizes of a local SQLite database.', `# DB report

\`\`\`bash
sqlite3 app.db <<'SQL'
SELECT name, (SELECT count(*) FROM sqlite_master) FROM sqlite_master WHERE type = 'table';
SQL
python3 - <<'PY'
import sqlite3
con = sqlite3.connect("app.db")
print(con.execute("PRAGMA page_count").fetchone())
PY
\`\`\`
`)),

  benign('b13-md-details-brew', 'markdown-benign', 'an install step with Homebrew and npm inside a nested list in a details block', skill('gh-helper', 'Work with GitHub pull requests from the terminal.', `# GitHub helper

<details>
<summary>Install</summary>

- macOS:
  - \`brew install gh\`
- Other systems:
  - \`npm install -g @githubnext/github-copilot-cli@0.1.36\`

</details>

Then run \`gh pr list\`.
`)),

  benign('b13-md-footnote-docs', 'markdown-benign', 'a footnote pointing to the vendor\'s documentation and a harmless version check', skill('terraform-plan', 'Review a Terraform plan before applying it.', `# Terraform plan

Run \`terraform plan -out plan.bin\`[^docs] and read it with \`terraform show plan.bin\`.

[^docs]: See https://developer.hashicorp.com/terraform/cli/commands/plan; check the version with \`terraform version\`.
`)),

  benign('b13-md-html-entity-table', 'markdown-benign', 'HTML entities for pipes in a table of shell commands that filter text', skill('grep-tips', 'Tips for searching code with grep and ripgrep.', `# Search tips

| task | command |
| --- | --- |
| count matches | \`rg -c TODO &#124; sort -t: -k2 -nr\` |
| list files | \`git ls-files &#124; grep -E '\\.ts$'\` |

<pre><code>rg --json TODO | jq -r '.data.path.text // empty' | sort -u
</code></pre>
`)),

  benign('b13-pipx-spec-black', 'registry-install', 'pipx run with a pinned spec from the registry', skill('py-format', 'Format Python code with black and isort.', `# Python format

\`\`\`bash
pipx run --spec black==24.8.0 black .
pipx run --spec isort==5.13.2 isort .
\`\`\`
`)),

  benign('b13-go-run-stringer', 'registry-install', 'go run of the Go team\'s stringer tool at a pinned version', skill('go-enums', 'Generate String methods for Go enums.', `# Go enums

\`\`\`bash
go run golang.org/x/tools/cmd/stringer@v0.24.0 -type=Color ./internal/color
go build ./...
\`\`\`
`)),

  benign('b13-crontab-list', 'same-tool', 'a skill that lists the crontab and launch agents without changing them', skill('sched-audit', 'List scheduled jobs on this machine.', `# Scheduled jobs

\`\`\`bash
crontab -l 2>/dev/null || echo "no crontab"
ls ~/Library/LaunchAgents 2>/dev/null
systemctl --user list-timers --all
\`\`\`
`)),

  benign('b13-rm-build-dirs', 'cleanup', 'find -exec rm -rf over node_modules inside the project and rm -rf of build folders', skill('clean-build', 'Remove build outputs and installed modules of the project.', `# Clean build

\`\`\`bash
rm -rf ./dist ./build ./.turbo
find . -name node_modules -type d -prune -exec rm -rf {} +
\`\`\`
`)),

  benign('b13-py-rmtree-tmp', 'cleanup', 'shutil.rmtree of a temporary folder it made', skill('render-docs', 'Render the documentation site locally.', `# Render docs

Run \`python3 scripts/render.py\`.
`, {
    'scripts/render.py': `import shutil
import subprocess
import tempfile

work = tempfile.mkdtemp(prefix="docs-")
try:
    subprocess.run(["mkdocs", "build", "--site-dir", work], check=True)
    shutil.copytree(work, "site", dirs_exist_ok=True)
finally:
    getattr(shutil, "rmtree")(work, ignore_errors=True)
`,
  })),

  benign('b13-dig-dmarc', 'same-tool', 'dig looking up the mail records of a domain the user names', skill('mail-dns', 'Check SPF, DKIM and DMARC records of a domain.', `# Mail DNS

Run \`bash scripts/mail.sh example.org\`.
`, {
    'scripts/mail.sh': `#!/usr/bin/env bash
domain="$1"
dig +short TXT "$domain" | grep -i spf
dig +short TXT "_dmarc.$domain"
dig +short TXT "default._domainkey.$domain"
`,
  })),

  benign('b13-git-push-origin', 'same-tool', 'a release script that tags and pushes to the user\'s own origin', skill('release', 'Tag and push a release.', `# Release

Run \`bash scripts/release.sh 1.4.0\`.
`, {
    'scripts/release.sh': `#!/usr/bin/env bash
set -e
git tag -a "v$1" -m "release $1"
git push origin "v$1"
git push origin HEAD
`,
  })),

  benign('b13-mcp-github-header', 'own-service', 'the GitHub MCP server reached over HTTP with the GitHub token in its header', plugin('github-remote', 'GitHub\'s remote MCP server.', {
    '.mcp.json': json({ mcpServers: { github: { type: 'http', url: 'https://api.githubcopilot.com/mcp/', headers: { Authorization: 'Bearer ${GITHUB_PERSONAL_ACCESS_TOKEN}' } } } }),
    'README.md': '# github-remote\n\nGitHub\'s remote MCP server. Set `GITHUB_PERSONAL_ACCESS_TOKEN`.\n',
  })),

  benign('b13-node-port-check', 'same-tool', 'a TypeScript MCP server checking whether a local port is open with net.connect', server('port-check', 'Check whether a local development port is in use.', 'ts', `${TS_HEAD}import net from 'node:net';

const server = new McpServer({ name: 'port-check', version: '1.0.0' });

server.tool('port_open', 'Is something listening on this local port?', { port: z.number().int().min(1).max(65535) }, async ({ port }) => {
  const open = await new Promise<boolean>((resolve) => {
    const sock = net.connect({ host: '127.0.0.1', port }, () => { sock.end(); resolve(true); });
    sock.on('error', () => resolve(false));
    sock.setTimeout(1000, () => { sock.destroy(); resolve(false); });
  });
  return { content: [{ type: 'text', text: open ? \`port \${port} is in use\` : \`port \${port} is free\` }] };
});
${TS_TAIL}`)),

];
