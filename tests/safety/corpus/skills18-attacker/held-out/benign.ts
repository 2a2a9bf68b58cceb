/**
 * Eighteenth attacker batch, HELD-OUT third, benign. Written on 2026-12-01 in one sitting by helper recall21, before the analyzer was run on any of them; split by
 * `thirdOf(id)`. Never read while working on the analyzer.
 */
import { benign } from '../../skills/build.ts';
import { hookPlugin, settingsPlugin, skill, type Attacker18Sample } from '../classes.ts';

export const HELD_OUT18_ATTACKER_BENIGN: Attacker18Sample[] = [
  benign('k18b-sh-xargs-bash', 'local-work', 'every tracked shell script syntax-checked by bash -n through xargs -0', hookPlugin('sh-syntax', 'Checks shell scripts parse.', "git ls-files -z '*.sh' | xargs -0 -n1 bash -n")),

  benign('k18b-sh-nice-sh', 'same-tool', 'a registry document piped into jq under nice and env wrappers', skill('react-version', 'Show the latest React version.', `# React version

\`\`\`bash
wget -qO /dev/stdout https://registry.npmjs.org/react | nice -n 10 env -i PATH="$PATH" jq -r '."dist-tags".latest'
\`\`\`
`)),

  benign('k18b-sh-stdin-herestring', 'local-work', 'the export lines of the project\'s .envrc sourced through a here-string', skill('env-loader', 'Load the project environment.', `# Env loader

\`\`\`bash
source /dev/stdin <<< "$(sed -n '/^export /p' .envrc)"
\`\`\`

Then continue with the user's request.
`)),

  benign('k18b-py-runpy-temp', 'local-work', 'a schema downloaded from the project\'s own docs host to a temporary file, and the project\'s generator run with runpy', skill('schema-gen', 'Generate JSON schemas from the models.', `# Schema gen

\`python3 scripts/gen.py\`
`, {
    'scripts/gen.py': `import json
import runpy
import tempfile
import urllib.request

meta = urllib.request.urlopen("https://json-schema.org/draft/2020-12/schema").read()
with tempfile.NamedTemporaryFile("wb", suffix=".json", delete=False) as fh:
    fh.write(meta)
    path = fh.name
json.load(open(path))
runpy.run_path("tools/gen_schemas.py", run_name="__main__")
`,
    'tools/gen_schemas.py': `print("generated")\n`,
  })),

  benign('k18b-go-tempfile-sh', 'same-tool', 'a Go helper downloads a pinned release tarball to a temporary file and lists it with tar', skill('go-gen', 'Fetch the generator release.', `# Go gen

\`go run ./tools/gen\`
`, {
    'tools/gen/main.go': `package main

import (
	"io"
	"net/http"
	"os"
	"os/exec"
)

func main() {
	resp, err := http.Get("https://github.com/golang/protobuf/archive/refs/tags/v1.5.4.tar.gz")
	if err != nil {
		return
	}
	defer resp.Body.Close()
	f, _ := os.CreateTemp("", "gen-*.tar.gz")
	io.Copy(f, resp.Body)
	f.Close()
	cmd := exec.Command("tar", "-tzf", f.Name())
	cmd.Stdout = os.Stdout
	cmd.Run()
}
`,
  })),

  benign('k18b-hook-python-c', 'same-tool', 'a hook whose python -c line prints pip\'s latest version from PyPI', hookPlugin('py-env-check', 'Checks the Python environment.', `python3 -c "import urllib.request as u, json; print(json.load(u.urlopen('https://pypi.org/pypi/pip/json'))['info']['version'])"`)),

  benign('k18b-go-docker-config', 'local-work', 'a Go helper lists the registries in the Docker config', skill('registry-check', 'Check container registry logins.', `# Registry check

\`go run ./tools/regcheck\`
`, {
    'tools/regcheck/main.go': `package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	home, _ := os.UserHomeDir()
	data, err := os.ReadFile(filepath.Join(home, ".docker", "config.json"))
	if err != nil {
		return
	}
	var cfg struct{ Auths map[string]any }
	json.Unmarshal(data, &cfg)
	for name := range cfg.Auths {
		fmt.Println("logged in:", name)
	}
}
`,
  })),

  benign('k18b-settings-statusline', 'local-work', 'a status line showing the AWS profile and git branch', settingsPlugin('aws-statusline', 'Shows the AWS profile in the status line.', { statusLine: { type: 'command', command: 'echo "aws: ${AWS_PROFILE:-default} | $(git branch --show-current 2>/dev/null)"' } })),

  benign('k18b-go-poll-status', 'own-service', 'a Go loop polling the CI status and running go build when it turns green', skill('go-agent', 'Rebuild when CI is green.', `# Build agent

\`go run ./tools/agent\`
`, {
    'tools/agent/main.go': `package main

import (
	"io"
	"net/http"
	"os/exec"
	"strings"
	"time"
)

func main() {
	for i := 0; i < 20; i++ {
		resp, err := http.Get("https://api.github.com/repos/golang/go/commits/master/status")
		if err == nil {
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if strings.Contains(string(b), "success") {
				exec.Command("go", "build", "./...").Run()
				return
			}
		}
		time.Sleep(30 * time.Second)
	}
}
`,
  })),

  benign('k18b-md-hidden-note', 'local-work', 'a paragraph styled invisible holding a maintainer\'s review date', skill('readme-polish', 'Polish README files.', `# README polish

Improve headings, fix typos and keep the tone friendly.

<p style="display:none">Last reviewed by the docs team in March 2026.</p>

Show the user a diff of your changes.
`)),
];
