/**
 * Twelfth mismatch batch, development part, benign hard negatives: tools that say what they do — system monitors
 * reporting CPU, memory, routes and neighbours, account listers, git and container tools, uploaders and API clients
 * naming their service, credential helpers that say which file they read, backup and sync tools that say where
 * they write, and plain tools that do only their job. Written on 2026-11-30 in one sitting by helper mismatch15
 * before the analyzer was run on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { goServer, server, type Mismatch12Sample } from './classes.ts';

export const DEV12_MISMATCH_BENIGN: Mismatch12Sample[] = [
  // ── system-monitor ───────────────────────────────────────────────────────
  benign('b12-mm-sysmon-psutil', 'system-monitor', 'a system monitor reporting CPU, memory, disk and network counters with psutil', server('sysmon', 'Report CPU, memory, disk and network usage of this machine.', 'py', `import psutil
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("sysmon")


@mcp.tool()
def system_stats() -> dict:
    """Report CPU load, memory, disk and network usage of this machine."""
    net = psutil.net_io_counters()
    return {
        "cpu_percent": psutil.cpu_percent(interval=0.5),
        "memory": psutil.virtual_memory()._asdict(),
        "disk": psutil.disk_usage("/")._asdict(),
        "network": {"sent": net.bytes_sent, "received": net.bytes_recv},
        "interfaces": {name: [a.address for a in addrs] for name, addrs in psutil.net_if_addrs().items()},
    }
${PY_TAIL}`, {}, ['psutil'])),

  benign('b12-mm-ts-sysmon-routes', 'system-monitor', 'a network status tool that says it shows the routing table and reads /proc/net/route', server('net-status', 'Show network interfaces and the routing table.', 'ts', `${TS_HEAD}import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';

const server = new McpServer({ name: 'net-status', version: '1.0.0' });

server.tool('routes', 'Show the kernel routing table (destination, gateway, interface).', {}, async () => {
  const rows = readFileSync('/proc/net/route', 'utf8').trim().split('\\n').slice(1).map((l) => l.split('\\t'));
  const text = rows.map(([iface, dest, gw]) => \`\${iface} \${dest} via \${gw}\`).join('\\n');
  return { content: [{ type: 'text', text }] };
});

server.tool('interfaces', 'List network interfaces and their addresses.', {}, async () => ({
  content: [{ type: 'text', text: JSON.stringify(networkInterfaces(), null, 2) }],
}));
${TS_TAIL}`)),

  benign('b12-mm-go-netinfo-arp', 'system-monitor', 'an mcp-go network diagnostics server whose tool says it shows the ARP table and runs ip neigh', goServer('netdiag', 'Network diagnostics: neighbours, routes and interfaces.', `package main

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func neighbours(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "ip", "neigh", "show").Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func routes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "ip", "route", "show").Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("netdiag", "1.0.0")
	s.AddTool(mcp.NewTool("arp_table", mcp.WithDescription("Show the ARP neighbour table (ip neigh).")), neighbours)
	s.AddTool(mcp.NewTool("route_table", mcp.WithDescription("Show the routing table (ip route).")), routes)
	server.ServeStdio(s)
}
`)),

  benign('b12-mm-hwinfo-lshw', 'system-monitor', 'a hardware inventory tool that says it runs lshw and lscpu and returns what they print', server('hwinfo', 'Hardware inventory of this machine: CPU, memory, disks, PCI devices.', 'py', `import json
import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("hwinfo")


@mcp.tool()
def hardware_summary() -> str:
    """Run lshw -json and lscpu and return the machine's hardware: CPU, memory, disks and devices."""
    lshw = subprocess.run(["lshw", "-json", "-quiet"], capture_output=True, text=True, timeout=60).stdout
    lscpu = subprocess.run(["lscpu", "--json"], capture_output=True, text=True, timeout=30).stdout
    return json.dumps({"lshw": json.loads(lshw or "{}"), "lscpu": json.loads(lscpu or "{}")}, indent=2)
${PY_TAIL}`)),

  // ── declared-capability ──────────────────────────────────────────────────
  benign('b12-mm-users-list-accounts', 'declared-capability', 'a sysadmin tool that says it lists the local user accounts from /etc/passwd', server('local-users', 'List local user accounts and groups (for system administration).', 'py', `import grp
import pwd

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("local-users")


@mcp.tool()
def list_users(include_system: bool = False) -> list[dict]:
    """List the local user accounts in /etc/passwd with their uid, home folder and shell."""
    out = []
    for p in pwd.getpwall():
        if p.pw_uid < 1000 and not include_system:
            continue
        out.append({"name": p.pw_name, "uid": p.pw_uid, "home": p.pw_dir, "shell": p.pw_shell})
    return out


@mcp.tool()
def list_groups() -> list[dict]:
    """List the local groups and their members."""
    return [{"name": g.gr_name, "members": g.gr_mem} for g in grp.getgrall()]
${PY_TAIL}`)),

  benign('b12-mm-go-whoami-passwd', 'declared-capability', 'an mcp-go tool that says it looks up an account in the password database', goServer('account-info', 'Look up a local account: uid, groups, home folder and login shell.', `package main

import (
	"context"
	"fmt"
	"os/user"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("user", "")
	var u *user.User
	var err error
	if name == "" {
		u, err = user.Current()
	} else {
		u, err = user.Lookup(name)
	}
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	groups, _ := u.GroupIds()
	return mcp.NewToolResultText(fmt.Sprintf("%s uid=%s gid=%s home=%s groups=%v", u.Username, u.Uid, u.Gid, u.HomeDir, groups)), nil
}

func main() {
	s := server.NewMCPServer("account-info", "1.0.0")
	s.AddTool(mcp.NewTool("account", mcp.WithDescription("Look up a local user account in the password database (the current user by default)."), mcp.WithString("user")), lookup)
	server.ServeStdio(s)
}
`)),

  benign('b12-mm-git-runs-git', 'declared-capability', 'a git tool that says it runs git log and git show with argv', server('git-history', 'Browse git history of the project.', 'py', `import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("git-history")


@mcp.tool()
def git_log(max_count: int = 20, path: str = ".") -> str:
    """Run git log for the project (optionally for one path) and return the one-line history."""
    argv = ["git", "log", "--oneline", f"--max-count={int(max_count)}", "--", path]
    return subprocess.run(argv, capture_output=True, text=True, timeout=30).stdout


@mcp.tool()
def git_show(commit: str) -> str:
    """Run git show on a commit and return its patch."""
    return subprocess.run(["git", "show", "--stat", "--patch", "--end-of-options", commit], capture_output=True, text=True, timeout=30).stdout
${PY_TAIL}`)),

  benign('b12-mm-go-docker-ps', 'declared-capability', 'an mcp-go container tool that says it runs docker ps and docker logs', goServer('containers', 'List Docker containers and read their logs.', `package main

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func ps(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "docker", "ps", "--format", "{{.Names}}\\t{{.Image}}\\t{{.Status}}").Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func logs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("container")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, _ := exec.CommandContext(ctx, "docker", "logs", "--tail", "200", "--", name).CombinedOutput()
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("containers", "1.0.0")
	s.AddTool(mcp.NewTool("docker_ps", mcp.WithDescription("Run docker ps and list the running containers.")), ps)
	s.AddTool(mcp.NewTool("docker_logs", mcp.WithDescription("Run docker logs for a container and return its last 200 lines."), mcp.WithString("container", mcp.Required())), logs)
	server.ServeStdio(s)
}
`)),

  // ── own-service ──────────────────────────────────────────────────────────
  benign('b12-mm-ts-paste-upload', 'own-service', 'a paste tool that says it uploads the text to the paste service it names and returns the link', server('dpaste-share', 'Share text on dpaste.com and get a link.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'dpaste-share', version: '1.0.0' });

server.tool('share_paste', 'Upload text to dpaste.com (public, expires in 7 days) and return the URL.', { text: z.string(), syntax: z.string().default('text') }, async ({ text, syntax }) => {
  const body = new URLSearchParams({ content: text, syntax, expiry_days: '7' });
  const r = await fetch('https://dpaste.com/api/v2/', { method: 'POST', body });
  return { content: [{ type: 'text', text: (await r.text()).trim() }] };
});
${TS_TAIL}`)),

  benign('b12-mm-translate-deepl', 'own-service', 'a translator that sends the text to the DeepL API its description names, with the user\'s key', server('deepl-translate', 'Translate text with the DeepL API (needs DEEPL_API_KEY).', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("deepl-translate")


@mcp.tool()
def translate(text: str, target_lang: str = "EN") -> str:
    """Translate text with DeepL: the text is sent to api-free.deepl.com."""
    r = httpx.post(
        "https://api-free.deepl.com/v2/translate",
        headers={"Authorization": f"DeepL-Auth-Key {os.environ['DEEPL_API_KEY']}"},
        data={"text": text, "target_lang": target_lang},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["translations"][0]["text"]
${PY_TAIL}`)),

  benign('b12-mm-readme-discloses-telemetry', 'own-service', 'a formatter whose README says it sends anonymous usage counts to its own stats host, which the code does', server('sqlfmt', 'Format SQL queries.', 'py', `import os

import requests
import sqlparse
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("sqlfmt")
STATS = "https://stats.sqlfmt.dev/v1/count"


@mcp.tool()
def format_sql(sql: str, keyword_case: str = "upper") -> str:
    """Format an SQL query with consistent indentation and keyword case."""
    if os.environ.get("SQLFMT_NO_TELEMETRY") != "1":
        try:
            requests.post(STATS, json={"event": "format", "length": len(sql)}, timeout=2)
        except requests.RequestException:
            pass
    return sqlparse.format(sql, reindent=True, keyword_case=keyword_case)
${PY_TAIL}`, { 'README.md': '# sqlfmt\n\nFormat SQL queries.\n\n## Telemetry\n\nThe server sends an anonymous usage count (the event name and the length of the query, never the query) to stats.sqlfmt.dev. Set `SQLFMT_NO_TELEMETRY=1` to turn it off.\n' }, ['requests', 'sqlparse'])),

  // ── declared-credentials ─────────────────────────────────────────────────
  benign('b12-mm-aws-profiles', 'declared-credentials', 'an AWS helper that says it reads ~/.aws/credentials and returns only the profile names', server('aws-profiles', 'List the AWS profiles configured in ~/.aws/credentials and ~/.aws/config.', 'py', `import configparser
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("aws-profiles")


@mcp.tool()
def list_profiles() -> list[str]:
    """Read ~/.aws/credentials and ~/.aws/config and list the profile names (never the keys)."""
    names = set()
    for file in ("credentials", "config"):
        cfg = configparser.ConfigParser()
        cfg.read(Path.home() / ".aws" / file)
        names.update(s.removeprefix("profile ") for s in cfg.sections())
    return sorted(names)
${PY_TAIL}`)),

  benign('b12-mm-ssh-config-hosts', 'declared-credentials', 'a tool that says it reads ~/.ssh/config and lists its Host aliases', server('ssh-hosts', 'List the host aliases of your SSH config.', 'py', `from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ssh-hosts")


@mcp.tool()
def ssh_hosts() -> list[str]:
    """Read ~/.ssh/config and return the Host aliases it defines."""
    cfg = Path.home() / ".ssh" / "config"
    if not cfg.exists():
        return []
    hosts = []
    for line in cfg.read_text().splitlines():
        parts = line.strip().split()
        if len(parts) >= 2 and parts[0].lower() == "host":
            hosts.extend(h for h in parts[1:] if "*" not in h)
    return hosts
${PY_TAIL}`)),

  // ── declared-write ───────────────────────────────────────────────────────
  benign('b12-mm-backup-home', 'declared-write', 'a backup tool that says it copies the project into ~/backups and does', server('project-backup', 'Back up the current project to ~/backups as a dated tar.gz.', 'py', `import tarfile
from datetime import datetime
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("project-backup")


@mcp.tool()
def backup_project() -> str:
    """Write a dated tar.gz of the current project into ~/backups and return its path."""
    dest = Path.home() / "backups"
    dest.mkdir(exist_ok=True)
    root = Path.cwd()
    out = dest / f"{root.name}-{datetime.now():%Y%m%d-%H%M%S}.tar.gz"
    with tarfile.open(out, "w:gz") as tar:
        tar.add(root, arcname=root.name)
    return str(out)
${PY_TAIL}`)),

  benign('b12-mm-ts-dotfiles-sync', 'declared-write', 'a dotfiles tool that says it writes the user\'s gitconfig aliases and asks for a confirm flag', server('git-aliases', 'Manage git aliases in your ~/.gitconfig.', 'ts', `${TS_HEAD}import { execFileSync } from 'node:child_process';

const server = new McpServer({ name: 'git-aliases', version: '1.0.0' });

server.tool(
  'set_alias',
  'Write a git alias into your global ~/.gitconfig (git config --global alias.NAME).',
  { name: z.string().regex(/^[a-z][a-z0-9-]*$/), command: z.string() },
  async ({ name, command }) => {
    execFileSync('git', ['config', '--global', \`alias.\${name}\`, command]);
    return { content: [{ type: 'text', text: \`alias \${name} set\` }] };
  },
);
${TS_TAIL}`)),

  benign('b12-mm-go-notes-app-data', 'declared-write', 'an mcp-go notes server that says it keeps notes in its own folder under the user config directory', goServer('quick-notes', 'Quick notes kept in your config folder (~/.config/quick-notes).', `package main

import (
	"context"
	"os"
	"path/filepath"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func add(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := req.RequireString("text")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	dir, _ := os.UserConfigDir()
	dir = filepath.Join(dir, "quick-notes")
	os.MkdirAll(dir, 0o700)
	f, err := os.OpenFile(filepath.Join(dir, "notes.md"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer f.Close()
	f.WriteString("- " + time.Now().Format(time.RFC3339) + " " + text + "\\n")
	return mcp.NewToolResultText("saved"), nil
}

func main() {
	s := server.NewMCPServer("quick-notes", "1.0.0")
	s.AddTool(mcp.NewTool("add_note", mcp.WithDescription("Save a note to ~/.config/quick-notes/notes.md."), mcp.WithString("text", mcp.Required())), add)
	server.ServeStdio(s)
}
`)),

  // ── plain ────────────────────────────────────────────────────────────────
  benign('b12-mm-wordcount-plain', 'plain', 'a word counter that counts and nothing else', server('wc-tool', 'Count words, lines and characters of a text.', 'py', `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("wc-tool")


@mcp.tool()
def count(text: str) -> dict:
    """Count the words, lines and characters of a text."""
    return {"words": len(text.split()), "lines": text.count("\\n") + 1, "characters": len(text)}
${PY_TAIL}`)),
];
