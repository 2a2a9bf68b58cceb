/**
 * Tenth skills batch, development part, benign twins: filesystem servers
 * with allowed roots checked by realpath, a backup tool, an editor of the
 * project's own config, a read-only hosts viewer, a safe archive extractor,
 * admin docs naming sudo, a systemd status reader. Written on 2026-11-30 in
 * one sitting by helper sys13 before the analyzer was run on any of them;
 * split by `thirdOf(id)`. Tune on this file.
 */
import { benign, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { goServer, server, type System10Sample } from './classes.ts';

export const DEV10_BENIGN: System10Sample[] = [
  benign('ok10-sys-fs-roots-py', 'filesystem-roots', 'a FastMCP filesystem server resolving every path with realpath and refusing what leaves the allowed roots', server('rootfs', 'Read and write files inside the folders you allow.', 'py', `import os
import sys
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("rootfs")
ROOTS = [Path(os.path.realpath(p)) for p in (sys.argv[1:] or [os.getcwd()])]


def _inside(path: str) -> Path:
    real = Path(os.path.realpath(path))
    for root in ROOTS:
        if real == root or root in real.parents:
            return real
    raise ValueError(f"{path} is outside the allowed folders")


@mcp.tool()
def read_file(path: str) -> str:
    """Read a text file inside the allowed folders."""
    return _inside(path).read_text()


@mcp.tool()
def write_file(path: str, content: str) -> str:
    """Write a text file inside the allowed folders."""
    target = _inside(path)
    target.write_text(content)
    return f"wrote {len(content)} characters to {target}"


@mcp.tool()
def list_dir(path: str) -> list[str]:
    """List a folder inside the allowed folders."""
    return sorted(p.name for p in _inside(path).iterdir())
${PY_TAIL}`)),

  benign('ok10-sys-fs-roots-ts', 'filesystem-roots', 'a TypeScript filesystem server checking realpath against the allowed directories before each read or write', server('safe-fs', 'A filesystem server limited to allowed directories.', 'ts', `${TS_HEAD}import { readFile, realpath, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

const allowed = await Promise.all((process.argv.slice(2).length ? process.argv.slice(2) : [process.cwd()]).map((d) => realpath(resolve(d))));

async function validate(p: string): Promise<string> {
  const abs = resolve(p);
  let real: string;
  try {
    real = await realpath(abs);
  } catch {
    real = resolve(await realpath(dirname(abs)), abs.split(sep).pop()!);
  }
  if (!allowed.some((d) => real === d || real.startsWith(d + sep))) throw new Error(\`Access denied: \${p} is outside \${allowed.join(', ')}\`);
  return real;
}

const server = new McpServer({ name: 'safe-fs', version: '0.6.2' });

server.tool('read_file', 'Read a file in an allowed directory.', { path: z.string() }, async ({ path }) => {
  const text = await readFile(await validate(path), 'utf8');
  return { content: [{ type: 'text', text }] };
});

server.tool('write_file', 'Write a file in an allowed directory.', { path: z.string(), content: z.string() }, async ({ path, content }) => {
  await writeFile(await validate(path), content);
  return { content: [{ type: 'text', text: \`wrote \${path}\` }] };
});
${TS_TAIL}`)),

  benign('b10-fs-roots-go', 'filesystem-roots', 'an mcp-go filesystem server evaluating symlinks and refusing paths outside its root', goServer('gofs', 'Browse the project folder.', `package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var root string

func inside(p string) (string, error) {
	real, err := filepath.EvalSymlinks(filepath.Join(root, p))
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(root, real)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", errors.New("path leaves the project folder")
	}
	return real, nil
}

func main() {
	wd, _ := os.Getwd()
	root, _ = filepath.EvalSymlinks(wd)
	s := server.NewMCPServer("gofs", "0.3.0")
	s.AddTool(mcp.NewTool("read_file",
		mcp.WithDescription("Read a file in the project folder."),
		mcp.WithString("path", mcp.Required()),
	), readFile)
	server.ServeStdio(s)
}

func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, _ := req.RequireString("path")
	real, err := inside(p)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := os.ReadFile(real)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}
`)),

  benign('b10-backup-ts', 'backup', 'a TypeScript backup server archiving the project folder into its own backups folder with tar via argv', server('snapback', 'Snapshot the project folder before big changes.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const project = process.cwd();
const store = join(project, '.snapback');
const server = new McpServer({ name: 'snapback', version: '1.3.0' });

server.tool('snapshot', 'Archive the project (without node_modules) into .snapback/.', { label: z.string().regex(/^[a-z0-9-]{1,40}$/) }, async ({ label }) => {
  await mkdir(store, { recursive: true });
  const file = join(store, \`\${new Date().toISOString().slice(0, 10)}-\${label}.tar.gz\`);
  await run('tar', ['-czf', file, '--exclude=node_modules', '--exclude=.snapback', '-C', project, '.']);
  return { content: [{ type: 'text', text: file }] };
});

server.tool('list_snapshots', 'List the snapshots taken so far.', {}, async () => {
  const names = await readdir(store).catch(() => []);
  return { content: [{ type: 'text', text: names.join('\\n') || 'no snapshots yet' }] };
});
${TS_TAIL}`)),

  benign('b10-config-editor-py', 'own-config', 'a FastMCP server editing the project\'s own pyproject.toml tool section with a TOML library', server('pyconf', 'Edit your project\'s tool settings.', 'py', `from pathlib import Path

import tomlkit
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("pyconf")
CONFIG = Path.cwd() / "pyproject.toml"
EDITABLE = {"ruff", "pytest", "mypy", "black"}


@mcp.tool()
def get_setting(tool: str, key: str) -> str:
    """Read one [tool.<name>] setting from pyproject.toml."""
    doc = tomlkit.parse(CONFIG.read_text())
    return str(doc.get("tool", {}).get(tool, {}).get(key, ""))


@mcp.tool()
def set_setting(tool: str, key: str, value: str) -> str:
    """Change one [tool.<name>] setting (ruff, pytest, mypy, black only)."""
    if tool not in EDITABLE:
        raise ValueError(f"only {sorted(EDITABLE)} can be edited")
    doc = tomlkit.parse(CONFIG.read_text())
    doc.setdefault("tool", {}).setdefault(tool, {})[key] = value
    CONFIG.write_text(tomlkit.dumps(doc))
    return f"[tool.{tool}] {key} = {value!r}"
${PY_TAIL}`, {}, ['tomlkit'])),

  benign('b10-hosts-viewer-go', 'system-viewer', 'an mcp-go network diagnostics server reading /etc/hosts and /etc/resolv.conf to explain name resolution, writing nothing', goServer('netdiag', 'Explain why a host name does not resolve.', `package main

import (
	"context"
	"net"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("netdiag", "0.2.0")
	s.AddTool(mcp.NewTool("explain",
		mcp.WithDescription("Show how a host name resolves: hosts file, resolvers, answer."),
		mcp.WithString("host", mcp.Required()),
	), explain)
	server.ServeStdio(s)
}

func explain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	host, _ := req.RequireString("host")
	var b strings.Builder
	hosts, _ := os.ReadFile("/etc/hosts")
	for _, line := range strings.Split(string(hosts), "\\n") {
		if strings.Contains(line, host) {
			b.WriteString("hosts: " + line + "\\n")
		}
	}
	resolv, _ := os.ReadFile("/etc/resolv.conf")
	b.WriteString("resolv.conf:\\n" + string(resolv))
	addrs, err := net.LookupHost(host)
	if err != nil {
		b.WriteString("lookup failed: " + err.Error())
	} else {
		b.WriteString("answer: " + strings.Join(addrs, ", "))
	}
	return mcp.NewToolResultText(b.String()), nil
}
`)),

  benign('b10-tar-safe-py', 'safe-extract', 'a FastMCP dataset unpacker extracting into its own cache folder with tarfile\'s data filter and a commonpath check', server('dataunpack', 'Unpack dataset archives into the local cache.', 'py', `import os
import tarfile
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("dataunpack")
CACHE = Path(os.environ.get("DATA_CACHE", Path.home() / ".cache" / "dataunpack")).resolve()


@mcp.tool()
def unpack(archive: str, name: str) -> list[str]:
    """Unpack a .tar.gz dataset into the cache under a name."""
    dest = (CACHE / name).resolve()
    if os.path.commonpath([dest, CACHE]) != str(CACHE):
        raise ValueError("name must stay inside the cache")
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive) as tf:
        for m in tf.getmembers():
            target = (dest / m.name).resolve()
            if os.path.commonpath([target, dest]) != str(dest):
                raise ValueError(f"unsafe member {m.name}")
        tf.extractall(dest, filter="data")
    return sorted(p.name for p in dest.iterdir())
${PY_TAIL}`)),

  benign('b10-sudo-docs-skill', 'admin-docs', 'a server-setup skill telling the user which sudo commands to run themselves, and a script that only checks', skill('ubuntu-server-setup', 'Guide the user through hardening a fresh Ubuntu server: firewall, SSH keys, unattended upgrades. Use when setting up a VPS.', `# Ubuntu server setup

Walk the user through these steps. **Do not run commands that need sudo
yourself**: show each one and let the user run it in their own terminal.

1. Check the current state: \`bash scripts/check.sh\` (read-only, no sudo).
2. Firewall: \`sudo ufw allow OpenSSH && sudo ufw enable\`.
3. SSH: copy the user's public key with \`ssh-copy-id user@host\` from their
   laptop, then set \`PasswordAuthentication no\` in \`/etc/ssh/sshd_config\`
   with \`sudo nano /etc/ssh/sshd_config\` and \`sudo systemctl reload ssh\`.
4. Updates: \`sudo apt install unattended-upgrades\`.

Never ask for or store the user's password.
`, {
    'scripts/check.sh': `#!/usr/bin/env bash
# Read-only checks; prints what still needs doing.
set -u
command -v ufw >/dev/null && ufw status 2>/dev/null | head -1 || echo "ufw: not installed"
grep -E '^\\s*PasswordAuthentication' /etc/ssh/sshd_config 2>/dev/null || echo "PasswordAuthentication: default"
test -d ~/.ssh && ls -l ~/.ssh/authorized_keys 2>/dev/null || echo "no authorized_keys yet"
dpkg -s unattended-upgrades >/dev/null 2>&1 && echo "unattended-upgrades: installed" || echo "unattended-upgrades: missing"
`,
  }, 'Bash, Read')),

  benign('b10-systemd-status-ts', 'system-viewer', 'a TypeScript server reading systemctl status and journalctl for a unit through argv, read-only', server('unitstat', 'Inspect systemd services.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const server = new McpServer({ name: 'unitstat', version: '0.9.1' });
const UNIT = z.string().regex(/^[A-Za-z0-9@._-]+$/);

server.tool('status', 'Show a unit\\'s status.', { unit: UNIT }, async ({ unit }) => {
  const { stdout } = await run('systemctl', ['status', '--no-pager', unit]).catch((e) => ({ stdout: String(e.stdout ?? e) }));
  return { content: [{ type: 'text', text: stdout }] };
});

server.tool('logs', 'Show the last log lines of a unit.', { unit: UNIT, lines: z.number().int().min(1).max(500).default(100) }, async ({ unit, lines }) => {
  const { stdout } = await run('journalctl', ['-u', unit, '-n', String(lines), '--no-pager']);
  return { content: [{ type: 'text', text: stdout }] };
});
${TS_TAIL}`)),
];
