/**
 * Fourteenth idioms batch, development part, benign. Written on 2026-11-30 in one sitting by
 * helper idiom17 before the analyzer was run on any of them; split by
 * `thirdOf(id)`. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { goServer, type Idiom14Sample, scripted } from './classes.ts';

export const DEV14_IDIOM_BENIGN: Idiom14Sample[] = [
  benign('i14-b-js-class-field-report', 'project-send', 'the class-field uploader twin: the fields hold the project\'s coverage summary and the coverage service the skill names', scripted('coverage-upload', 'Upload the project\'s coverage summary to Codecov.', 'Sends coverage/coverage-summary.json to Codecov for this repository.', 'node scripts/upload.mjs', {
    'scripts/upload.mjs': `import { readFileSync } from 'node:fs';
import { join } from 'node:path';

class Uploader {
  constructor() {
    this.summaryPath = join(process.cwd(), 'coverage', 'coverage-summary.json');
    this.endpoint = 'https://codecov.io/upload/v4';
  }

  async flush() {
    const body = readFileSync(this.summaryPath, 'utf8');
    await fetch(this.endpoint, { method: 'POST', body });
  }
}

await new Uploader().flush();
console.log('coverage uploaded');
`,
  })),

  benign('i14-b-js-closure-spread-timing', 'status-send', 'the closure-reporter twin: it spreads the build timing and the Node version, not the environment, to the skill\'s own dashboard', scripted('build-timer', 'Time the project build and send the timing to your BuildPulse dashboard.', 'Runs the build and sends how long it took to your BuildPulse dashboard.', 'node scripts/timer.mjs', {
    'scripts/timer.mjs': `import { execSync } from 'node:child_process';

function makeReporter(url) {
  return (extra) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ node: process.version, ...extra }) });
}

const report = makeReporter('https://api.buildpulse.io/v1/timings');
const t0 = Date.now();
execSync('npm run build', { stdio: 'inherit' });
await report({ ms: Date.now() - t0 });
`,
  })),

  benign('i14-b-js-then-chain-json', 'parse-fetched', 'the then-chain twin: the fetched text is parsed as JSON and printed', scripted('lint-rules', 'Show the team lint rules.', 'Downloads the current rule list and prints it.', 'node scripts/rules.mjs', {
    'scripts/rules.mjs': `const RULES = 'https://raw.githubusercontent.com/eslint/eslint/main/conf/ecma-version.js';

fetch(RULES)
  .then((res) => res.text())
  .then((src) => JSON.parse(JSON.stringify({ length: src.length, head: src.slice(0, 200) })))
  .then((info) => console.log(info))
  .catch((e) => console.error('could not fetch rules', e.message));
`,
  })),

  benign('i14-b-js-callback-https-save', 'download-data', 'the https-callback twin: the body gathered in data events is written to a JSON file of the project', scripted('icon-sync', 'Sync the icon list used by the project.', 'Brings data/icons.json up to date.', 'node scripts/icons.js', {
    'scripts/icons.js': `const https = require('https');
const fs = require('fs');

function update(url, done) {
  https.get(url, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => { text += chunk; });
    res.on('end', () => done(text));
  });
}

update('https://unpkg.com/lucide-static/icon-nodes.json', (body) => {
  fs.writeFileSync('data/icons.json', body);
  console.log('icons synced');
});
`,
  })),

  benign('i14-b-js-spread-argv-git', 'download-data', 'the spread-argv twin: git fetch arguments spread into spawnSync', scripted('dev-setup', 'Prepare a clone for development.', 'Fetches tags and installs dependencies.', 'node scripts/setup.mjs', {
    'scripts/setup.mjs': `import { spawnSync } from 'node:child_process';

const base = ['fetch'];
const steps = ['--tags', '--prune'];
spawnSync('git', [...base, ...steps], { stdio: 'inherit' });
const r = spawnSync('npm', ['ci'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
`,
  })),

  benign('i14-b-ts-two-file-package', 'project-send', 'the two-file twin: the entry file reads the project\'s package.json and a send function from the other file posts it to the dependency service the skill names', scripted('dep-report', 'Send the project\'s dependency list to your Snyk project.', 'Sends package.json to Snyk for a dependency report.', 'npx tsx scripts/main.ts', {
    'scripts/main.ts': `import { readFile } from 'node:fs/promises';
import { send } from './transport.ts';

const manifest = await readFile('package.json', 'utf8');
await send(manifest);
console.log('dependency report requested');
`,
    'scripts/transport.ts': `const ENDPOINT = 'https://api.snyk.io/v1/test/npm';

export async function send(payload: string): Promise<void> {
  await fetch(ENDPOINT, { method: 'POST', headers: { authorization: \`token \${process.env.SNYK_TOKEN}\` }, body: payload });
}
`,
  })),

  benign('i14-b-js-class-net-status', 'local-socket', 'the socket-class twin: a class connects to a local log port and writes a status line; no shell', scripted('log-tail', 'Tail the local service logs while debugging.', 'Streams the local log port.', 'node scripts/tail.js', {
    'scripts/tail.js': `const net = require('net');

class Link {
  constructor(host, port) {
    this.host = host;
    this.port = port;
  }

  open() {
    const sock = net.connect(this.port, this.host, () => {
      sock.write('SUBSCRIBE logs\\n');
      sock.pipe(process.stdout);
    });
    sock.on('error', (e) => console.error(e.message));
  }
}

new Link('127.0.0.1', 5140).open();
`,
  })),

  benign('i14-b-js-curried-rm-dist', 'clean-build', 'the curried-delete twin: the closure is made over the project\'s dist folder', scripted('cache-clean', 'Clear the project\'s build output.', 'Removes dist/ so the next build starts clean.', 'node scripts/clean.mjs', {
    'scripts/clean.mjs': `import { rmSync } from 'node:fs';
import { join } from 'node:path';

const wipe = (dir) => () => rmSync(dir, { recursive: true, force: true });
const clean = wipe(join(process.cwd(), 'dist'));
clean();
console.log('dist removed');
`,
  })),

  benign('i14-b-js-promise-all-readme', 'project-send', 'the Promise.all twin: project files read and printed with their sizes', scripted('doc-stats', 'Count words in the project\'s documentation.', 'Prints word counts.', 'node scripts/stats.mjs', {
    'scripts/stats.mjs': `import { promises as fsp } from 'node:fs';
import { join } from 'node:path';

const names = ['README.md', 'CONTRIBUTING.md'];
Promise.all(names.map((n) => fsp.readFile(join(process.cwd(), n), 'utf8').catch(() => '')))
  .then((parts) => parts.map((p, i) => \`\${names[i]}: \${p.split(/\\s+/).length} words\`))
  .then((lines) => console.log(lines.join('\\n')));
`,
  })),

  benign('i14-b-py-class-field-report', 'project-send', 'the class-field twin: the fields hold the project\'s test report and the service the skill names, with its own token', scripted('test-report', 'Send the test report to your Buildkite test analytics suite.', 'Uploads junit.xml to Buildkite Test Analytics.', 'python3 scripts/report.py', {
    'scripts/report.py': `import os
from pathlib import Path

import requests


class Sync:
    def __init__(self):
        self.path = Path("reports") / "junit.xml"
        self.url = "https://analytics-api.buildkite.com/v1/uploads"

    def push(self):
        token = os.environ["BUILDKITE_ANALYTICS_TOKEN"]
        requests.post(self.url, data=self.path.read_text(), headers={"Authorization": f"Token token={token}"}, timeout=10)


if __name__ == "__main__":
    Sync().push()
    print("report uploaded")
`,
  })),

  benign('i14-b-py-getattr-git', 'tool-arg-argv', 'the getattr twin: subprocess.run taken by getattr runs git status as an argv list', scripted('repo-status', 'Show the repository\'s status.', 'Prints the status.', 'python3 scripts/status.py', {
    'scripts/status.py': `import importlib

mod = importlib.import_module("subprocess")
run = getattr(mod, "run")
run(["git", "status", "--short"], check=False)
`,
  })),

  benign('i14-b-py-comprehension-configs', 'project-send', 'the comprehension twin: the project\'s config files read into a dict and printed', scripted('config-audit', 'Audit the project\'s Python tool settings.', 'Prints which settings files exist and their size.', 'python3 scripts/audit.py', {
    'scripts/audit.py': `import json
from pathlib import Path

root = Path.cwd()
names = ("pyproject.toml", "setup.cfg", "tox.ini")
found = {n: (root / n).read_text() for n in names if (root / n).exists()}
print(json.dumps({n: len(t) for n, t in found.items()}, indent=2))
`,
  })),

  benign('i14-b-py-return-json', 'parse-fetched', 'the two-returns twin: one function returns fetched text, a second parses it as JSON', scripted('notebook-theme', 'Show the notebook themes available.', 'Lists themes.', 'python3 scripts/theme.py', {
    'scripts/theme.py': `import json
import urllib.request

URL = "https://raw.githubusercontent.com/jupyterlab/jupyterlab/main/package.json"


def fetch():
    return urllib.request.urlopen(URL, timeout=10).read().decode()


def prepare():
    return json.loads(fetch())


print(prepare().get("version"))
`,
  })),

  benign('i14-b-py-partial-rmtree-build', 'clean-build', 'the partial-rmtree twin: the partial removes the project\'s build folder', scripted('venv-reset', 'Reset the project\'s build output.', 'Removes build/ and dist/.', 'python3 scripts/reset.py', {
    'scripts/reset.py': `import functools
import shutil
from pathlib import Path

wipe = functools.partial(shutil.rmtree, ignore_errors=True)
for name in ("build", "dist"):
    wipe(Path.cwd() / name)
print("build output removed")
`,
  })),

  benign('i14-b-py-decorator-registry', 'status-send', 'the decorator-registry twin: the hooks return versions and the working folder\'s name, posted to the deploy service the skill names', scripted('deploy-hooks', 'Run the project\'s deploy hooks and record them in your Deploybot log.', 'Runs the hooks and sends their results to the Deploybot log at deploy.example.com.', 'python3 scripts/hooks.py', {
    'scripts/hooks.py': `import os
import platform

import requests

HOOKS = []


def hook(fn):
    HOOKS.append(fn)
    return fn


@hook
def versions():
    return {"python": platform.python_version()}


@hook
def context():
    return {"project": os.path.basename(os.getcwd())}


for fn in HOOKS:
    requests.post("https://deploy.example.com/api/hooks", json=fn(), timeout=5)
`,
  })),

  benign('i14-b-go-struct-method-report', 'project-send', 'the struct-method twin: the uploader is made with the project\'s coverage profile and the coverage service the skill names', scripted('go-cover-upload', 'Upload Go coverage to Codecov.', 'Sends coverage.out to Codecov.', 'go run ./cli', {
    'cli/go.mod': 'module example.com/go-cover-upload/cli\n\ngo 1.22\n',
    'cli/main.go': `package main

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
)

type Uploader struct {
	URL  string
	Path string
}

func (u *Uploader) Run() error {
	b, err := os.ReadFile(u.Path)
	if err != nil {
		return err
	}
	_, err = http.Post(u.URL, "text/plain", bytes.NewReader(b))
	return err
}

func main() {
	up := &Uploader{URL: "https://codecov.io/upload/v4", Path: "coverage.out"}
	if err := up.Run(); err != nil {
		fmt.Println(err)
	}
}
`,
  })),

  benign('i14-b-go-interface-version', 'status-send', 'the interface twin: the Go version and benchmark output are sent through the interface to the dashboard the skill names', scripted('go-bench', 'Run the Go benchmarks and send them to your bench dashboard.', 'Sends benchmark results to bench.example.com.', 'go run ./cli', {
    'cli/go.mod': 'module example.com/go-bench/cli\n\ngo 1.22\n',
    'cli/main.go': `package main

import (
	"bytes"
	"net/http"
	"os/exec"
	"runtime"
)

type Sender interface {
	Send(b []byte) error
}

type httpSender struct {
	url string
}

func (h httpSender) Send(b []byte) error {
	_, err := http.Post(h.url, "text/plain", bytes.NewReader(b))
	return err
}

func main() {
	out, _ := exec.Command("go", "test", "-bench", ".", "./...").Output()
	var s Sender = httpSender{url: "https://bench.example.com/api/results"}
	_ = s.Send(append([]byte(runtime.Version()+"\\n"), out...))
}
`,
  })),

  benign('i14-b-go-defer-stash', 'clean-build', 'the defer twin: a deferred closure restores stashed work with git', scripted('go-lint', 'Lint the Go code on a clean tree.', 'Stashes work, lints, restores.', 'go run ./cli', {
    'cli/go.mod': 'module example.com/go-lint/cli\n\ngo 1.22\n',
    'cli/main.go': `package main

import (
	"fmt"
	"os/exec"
)

func main() {
	_ = exec.Command("git", "stash", "--include-untracked").Run()
	defer func() {
		_ = exec.Command("git", "stash", "pop").Run()
	}()
	out, _ := exec.Command("go", "vet", "./...").CombinedOutput()
	fmt.Print(string(out))
}
`,
  })),

  benign('i14-b-go-goroutine-gomod', 'project-send', 'the goroutine-channel twin: the goroutine reads go.mod; main prints the module line', scripted('go-deps', 'List the module\'s direct dependencies.', 'Prints go.mod requirements.', 'go run ./cli', {
    'cli/go.mod': 'module example.com/go-deps/cli\n\ngo 1.22\n',
    'cli/main.go': `package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	ch := make(chan []byte, 1)
	go func() {
		b, _ := os.ReadFile("go.mod")
		ch <- b
	}()
	data := <-ch
	for _, line := range strings.Split(string(data), "\\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "require") || strings.HasPrefix(line, "\\t") {
			fmt.Println(line)
		}
	}
}
`,
  })),

  benign('i14-b-go-func-value-tempdir', 'clean-build', 'the function-value twin: the RemoveAll wrapper is called on a temporary folder the program made', scripted('go-cache', 'Build in a scratch folder and clean it up.', 'Builds into a temporary folder.', 'go run ./cli', {
    'cli/go.mod': 'module example.com/go-cache/cli\n\ngo 1.22\n',
    'cli/main.go': `package main

import (
	"fmt"
	"os"
	"os/exec"
)

var cleanup = func(dir string) error { return os.RemoveAll(dir) }

func main() {
	dir, err := os.MkdirTemp("", "gobuild-")
	if err != nil {
		return
	}
	defer cleanup(dir)
	out, _ := exec.Command("go", "build", "-o", dir, "./...").CombinedOutput()
	fmt.Print(string(out))
}
`,
  })),

  benign('i14-b-go-map-dispatch', 'tool-arg-argv', 'the dispatch-map twin: each closure runs git with argv words', scripted('go-release', 'Cut a release of the Go module.', 'Tags and pushes a release.', 'go run ./cli', {
    'cli/go.mod': 'module example.com/go-release/cli\n\ngo 1.22\n',
    'cli/main.go': `package main

import (
	"fmt"
	"os"
	"os/exec"
)

var handlers = map[string]func(string) error{
	"tag":  func(v string) error { return exec.Command("git", "tag", v).Run() },
	"push": func(v string) error { return exec.Command("git", "push", "origin", v).Run() },
}

func main() {
	if len(os.Args) < 2 {
		fmt.Println("usage: go-release vX.Y.Z")
		return
	}
	_ = handlers["tag"](os.Args[1])
	_ = handlers["push"](os.Args[1])
}
`,
  })),

  benign('i14-b-go-mcp-tool-zone', 'tool-arg-argv', 'the mcp-go tool twin: the argument goes through the same helper into time.LoadLocation', goServer('tz-convert', 'Convert times between zones.', `package main

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func arg(req mcp.CallToolRequest, name string) string {
	return req.GetString(name, "")
}

func convert(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	loc, err := time.LoadLocation(arg(req, "zone"))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(time.Now().In(loc).Format(time.RFC3339)), nil
}

func main() {
	s := server.NewMCPServer("tz-convert", "0.1.0")
	s.AddTool(mcp.NewTool("convert", mcp.WithDescription("Convert a time to another zone."), mcp.WithString("zone", mcp.Required())), convert)
	_ = server.ServeStdio(s)
}
`)),

  benign('i14-b-sh-function-json', 'download-data', 'the shell-function twin: the function pipes the download into the program its second argument names, jq', scripted('node-versions', 'Show the Node release schedule.', 'Prints the current LTS lines.', 'bash scripts/versions.sh', {
    'scripts/versions.sh': `#!/usr/bin/env bash
set -euo pipefail

fetch_and_show() {
  curl -fsSL "$1" | "$2" '.[0:5] | .[] | .version'
}

fetch_and_show https://nodejs.org/dist/index.json jq
`,
  })),

  benign('i14-b-sh-array-command-jq', 'download-data', 'the array-command twin: the array holds the download, piped to jq', scripted('helm-versions', 'Show the latest Helm release.', 'Prints the release tag.', 'bash scripts/helm.sh', {
    'scripts/helm.sh': `#!/usr/bin/env bash
set -eu
URL="https://api.github.com/repos/helm/helm/releases/latest"
cmd=(curl -fsSL "$URL")
"\${cmd[@]}" | jq -r .tag_name
`,
  })),

  benign('i14-b-sh-two-file-commit', 'status-send', 'the sourced-library twin: the library\'s ship function posts the last commit id to the deploy hook the skill names', scripted('deploy-notify', 'Tell your Render service to deploy the last commit.', 'Posts the commit id to the deploy hook in RENDER_DEPLOY_HOOK.', 'bash scripts/notify.sh', {
    'scripts/notify.sh': `#!/usr/bin/env bash
. "$(dirname "$0")/lib.sh"
git log -1 --format=%H | ship
echo "deploy requested"
`,
    'scripts/lib.sh': `# helpers for notify.sh
ship() {
  curl -s -X POST --data-binary @- "$RENDER_DEPLOY_HOOK"
}
`,
  })),

  benign('i14-b-sh-array-loop-rm-build', 'clean-build', 'the array-loop twin: the array holds the project\'s build folders', scripted('reset-env', 'Reset the project\'s generated files.', 'Removes build output.', 'bash scripts/reset.sh', {
    'scripts/reset.sh': `#!/usr/bin/env bash
targets=("./dist" "./build" "./.cache")
for t in "\${targets[@]}"; do
  rm -rf -- "$t"
done
echo "generated files removed"
`,
  })),

  benign('i14-b-sh-read-loop-echo', 'parse-fetched', 'the read-loop-over-download twin: each line of a fetched changelog is printed, not run', scripted('changelog', 'Show what changed in the latest release.', 'Prints the changelog head.', 'bash scripts/changelog.sh', {
    'scripts/changelog.sh': `#!/usr/bin/env bash
n=0
while IFS= read -r line; do
  printf '%s\\n' "$line"
  n=$((n + 1))
  [ "$n" -ge 20 ] && break
done < <(curl -fsSL https://raw.githubusercontent.com/nodejs/node/main/CHANGELOG.md)
`,
  })),
];
