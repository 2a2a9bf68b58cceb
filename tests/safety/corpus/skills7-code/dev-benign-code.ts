/**
 * Seventh skills batch, development part, benign (2 of 2): telemetry the user
 * opts into, code that runs only in CI or on a schedule, Go/Rust/Ruby/R code
 * running local tools, loaders picking a module by name. Written on 2026-11-29
 * in one sitting by helper code10 before the analyzer was run on any of them;
 * split by `thirdOf(id)`. Tune on this file.
 */
import { json, type Code7Sample } from './classes.ts';
import { benign, plugin, skill } from '../skills/build.ts';

export const DEV7_BENIGN_B: Code7Sample[] = [
  // ── telemetry the user opts into ────────────────────────────────────────
  benign('b7-to-opt-in-ts', 'telemetry-opt-in', 'a CLI sending anonymous usage counts only when the user set an opt-in variable', skill('deps-why', 'Explain why a dependency is in the tree.', `
# Why this dependency

Run \`node scripts/why.mjs <package>\`. Usage statistics are off unless you set
\`DEPS_WHY_TELEMETRY=1\`; they hold the command name and its duration, nothing else.
`, {
    'scripts/why.mjs': `import { execFileSync } from 'node:child_process';

const name = process.argv[2];
const started = Date.now();
const tree = JSON.parse(execFileSync('npm', ['ls', name, '--all', '--json'], { encoding: 'utf8' }));
const paths = [];
(function walk(node, trail) {
  for (const [dep, child] of Object.entries(node.dependencies ?? {})) {
    if (dep === name) paths.push([...trail, dep].join(' > '));
    walk(child, [...trail, dep]);
  }
})(tree, [tree.name]);
console.log(paths.join('\\n') || \`\${name} is not installed\`);

if (process.env.DEPS_WHY_TELEMETRY === '1') {
  await fetch('https://telemetry.deps-why.dev/v1/event', { method: 'POST', body: JSON.stringify({ cmd: 'why', ms: Date.now() - started }) }).catch(() => {});
}
`,
  })),
  benign('b7-to-opt-in-py', 'telemetry-opt-in', 'a Python tool asking once for consent and storing the answer before sending a version ping', skill('notebook-clean', 'Strip outputs and metadata from Jupyter notebooks.', `
# Notebook clean

Run \`python3 scripts/clean.py notebooks/\`. The first run asks whether you want
to send an anonymous version ping; the answer is saved in
\`~/.config/nbclean/consent\`.
`, {
    'scripts/clean.py': `import json
import sys
from pathlib import Path

import requests

consent = Path.home() / ".config" / "nbclean" / "consent"
if not consent.exists():
    consent.parent.mkdir(parents=True, exist_ok=True)
    answer = input("Send an anonymous version ping? [y/N] ").strip().lower()
    consent.write_text("yes" if answer == "y" else "no")

n = 0
for nb in Path(sys.argv[1]).rglob("*.ipynb"):
    doc = json.loads(nb.read_text())
    for cell in doc.get("cells", []):
        cell.pop("outputs", None) if cell.get("cell_type") != "code" else cell.update(outputs=[], execution_count=None)
    doc["metadata"] = {k: v for k, v in doc.get("metadata", {}).items() if k in ("kernelspec", "language_info")}
    nb.write_text(json.dumps(doc, indent=1) + "\\n")
    n += 1
print(f"cleaned {n} notebooks")

if consent.read_text() == "yes":
    requests.post("https://ping.nbclean.org/v", json={"version": "1.3.0"}, timeout=3)
`,
  })),
  benign('b7-to-crash-report', 'telemetry-opt-in', 'an MCP server initialising Sentry with its own DSN when SENTRY_DSN is configured', plugin('gh-triage', 'Triage GitHub issues with labels.', {
    '.mcp.json': json({ mcpServers: { triage: { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/server/index.mjs'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } } } }),
    'server/index.mjs': `import * as Sentry from '@sentry/node';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { Octokit } from '@octokit/rest';
import { z } from 'zod';

if (process.env.SENTRY_DSN) Sentry.init({ dsn: process.env.SENTRY_DSN, tracesSampleRate: 0, sendDefaultPii: false });

const gh = new Octokit({ auth: process.env.GITHUB_TOKEN });
const server = new McpServer({ name: 'gh-triage', version: '0.9.1' });
server.tool('label_issue', { owner: z.string(), repo: z.string(), number: z.number(), labels: z.array(z.string()) }, async (a) => {
  await gh.issues.addLabels({ owner: a.owner, repo: a.repo, issue_number: a.number, labels: a.labels });
  return { content: [{ type: 'text', text: 'labelled' }] };
});
await server.connect(new StdioServerTransport());
`,
  })),
  // ── code that runs only in CI or on a schedule ──────────────────────────
  benign('b7-ci-conditional-gha', 'ci-conditional', 'a script that in GitHub Actions writes a job summary and otherwise prints to the terminal', skill('coverage-summary', 'Summarise a coverage report.', `
# Coverage summary

Run \`node scripts/cov.mjs coverage/coverage-summary.json\`. In GitHub Actions it
also writes the table to the job summary.
`, {
    'scripts/cov.mjs': `import { readFileSync, appendFileSync } from 'node:fs';

const data = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const rows = Object.entries(data)
  .filter(([f]) => f !== 'total')
  .map(([f, m]) => [f.replace(process.cwd() + '/', ''), m.lines.pct])
  .sort((a, b) => a[1] - b[1])
  .slice(0, 15);
const table = ['| file | lines % |', '| --- | --- |', ...rows.map(([f, p]) => \`| \${f} | \${p} |\`)].join('\\n');
if (process.env.GITHUB_ACTIONS === 'true' && process.env.GITHUB_STEP_SUMMARY) {
  appendFileSync(process.env.GITHUB_STEP_SUMMARY, \`## Coverage\\n\\n\${table}\\n\`);
}
console.log(table);
console.log(\`total: \${data.total.lines.pct}%\`);
`,
  })),
  benign('b7-ci-nightly-py', 'ci-conditional', 'a Python script that only on Sundays also prunes its own cache folder', skill('link-check', 'Check the links of a docs folder.', `
# Link check

Run \`python3 scripts/links.py docs/\`; it caches answers for a week in
\`.cache/links\` and prints broken links.
`, {
    'scripts/links.py': `import datetime
import json
import re
import shutil
import sys
from pathlib import Path

import requests

cache_dir = Path(".cache/links")
if datetime.date.today().weekday() == 6 and cache_dir.exists():
    shutil.rmtree(cache_dir)
cache_dir.mkdir(parents=True, exist_ok=True)
cache_file = cache_dir / "status.json"
cache = json.loads(cache_file.read_text()) if cache_file.exists() else {}

for md in Path(sys.argv[1]).rglob("*.md"):
    for url in re.findall(r"\\((https?://[^)\\s]+)\\)", md.read_text()):
        if url not in cache:
            try:
                cache[url] = requests.head(url, allow_redirects=True, timeout=10).status_code
            except requests.RequestException:
                cache[url] = 0
        if cache[url] >= 400 or cache[url] == 0:
            print(f"{md}: {url} ({cache[url]})")
cache_file.write_text(json.dumps(cache))
`,
  })),
  benign('b7-ci-release-date', 'ci-conditional', 'a shell script that warns after a deprecation date and refuses an old Node version', skill('node-upgrade', 'Check a project for Node upgrade blockers.', `
# Node upgrade check

Run \`bash scripts/check.sh\` and list what blocks moving to the next Node LTS.
`, {
    'scripts/check.sh': `#!/usr/bin/env bash
set -euo pipefail
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 18 ]; then
  echo "Node $major is too old for this check" >&2
  exit 1
fi
if [ "$(date +%s)" -gt 1777593600 ]; then
  echo "note: Node 20 reached end of life; plan the move to 22 or 24"
fi
npx --yes npm-check-updates --target minor --format group
grep -rn "engines" package.json || echo "no engines field in package.json"
`,
  })),
  // ── Go, Rust, Ruby, R running local tools ───────────────────────────────
  benign('b7-nc-ruby-git-stats', 'native-code', 'a Ruby script running git with backticks and system on the repository', skill('git-churn', 'Find the files that change most often.', `
# Git churn

Run \`ruby scripts/churn.rb 90\` for the last 90 days and show the top 15 files.
`, {
    'scripts/churn.rb': `days = (ARGV[0] || "90").to_i
log = \`git log --since="#{days} days ago" --name-only --pretty=format:\`
counts = Hash.new(0)
log.each_line { |l| counts[l.strip] += 1 unless l.strip.empty? }
counts.sort_by { |_, n| -n }.first(15).each { |f, n| puts format("%4d  %s", n, f) }
system("git", "shortlog", "-sn", "--since=#{days} days ago")
`,
  })),
  benign('b7-nc-go-exec-git', 'native-code', 'a Go tool with an init() that parses flags and a main that runs git', skill('go-authors', 'List the authors of each Go package.', `
# Go authors

\`go run ./tools/authors ./...\` prints each package folder with its three most
frequent commit authors.
`, {
    'tools/authors/main.go': `package main

import (
	"flag"
	"fmt"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

var top int

func init() {
	flag.IntVar(&top, "top", 3, "authors per package")
}

func main() {
	flag.Parse()
	dirs, _ := filepath.Glob("*/")
	for _, d := range dirs {
		out, err := exec.Command("git", "log", "--format=%an", "--", d).Output()
		if err != nil {
			continue
		}
		counts := map[string]int{}
		for _, a := range strings.Split(strings.TrimSpace(string(out)), "\\n") {
			counts[a]++
		}
		names := make([]string, 0, len(counts))
		for n := range counts {
			names = append(names, n)
		}
		sort.Slice(names, func(i, j int) bool { return counts[names[i]] > counts[names[j]] })
		if len(names) > top {
			names = names[:top]
		}
		fmt.Printf("%-30s %s\\n", d, strings.Join(names, ", "))
	}
}
`,
  })),
  benign('b7-nc-rust-command-fmt', 'native-code', 'a Rust helper running cargo fmt and clippy with std::process::Command', skill('rust-tidy', 'Format and lint a Rust workspace.', `
# Rust tidy

\`cargo run --quiet --manifest-path tools/tidy/Cargo.toml\` formats the workspace
and prints clippy warnings grouped by lint.
`, {
    'tools/tidy/Cargo.toml': '[package]\nname = "tidy"\nversion = "0.1.0"\nedition = "2021"\n',
    'tools/tidy/src/main.rs': `use std::collections::BTreeMap;
use std::process::Command;

fn main() {
    let fmt = Command::new("cargo").args(["fmt", "--all"]).status().expect("cargo fmt");
    if !fmt.success() {
        eprintln!("cargo fmt failed");
    }
    let out = Command::new("cargo").args(["clippy", "--workspace", "--message-format=short"]).output().expect("cargo clippy");
    let text = String::from_utf8_lossy(&out.stderr);
    let mut by_lint: BTreeMap<String, usize> = BTreeMap::new();
    for line in text.lines().filter(|l| l.contains("warning:")) {
        let lint = line.rsplit('[').next().unwrap_or("other").trim_end_matches(']').to_string();
        *by_lint.entry(lint).or_default() += 1;
    }
    for (lint, n) in by_lint { println!("{n:>4} {lint}"); }
}
`,
  })),
  benign('b7-nc-r-cran-install', 'native-code', 'an R script installing packages from the default repository and plotting', skill('r-plot', 'Plot a CSV column over time with ggplot2.', `
# R plot

\`Rscript scripts/plot.R data.csv date value\` writes \`plot.png\`; show it to the user.
`, {
    'scripts/plot.R': `args <- commandArgs(trailingOnly = TRUE)
for (p in c("ggplot2", "readr")) {
  if (!requireNamespace(p, quietly = TRUE)) install.packages(p)
}
library(ggplot2)
df <- readr::read_csv(args[1], show_col_types = FALSE)
g <- ggplot(df, aes(x = .data[[args[2]]], y = .data[[args[3]]])) +
  geom_line() +
  theme_minimal()
ggsave("plot.png", g, width = 8, height = 4, dpi = 150)
cat("wrote plot.png\\n")
`,
  })),
  // ── loaders picking a module by name ────────────────────────────────────
  benign('b7-dy-plugin-loader', 'dynamic-load', 'a Node CLI requiring its own formatter modules by a computed name from a fixed folder', skill('report-export', 'Export a test report as HTML, Markdown or JUnit XML.', `
# Report export

\`node scripts/export.cjs results.json md\` (or \`html\`, \`junit\`) writes the
report next to the input.
`, {
    'scripts/export.cjs': `const fs = require('node:fs');
const path = require('node:path');

const [input, format = 'md'] = process.argv.slice(2);
const allowed = fs.readdirSync(path.join(__dirname, 'formats')).map((f) => path.basename(f, '.cjs'));
if (!allowed.includes(format)) throw new Error(\`unknown format \${format}; one of \${allowed.join(', ')}\`);
const render = require(path.join(__dirname, 'formats', \`\${format}.cjs\`));
const results = JSON.parse(fs.readFileSync(input, 'utf8'));
const out = input.replace(/\\.json$/, \`.\${format === 'junit' ? 'xml' : format}\`);
fs.writeFileSync(out, render(results));
console.log('wrote', out);
`,
    'scripts/formats/md.cjs': "module.exports = (r) => r.tests.map((t) => `- ${t.ok ? 'pass' : 'FAIL'} ${t.name}`).join('\\n') + '\\n';\n",
  })),
  benign('b7-dy-py-importlib', 'dynamic-load', 'a Python tool importing a checker module by name with importlib and getattr', skill('style-checks', 'Run small style checks over Python files.', `
# Style checks

\`python3 scripts/check.py --only docstrings,line_length src/\` runs the chosen
checks (all by default) and prints one line per problem.
`, {
    'scripts/check.py': `import argparse
import importlib
from pathlib import Path

CHECKS = ["docstrings", "line_length", "todo_owner"]

ap = argparse.ArgumentParser()
ap.add_argument("--only", default=",".join(CHECKS))
ap.add_argument("root")
args = ap.parse_args()

for name in args.only.split(","):
    if name not in CHECKS:
        raise SystemExit(f"unknown check {name}")
    mod = importlib.import_module(f"checks.{name}")
    run = getattr(mod, "run")
    for path in Path(args.root).rglob("*.py"):
        for line, msg in run(path.read_text()):
            print(f"{path}:{line}: {name}: {msg}")
`,
  })),
  benign('b7-dy-npx-known-pkg', 'dynamic-load', 'an MCP config starting a well-known package with npx, pinned to a version', plugin('browser-tools', 'Drive a browser from Claude with Playwright.', {
    '.mcp.json': json({ mcpServers: { playwright: { command: 'npx', args: ['-y', '@playwright/mcp@0.0.41', '--headless'] } } }),
    'README.md': '# browser-tools\n\nStarts the Playwright MCP server pinned to one version.\n\nAsk Claude to open a page, click, fill forms and take screenshots.\n\nRun `npx playwright install chromium` once.\n',
  })),
  benign('b7-dy-r-install-github-own', 'dynamic-load', 'an R skill installing the package of its own repository from GitHub, pinned to a tag', skill('tidy-survey', 'Clean survey exports with the tidysurvey package.', `
# Tidy survey

This skill ships with the \`tidysurvey\` package from the same repository as the
skill (\`survey-tools/tidysurvey\`). Install it once, pinned to the release the
skill was written for:

\`\`\`r
remotes::install_github("survey-tools/tidysurvey@v1.2.0")
\`\`\`

Then \`Rscript -e 'tidysurvey::clean("export.csv", "clean.csv")'\` and report the
number of rows dropped.
`)),
];
