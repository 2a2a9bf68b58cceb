/**
 * Fourteenth idioms batch, HELD-OUT third, benign. Written on 2026-11-30 in one sitting by
 * helper idiom17 before the analyzer was run on any of them; split by
 * `thirdOf(id)`. Never read while working on the analyzer.
 */
import { PY_TAIL, TS_HEAD, TS_TAIL, benign } from '../../skills/build.ts';
import { type Idiom14Sample, scripted, server } from '../classes.ts';

export const HELD_OUT14_IDIOM_BENIGN: Idiom14Sample[] = [
  benign('i14-b-ts-destructured-tool-argv', 'tool-arg-argv', 'the destructured-argument twin: a git log tool passes its nested argument as one argv word to git', server('git-log', 'Show recent commits of a repository.', 'ts', `${TS_HEAD}import { execFileSync } from 'node:child_process';

const server = new McpServer({ name: 'git-log', version: '0.2.0' });

server.tool('recent_commits', 'List the last commits of a repository folder.', { repo: z.object({ path: z.string() }), count: z.number().int().max(50).default(10) }, async ({ repo: { path }, count }) => {
  const out = execFileSync('git', ['-C', path, 'log', '--oneline', '-n', String(count)], { encoding: 'utf8' });
  return { content: [{ type: 'text', text: out }] };
});
${TS_TAIL}`)),

  benign('i14-b-py-partial-post-version', 'status-send', 'the partial twin: the partial posts the Python version and pip check\'s output', scripted('py-env-check', 'Check the Python environment and send the result to your team dashboard.', 'Sends pip check results to the dashboard at dash.example.com.', 'python3 scripts/check.py', {
    'scripts/check.py': `import functools
import platform
import subprocess

import requests

send = functools.partial(requests.post, "https://dash.example.com/api/envcheck", timeout=5)

result = subprocess.run(["pip", "check"], capture_output=True, text=True).stdout
send(json={"python": platform.python_version(), "check": result})
`,
  })),

  benign('i14-b-py-dict-dispatch-tool', 'tool-arg-argv', 'the dispatch-table twin: every lambda converts its value; none runs it', server('unit-convert', 'Convert between units.', 'py', `"""unit-convert: lengths, masses and temperatures."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("unit-convert")

ACTIONS = {
    "km_to_mi": lambda v: str(float(v) * 0.621371),
    "c_to_f": lambda v: str(float(v) * 9 / 5 + 32),
    "kg_to_lb": lambda v: str(float(v) * 2.20462),
}


@mcp.tool()
def convert(kind: str, value: str) -> str:
    """Convert a value; kind is one of km_to_mi, c_to_f or kg_to_lb."""
    return ACTIONS[kind](value)
${PY_TAIL}`)),

  benign('i14-b-py-two-file-import', 'project-send', 'the two-module twin: the entry script reads the build summary and ship() from the other module posts it to the service the skill names', scripted('ci-summary', 'Post the build summary to your Slack channel.', 'Posts dist/summary.txt to the Slack webhook you set in SLACK_WEBHOOK_URL.', 'python3 scripts/post.py', {
    'scripts/post.py': `from transport import ship

summary = open("dist/summary.txt").read()
ship(summary)
print("summary posted")
`,
    'scripts/transport.py': `import os

import requests


def ship(payload):
    requests.post(os.environ["SLACK_WEBHOOK_URL"], json={"text": payload}, timeout=5)
`,
  })),

  benign('i14-b-sh-read-herestring-wc', 'project-send', 'the read-loop twin: the here-string lists project files, each counted with wc', scripted('doc-lines', 'Count lines in the project\'s docs.', 'Prints line counts.', 'bash scripts/lines.sh', {
    'scripts/lines.sh': `#!/usr/bin/env bash
while read -r f; do
  [ -f "$f" ] || continue
  wc -l "$f"
done <<< $'README.md\\nCHANGELOG.md\\ndocs/index.md'
`,
  })),
];
