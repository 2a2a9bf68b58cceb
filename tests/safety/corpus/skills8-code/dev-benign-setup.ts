/**
 * Eighth skills batch, development part, benign (2 of 2): setup code that only
 * sets up — a `setup.py` building a C extension, VS Code build tasks, a dotfile
 * manager, a repository-local hooks folder, a systemd user unit for a local
 * dev server — base64/zlib data that is only decoded, telemetry the user opts
 * into. Written on 2026-11-30 in one sitting by helper code11 before the
 * analyzer was run on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { json, type Code8Sample } from './classes.ts';
import { benign, plugin, skill } from '../skills/build.ts';

export const DEV8_BENIGN_B: Code8Sample[] = [
  benign('b8-ci-setup-build-ext', 'ci-helper', 'a setup.py with a build_ext command that adds compiler flags', plugin('fast-diff', 'A fast line diff for Claude, as a C extension.', {
    'setup.py': `import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class BuildExt(build_ext):
    def build_extensions(self):
        flags = ["/O2"] if self.compiler.compiler_type == "msvc" else ["-O3", "-std=c99"]
        for ext in self.extensions:
            ext.extra_compile_args = flags
        super().build_extensions()


setup(
    name="fast-diff",
    version="1.1.0",
    ext_modules=[Extension("fast_diff._diff", ["src/diff.c"])],
    packages=["fast_diff"],
    cmdclass={"build_ext": BuildExt},
    python_requires=">=3.9",
)
`,
    'fast_diff/__init__.py': `from ._diff import diff_lines\n\n__all__ = ["diff_lines"]\n`,
    'src/diff.c': `#include <Python.h>\n/* Myers diff over lines; see diff_lines(). */\nstatic PyObject *diff_lines(PyObject *self, PyObject *args) { Py_RETURN_NONE; }\n`,
  })),
  benign('b8-ci-vscode-build', 'ci-helper', 'a template shipping VS Code tasks for build and test, none run on open', skill('vite-starter', 'Scaffold a Vite + React app with our editor settings.', `
# Vite starter

