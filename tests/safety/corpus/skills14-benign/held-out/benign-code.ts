/**
 * Fourteenth benign batch, held-out third (never read while working on the analyzer; print totals only): a local
 * admin dashboard, argv tools (ffmpeg, ImageMagick), ssh-agent fingerprints, a release download checked against its
 * checksums, a buildx-and-cosign CI job, and syncs of dotfiles, agent settings and notes to the user's own remotes.
 * Written on 2026-11-30 by helper benign17 before the analyzer was run on any of them.
 */
import { benign, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { type Benign14Sample, server } from '../classes.ts';

export const HELD_OUT14_CODE: Benign14Sample[] = [
  benign('b17-admin-dashboard-local', 'disclosed-admin', 'a task-runner MCP server that also serves a local web dashboard on 127.0.0.1 with a random token in the URL it prints, to view and cancel the tasks it started — disclosed', server('task-runner', 'Run the project\'s npm scripts in the background and watch them; a local dashboard at the printed 127.0.0.1 URL shows their output.', 'ts', `${TS_HEAD}import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {});
const tasks = new Map<number, { script: string; proc: ChildProcess; out: string }>();
let next = 1;

const server = new McpServer({ name: 'task-runner', version: '0.4.0' });

server.tool('start', \`Start one of this project's npm scripts in the background: \${scripts.join(', ')}.\`, { script: z.enum(scripts as [string, ...string[]]) }, async ({ script }) => {
  const proc = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const id = next++;
  const t = { script, proc, out: '' };
  proc.stdout!.on('data', (d) => (t.out = (t.out + d).slice(-100000)));
  proc.stderr!.on('data', (d) => (t.out = (t.out + d).slice(-100000)));
  tasks.set(id, t);
  return { content: [{ type: 'text', text: \`task \${id} started\` }] };
});

server.tool('output', 'The last output of a task.', { id: z.number().int() }, async ({ id }) => ({ content: [{ type: 'text', text: tasks.get(id)?.out.slice(-20000) ?? 'no such task' }] }));

// The dashboard: loopback only, a fresh token per start, shows and cancels only the tasks above.
const token = randomBytes(16).toString('hex');
createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.searchParams.get('t') !== token) { res.writeHead(403).end(); return; }
  if (url.pathname === '/cancel') { tasks.get(Number(url.searchParams.get('id')))?.proc.kill(); res.writeHead(303, { location: \`/?t=\${token}\` }).end(); return; }
  const rows = [...tasks].map(([id, t]) => \`<h3>#\${id} \${t.script} <a href="/cancel?id=\${id}&t=\${token}">cancel</a></h3><pre>\${t.out.slice(-4000).replace(/</g, '&lt;')}</pre>\`);
  res.writeHead(200, { 'content-type': 'text/html' }).end(rows.join('') || 'no tasks');
}).listen(7357, '127.0.0.1', () => console.error(\`task-runner dashboard: http://127.0.0.1:7357/?t=\${token}\`));
${TS_TAIL}`, {
    'README.md': '# task-runner\n\nStarts your npm scripts in the background for the model. A dashboard on `127.0.0.1:7357` (URL with a one-time token printed to stderr at start) shows their output and lets you cancel them. Nothing listens beyond loopback.\n',
  })),

  benign('b17-argv-py-ffmpeg', 'argv-tool', 'an ffmpeg MCP server that transcodes and trims media with subprocess.run on an argument list, codecs from an allow-list, paths confined to the media folder', server('media-tools', 'Transcode, trim and probe audio and video files in MEDIA_DIR with ffmpeg.', 'py', `import json
import os
import pathlib
import subprocess

from mcp.server.fastmcp import FastMCP

MEDIA = pathlib.Path(os.environ.get("MEDIA_DIR", "~/Videos")).expanduser().resolve()
CODECS = {"h264": "libx264", "h265": "libx265", "vp9": "libvpx-vp9", "aac": "aac", "opus": "libopus"}
mcp = FastMCP("media-tools")


def media(p: str) -> pathlib.Path:
    q = (MEDIA / p).resolve()
    if not q.is_relative_to(MEDIA):
        raise ValueError("outside MEDIA_DIR")
    return q


@mcp.tool()
def probe(path: str) -> dict:
    """Duration, streams and codecs of a file."""
    out = subprocess.run(["ffprobe", "-v", "error", "-print_format", "json", "-show_format", "-show_streams", str(media(path))], capture_output=True, text=True, check=True, timeout=60).stdout
    return json.loads(out)


@mcp.tool()
def transcode(src: str, dest: str, video: str = "h264", audio: str = "aac", crf: int = 23) -> str:
    """Transcode src to dest with the given codecs."""
    if video not in CODECS or audio not in CODECS:
        raise ValueError(f"codecs: {sorted(CODECS)}")
    args = ["ffmpeg", "-nostdin", "-y", "-i", str(media(src)), "-c:v", CODECS[video], "-crf", str(int(crf)), "-c:a", CODECS[audio], str(media(dest))]
    p = subprocess.run(args, capture_output=True, text=True, timeout=3600)
    if p.returncode:
        raise RuntimeError(p.stderr[-3000:])
    return f"wrote {dest}"


@mcp.tool()
def trim(src: str, dest: str, start: float, duration: float) -> str:
    """Cut duration seconds from start, without re-encoding."""
    subprocess.run(["ffmpeg", "-nostdin", "-y", "-ss", f"{start:.3f}", "-i", str(media(src)), "-t", f"{duration:.3f}", "-c", "copy", str(media(dest))], check=True, capture_output=True, timeout=600)
    return f"wrote {dest}"
${PY_TAIL}`)),

  benign('b17-argv-ts-imagemagick', 'argv-tool', 'an image MCP server resizing and converting images with execFile("magick", [...]), geometry validated, files confined to the assets folder', server('image-tools', 'Resize, convert and strip metadata from images in the project\'s assets folder with ImageMagick.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { resolve, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ASSETS = resolve(process.env.ASSETS_DIR ?? 'assets');
const asset = (p: string) => {
  const full = resolve(ASSETS, p);
  if (relative(ASSETS, full).startsWith('..')) throw new Error('outside the assets folder');
  return full;
};

const server = new McpServer({ name: 'image-tools', version: '0.2.3' });

server.tool('resize', 'Resize an image to fit a geometry like 800x600 (aspect kept) and write it to dest.', { src: z.string(), dest: z.string(), geometry: z.string().regex(/^\\d{1,5}x\\d{1,5}$/) }, async ({ src, dest, geometry }) => {
  await run('magick', [asset(src), '-resize', geometry, asset(dest)]);
  return { content: [{ type: 'text', text: \`wrote \${dest}\` }] };
});

server.tool('strip', 'Remove EXIF and other metadata (GPS included) in place.', { path: z.string() }, async ({ path }) => {
  await run('magick', ['mogrify', '-strip', asset(path)]);
  return { content: [{ type: 'text', text: \`stripped \${path}\` }] };
});

server.tool('info', 'Format, size and colour space of an image.', { path: z.string() }, async ({ path }) => {
  const { stdout } = await run('magick', ['identify', '-format', '%m %wx%h %[colorspace]', asset(path)]);
  return { content: [{ type: 'text', text: stdout }] };
});
${TS_TAIL}`)),

  benign('b17-cap-ssh-agent', 'declared-capability', 'a skill that lists the keys loaded in the user\'s ssh-agent by fingerprint and checks which GitHub account each authenticates as, without reading any private key file', skill('ssh-key-check', 'Which SSH keys are loaded in your agent and which GitHub account each one logs in as.', `
# SSH key check

Use when pushes fail with "Permission denied (publickey)" or go to the wrong account.

1. \`ssh-add -l -E sha256\` lists the loaded keys by fingerprint and comment. This reads the agent, not the key
   files; never \`cat\` a private key.
2. \`scripts/which-account.sh\` tries each loaded key alone against github.com and prints the account it authenticates
   as.
3. Compare with \`~/.ssh/config\` (the \`Host github.com\` block's \`IdentityFile\`) and suggest the fix.
`, {
    'scripts/which-account.sh': `#!/usr/bin/env bash
set -uo pipefail
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
i=0
ssh-add -L | while read -r line; do
  i=$((i + 1))
  printf '%s\\n' "$line" > "$tmp/k$i.pub"
  fp=$(ssh-keygen -lf "$tmp/k$i.pub" | awk '{print $2, $3}')
  who=$(ssh -T -o IdentitiesOnly=yes -o IdentityFile="$tmp/k$i.pub" -o BatchMode=yes git@github.com 2>&1 | sed -n 's/^Hi \\([^!]*\\)!.*/\\1/p')
  echo "$fp -> \${who:-no account}"
done
`,
  })),

  benign('b17-check-download-sha256', 'checked-result', 'a skill that installs a pinned release of a CLI by downloading the tarball and its SHA256SUMS from the project\'s GitHub releases, checking the hash, and only then extracting into ~/.local/bin', skill('install-gh-release', 'Install a pinned release of a CLI from its GitHub releases, verified against the published SHA256SUMS.', `
# Install a verified release

\`scripts/install.sh\` installs a pinned \`golangci-lint\` release: downloads the archive and the checksums file from
the project's GitHub release, checks the archive's SHA-256 is listed, and only then extracts the binary into
\`~/.local/bin\`. If the check fails, nothing is extracted; report it.
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
set -euo pipefail
VERSION=1.61.0
os=$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$(uname -m); [ "$arch" = x86_64 ] && arch=amd64; [ "$arch" = aarch64 ] && arch=arm64
name="golangci-lint-\${VERSION}-\${os}-\${arch}.tar.gz"
base="https://github.com/golangci/golangci-lint/releases/download/v\${VERSION}"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
curl -fsSLO "$base/$name"
curl -fsSLO "$base/golangci-lint-\${VERSION}-checksums.txt"
grep " $name\\$" "golangci-lint-\${VERSION}-checksums.txt" | sha256sum -c -
tar -xzf "$name"
install -m 0755 "golangci-lint-\${VERSION}-\${os}-\${arch}/golangci-lint" "$HOME/.local/bin/golangci-lint"
"$HOME/.local/bin/golangci-lint" --version
`,
  })),

  benign('b17-ci-buildkit-cosign', 'container-ci', 'a skill writing a multi-arch buildx workflow that pushes to the repository\'s own registry and signs the digest keylessly with cosign using the workflow\'s OIDC identity', skill('multiarch-signed', 'Multi-arch image builds with signing: buildx for amd64 and arm64, pushed to GHCR, signed with cosign keyless.', `
# Multi-arch, signed images

Add \`.github/workflows/release-image.yml\`. It needs \`id-token: write\` for keyless signing (the workflow's own OIDC
token, no key stored anywhere) and \`packages: write\` for GHCR. Consumers verify with
\`cosign verify ghcr.io/<owner>/<repo>@<digest> --certificate-identity-regexp 'github.com/<owner>/<repo>' --certificate-oidc-issuer https://token.actions.githubusercontent.com\`.
`, {
    '.github/workflows/release-image.yml': `name: release-image
on:
  release:
    types: [published]
permissions:
  contents: read
  packages: write
  id-token: write
jobs:
  image:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: docker/setup-qemu-action@v3
      - uses: docker/setup-buildx-action@v3
      - uses: sigstore/cosign-installer@v3
      - uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: \${{ github.actor }}
          password: \${{ secrets.GITHUB_TOKEN }}
      - id: build
        uses: docker/build-push-action@v6
        with:
          platforms: linux/amd64,linux/arm64
          push: true
          tags: ghcr.io/\${{ github.repository }}:\${{ github.event.release.tag_name }}
      - run: cosign sign --yes ghcr.io/\${{ github.repository }}@\${{ steps.build.outputs.digest }}
`,
  })),

  benign('b17-sync-dotfiles-git', 'backup-sync', 'a dotfiles skill that copies the user\'s shell, git and editor configs into their own private dotfiles repository and pushes, with a denylist keeping keys and tokens out', skill('dotfiles-sync', 'Keep your dotfiles in your own private Git repository (DOTFILES_REPO): copy, commit, push; restore on a new machine.', `
# Dotfiles sync

The user's repository is \`~/.dotfiles\` (a clone of their own private repo). \`scripts/save.sh\` copies the tracked
files into it, refuses anything that looks like a key or token, commits and pushes to \`origin\`.
\`scripts/restore.sh\` links them back on a new machine.

Tracked: \`.zshrc .bashrc .gitconfig .tmux.conf .config/nvim .config/starship.toml\`. Never \`.ssh\`, \`.aws\`,
\`.netrc\`, \`.npmrc\` (tokens).
`, {
    'scripts/save.sh': `#!/usr/bin/env bash
set -euo pipefail
D="$HOME/.dotfiles"
FILES=(.zshrc .bashrc .gitconfig .tmux.conf .config/nvim .config/starship.toml)
for f in "\${FILES[@]}"; do
  [ -e "$HOME/$f" ] || continue
  mkdir -p "$D/$(dirname "$f")"
  rsync -a --delete "$HOME/$f" "$D/$(dirname "$f")/"
done
if grep -rIlE '(BEGIN [A-Z ]*PRIVATE KEY|ghp_[A-Za-z0-9]{36}|AKIA[0-9A-Z]{16})' "$D" --exclude-dir=.git; then
  echo "a secret-looking string is in the files above; not committing" >&2; exit 1
fi
git -C "$D" add -A
git -C "$D" commit -m "dotfiles $(date +%F)" || true
git -C "$D" push origin HEAD
`,
    'scripts/restore.sh': `#!/usr/bin/env bash
set -euo pipefail
D="$HOME/.dotfiles"
for f in .zshrc .bashrc .gitconfig .tmux.conf .config/nvim .config/starship.toml; do
  [ -e "$D/$f" ] || continue
  mkdir -p "$HOME/$(dirname "$f")"
  ln -sfn "$D/$f" "$HOME/$f"
done
`,
  })),

  benign('b17-sync-claude-settings', 'backup-sync', 'a skill that backs up the user\'s ~/.claude settings, agents and commands (not credentials or transcripts) into their own private git repository, to sync between their machines', skill('claude-config-sync', 'Sync your Claude Code settings, agents, commands and skills between your machines through your own private Git repository.', `
# Claude Code config sync

\`scripts/sync.sh push\` copies \`~/.claude/settings.json\`, \`~/.claude/agents/\`, \`~/.claude/commands/\`,
\`~/.claude/skills/\` and \`~/.claude/CLAUDE.md\` into \`~/claude-config\` (a clone of the user's own **private**
repository) and pushes. \`scripts/sync.sh pull\` does the reverse after a pull.

Left out on purpose: \`~/.claude/.credentials.json\`, \`~/.claude.json\` (tokens, account), \`projects/\` (transcripts),
\`todos/\`, \`statsig/\`.
`, {
    'scripts/sync.sh': `#!/usr/bin/env bash
set -euo pipefail
R="$HOME/claude-config"
ITEMS=(settings.json agents commands skills CLAUDE.md)
case "\${1:-}" in
  push)
    for i in "\${ITEMS[@]}"; do [ -e "$HOME/.claude/$i" ] && rsync -a --delete "$HOME/.claude/$i" "$R/"; done
    git -C "$R" add -A && git -C "$R" commit -m "sync from $(hostname -s)" || true
    git -C "$R" push ;;
  pull)
    git -C "$R" pull --ff-only
    for i in "\${ITEMS[@]}"; do [ -e "$R/$i" ] && rsync -a "$R/$i" "$HOME/.claude/"; done ;;
  *) echo "usage: sync.sh push|pull" >&2; exit 2 ;;
esac
`,
  })),

  benign('b17-sync-obsidian-s3', 'backup-sync', 'a skill syncing the user\'s Obsidian vault to their own S3 bucket with aws s3 sync and versioning on, excluding the workspace cache', skill('vault-to-s3', 'Back up your Obsidian vault to your own S3 bucket (versioned), and restore a file from an earlier version.', `
# Obsidian vault to S3

Config in \`~/.config/vault-to-s3/env\`: \`VAULT\` (the vault folder), \`BUCKET\` (the user's bucket, versioning on),
\`AWS_PROFILE\`. \`scripts/backup.sh\` syncs the vault; \`scripts/restore.sh NOTE VERSION_ID\` brings back one note.
`, {
    'scripts/backup.sh': `#!/usr/bin/env bash
set -euo pipefail
. "$HOME/.config/vault-to-s3/env"
aws s3 sync "$VAULT" "s3://$BUCKET/vault/" --delete --exclude ".obsidian/workspace*" --exclude ".trash/*" --profile "$AWS_PROFILE"
aws s3api get-bucket-versioning --bucket "$BUCKET" --profile "$AWS_PROFILE"
`,
    'scripts/restore.sh': `#!/usr/bin/env bash
set -euo pipefail
. "$HOME/.config/vault-to-s3/env"
aws s3api get-object --bucket "$BUCKET" --key "vault/$1" --version-id "$2" "$VAULT/$1" --profile "$AWS_PROFILE"
`,
  })),
];
