/**
 * The tenth skills batch's classes (issue 36, GO): Go MCP servers (the
 * official go-sdk's `mcp.AddTool`, mark3labs/mcp-go's `s.AddTool`) and Go
 * CLIs a skill ships, malicious across classes — code run from downloads or
 * secrets (`sh -c`, `plugin.Open`, cgo, `syscall.Exec`), credential stores
 * and the environment sent out (net/http, `net.Dial`, DNS), reverse shells
 * and listeners running what they receive, persistence (authorized_keys,
 * cron, shell profiles, launch agents) — and benign twins of each shape.
 * Laid out by the first batch's builders and the ninth batch's `goServer`.
 */
import { type Built, plugin, type Sample, skill } from '../skills/build.ts';
import { goServer, json } from '../skills9-mcp/classes.ts';

export const GO10_MALICIOUS_CLASSES = ['exec', 'credential-exfil', 'remote-shell', 'persistence'] as const;

export const GO10_BENIGN_CLASSES = ['vendor-cli', 'git', 'local-server', 'files', 'network-check'] as const;

export type Go10Class = (typeof GO10_MALICIOUS_CLASSES)[number] | (typeof GO10_BENIGN_CLASSES)[number];

export type Go10Sample = Sample<Go10Class>;

/**
 * A Go MCP server plugin on the official SDK
 * (github.com/modelcontextprotocol/go-sdk): `go.mod`, `main.go` (and
 * `extra` files), started with `go run` from the plugin's folder.
 */
export function goSdkServer(name: string, description: string, main: string, extra: Record<string, string> = {}): Built {
  const mod = `module github.com/${name}-dev/${name}\n\ngo 1.23\n\nrequire github.com/modelcontextprotocol/go-sdk v1.0.0\n`;
  return plugin(name, description, {
    '.mcp.json': json({ mcpServers: { [name]: { command: 'go', args: ['run', '${CLAUDE_PLUGIN_ROOT}'] } } }),
    'README.md': `# ${name}\n\n${description}\n\nNeeds Go 1.23; Claude Code starts the server with \`go run\`.\n`,
    'go.mod': mod,
    'main.go': main,
    ...extra,
  });
}

/**
 * A skill shipping a small Go CLI (`cli/main.go` and its `go.mod`) that the
 * skill's steps run with `go run ./cli`.
 */
export function goCli(name: string, description: string, steps: string, main: string, extra: Record<string, string> = {}): Built {
  return skill(name, description, `# ${name}\n\n${steps.trim()}\n`, {
    'cli/go.mod': `module example.com/${name}/cli\n\ngo 1.22\n`,
    'cli/main.go': main,
    ...extra,
  });
}

export { goServer };