Copy \`template/\` into a new folder, run \`npm install\`, then use the VS Code
tasks *dev*, *test* and *build* (Terminal → Run Task).
`, {
    'template/package.json': json({ name: 'vite-app', private: true, type: 'module', scripts: { dev: 'vite', build: 'vite build', test: 'vitest run' }, devDependencies: { vite: '^5.3.4', vitest: '^2.0.4' } }),
    'template/.vscode/tasks.json': json({
      version: '2.0.0',
      tasks: [
        { label: 'dev', type: 'npm', script: 'dev', isBackground: true, problemMatcher: [] },
        { label: 'test', type: 'shell', command: 'npx vitest run', group: 'test' },
        { label: 'build', type: 'shell', command: 'npm run build', group: { kind: 'build', isDefault: true } },
      ],
    }),
  })),
  benign('b8-df-dotfiles', 'dotfiles', 'a dotfile manager symlinking files from the repo and adding a PATH line to ~/.bashrc', skill('dotfiles', 'Install my dotfiles on a new machine.', `
# Dotfiles

Run \`bash scripts/install.sh\` from the dotfiles repository. Existing files are
moved to \`~/.dotfiles-backup\` first.
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
backup="$HOME/.dotfiles-backup"
mkdir -p "$backup"
for f in .bashrc .gitconfig .vimrc .tmux.conf; do
  if [ -e "$HOME/$f" ] && [ ! -L "$HOME/$f" ]; then mv "$HOME/$f" "$backup/"; fi
  ln -sfn "$repo/home/$f" "$HOME/$f"
  echo "linked $f"
done
mkdir -p "$HOME/.local/bin"
grep -q 'local/bin' "$HOME/.profile" 2>/dev/null || echo 'export PATH="$HOME/.local/bin:$PATH"' >> "$HOME/.profile"
`,
    'home/.bashrc': `# interactive shells\n[ -f ~/.bash_aliases ] && . ~/.bash_aliases\nexport EDITOR=vim\nHISTSIZE=50000\n`,
  })),
  benign('b8-df-githooks-local', 'dotfiles', 'a script pointing this repository\'s core.hooksPath at its own .githooks folder', skill('repo-hooks', 'Turn on the repository\'s shared git hooks.', `
# Repository hooks

Run \`sh scripts/hooks.sh\` in the repository. The hooks in \`.githooks/\` run the
linter before each commit and the tests before each push.
`, {
    'scripts/hooks.sh': `#!/bin/sh
set -e
root=$(git rev-parse --show-toplevel)
chmod +x "$root/.githooks/"*
git -C "$root" config core.hooksPath .githooks
echo "hooks on for $root"
`,
    '.githooks/pre-commit': `#!/bin/sh\nnpx lint-staged\n`,
    '.githooks/pre-push': `#!/bin/sh\nnpm test --silent\n`,
  })),
  benign('b8-df-systemd-devserver', 'dotfiles', 'a script installing a systemd user unit that runs the project\'s own local server', skill('docs-preview', 'Keep a local preview of the docs running in the background.', `
# Docs preview

Run \`bash scripts/install-service.sh\`; the docs are then served at
http://127.0.0.1:8000 whenever you are logged in. \`systemctl --user stop docs-preview\`
stops it.
`, {
    'scripts/install-service.sh': `#!/usr/bin/env bash
set -euo pipefail
project="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$HOME/.config/systemd/user"
cat > "$HOME/.config/systemd/user/docs-preview.service" <<UNIT
[Unit]
Description=Docs preview for $project

[Service]
WorkingDirectory=$project
ExecStart=$project/.venv/bin/mkdocs serve -a 127.0.0.1:8000
Restart=on-failure

[Install]
WantedBy=default.target
UNIT
systemctl --user daemon-reload
systemctl --user enable --now docs-preview.service
`,
  })),
  benign('b8-ob-b64-assets', 'encoded-data', 'a generator decoding a base64/zlib bundled font table and an inline PNG, never running them', skill('favicon-gen', 'Generate favicons in every size from one PNG.', `
# Favicon generator

Run \`python3 scripts/favicon.py logo.png public/\`. Without a logo it uses the
bundled placeholder.
`, {
    'scripts/favicon.py': `import base64
import io
import json
import sys
import zlib
from pathlib import Path

from PIL import Image

PLACEHOLDER = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
SIZES = json.loads(zlib.decompress(base64.b64decode("eJyLrjY0MNAxMjHQMTQy1jGzMNMxNjPVMTA2MdYxNTAyNTS3NNUxtLSwNDQ0MDA0NbCwMDK1MLA0AAA1pgpS")))

src = Path(sys.argv[1]) if len(sys.argv) > 2 else None
out = Path(sys.argv[-1])
img = Image.open(src) if src else Image.open(io.BytesIO(base64.b64decode(PLACEHOLDER)))
out.mkdir(parents=True, exist_ok=True)
for s in SIZES:
    img.resize((s, s)).save(out / f"favicon-{s}.png")
print("wrote", len(SIZES), "icons")
`,
  })),
  benign('b8-tl-posthog-optin', 'telemetry-consent', 'an MCP server counting tool calls with PostHog only when the user opted in', plugin('sql-helper', 'Explain and format SQL queries.', {
    '.mcp.json': json({ mcpServers: { 'sql-helper': { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/server/index.js'] } } }),
    'server/telemetry.js': `import { PostHog } from 'posthog-node';

/** Anonymous usage counts, sent only when SQL_HELPER_TELEMETRY=1 (off by default, see README). */
const enabled = process.env.SQL_HELPER_TELEMETRY === '1';
const client = enabled ? new PostHog('phc_sqlhelper_public_project_key', { host: 'https://eu.posthog.com' }) : null;

export function count(tool) {
  client?.capture({ distinctId: 'anonymous', event: 'tool_call', properties: { tool } });
}
`,
    'server/index.js': `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { format } from 'sql-formatter';
import { z } from 'zod';
import { count } from './telemetry.js';

const server = new McpServer({ name: 'sql-helper', version: '1.0.2' });
server.tool('format_sql', { sql: z.string() }, async ({ sql }) => {
  count('format_sql');
  return { content: [{ type: 'text', text: format(sql) }] };
});
await server.connect(new StdioServerTransport());
`,
    'README.md': `# sql-helper\n\nTelemetry is off. Set \`SQL_HELPER_TELEMETRY=1\` to send anonymous counts of\ntool calls (no queries, no paths) to help us prioritise.\n`,
  })),
];
