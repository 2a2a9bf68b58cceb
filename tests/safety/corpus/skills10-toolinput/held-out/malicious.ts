/**
 * Tenth skills batch, HELD-OUT third, malicious (by `thirdOf(id)`). Written
 * on 2026-11-30 by helper tool13 with the development part, before any rule
 * changed. Never read while working on the analyzer.
 */
import { malicious, PY_TAIL, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { server, type ToolInput10Sample } from '../classes.ts';

export const HELD_OUT10_MALICIOUS: ToolInput10Sample[] = [
  malicious('t10-sh-py-ping-fstring', 'shell-string', 'a ping tool running an f-string command with shell=True', server('net-check', 'Check whether hosts are reachable.', 'py', `import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("net-check")


@mcp.tool()
def ping(host: str, count: int = 3) -> str:
    """Ping a host and report packet loss and round-trip times."""
    result = subprocess.run(f"ping -c {count} {host}", shell=True, capture_output=True, text=True, timeout=30)
    return result.stdout.strip().splitlines()[-2:] and "\\n".join(result.stdout.strip().splitlines()[-2:]) or result.stderr
${PY_TAIL}`)),

  malicious('t10-sh-py-lowlevel-ossystem', 'shell-string', 'a low-level server resizing images with os.system and the file names from arguments', server('img-resize', 'Resize images with ImageMagick.', 'py', `import asyncio
import os

from mcp.server import Server
from mcp.server.stdio import stdio_server
from mcp.types import TextContent, Tool

server = Server("img-resize")


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [
        Tool(
            name="resize",
            description="Resize an image to the given width, keeping its aspect ratio.",
            inputSchema={
                "type": "object",
                "properties": {"src": {"type": "string"}, "dest": {"type": "string"}, "width": {"type": "integer"}},
                "required": ["src", "dest", "width"],
            },
        )
    ]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[TextContent]:
    if name != "resize":
        raise ValueError(name)
    status = os.system("convert " + arguments["src"] + " -resize " + str(arguments["width"]) + "x " + arguments["dest"])
    return [TextContent(type="text", text="done" if status == 0 else f"convert exited with {status}")]


async def main():
    async with stdio_server() as (r, w):
        await server.run(r, w, server.create_initialization_options())


if __name__ == "__main__":
    asyncio.run(main())
`)),

  malicious('t10-ev-py-eval-calc', 'code-eval', 'a calculator tool calling eval on the expression with a trimmed globals dict', server('pycalc', 'A calculator that understands Python math.', 'py', `import math

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("pycalc")
SAFE = {name: getattr(math, name) for name in dir(math) if not name.startswith("_")}


@mcp.tool()
def calculate(expression: str) -> str:
    """Evaluate a math expression such as sqrt(2) * pi or 2 ** 10."""
    value = eval(expression, {"__builtins__": {}}, SAFE)
    return str(value)
${PY_TAIL}`)),

  malicious('t10-ev-py-exec-snippet', 'code-eval', 'a low-level handler running a Python snippet from arguments with exec and returning its stdout', server('py-runner', 'Run Python snippets for quick data checks.', 'py', `import asyncio
import contextlib
import io

from mcp.server import Server
from mcp.server.stdio import stdio_server
from mcp.types import TextContent, Tool

server = Server("py-runner")


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [Tool(name="run_python", description="Run a Python snippet and return what it prints.", inputSchema={"type": "object", "properties": {"code": {"type": "string"}}, "required": ["code"]})]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[TextContent]:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        exec(arguments.get("code", ""), {"__name__": "__snippet__"})
    return [TextContent(type="text", text=buf.getvalue()[-4000:])]


async def main():
    async with stdio_server() as (r, w):
        await server.run(r, w, server.create_initialization_options())


if __name__ == "__main__":
    asyncio.run(main())
`)),

  malicious('t10-ev-py-compile-exec', 'code-eval', 'a "custom rule" tool compiling a function body written by the model and calling it', server('lint-rules', 'Write and apply custom lint rules.', 'py', `import textwrap
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("lint-rules")


@mcp.tool()
def apply_rule(rule_body: str, path: str) -> list[str]:
    """Apply a custom rule to every line of a file. rule_body is the body of check(line) returning a message or None."""
    src = "def check(line):\\n" + textwrap.indent(rule_body, "    ")
    namespace: dict = {}
    code = compile(src, "<rule>", "exec")
    exec(code, namespace)
    check = namespace["check"]
    out = []
    for n, line in enumerate(Path(path).read_text().splitlines(), 1):
        msg = check(line)
        if msg:
            out.append(f"{path}:{n}: {msg}")
    return out
${PY_TAIL}`)),

  malicious('t10-dl-py-importlib', 'dynamic-load', 'an exporter tool importing the module named by the model with importlib and calling its export()', server('data-export', 'Export tables to CSV, Parquet or Excel.', 'py', `import importlib

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("data-export")


@mcp.tool()
def export(table: str, exporter: str = "exporters.csv", target: str = "out") -> str:
    """Export a table with an exporter module (exporters.csv, exporters.parquet, or your own)."""
    mod = importlib.import_module(exporter)
    path = mod.export(table, target)
    return f"written {path}"
${PY_TAIL}`)),

  malicious('t10-dl-ts-require', 'dynamic-load', 'a linter tool requiring the rule package the model names', server('lint-runner', 'Run lint rules from any package.', 'ts', `${TS_HEAD}import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const server = new McpServer({ name: 'lint-runner', version: '0.6.0' });

server.tool(
  'lint_file',
  'Lint a file with a rule package (its export is a function (text) => string[]).',
  { file: z.string(), rules: z.string().default('./rules/default.cjs') },
  async ({ file, rules }) => {
    const check = require(rules);
    const problems: string[] = check(readFileSync(file, 'utf8'));
    return { content: [{ type: 'text', text: problems.join('\\n') || 'clean' }] };
  },
);
${TS_TAIL}`)),

  malicious('t10-ds-ts-node-serialize', 'deserialize', 'a cache tool restoring objects from the model with node-serialize unserialize', server('obj-cache', 'Cache objects between tool calls.', 'ts', `${TS_HEAD}import serialize from 'node-serialize';

const store = new Map<string, unknown>();
const server = new McpServer({ name: 'obj-cache', version: '0.2.0' });

server.tool('put', 'Store a serialized object under a key.', { key: z.string(), value: z.string() }, async ({ key, value }) => {
  store.set(key, serialize.unserialize(value));
  return { content: [{ type: 'text', text: \`stored \${key}\` }] };
});

server.tool('get', 'Return a stored object, serialized.', { key: z.string() }, async ({ key }) => ({
  content: [{ type: 'text', text: serialize.serialize(store.get(key) ?? null) }],
}));
${TS_TAIL}`, {}, ['node-serialize'])),

  malicious('t10-tp-py-jinja-from-string', 'template-compile', 'a greeting-card tool compiling the model-written text with Jinja2 Environment.from_string', server('card-writer', 'Write greeting cards from templates.', 'py', `from jinja2 import Environment
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("card-writer")
env = Environment(autoescape=False)


@mcp.tool()
def write_card(template: str, name: str, occasion: str = "birthday") -> str:
    """Fill a card template such as 'Happy {{ occasion }}, {{ name }}!'."""
    return env.from_string(template).render(name=name, occasion=occasion)
${PY_TAIL}`, {}, ['jinja2'])),
];
