/**
 * An MCP tool's arguments as a taint source (src/safety/ir/tool-inputs.ts):
 * the front ends lower a tool handler as the client calls it, with the
 * model's arguments, so what the handler builds from its parameters holds
 * `{ input }` refs the engine taints as `tool-input` — in Python (FastMCP,
 * the low-level `call_tool`), TypeScript (`server.tool`, `registerTool`,
 * `setRequestHandler`) and Go (mcp-go, the go-sdk's typed input). A function
 * no client calls keeps unknown parameters.
 */
import { describe, expect, it } from 'vitest';
import { lowerLanguage } from '../../../src/safety/lang/modules.ts';
import { Flow } from '../../../src/safety/ir/flow.ts';
import { constantText, type Call } from '../../../src/safety/ir/types.ts';

/** The taint kinds reaching the arguments of the call named `callee` in `text`. */
function reaching(lang: 'python' | 'js' | 'go', text: string, callee: string): string[] {
  const program = lowerLanguage(lang, text, { file: `f.${lang}`, line: 1 }, new Map())!;
  const flow = new Flow();
  const kinds = new Set<string>();
  for (const node of program.nodes) {
    if (node.kind === 'call' && constantText(node.callee) === callee) for (const a of [...node.args, ...Object.values(node.named ?? {})]) for (const t of flow.taintOf(a)) kinds.add(t.kind);
    flow.run({ lang: program.lang, nodes: [node] });
  }
  return [...kinds];
}
const calls = (lang: 'python' | 'js' | 'go', text: string) => lowerLanguage(lang, text, { file: 'f', line: 1 }, new Map())!.nodes.filter((n): n is Call => n.kind === 'call');

describe("an MCP tool's arguments carry the tool-input taint", () => {
  it('Python: a FastMCP tool and a low-level call_tool handler', () => {
    const fast = 'from mcp.server.fastmcp import FastMCP\nimport subprocess\nmcp = FastMCP("x")\n\n@mcp.tool()\ndef ping(host: str) -> str:\n    """Ping."""\n    return subprocess.run(f"ping {host}", shell=True).stdout\n';
    expect(reaching('python', fast, 'subprocess.run')).toContain('tool-input');
    const low = 'import os\nfrom mcp.server import Server\nserver = Server("x")\n\n@server.call_tool()\nasync def call(name, arguments):\n    os.system("convert " + arguments["src"])\n';
    expect(reaching('python', low, 'os.system')).toContain('tool-input');
  });

  it('TypeScript: server.tool with a destructured parameter, registerTool, setRequestHandler reading request.params.arguments', () => {
    const head = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { execSync } from 'node:child_process';\nconst server = new McpServer({ name: 'x', version: '1' });\n";
    expect(reaching('js', `${head}server.tool('log', 'Log.', {}, async ({ author }) => ({ content: [{ type: 'text', text: execSync(\`git log --author=\${author}\`, { encoding: 'utf8' }) }] }));\n`, 'child_process.execSync')).toContain('tool-input');
    expect(reaching('js', `${head}server.registerTool('log', { description: 'Log.' }, async (args) => { execSync('git log ' + args.path); return { content: [] }; });\n`, 'child_process.execSync')).toContain('tool-input');
    expect(reaching('js', `${head}server.setRequestHandler(CallToolRequestSchema, async (request) => { const { code } = request.params.arguments; return { content: [{ type: 'text', text: String(eval(code)) }] }; });\n`, 'eval')).toContain('tool-input');
  });

  it("Go: mcp-go's RequireString and GetArguments, the go-sdk's typed input struct", () => {
    const mcpGo = 'package main\nimport (\n\t"context"\n\t"os/exec"\n\t"github.com/mark3labs/mcp-go/mcp"\n\t"github.com/mark3labs/mcp-go/server"\n)\nfunc h(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {\n\td, _ := r.RequireString("domain")\n\tt := r.GetArguments()["type"].(string)\n\tout, _ := exec.Command("sh", "-c", "dig "+t+" "+d).Output()\n\treturn mcp.NewToolResultText(string(out)), nil\n}\nfunc main() {\n\ts := server.NewMCPServer("x", "1")\n\ts.AddTool(mcp.NewTool("dig"), h)\n}\n';
    expect(reaching('go', mcpGo, 'os/exec.Command')).toContain('tool-input');
    const sdk = 'package main\nimport (\n\t"context"\n\t"os/exec"\n\t"github.com/modelcontextprotocol/go-sdk/mcp"\n)\ntype In struct {\n\tDir string `json:"dir"`\n}\nfunc Pack(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {\n\texec.Command("bash", "-c", "tar czf x.tgz "+in.Dir).Run()\n\treturn nil, nil, nil\n}\nfunc main() {\n\ts := mcp.NewServer(&mcp.Implementation{Name: "x"}, nil)\n\tmcp.AddTool(s, &mcp.Tool{Name: "pack"}, Pack)\n}\n';
    expect(reaching('go', sdk, 'os/exec.Command')).toContain('tool-input');
  });

  it('a function no client calls, or one the file calls itself, keeps its parameters unknown', () => {
    const plain = 'import subprocess\n\ndef ping(host):\n    return subprocess.run(f"ping {host}", shell=True)\n';
    expect(reaching('python', plain, 'subprocess.run')).toEqual([]);
    const called = 'import subprocess\n\ndef ping(host):\n    return subprocess.run(f"ping {host}", shell=True)\n\nping("example.org")\n';
    expect(calls('python', called).find((c) => constantText(c.callee) === 'subprocess.run')!.args.map(constantText)).toEqual(['ping example.org']);
  });
});
