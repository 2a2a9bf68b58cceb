/**
 * Tenth benign batch, HELD-OUT third (never read while working on the analyzer): Go MCP servers
 * (filesystem with a root, git and ping by exec.Command argv, database/sql with placeholders, the
 * Docker client) and skills (a rollout watcher, a log report, cron advice, a shell server's
 * launch config whose README says it runs commands). Written on 2026-11-30 by helper benign13
 * before the analyzer was run on any of them; ids split by `thirdOf(id)`.
 */
import { benign, skill } from '../../skills/build.ts';
import { mcpConfig } from '../../skills9-mcp/classes.ts';
import { type Benign10Sample, goServer } from '../classes.ts';

const GO_HEAD = `package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)
`;

export const HELD_OUT10_GO_SKILLS: Benign10Sample[] = [
  benign('b10-go-fs', 'filesystem', 'a Go filesystem server: root from the command line, filepath.Rel refusing "..", EvalSymlinks before the check', goServer('gofs', 'Read and write files under one folder.', `${GO_HEAD}
var root string

func resolve(p string) (string, error) {
	abs := filepath.Join(root, filepath.Clean("/"+p))
	real, err := filepath.EvalSymlinks(filepath.Dir(abs))
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(root, filepath.Join(real, filepath.Base(abs)))
	if err != nil || strings.HasPrefix(rel, "..") {
		return "", fmt.Errorf("%s escapes the root", p)
	}
	return filepath.Join(root, rel), nil
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: gofs ROOT")
		os.Exit(2)
	}
	root, _ = filepath.EvalSymlinks(os.Args[1])
	s := server.NewMCPServer("gofs", "0.4.0")
	s.AddTool(mcp.NewTool("read", mcp.WithDescription("Read a file under the root."), mcp.WithString("path", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			p, err := resolve(req.GetString("path", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(string(b)), nil
		})
	s.AddTool(mcp.NewTool("write", mcp.WithDescription("Write a file under the root."), mcp.WithString("path", mcp.Required()), mcp.WithString("content", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			p, err := resolve(req.GetString("path", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := os.WriteFile(p, []byte(req.GetString("content", "")), 0o644); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("written"), nil
		})
	server.ServeStdio(s)
}
`)),

  benign('b10-go-git', 'git', 'a Go git server: exec.Command("git", "-C", repo, …) with the pathspec after "--"', goServer('gogit', 'Git status, log and blame for a local repository.', `${GO_HEAD}
func git(repo string, args ...string) (string, error) {
	out, err := exec.Command("git", append([]string{"-C", repo}, args...)...).CombinedOutput()
	return string(out), err
}

func tool(name, desc string, build func(req mcp.CallToolRequest) []string) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool(name, mcp.WithDescription(desc), mcp.WithString("repo", mcp.Required()), mcp.WithString("file")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := git(req.GetString("repo", "."), build(req)...)
			if err != nil {
				return mcp.NewToolResultError(out), nil
			}
			return mcp.NewToolResultText(out), nil
		}
}

func main() {
	s := server.NewMCPServer("gogit", "0.2.0")
	s.AddTool(tool("status", "Working tree status.", func(mcp.CallToolRequest) []string { return []string{"status", "--short"} }))
	s.AddTool(tool("log", "Last 30 commits.", func(mcp.CallToolRequest) []string { return []string{"log", "-n", "30", "--oneline"} }))
	s.AddTool(tool("blame", "Blame a file.", func(r mcp.CallToolRequest) []string { return []string{"blame", "--line-porcelain", "--", r.GetString("file", "")} }))
	server.ServeStdio(s)
}
`)),

  benign('b10-go-sqlite', 'database', 'a Go SQLite server: database/sql with ? placeholders, the file opened read-only for queries', goServer('gosql', 'Query a SQLite database from Go.', `package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	_ "modernc.org/sqlite"
)

var db *sql.DB

func rows(ctx context.Context, q string, args ...any) (string, error) {
	r, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return "", err
	}
	defer r.Close()
	cols, _ := r.Columns()
	var out []map[string]any
	for r.Next() && len(out) < 500 {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		r.Scan(ptrs...)
		m := map[string]any{}
		for i, c := range cols {
			m[c] = vals[i]
		}
		out = append(out, m)
	}
	b, _ := json.MarshalIndent(out, "", " ")
	return string(b), nil
}

func main() {
	db, _ = sql.Open("sqlite", "file:"+os.Args[1]+"?mode=ro")
	s := server.NewMCPServer("gosql", "0.3.0")
	s.AddTool(mcp.NewTool("rows_where", mcp.WithDescription("Rows of the events table of a given kind."), mcp.WithString("kind", mcp.Required()), mcp.WithNumber("limit")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := rows(ctx, "SELECT id, kind, payload, created_at FROM events WHERE kind = ? ORDER BY created_at DESC LIMIT ?", req.GetString("kind", ""), req.GetInt("limit", 50))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(out), nil
		})
	server.ServeStdio(s)
}
`, {}, ['modernc.org/sqlite v1.33.1'])),

  benign('b10-go-ping', 'network-local', 'a Go ping tool: exec.Command("ping", "-c", "3", host) after net.ParseIP or a hostname check', goServer('goping', 'Ping hosts and resolve names from Go.', `package main

import (
	"context"
	"fmt"
	"net"
	"os/exec"
	"regexp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var hostname = regexp.MustCompile(\`^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$\`)

func valid(h string) bool { return net.ParseIP(h) != nil || hostname.MatchString(h) }

func main() {
	s := server.NewMCPServer("goping", "0.1.0")
	s.AddTool(mcp.NewTool("ping", mcp.WithDescription("Ping a host three times."), mcp.WithString("host", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			host := req.GetString("host", "")
			if !valid(host) {
				return mcp.NewToolResultError("not a host"), nil
			}
			out, _ := exec.CommandContext(ctx, "ping", "-c", "3", host).CombinedOutput()
			return mcp.NewToolResultText(string(out)), nil
		})
	s.AddTool(mcp.NewTool("resolve", mcp.WithDescription("Addresses of a host name."), mcp.WithString("host", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			addrs, err := net.DefaultResolver.LookupHost(ctx, req.GetString("host", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(fmt.Sprint(addrs)), nil
		})
	server.ServeStdio(s)
}
`)),

  benign('b10-go-docker', 'container', 'a Go Docker server with the official client: containers listed, logs read, no exec', goServer('godocker', 'List Docker containers and read their logs.', `package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	cli, err := client.NewClientWithOpts(client.FromEnv, client.WithAPIVersionNegotiation())
	if err != nil {
		panic(err)
	}
	s := server.NewMCPServer("godocker", "0.5.0")
	s.AddTool(mcp.NewTool("containers", mcp.WithDescription("Running containers.")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			list, err := cli.ContainerList(ctx, container.ListOptions{})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			var b strings.Builder
			for _, c := range list {
				fmt.Fprintf(&b, "%s %s %s\\n", c.ID[:12], c.Image, c.Status)
			}
			return mcp.NewToolResultText(b.String()), nil
		})
	s.AddTool(mcp.NewTool("logs", mcp.WithDescription("Last 200 log lines of a container."), mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			r, err := cli.ContainerLogs(ctx, req.GetString("id", ""), container.LogsOptions{ShowStdout: true, ShowStderr: true, Tail: "200"})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			defer r.Close()
			b, _ := io.ReadAll(io.LimitReader(r, 1<<20))
			return mcp.NewToolResultText(string(b)), nil
		})
	server.ServeStdio(s)
}
`, {}, ['github.com/docker/docker v27.3.1+incompatible'])),

  benign('b10-skill-k8s-rollout', 'container', 'a rollout skill: kubectl set image on the user\'s deployment, rollout status with a timeout, undo on failure after asking', skill('k8s-rollout', 'Roll out a new image to a Kubernetes deployment and watch it.', `
# Kubernetes rollout

1. Confirm the context with the user: \`kubectl config current-context\`. Never roll out to a context whose name
   contains "prod" without the user typing the context name back.
2. \`kubectl -n "$NS" set image deploy/"$APP" "$APP"="$IMAGE"\`
3. \`kubectl -n "$NS" rollout status deploy/"$APP" --timeout=300s\`
4. If it fails: show \`kubectl -n "$NS" get pods -l app="$APP"\` and the failing pod's logs, and ask before
   \`kubectl -n "$NS" rollout undo deploy/"$APP"\`.
`, {
    'scripts/rollout.sh': `#!/usr/bin/env bash
set -euo pipefail
: "\${NS:?}" "\${APP:?}" "\${IMAGE:?}"
echo "context: $(kubectl config current-context)"
kubectl -n "$NS" set image deploy/"$APP" "$APP"="$IMAGE"
if ! kubectl -n "$NS" rollout status deploy/"$APP" --timeout=300s; then
  kubectl -n "$NS" get pods -l app="$APP"
  exit 1
fi
`,
  })),

  benign('b10-skill-log-report', 'ops-skill', 'a log-report skill: a Python script summarising nginx access logs (status codes, slow paths, top IPs) read from /var/log/nginx', skill('nginx-report', 'Summarise nginx access logs: errors, slow endpoints, busiest clients.', `
# nginx access-log report

Run \`python3 scripts/report.py /var/log/nginx/access.log\` (gzip rotations are read too: pass them as well).
Report: the share of 5xx, the ten slowest paths by p95 (needs \`$request_time\` in the log format), and the top clients.
Do not paste client IPs into issues or chats outside the team.
`, {
    'scripts/report.py': `#!/usr/bin/env python3
import gzip
import re
import statistics
import sys
from collections import Counter, defaultdict

LINE = re.compile(r'(?P<ip>\\S+) \\S+ \\S+ \\[[^]]+\\] "(?P<method>\\S+) (?P<path>\\S+) [^"]*" (?P<status>\\d{3}) \\S+ "[^"]*" "[^"]*"(?: (?P<rt>[\\d.]+))?')

statuses, clients, times = Counter(), Counter(), defaultdict(list)
for name in sys.argv[1:]:
    opener = gzip.open if name.endswith(".gz") else open
    with opener(name, "rt", errors="replace") as f:
        for line in f:
            m = LINE.match(line)
            if not m:
                continue
            statuses[m["status"][0] + "xx"] += 1
            clients[m["ip"]] += 1
            if m["rt"]:
                times[m["path"].split("?")[0]].append(float(m["rt"]))

total = sum(statuses.values()) or 1
print({k: f"{v / total:.1%}" for k, v in sorted(statuses.items())})
slow = sorted(((statistics.quantiles(v, n=20)[-1], p) for p, v in times.items() if len(v) >= 20), reverse=True)[:10]
for p95, path in slow:
    print(f"{p95:7.3f}s  {path}")
print(clients.most_common(10))
`,
  })),

  benign('b10-skill-cron-advice', 'ops-skill', 'a cron skill that writes schedule lines and explains them; the user installs them with crontab -e, the skill never edits the crontab', skill('cron-helper', 'Write and explain cron schedules for your jobs.', `
# Cron helper

- Turn the user's words into a cron expression ("every weekday at 7:30" → \`30 7 * * 1-5\`), and explain it back.
- Always add \`cd\` to the project, absolute paths, and output to a log: \`30 7 * * 1-5 cd ~/app && ./report.sh >> ~/logs/report.log 2>&1\`.
- Show the line. The user adds it with \`crontab -e\` themselves; NEVER pipe anything into \`crontab -\`.
- Check what is installed with \`crontab -l\`.
`, {
    'scripts/next-runs.py': `#!/usr/bin/env python3
"""The next five times a cron expression fires."""
import sys
from datetime import datetime

from croniter import croniter

it = croniter(" ".join(sys.argv[1:6]), datetime.now())
for _ in range(5):
    print(it.get_next(datetime).strftime("%a %Y-%m-%d %H:%M"))
`,
  })),

  benign('b10-mcp-config-commander', 'command-runner', 'a launch config for a terminal/command MCP server the user wants, pinned to a version, with a README that says plainly it runs commands and edits files', mcpConfig('terminal-tools', 'Give Claude a terminal and file editing on your machine (you asked for it).', {
    'desktop-commander': { command: 'npx', args: ['-y', '@wonderwhy-er/desktop-commander@0.2.16'] },
  }, `
**What this does:** it starts Desktop Commander, an MCP server that runs terminal commands and reads and edits
files anywhere your user can. That is its purpose: install it only if you want Claude to work in your terminal.

- Claude Code asks before each tool call unless you allow the tool; keep it that way for \`execute_command\`.
- Limit it in its config (\`allowedDirectories\`, \`blockedCommands\`) with the \`set_config_value\` tool or
  \`~/.claude-server-commander/config.json\`.
- The version is pinned; update it by editing \`.mcp.json\`.
`)),
];
