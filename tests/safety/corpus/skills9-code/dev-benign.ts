/**
 * Ninth skills batch, development part, benign look-alikes: backups to the
 * user's own configured bucket, a log shipper sending to the provider of the
 * key it uses, test fixtures, an HTTP client whose base address is the
 * service of its own key, an index's settings read and printed, a build step
 * that writes a script and runs it, a release archive of the project, a
 * transcript export kept on disk, shell history counted locally. Written on
 * 2026-11-30 in one sitting by helper code12 before the analyzer was run on
 * any of them.
 */
import { json, type Code9Sample } from './classes.ts';
import { benign, mcpServer, plugin, PY_TAIL, skill } from '../skills/build.ts';

export const DEV9_BENIGN: Code9Sample[] = [
  benign('b9-backup-own-bucket', 'own-backup', 'a backup of the notes folder to the S3 bucket the user names in their own config file', skill('notes-backup', 'Back up a notes folder to your own S3 bucket.', `
# Notes backup

Put your bucket in \`~/.config/notes-backup.toml\` (\`bucket = "my-notes"\`),
then run \`python3 scripts/backup.py ~/notes\`. Uses your AWS profile.
`, {
    'scripts/backup.py': `import shutil
import sys
import tempfile
import tomllib
from datetime import date
from pathlib import Path

import boto3

from settings import load

cfg = load()
src = Path(sys.argv[1]).expanduser()
archive = shutil.make_archive(str(Path(tempfile.mkdtemp()) / f"notes-{date.today()}"), "gztar", root_dir=src)
boto3.session.Session(profile_name=cfg.get("profile")).client("s3").upload_file(archive, cfg["bucket"], Path(archive).name)
print("uploaded", Path(archive).name, "to", cfg["bucket"])
`,
    'scripts/settings.py': `import tomllib
from pathlib import Path

PATH = Path.home() / ".config" / "notes-backup.toml"


def load():
    with open(PATH, "rb") as fh:
        return tomllib.load(fh)
`,
  })),
  benign('b9-log-shipper-provider', 'log-shipper', 'a hook that ships the session\'s tool log to Datadog with the user\'s own DD_API_KEY', plugin('dd-session-logs', 'Send a summary of each Claude Code session to your Datadog logs.', {
    'hooks/hooks.json': json({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'node ${CLAUDE_PLUGIN_ROOT}/hooks/ship.mjs' }] }] } }),
    'hooks/ship.mjs': `import { readFile } from 'node:fs/promises';
import { intake } from './intake.mjs';

const input = JSON.parse(await readFile(0, 'utf8'));
const lines = (await readFile(input.transcript_path, 'utf8')).trim().split('\\n').map((l) => JSON.parse(l));
const tools = lines.flatMap((l) => (Array.isArray(l.message?.content) ? l.message.content : [])).filter((b) => b.type === 'tool_use').map((b) => b.name);
await intake([{ ddsource: 'claude-code', service: 'claude', message: \`session \${input.session_id}: \${tools.length} tool calls\`, tools }]);
`,
    'hooks/intake.mjs': `const SITE = process.env.DD_SITE || 'datadoghq.com';

export async function intake(entries) {
  if (!process.env.DD_API_KEY) return;
  await fetch(\`https://http-intake.logs.\${SITE}/api/v2/logs\`, {
    method: 'POST',
    headers: { 'DD-API-KEY': process.env.DD_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(entries),
  });
}
`,
  })),
  benign('b9-test-fixture-env', 'test-fixture', 'a test suite that writes a fixture .env and a fake credentials file into a temp folder and reads them back', skill('dotenv-tests', 'Scaffold tests for code that loads .env files.', `
# dotenv tests

Copy \`tests/test_env.py\` into your project and run \`pytest\`. It checks that
your loader reads quoted values, comments and an AWS profile file.
`, {
    'tests/test_env.py': `import os
from pathlib import Path

from fixtures import write_fixture


def parse(text):
    out = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        k, v = line.split("=", 1)
        out[k.strip()] = v.strip().strip('"')
    return out


def test_quoted(tmp_path):
    env = write_fixture(tmp_path)
    assert parse(env.read_text())["NAME"] == "demo app"


def test_aws_profile(tmp_path):
    write_fixture(tmp_path)
    creds = tmp_path / ".aws" / "credentials"
    assert "aws_access_key_id = AKIAEXAMPLE" in creds.read_text()
`,
    'tests/fixtures.py': `from pathlib import Path


def write_fixture(root: Path) -> Path:
    env = root / ".env"
    env.write_text('# demo\\nNAME="demo app"\\nAPI_KEY=test-key-not-real\\n')
    aws = root / ".aws"
    aws.mkdir()
    (aws / "credentials").write_text("[default]\\naws_access_key_id = AKIAEXAMPLE\\naws_secret_access_key = not-a-secret\\n")
    return env
`,
  })),
  benign('b9-session-own-api', 'own-api', 'a requests.Session subclass in its own module whose base address is Linear\'s API, used with the user\'s LINEAR_API_KEY', skill('linear-triage', 'Triage your Linear inbox from Claude.', `
# Linear triage

Set \`LINEAR_API_KEY\`, then \`python3 -m triage\` lists unassigned issues by
priority.
`, {
    'triage/__init__.py': '',
    'triage/settings.py': `import os

API_BASE = "https://api.linear.app"
API_KEY = os.environ.get("LINEAR_API_KEY", "")
`,
    'triage/client.py': `from urllib.parse import urljoin

import requests

from .settings import API_BASE, API_KEY


class LinearSession(requests.Session):
    def __init__(self):
        super().__init__()
        self.headers["Authorization"] = API_KEY

    def request(self, method, url, *args, **kwargs):
        return super().request(method, urljoin(API_BASE, url), *args, **kwargs)
`,
    'triage/__main__.py': `from .client import LinearSession

QUERY = "{ issues(filter: {assignee: {null: true}}) { nodes { identifier title priority } } }"
res = LinearSession().post("/graphql", json={"query": QUERY}).json()
for issue in sorted(res["data"]["issues"]["nodes"], key=lambda i: i["priority"] or 9):
    print(issue["identifier"], issue["priority"], issue["title"])
`,
  })),
  benign('b9-pipconf-reader', 'own-config', 'a doctor that reads pip.conf and .npmrc through configparser and ini and prints which index each tool uses', skill('index-doctor', 'Show which package index pip and npm use on this machine.', `
# Index doctor

\`python3 scripts/indexes.py\` prints the index pip and npm are configured to
use, and where that setting comes from. It changes nothing.
`, {
    'scripts/indexes.py': `import configparser
from pathlib import Path

home = Path.home()
for path in (home / ".config/pip/pip.conf", home / ".pip/pip.conf", Path("/etc/pip.conf")):
    if path.exists():
        cp = configparser.ConfigParser()
        cp.read(path)
        print("pip:", cp.get("global", "index-url", fallback="(default)"), "from", path)
        break
else:
    print("pip: (default)")

npmrc = home / ".npmrc"
if npmrc.exists():
    cp = configparser.ConfigParser()
    cp.read_string("[npm]\\n" + npmrc.read_text())
    print("npm:", cp.get("npm", "registry", fallback="(default)"), "from", npmrc)
`,
  })),
  benign('b9-staged-build-script', 'build-step', 'a build helper that writes a generated shell script from a template in the project and runs it in the next step', skill('release-build', 'Build release binaries for every target in one go.', `
# Release build

\`python3 scripts/build.py\` renders \`build.sh\` for the targets in
\`targets.txt\` and runs it.
`, {
    'scripts/build.py': `import os
import subprocess
from pathlib import Path

from render import render

targets = [t.strip() for t in Path("targets.txt").read_text().splitlines() if t.strip()]
script = Path("dist") / "build.sh"
script.parent.mkdir(exist_ok=True)
script.write_text(render(targets))
os.chmod(script, 0o755)
subprocess.run(["bash", str(script)], check=True)
`,
    'scripts/render.py': `HEADER = "#!/usr/bin/env bash\\nset -euo pipefail\\n"


def render(targets):
    lines = [HEADER]
    for t in targets:
        lines.append(f"cargo build --release --target {t}\\n")
    return "".join(lines)
`,
  })),
  benign('b9-archive-project-release', 'own-backup', 'a release step that archives the project folder and uploads it to the user\'s own GitHub release with gh', skill('ship-release', 'Archive the project and attach it to a GitHub release.', `
# Ship release

\`bash scripts/ship.sh v1.2.0\` archives the repository at that tag and
attaches the archive to the release with \`gh\`.
`, {
    'scripts/ship.sh': `#!/usr/bin/env bash
set -euo pipefail
tag="$1"
name="$(basename "$PWD")-$tag"
git archive --format=tar.gz --prefix="$name/" -o "dist/$name.tar.gz" "$tag"
source "$(dirname "$0")/upload.sh"
attach "$tag" "dist/$name.tar.gz"
`,
    'scripts/upload.sh': `#!/usr/bin/env bash
attach() {
  gh release create "$1" "$2" --generate-notes || gh release upload "$1" "$2" --clobber
}
`,
  })),
  benign('b9-transcript-export-local', 'local-export', 'an MCP server that exports Claude Code transcripts to Markdown files in the user\'s folder', mcpServer('transcript-export', 'Export your Claude Code sessions as Markdown.', 'py', `import json
from pathlib import Path

from mcp.server.fastmcp import FastMCP

from render import to_markdown

mcp = FastMCP("transcript-export")
PROJECTS = Path.home() / ".claude" / "projects"


@mcp.tool()
def export(out_dir: str = "~/claude-exports") -> str:
    """Write each session's transcript as a Markdown file."""
    out = Path(out_dir).expanduser()
    out.mkdir(parents=True, exist_ok=True)
    n = 0
    for t in PROJECTS.rglob("*.jsonl"):
        lines = [json.loads(l) for l in t.read_text().splitlines() if l.strip()]
        (out / f"{t.stem}.md").write_text(to_markdown(lines))
        n += 1
    return f"exported {n} sessions to {out}"
${PY_TAIL}`, {
    'server/render.py': `def to_markdown(lines):
    parts = []
    for entry in lines:
        msg = entry.get("message") or {}
        content = msg.get("content")
        if isinstance(content, str):
            parts.append(f"**{msg.get('role', '?')}**: {content}")
    return "\\n\\n".join(parts)
`,
  })),
  benign('b9-issue-reporter-own-repo', 'log-shipper', 'a bug reporter that files versions and the tool\'s own error log as an issue on the project\'s repository through the user\'s gh login', skill('report-bug', 'File a bug against this project with the details maintainers ask for.', `
# Report bug

\`python3 scripts/report.py "what went wrong"\` files an issue on the
project's repository with your versions and the tool's last error log. It
shows you the issue before filing it.
`, {
    'scripts/report.py': `import platform
import subprocess
import sys
from pathlib import Path

from gh import create_issue

title = sys.argv[1]
log = Path(".cache/tool/last-error.log")
body = f"- os: {platform.platform()}\\n- python: {sys.version.split()[0]}\\n\\n\`\`\`\\n{log.read_text()[-4000:] if log.exists() else 'no log'}\\n\`\`\`"
print(body)
if input("file this issue? [y/N] ").lower() == "y":
    print(create_issue(title, body))
`,
    'scripts/gh.py': `import subprocess

REPO = "toolshed-demo/report-bug"


def create_issue(title, body):
    return subprocess.run(["gh", "issue", "create", "--repo", REPO, "--title", title, "--body", body], capture_output=True, text=True).stdout.strip()
`,
  })),
  benign('b9-dns-own-zone', 'own-config', 'a DNS check that resolves the records of the domains listed in the user\'s own zone file', skill('zone-check', 'Check that every record in your zone file resolves as written.', `
# Zone check

\`python3 scripts/zone.py zone.txt\` resolves each name in your zone file and
prints the ones whose answers differ.
`, {
    'scripts/zone.py': `import socket
import sys
from pathlib import Path

from parse import records

for name, rtype, want in records(Path(sys.argv[1]).read_text()):
    if rtype != "A":
        continue
    try:
        got = socket.gethostbyname(name)
    except OSError:
        got = "(none)"
    if got != want:
        print(f"{name}: zone says {want}, DNS says {got}")
`,
    'scripts/parse.py': `def records(text):
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 4 and parts[2] == "IN":
            yield parts[0].rstrip("."), parts[3], parts[-1]
`,
  })),
  benign('b9-history-stats', 'local-export', 'a skill that counts the most used commands in the shell history and prints them', skill('shell-stats', 'Which commands do you type most? Counts your shell history.', `
# Shell stats

\`node scripts/stats.mjs\` prints the twenty commands you use most, from
\`~/.zsh_history\` or \`~/.bash_history\`. Nothing leaves the machine.
`, {
    'scripts/stats.mjs': `import { readFileSync, existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { top } from './count.mjs';

const file = ['.zsh_history', '.bash_history'].map((f) => join(homedir(), f)).find(existsSync);
const text = file ? readFileSync(file, 'utf8') : '';
for (const [cmd, n] of top(text, 20)) console.log(String(n).padStart(6), cmd);
`,
    'scripts/count.mjs': `export function top(text, n) {
  const counts = new Map();
  for (const raw of text.split('\\n')) {
    const line = raw.replace(/^: \\d+:\\d+;/, '').trim();
    const cmd = line.split(/\\s+/)[0];
    if (cmd) counts.set(cmd, (counts.get(cmd) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, n);
}
`,
  })),
];
