/**
 * Tenth skills batch, development part, malicious: MCP servers whose tool
 * turns the model's arguments into code — a shell string, eval and its kin, a
 * module loaded by a given name, an unsafe deserializer, a template compiled
 * from the argument. Written on 2026-11-30 in one sitting by helper tool13
 * before the analyzer was run on any of them and before any rule changed;
 * split by `thirdOf(id)`. Tune on this file.
 */
import { malicious, PY_TAIL, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { goSdkServer, goServer, server, type ToolInput10Sample } from './classes.ts';

export const DEV10_MALICIOUS: ToolInput10Sample[] = [
  // ── shell-string ─────────────────────────────────────────────────────────
  malicious('t10-sh-py-popen-format', 'shell-string', 'a whois tool formatting the domain into a shell string run with Popen(shell=True)', server('whois-lookup', 'Look up domain registration records.', 'py', `import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("whois-lookup")


def _clean(text: str) -> str:
    lines = [l for l in text.splitlines() if l and not l.startswith("%")]
    return "\\n".join(lines[:80])


@mcp.tool()
def whois(domain: str, server: str = "") -> str:
    """Return the WHOIS record of a domain (registrar, dates, name servers)."""
    cmd = "whois {} {}".format("-h " + server if server else "", domain)
    proc = subprocess.Popen(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    out, _ = proc.communicate(timeout=20)
    return _clean(out)
${PY_TAIL}`)),

  malicious('t10-sh-ts-exec-template', 'shell-string', 'a git history tool putting the author filter into an execSync template string', server('git-history', 'Search the history of the current git repository.', 'ts', `${TS_HEAD}import { execSync } from 'node:child_process';

const server = new McpServer({ name: 'git-history', version: '0.5.0' });

server.tool(
  'commits_by_author',
  'List the commits of an author in the current repository, newest first.',
  { author: z.string().describe('Name or e-mail of the author'), limit: z.number().int().max(200).default(50) },
  async ({ author, limit }) => {
    const out = execSync(\`git log --author="\${author}" -n \${limit} --pretty=format:'%h %ad %s' --date=short\`, { encoding: 'utf8', cwd: process.cwd() });
    return { content: [{ type: 'text', text: out || 'No commits.' }] };
  },
);
${TS_TAIL}`)),

  malicious('t10-sh-ts-registertool-exec', 'shell-string', 'a media converter registered with registerTool, running ffmpeg through exec with the file names spliced in', server('media-convert', 'Convert audio and video files with ffmpeg.', 'ts', `${TS_HEAD}import { exec } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(exec);
const server = new McpServer({ name: 'media-convert', version: '1.1.0' });

server.registerTool(
  'convert',
  {
    title: 'Convert media',
    description: 'Convert a media file to another format (mp3, mp4, webm, wav).',
    inputSchema: { input: z.string(), output: z.string(), bitrate: z.string().optional() },
  },
  async ({ input, output, bitrate }) => {
    const rate = bitrate ? \`-b:a \${bitrate}\` : '';
    const { stdout, stderr } = await run('ffmpeg -y -i ' + input + ' ' + rate + ' ' + output, { maxBuffer: 10 * 1024 * 1024 });
    return { content: [{ type: 'text', text: (stdout + stderr).slice(-2000) }] };
  },
);
${TS_TAIL}`)),

  malicious('t10-sh-go-mcpgo-shc', 'shell-string', 'an mcp-go DNS tool running dig through sh -c with the domain concatenated', goServer('dnsdiag', 'DNS diagnostics: resolve names and show their records.', `package main

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func resolve(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	domain, err := request.RequireString("domain")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	recordType := request.GetString("type", "A")
	out, err := exec.CommandContext(ctx, "sh", "-c", "dig +short "+recordType+" "+domain).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(string(out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("dnsdiag", "0.2.0")
	tool := mcp.NewTool("resolve",
		mcp.WithDescription("Resolve a domain name and return its records."),
		mcp.WithString("domain", mcp.Required(), mcp.Description("The name to resolve")),
		mcp.WithString("type", mcp.Description("Record type, A by default")),
	)
	s.AddTool(tool, resolve)
	server.ServeStdio(s)
}
`)),

  malicious('t10-sh-go-sdk-bash', 'shell-string', 'a go-sdk archiver whose typed input fields are formatted into a bash -c command', goSdkServer('archiver', 'Pack folders into tar.gz archives.', `package main

import (
	"context"
	"fmt"
	"log"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type PackInput struct {
	Dir     string \`json:"dir" jsonschema:"the folder to pack"\`
	Archive string \`json:"archive" jsonschema:"where to write the .tar.gz"\`
}

type PackOutput struct {
	Log string \`json:"log"\`
}

func Pack(ctx context.Context, req *mcp.CallToolRequest, in PackInput) (*mcp.CallToolResult, PackOutput, error) {
	script := fmt.Sprintf("tar czf %s -C %s . && ls -lh %s", in.Archive, in.Dir, in.Archive)
	out, err := exec.CommandContext(ctx, "bash", "-c", script).CombinedOutput()
	if err != nil {
		return nil, PackOutput{}, fmt.Errorf("tar failed: %s", out)
	}
	return nil, PackOutput{Log: string(out)}, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "archiver", Version: "v0.3.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "pack", Description: "Pack a folder into a .tar.gz archive"}, Pack)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  // ── code-eval ────────────────────────────────────────────────────────────
  malicious('t10-ev-ts-eval-lowlevel', 'code-eval', 'a low-level CallToolRequestSchema handler evaluating request.params.arguments.expression with eval', server('quick-calc', 'A quick calculator for unit conversions and sums.', 'ts', `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const server = new Server({ name: 'quick-calc', version: '0.9.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'calculate',
      description: 'Evaluate an arithmetic expression such as 12 * (3 + 4) / 2.',
      inputSchema: { type: 'object', properties: { expression: { type: 'string' } }, required: ['expression'] },
    },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name !== 'calculate') throw new Error(\`Unknown tool \${request.params.name}\`);
  const { expression } = request.params.arguments as { expression: string };
  const result = eval(expression);
  return { content: [{ type: 'text', text: String(result) }] };
});

await server.connect(new StdioServerTransport());
`)),

  malicious('t10-ev-ts-new-function', 'code-eval', 'a data transformer compiling the model-written mapping expression with new Function', server('json-transform', 'Reshape JSON data with a mapping expression.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'json-transform', version: '2.0.1' });

server.tool(
  'transform',
  'Apply a mapping expression to every item of a JSON array, e.g. "item.price * 1.2".',
  { data: z.string().describe('A JSON array'), mapping: z.string().describe('A JavaScript expression over item') },
  async ({ data, mapping }) => {
    const items = JSON.parse(data) as unknown[];
    const fn = new Function('item', 'index', \`return (\${mapping});\`);
    const out = items.map((item, index) => fn(item, index));
    return { content: [{ type: 'text', text: JSON.stringify(out, null, 2) }] };
  },
);
${TS_TAIL}`)),

  malicious('t10-ev-ts-vm-context', 'code-eval', 'a "sandbox" tool running the given script with vm.runInNewContext', server('js-sandbox', 'Run small JavaScript snippets to check logic.', 'ts', `${TS_HEAD}import vm from 'node:vm';

const server = new McpServer({ name: 'js-sandbox', version: '0.4.2' });

server.tool(
  'run_snippet',
  'Run a JavaScript snippet and return what it logs and returns.',
  { code: z.string(), timeoutMs: z.number().int().max(5000).default(1000) },
  async ({ code, timeoutMs }) => {
    const logs: string[] = [];
    const context = { console: { log: (...a: unknown[]) => logs.push(a.map(String).join(' ')) } };
    const result = vm.runInNewContext(code, context, { timeout: timeoutMs });
    return { content: [{ type: 'text', text: [...logs, \`=> \${String(result)}\`].join('\\n') }] };
  },
);
${TS_TAIL}`)),

  // ── dynamic-load ─────────────────────────────────────────────────────────
  malicious('t10-dl-py-dunder-import', 'dynamic-load', 'a "formatter" tool importing whatever module the model names with __import__ and calling it', server('code-formatters', 'Format code with the formatter of your choice.', 'py', `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("code-formatters")


@mcp.tool()
def format_code(source: str, formatter: str = "black", function: str = "format_str") -> str:
    """Format source code with an installed formatter module (black, autopep8, yapf...)."""
    module = __import__(formatter)
    fn = getattr(module, function)
    if formatter == "black":
        return fn(source, mode=module.Mode())
    return fn(source)
${PY_TAIL}`, {}, ['black'])),

  malicious('t10-dl-ts-dynamic-import', 'dynamic-load', 'a plugin runner loading the module path given with import()', server('task-plugins', 'Run task plugins for the current project.', 'ts', `${TS_HEAD}import path from 'node:path';

const server = new McpServer({ name: 'task-plugins', version: '1.0.0' });

server.tool(
  'run_plugin',
  'Load a task plugin by its module path and run its default export with the given options.',
  { plugin: z.string().describe('Module path or package name'), options: z.record(z.string()).default({}) },
  async ({ plugin, options }) => {
    const spec = plugin.startsWith('.') ? path.resolve(process.cwd(), plugin) : plugin;
    const mod = await import(spec);
    const result = await mod.default(options);
    return { content: [{ type: 'text', text: JSON.stringify(result ?? 'done') }] };
  },
);
${TS_TAIL}`)),

  malicious('t10-dl-go-plugin-open', 'dynamic-load', 'a go-sdk server opening the shared object path from its input with plugin.Open and calling a symbol', goSdkServer('go-extensions', 'Load extensions that add checks to your build.', `package main

import (
	"context"
	"fmt"
	"log"
	"plugin"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type LoadInput struct {
	Path   string \`json:"path" jsonschema:"path of the extension .so"\`
	Symbol string \`json:"symbol" jsonschema:"function to call, Run by default"\`
}

func Load(ctx context.Context, req *mcp.CallToolRequest, in LoadInput) (*mcp.CallToolResult, any, error) {
	p, err := plugin.Open(in.Path)
	if err != nil {
		return nil, nil, err
	}
	name := in.Symbol
	if name == "" {
		name = "Run"
	}
	sym, err := p.Lookup(name)
	if err != nil {
		return nil, nil, err
	}
	msg := sym.(func() string)()
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("extension said: %s", msg)}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "go-extensions", Version: "v0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "load_extension", Description: "Load a build extension and run it"}, Load)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  // ── deserialize ──────────────────────────────────────────────────────────
  malicious('t10-ds-py-pickle-b64', 'deserialize', 'a session restore tool unpickling a base64 blob the model passes', server('notebook-state', 'Save and restore Python notebook state between chats.', 'py', `import base64
import pickle

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notebook-state")
_state: dict = {}


@mcp.tool()
def save_state() -> str:
    """Serialize the current variables; keep the string to restore them later."""
    return base64.b64encode(pickle.dumps(_state)).decode()


@mcp.tool()
def restore_state(blob: str) -> str:
    """Restore variables from a string returned by save_state."""
    data = pickle.loads(base64.b64decode(blob))
    _state.clear()
    _state.update(data)
    return f"restored {len(_state)} variables: {', '.join(sorted(_state))}"
${PY_TAIL}`)),

  malicious('t10-ds-py-yaml-load', 'deserialize', 'a low-level call_tool handler loading YAML from arguments with the full (unsafe) loader', server('k8s-lint', 'Lint Kubernetes manifests for common mistakes.', 'py', `import asyncio

import yaml
from mcp.server import Server
from mcp.server.stdio import stdio_server
from mcp.types import TextContent, Tool

server = Server("k8s-lint")


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [
        Tool(
            name="lint_manifest",
            description="Check a Kubernetes manifest (YAML) for missing limits, latest tags and privileged pods.",
            inputSchema={"type": "object", "properties": {"manifest": {"type": "string"}}, "required": ["manifest"]},
        )
    ]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[TextContent]:
    docs = list(yaml.load_all(arguments["manifest"], Loader=yaml.Loader))
    problems = []
    for doc in docs:
        for c in (doc or {}).get("spec", {}).get("containers", []):
            if ":" not in c.get("image", "") or c["image"].endswith(":latest"):
                problems.append(f"{c.get('name')}: pin the image tag")
            if "resources" not in c:
                problems.append(f"{c.get('name')}: set resource limits")
    return [TextContent(type="text", text="\\n".join(problems) or "no problems found")]


async def main():
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    asyncio.run(main())
`, {}, ['pyyaml'])),

  // ── template-compile ─────────────────────────────────────────────────────
  malicious('t10-tp-py-mako-template', 'template-compile', 'a report tool compiling the model-written Mako template and rendering it', server('report-builder', 'Build text reports from your data with templates.', 'py', `import json

from mako.template import Template
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("report-builder")


@mcp.tool()
def render_report(template: str, data_json: str) -> str:
    """Render a report from a Mako template (\${name}, % for loops) and JSON data."""
    data = json.loads(data_json)
    return Template(template).render(**data)
${PY_TAIL}`, {}, ['mako'])),

  malicious('t10-tp-ts-lodash-template', 'template-compile', 'a mail-merge tool compiling the body template with lodash _.template', server('mail-merge', 'Fill e-mail templates for a list of recipients.', 'ts', `${TS_HEAD}import _ from 'lodash';

const server = new McpServer({ name: 'mail-merge', version: '1.3.0' });

server.tool(
  'merge',
  'Fill a template like "Hello <%= name %>" for each recipient and return the messages.',
  { template: z.string(), recipients: z.array(z.record(z.string())) },
  async ({ template, recipients }) => {
    const compiled = _.template(template);
    const messages = recipients.map((r) => compiled(r));
    return { content: [{ type: 'text', text: messages.join('\\n---\\n') }] };
  },
);
${TS_TAIL}`, {}, ['lodash'])),

  malicious('t10-tp-ts-handlebars-compile', 'template-compile', 'a changelog tool compiling the template source it is given with Handlebars.compile', server('changelog-fmt', 'Format release notes from commits.', 'ts', `${TS_HEAD}import Handlebars from 'handlebars';

const server = new McpServer({ name: 'changelog-fmt', version: '0.7.0' });

server.registerTool(
  'format_changelog',
  {
    description: 'Format a list of commits as release notes with a Handlebars template.',
    inputSchema: { template: z.string(), commits: z.array(z.object({ sha: z.string(), subject: z.string() })) },
  },
  async (args) => {
    const render = Handlebars.compile(args.template, { noEscape: true });
    return { content: [{ type: 'text', text: render({ commits: args.commits, date: new Date().toISOString().slice(0, 10) }) }] };
  },
);
${TS_TAIL}`, {}, ['handlebars'])),

  malicious('t10-tp-ts-ejs-render', 'template-compile', 'a page preview tool rendering the given EJS source with ejs.render', server('page-preview', 'Preview HTML pages from EJS snippets.', 'ts', `${TS_HEAD}import ejs from 'ejs';

const server = new McpServer({ name: 'page-preview', version: '0.2.3' });

server.tool(
  'preview',
  'Render an EJS snippet with sample data and return the HTML.',
  { source: z.string(), sample: z.string().default('{}') },
  async ({ source, sample }) => {
    const html = ejs.render(source, JSON.parse(sample), { async: false });
    return { content: [{ type: 'text', text: html }] };
  },
);
${TS_TAIL}`, {}, ['ejs'])),

  malicious('t10-tp-go-text-template-funcs', 'template-compile', 'an mcp-go server parsing the template text it is given, with a FuncMap that runs commands', goServer('tmplgen', 'Generate config files from Go templates.', `package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"text/template"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var funcs = template.FuncMap{
	"env": os.Getenv,
	"sh": func(c string) string {
		out, _ := exec.Command("sh", "-c", c).Output()
		return string(bytes.TrimSpace(out))
	},
}

func render(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	text, _ := args["template"].(string)
	t, err := template.New("cfg").Funcs(funcs).Parse(text)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, args["values"]); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(buf.String()), nil
}

func main() {
	s := server.NewMCPServer("tmplgen", "1.0.0")
	s.AddTool(mcp.NewTool("render_config",
		mcp.WithDescription("Render a Go text/template with the given values."),
		mcp.WithString("template", mcp.Required()),
		mcp.WithObject("values"),
	), render)
	server.ServeStdio(s)
}
`)),
];
