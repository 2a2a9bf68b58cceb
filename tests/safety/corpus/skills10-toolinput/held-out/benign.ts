/**
 * Tenth skills batch, HELD-OUT third, benign (by `thirdOf(id)`). Written on
 * 2026-11-30 by helper tool13 with the development part, before any rule
 * changed. Never read while working on the analyzer.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { goServer, server, type ToolInput10Sample } from '../classes.ts';

export const HELD_OUT10_BENIGN: ToolInput10Sample[] = [
  benign('t10-b-py-ping-argv', 'argv', 'a ping tool checking the host against a pattern and passing it as one argv word', server('reach', 'Check whether a host answers ping.', 'py', `import re
import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("reach")
HOST = re.compile(r"^[A-Za-z0-9.-]{1,253}$")


@mcp.tool()
def ping(host: str, count: int = 3) -> str:
    """Ping a host (a name or an IP address) a few times."""
    if not HOST.fullmatch(host):
        return "not a host name"
    result = subprocess.run(["ping", "-c", str(min(count, 10)), host], capture_output=True, text=True, timeout=30)
    return result.stdout or result.stderr
${PY_TAIL}`)),

  benign('t10-b-py-shlex-quote', 'quoted', 'a grep tool that needs a shell pipeline and quotes the pattern with shlex.quote', server('log-grep', 'Search log files for a pattern.', 'py', `import shlex
import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("log-grep")
LOGS = "/var/log/myapp"


@mcp.tool()
def grep_logs(pattern: str, limit: int = 100) -> str:
    """Search the app's logs (newest last) for a pattern; return at most limit lines."""
    cmd = f"grep -rhE -- {shlex.quote(pattern)} {LOGS} | tail -n {int(limit)}"
    return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=30).stdout
${PY_TAIL}`)),

  benign('t10-b-ts-spawn-allowlist', 'allow-list', 'an npm-scripts tool spawning npm run only for scripts package.json defines', server('npm-scripts', 'Run the project\'s npm scripts.', 'ts', `${TS_HEAD}import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const server = new McpServer({ name: 'npm-scripts', version: '1.0.0' });
const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {});

server.tool('run_script', \`Run one of the project's npm scripts: \${scripts.join(', ')}.\`, { name: z.string() }, async ({ name }) => {
  if (!scripts.includes(name)) return { content: [{ type: 'text', text: \`no script named \${name}\` }], isError: true };
  const child = spawn('npm', ['run', name], { cwd: process.cwd() });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise<number>((resolve) => child.on('close', resolve));
  return { content: [{ type: 'text', text: \`exit \${code}\\n\${out.slice(-4000)}\` }] };
});
${TS_TAIL}`)),

  benign('t10-b-go-mcpgo-allowlist', 'allow-list', 'an mcp-go tool running one of a fixed set of diagnostic commands picked by name', goServer('sysdiag', 'Show system diagnostics (disk, memory, uptime).', `package main

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var checks = map[string][]string{
	"disk":   {"df", "-h"},
	"memory": {"free", "-m"},
	"uptime": {"uptime"},
}

func diag(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := request.RequireString("check")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	argv, ok := checks[name]
	if !ok {
		return mcp.NewToolResultError("unknown check " + name), nil
	}
	out, err := exec.CommandContext(ctx, argv[0], argv[1:]...).Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("sysdiag", "0.3.0")
	s.AddTool(mcp.NewTool("diagnose",
		mcp.WithDescription("Run a diagnostic check: disk, memory or uptime."),
		mcp.WithString("check", mcp.Required(), mcp.Enum("disk", "memory", "uptime")),
	), diag)
	server.ServeStdio(s)
}
`)),
];
