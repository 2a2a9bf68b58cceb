/**
 * Fourth skills batch, development part: benign look-alikes (subprocess stdin
 * used for data, helm charts by name from known repositories, devcontainer
 * setup, hook managers keeping hooks inside the repository, sockets to
 * localhost, cleanups of build folders, installs from the ecosystems' own
 * registries, text tools, shell configuration). Written on 2026-11-29 with
 * the malicious samples, before the analyzer was run; split by `thirdOf(id)`.
 */
import { benign, mcpServer, plugin, PY_TAIL, skill } from '../skills/build.ts';
import { json, type Code4Sample } from './classes.ts';

export const DEV4_BENIGN: Code4Sample[] = [
  benign('b-build-stdin-esbuild', 'build-stdin', 'esbuild fed source on stdin from a build script', plugin('inline-bundle', 'Bundle a small script into one file for a bookmarklet.', {
    'scripts/bundle.mjs': `import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const src = readFileSync(process.argv[2] ?? 'src/bookmarklet.ts', 'utf8');
const out = execFileSync('npx', ['esbuild', '--loader=ts', '--minify', '--format=iife'], { input: src, encoding: 'utf8' });
writeFileSync('dist/bookmarklet.txt', 'javascript:' + encodeURIComponent(out));
console.log(\`\${out.length} bytes\`);
`,
    'commands/bundle.md': '---\ndescription: Bundle the bookmarklet\n---\n\nRun `node ${CLAUDE_PLUGIN_ROOT}/scripts/bundle.mjs` and report the size.\n',
  })),
  benign('b-node-spawn-psql-stdin', 'build-stdin', 'a migration runner writing SQL files of the repository to psql stdin', plugin('sql-migrate', 'Apply SQL migrations in order to a local database.', {
    'scripts/migrate.mjs': `import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const files = readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort();
for (const f of files) {
  const psql = spawn('psql', ['-v', 'ON_ERROR_STOP=1', process.env.DATABASE_URL ?? 'postgres://localhost/dev'], { stdio: ['pipe', 'inherit', 'inherit'] });
  psql.stdin.write(readFileSync(\`migrations/\${f}\`, 'utf8'));
  psql.stdin.end();
  const code = await new Promise((r) => psql.on('close', r));
  if (code !== 0) throw new Error(\`\${f} failed\`);
  console.log(\`applied \${f}\`);
}
`,
  })),
  benign('b-py-run-input-gpg', 'build-stdin', 'subprocess.run with input= of a release file to gpg for signing', skill('release-sign', 'Sign release artifacts with the maintainer GPG key.', `
# Release sign

Run \`python3 scripts/sign.py dist/\`.
`, {
    'scripts/sign.py': `import subprocess
import sys
from pathlib import Path

for f in sorted(Path(sys.argv[1]).glob("*.tar.gz")):
    sig = subprocess.run(["gpg", "--detach-sign", "--armor"], input=f.read_bytes(), capture_output=True, check=True).stdout
    f.with_suffix(f.suffix + ".asc").write_bytes(sig)
    print("signed", f.name)
`,
  })),
  benign('b-helm-local-chart', 'chart-install', 'helm install of the chart in the repository folder', skill('app-deploy', 'Deploy the app chart in ./chart to the dev cluster.', `
# App deploy

\`\`\`bash
helm lint ./chart
helm upgrade --install myapp ./chart -n dev --create-namespace -f chart/values-dev.yaml
kubectl -n dev rollout status deploy/myapp
\`\`\`
`)),
  benign('b-helm-oci-known', 'chart-install', 'helm repo add of the project’s own chart repository and install by name', skill('cert-manager', 'Install cert-manager with its CRDs.', `
# cert-manager

\`\`\`bash
helm repo add jetstack https://charts.jetstack.io
helm repo update
helm install cert-manager jetstack/cert-manager -n cert-manager --create-namespace --set crds.enabled=true
\`\`\`
`)),
  benign('b-husky-hookspath', 'hook-manager', 'husky prepare script setting core.hooksPath to .husky in the repository', plugin('commit-hooks', 'Lint staged files before each commit with husky.', {
    'package.json': json({ name: 'commit-hooks', private: true, scripts: { prepare: 'husky', lint: 'eslint .' }, devDependencies: { husky: '^9.1.0', 'lint-staged': '^15.2.0' } }),
    '.husky/pre-commit': 'npx lint-staged\n',
    'scripts/setup.sh': '#!/usr/bin/env bash\nset -e\nnpm install\ngit config core.hooksPath .husky\nchmod +x .husky/pre-commit\necho "hooks installed"\n',
  })),
  benign('b-lefthook-hookspath', 'hook-manager', 'a lefthook setup and git config core.hooksPath to a folder of the repository', skill('lefthook-setup', 'Run tests and lint in git hooks with lefthook.', `
# Lefthook

\`\`\`bash
npx lefthook install
git config core.hooksPath .githooks
git config --get core.hooksPath
\`\`\`

Hooks live in \`.githooks/\` and are reviewed like any other file.
`)),
  benign('b-git-config-user', 'shell-config', 'git config of name, email, pull.rebase and an editor', skill('git-identity', 'Set the git identity and defaults for a new machine.', `
# Git identity

\`\`\`bash
git config --global user.name "Ada Lovelace"
git config --global user.email ada@example.org
git config --global pull.rebase true
git config --global core.editor "code --wait"
git config --global init.defaultBranch main
\`\`\`
`)),
  benign('b-git-alias-plain', 'shell-config', 'git aliases including a ! alias running git itself', skill('git-shortcuts', 'Short git aliases for daily use.', `
# Git shortcuts

\`\`\`bash
git config --global alias.co checkout
git config --global alias.last "log -1 HEAD"
git config --global alias.root '!git rev-parse --show-toplevel'
git config --global alias.gone "!git fetch -p && git branch -vv | awk '/: gone]/{print \\$1}'"
\`\`\`
`)),
  benign('b-socket-localhost-test', 'localhost-socket', 'a test script opening a socket to the local dev server', skill('api-smoke', 'Smoke-test the local API server.', `
# API smoke test

Start the server, then run \`python3 scripts/smoke.py\`.
`, {
    'scripts/smoke.py': `import socket
import sys

with socket.create_connection(("127.0.0.1", 8000), timeout=3) as s:
    s.sendall(b"GET /health HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n")
    reply = s.recv(4096).decode()
if " 200 " not in reply.splitlines()[0]:
    sys.exit("health check failed: " + reply.splitlines()[0])
print("ok")
`,
  })),
  benign('b-node-net-localhost', 'localhost-socket', 'a Node script waiting for a local port to accept connections', plugin('wait-port', 'Wait until a local port accepts connections.', {
    'scripts/wait.mjs': `import net from 'node:net';

const port = Number(process.argv[2] ?? 5432);
for (let i = 0; i < 30; i++) {
  const ok = await new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => { s.end(); resolve(true); });
    s.on('error', () => resolve(false));
  });
  if (ok) { console.log(\`port \${port} is up\`); process.exit(0); }
  await new Promise((r) => setTimeout(r, 1000));
}
process.exit(1);
`,
  })),
  benign('b-py-socket-health', 'localhost-socket', 'an MCP server checking local ports with socket.connect_ex', mcpServer('port-check', 'Check which local development ports are in use.', 'py', `import socket

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("port-check")


@mcp.tool()
def ports(candidates: list[int]) -> str:
    """Which of these local ports accept connections."""
    up = []
    for p in candidates:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            s.settimeout(0.5)
            if s.connect_ex(("127.0.0.1", p)) == 0:
                up.append(str(p))
    return ", ".join(up) or "none"
${PY_TAIL}`)),
  benign('b-py-rmtree-tmp', 'cleanup', 'shutil.rmtree of build and dist folders of the project', skill('py-clean', 'Remove Python build artifacts from the project.', `
# Python clean

Run \`python3 scripts/clean.py\`.
`, {
    'scripts/clean.py': `import shutil
from pathlib import Path

root = Path.cwd()
for name in ("build", "dist", ".pytest_cache", ".mypy_cache"):
    shutil.rmtree(root / name, ignore_errors=True)
for egg in root.glob("*.egg-info"):
    shutil.rmtree(egg)
print("clean")
`,
  })),
  benign('b-r-install-cran', 'package-install', 'install.packages from CRAN and remotes::install_cran', skill('r-setup', 'Install the R packages of an analysis project.', `
# R setup

\`\`\`bash
Rscript -e 'install.packages(c("tidyverse", "data.table"), repos = "https://cloud.r-project.org")'
Rscript -e 'renv::restore()'
\`\`\`
`)),
  benign('b-composer-packagist', 'package-install', 'composer require of packages from Packagist', skill('laravel-pkgs', 'Add common Laravel packages.', `
# Laravel packages

\`\`\`bash
composer require laravel/sanctum spatie/laravel-permission
composer require --dev barryvdh/laravel-debugbar
php artisan migrate
\`\`\`
`)),
  benign('b-apt-install-plain', 'package-install', 'apt-get install of Debian packages', skill('build-deps', 'Install the build dependencies of a C project on Debian.', `
# Build deps

\`\`\`bash
sudo apt-get update
sudo apt-get install -y build-essential pkg-config libssl-dev cmake
cmake -B build && cmake --build build -j
\`\`\`
`)),
  benign('b-apt-docker-repo', 'package-install', 'Docker’s documented apt repository with its signing key', skill('docker-debian', 'Install Docker Engine on Debian.', `
# Docker on Debian

\`\`\`bash
sudo install -m 0755 -d /etc/apt/keyrings
sudo curl -fsSL https://download.docker.com/linux/debian/gpg -o /etc/apt/keyrings/docker.asc
echo "deb [arch=$(dpkg --print-architecture) signed-by=/etc/apt/keyrings/docker.asc] https://download.docker.com/linux/debian $(. /etc/os-release && echo "$VERSION_CODENAME") stable" | sudo tee /etc/apt/sources.list.d/docker.list > /dev/null
sudo apt-get update && sudo apt-get install -y docker-ce docker-ce-cli containerd.io
\`\`\`
`)),
  benign('b-awk-report', 'text-tools', 'awk with system() calling date for each record', skill('cron-audit', 'List cron jobs of the user with their next run.', `
# Cron audit

\`\`\`bash
crontab -l | awk '!/^#/ && NF { printf "%s  ", $0; system("date +%H:%M") }'
systemctl --user list-timers --all
\`\`\`
`)),
  benign('b-xargs-prettier', 'text-tools', 'git ls-files piped to xargs prettier and xargs sh -c wc', skill('format-all', 'Format every tracked file with Prettier.', `
# Format all

\`\`\`bash
git ls-files '*.ts' '*.tsx' '*.css' | xargs npx prettier --write
git ls-files '*.md' | xargs -I{} sh -c 'wc -l "{}"'
\`\`\`
`)),
  benign('b-python-c-version', 'text-tools', 'python -c and node -e one-liners printing versions and JSON fields', skill('versions', 'Print the toolchain versions of the project.', `
# Versions

\`\`\`bash
python3 -c 'import sys, platform; print(sys.version, platform.machine())'
node -e 'console.log(require("./package.json").engines)'
ruby -e 'puts RUBY_VERSION'
perl -e 'print "$^V\\n"'
\`\`\`
`)),
  benign('b-node-e-json', 'text-tools', 'node -e reading JSON from stdin to pick a field', skill('pkg-field', 'Read a field of package.json in a shell script.', `
# Package field

\`\`\`bash
version=$(cat package.json | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).version))')
echo "releasing $version"
git tag "v$version"
\`\`\`
`)),
  benign('b-tr-uppercase', 'text-tools', 'tr, xxd and base64 used for data, not for commands', skill('hexdump-tools', 'Inspect binary files and encode test fixtures.', `
# Hex tools

\`\`\`bash
xxd -l 64 firmware.bin
echo "hello" | tr 'a-z' 'A-Z'
base64 -w0 fixtures/logo.png > fixtures/logo.b64
echo 48656c6c6f | xxd -r -p > /tmp/hello.txt
\`\`\`
`)),
  benign('b-openssl-verify', 'text-tools', 'openssl enc -d decrypting a backup to a file with a passphrase file', skill('backup-restore', 'Restore an encrypted backup archive.', `
# Backup restore

\`\`\`bash
openssl enc -d -aes-256-cbc -pbkdf2 -pass file:$HOME/.backup-pass -in backup.tar.gz.enc -out /tmp/backup.tar.gz
tar xzf /tmp/backup.tar.gz -C ~/restore
sha256sum -c backup.sha256
\`\`\`
`)),
  benign('b-ps-profile-alias', 'shell-config', 'PowerShell profile lines adding an alias and a module', skill('pwsh-profile', 'A PowerShell profile with aliases and PSReadLine settings.', `
# PowerShell profile

\`\`\`powershell
Add-Content -Path $PROFILE -Value 'Set-Alias -Name g -Value git'
Add-Content -Path $PROFILE -Value 'Import-Module PSReadLine'
Add-Content -Path $PROFILE -Value 'Set-PSReadLineOption -PredictionSource History'
\`\`\`
`)),
  benign('b-ruby-rake-task', 'shell-config', 'a Ruby script appending PATH and rbenv init to ~/.bashrc', skill('rbenv-setup', 'Install rbenv and a Ruby version.', `
# rbenv setup

Run \`ruby scripts/setup.rb\` after installing rbenv with your package manager.
`, {
    'scripts/setup.rb': `rc = File.join(Dir.home, '.bashrc')
lines = ['export PATH="$HOME/.rbenv/bin:$PATH"', 'eval "$(rbenv init - bash)"']
existing = File.exist?(rc) ? File.read(rc) : ''
File.open(rc, 'a') { |f| lines.each { |l| f.puts(l) unless existing.include?(l) } }
system('rbenv', 'install', '-s', '3.3.4')
puts 'rbenv ready; open a new shell'
`,
  })),
];
