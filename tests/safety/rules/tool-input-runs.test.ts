/**
 * An MCP tool's arguments made code (rule `tool-input-runs`, src/safety/ir/tool-input-runs.ts; the source is
 * src/safety/ir/tool-inputs.ts), as issue 36's tenth batch (tests/safety/corpus/skills10-toolinput/) showed
 * them: a shell string, a program the model names, eval and its kin, a deserializer, a module loaded by name, a
 * template compiled from the argument — each beside a benign twin (argv words, shlex.quote, a number, a table
 * lookup, a parser built for it, a fixed template, a bound SQL parameter); SQL formatted from the argument is the
 * advisory `tool-input-query`. Python, TypeScript and Go.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';

const manifest = JSON.stringify({ name: 'srv', version: '1.0.0', description: 'An MCP server.' });
const component = (file: string, text: string) => analyzeComponent(kindByType('mods')!, { content: manifest, files: { '.claude-plugin/plugin.json': manifest, [file]: text } });
const rules = (file: string, text: string) => component(file, text).findings.map((f) => `${f.severity} ${f.rule}`);
const runs = (file: string, text: string) => rules(file, text).includes('blocking tool-input-runs');

const PY = (body: string, imports = 'import subprocess') => `${imports}\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("srv")\n\n\n@mcp.tool()\n${body}\n`;
const TS = (handler: string, imports = "import { execSync, execFileSync } from 'node:child_process';") => `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\n${imports}\nconst server = new McpServer({ name: 'srv', version: '1.0.0' });\nserver.tool('t', 'A tool.', { x: z.string() }, ${handler});\n`;
const GO = (body: string, imports = '"os/exec"') => `package main\n\nimport (\n\t"context"\n\t${imports}\n\n\t"github.com/mark3labs/mcp-go/mcp"\n\t"github.com/mark3labs/mcp-go/server"\n)\n\nfunc h(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {\n\tx, _ := r.RequireString("x")\n${body}\n\treturn mcp.NewToolResultText("ok"), nil\n}\n\nfunc main() {\n\ts := server.NewMCPServer("srv", "1.0.0")\n\ts.AddTool(mcp.NewTool("t"), h)\n\tserver.ServeStdio(s)\n}\n`;

describe("an MCP tool's argument in a shell string", () => {
  it('blocks shell=True, os.system, execSync of a template, sh -c in Go, exec through promisify', () => {
    expect(runs('server.py', PY('def ping(host: str) -> str:\n    """Ping."""\n    return subprocess.run(f"ping -c 3 {host}", shell=True, capture_output=True, text=True).stdout'))).toBe(true);
    expect(runs('server.py', PY('def conv(src: str) -> str:\n    """Convert."""\n    os.system("convert " + src + " out.png")\n    return "ok"', 'import os'))).toBe(true);
    expect(runs('server/index.ts', TS('async ({ x }) => ({ content: [{ type: "text", text: execSync(`git log --author=${x}`, { encoding: "utf8" }) }] })'))).toBe(true);
    expect(runs('server/index.ts', TS("async ({ x }) => { const { stdout } = await run('ffmpeg -i ' + x); return { content: [{ type: 'text', text: stdout }] }; }", "import { exec } from 'node:child_process';\nimport { promisify } from 'node:util';\nconst run = promisify(exec);"))).toBe(true);
    expect(runs('main.go', GO('\texec.Command("sh", "-c", "dig +short "+x).Output()'))).toBe(true);
  });

  it('passes the argument as one argv word, quoted with shlex.quote, or made a number', () => {
    expect(runs('server.py', PY('def ping(host: str) -> str:\n    """Ping."""\n    return subprocess.run(["ping", "-c", "3", host], capture_output=True, text=True).stdout'))).toBe(false);
    expect(runs('server.py', PY('def grep(p: str) -> str:\n    """Grep."""\n    return subprocess.run(f"grep -rn -- {shlex.quote(p)} . | head", shell=True, capture_output=True, text=True).stdout', 'import shlex\nimport subprocess'))).toBe(false);
    expect(runs('server.py', PY('def tail(n: str) -> str:\n    """Tail."""\n    return subprocess.run(f"tail -n {int(n)} app.log", shell=True, capture_output=True, text=True).stdout'))).toBe(false);
    expect(runs('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: execFileSync('git', ['log', `--author=${x}`], { encoding: 'utf8' }) }] })"))).toBe(false);
    expect(runs('main.go', GO('\texec.Command("dig", "+short", "--", x).Output()'))).toBe(false);
  });

  it('passes an argument checked against an allow-list or a pattern that ends the handler when it fails; a check that goes on blocks', () => {
    const ping = (check: string) => PY(`def ping(host: str) -> str:\n    """Ping."""\n${check}    return subprocess.run(f"ping -c 3 {host}", shell=True, capture_output=True, text=True).stdout`, 'import re\nimport subprocess\nHOSTS = {"db1", "db2"}\nHOST = re.compile(r"^[A-Za-z0-9.-]+$")');
    expect(runs('server.py', ping('    if host not in HOSTS:\n        raise ValueError(host)\n'))).toBe(false);
    expect(runs('server.py', ping('    if not HOST.fullmatch(host):\n        return "not a host name"\n'))).toBe(false);
    expect(runs('server.py', ping('    if not HOST.fullmatch(host):\n        print("odd host name")\n'))).toBe(true);
    const grep = (check: string) => TS(`async ({ x }) => { ${check} return { content: [{ type: 'text', text: execSync('grep -rn ' + x + ' .', { encoding: 'utf8' }) }] }; }`);
    expect(runs('server/index.ts', grep("if (!/^[\\w.-]+$/.test(x)) throw new Error('bad pattern');"))).toBe(false);
    expect(runs('server/index.ts', grep("if (!WORDS.includes(x)) { return { content: [], isError: true }; }"))).toBe(false);
    expect(runs('server/index.ts', grep("if (!/^[\\w.-]+$/.test(x)) console.warn('odd');"))).toBe(true);
  });

  it('blocks a program the model names; a program looked up in a table written in the code passes', () => {
    expect(runs('main.go', GO('\texec.Command(x).Output()'))).toBe(true);
    expect(runs('main.go', GO('\tchecks := map[string]string{"disk": "df", "uptime": "uptime"}\n\tprog := checks[x]\n\texec.Command(prog).Output()'))).toBe(false);
  });
});

describe("an MCP tool's argument run as code, loaded, deserialized or compiled", () => {
  it('blocks eval, exec, new Function, vm, a string given to setTimeout', () => {
    expect(runs('server.py', PY('def calc(expression: str) -> str:\n    """Calculate."""\n    return str(eval(expression))', 'import math'))).toBe(true);
    expect(runs('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: String(new Function('item', `return (${x});`)(1)) }] })", ''))).toBe(true);
    expect(runs('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: String(vm.runInNewContext(x, {})) }] })", "import vm from 'node:vm';"))).toBe(true);
    expect(runs('server/index.ts', TS("async ({ x }) => { setTimeout(x, 10); return { content: [] }; }", ''))).toBe(true);
  });

  it('passes ast.literal_eval, JSON.parse and a math parser', () => {
    expect(runs('server.py', PY('def parse(value: str) -> str:\n    """Parse a literal."""\n    return repr(ast.literal_eval(value))', 'import ast'))).toBe(false);
    expect(runs('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: JSON.stringify(JSON.parse(x)) }] })", ''))).toBe(false);
    expect(runs('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: String(evaluate(x)) }] })", "import { evaluate } from 'mathjs';"))).toBe(false);
  });

  it('blocks pickle (also through a static method), yaml.load_all with the full loader, node-serialize; passes yaml.safe_load', () => {
    const cls = 'class Loader:\n    @staticmethod\n    def load(blob: bytes):\n        return pickle.loads(blob)\n\n\n';
    expect(runs('server.py', `import base64\nimport pickle\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("srv")\n\n${cls}@mcp.tool()\ndef restore(data: str) -> str:\n    """Restore."""\n    return str(Loader.load(base64.b64decode(data)))\n`)).toBe(true);
    expect(runs('server.py', PY('def lint(text: str) -> str:\n    """Lint."""\n    return str(list(yaml.load_all(text, Loader=yaml.Loader)))', 'import yaml'))).toBe(true);
    expect(runs('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: String(serialize.unserialize(x)) }] })", "import serialize from 'node-serialize';"))).toBe(true);
    expect(runs('server.py', PY('def lint(text: str) -> str:\n    """Lint."""\n    return str(list(yaml.safe_load_all(text)))', 'import yaml'))).toBe(false);
  });

  it('blocks a module or library loaded by the name given; a name looked up in an allow-list passes', () => {
    expect(runs('server.py', PY('def fmt(source: str, formatter: str) -> str:\n    """Format."""\n    return importlib.import_module(formatter).format_str(source)', 'import importlib'))).toBe(true);
    expect(runs('server/index.ts', TS("async ({ x }) => { const m = await import(x); return { content: [{ type: 'text', text: String(await m.default()) }] }; }", ''))).toBe(true);
    expect(runs('main.go', GO('\tp, _ := plugin.Open(x)\n\t_ = p', '"plugin"'))).toBe(true);
    expect(runs('server.py', PY('def run(name: str) -> str:\n    """Run one of our tools."""\n    return importlib.import_module(f"tools.{name}").run()', 'import importlib'))).toBe(false);
    expect(runs('server.py', PY('def fmt(source: str, formatter: str) -> str:\n    """Format."""\n    if formatter not in FORMATTERS:\n        raise ValueError(formatter)\n    return importlib.import_module(FORMATTERS[formatter]).format_str(source)', 'import importlib\nFORMATTERS = {"black": "black", "yapf": "yapf.yapflib.yapf_api"}'))).toBe(false);
  });

  it("blocks a template compiled from the argument; a template of the component's own given it as data passes", () => {
    expect(runs('server.py', PY('def card(template: str, name: str) -> str:\n    """Card."""\n    return Environment().from_string(template).render(name=name)', 'from jinja2 import Environment'))).toBe(true);
    expect(runs('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: Handlebars.compile(x)({}) }] })", "import Handlebars from 'handlebars';"))).toBe(true);
    expect(runs('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: _.template(x)({}) }] })", "import _ from 'lodash';"))).toBe(true);
    expect(runs('main.go', GO('\tt, _ := template.New("x").Parse(x)\n\t_ = t', '"text/template"'))).toBe(true);
    expect(runs('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: await renderToString(createSSRApp({ template: x })) }] })", "import { createSSRApp } from 'vue';\nimport { renderToString } from 'vue/server-renderer';"))).toBe(true);
    expect(runs('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: await renderToString(createSSRApp({ template: '<p>{{ name }}</p>', data: () => ({ name: x }) })) }] })", "import { createSSRApp } from 'vue';\nimport { renderToString } from 'vue/server-renderer';"))).toBe(false);
    expect(runs('server.py', PY('def card(name: str) -> str:\n    """Card."""\n    return ENV.get_template("card.j2").render(name=name)', 'from jinja2 import Environment, FileSystemLoader\nENV = Environment(loader=FileSystemLoader("templates"))'))).toBe(false);
    expect(runs('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: CARD({ name: x }) }] })", "import Handlebars from 'handlebars';\nconst CARD = Handlebars.compile('Hello {{name}}');"))).toBe(false);
  });
});

describe("an MCP tool's argument in SQL", () => {
  it('is an advisory formatted into the statement as an identifier, nothing bound as a parameter (a quoted value: query-injection.test.ts)', () => {
    const formatted = rules('server.py', PY('def columns(table: str) -> list:\n    """Columns."""\n    return conn.execute(f"select * from {table} limit 1").fetchall()', 'import sqlite3\nconn = sqlite3.connect("app.db")'));
    expect(formatted).toContain('advisory tool-input-query');
    expect(formatted).not.toContain('blocking tool-input-runs');
    const bound = rules('server.py', PY('def find(name: str) -> list:\n    """Find."""\n    return conn.execute("select * from users where name = ?", (name,)).fetchall()', 'import sqlite3\nconn = sqlite3.connect("app.db")'));
    expect(bound).not.toContain('advisory tool-input-query');
  });
});

describe('a function no client calls', () => {
  it('keeps its parameters unknown: the same shell string in a plain helper is not this rule', () => {
    expect(runs('scripts/ping.py', 'import subprocess\n\n\ndef ping(host):\n    return subprocess.run(f"ping -c 3 {host}", shell=True)\n')).toBe(false);
  });
});

describe('a tool that says it runs what it is given, and what carries no text of the argument (lead, thirteenth session)', () => {
  const severity = (text: string) => rules('server.py', text).find((r) => r.endsWith(' tool-input-runs'));

  it('keeps a declared command runner an advisory, and blocks one that claims a sandbox or says nothing of running', () => {
    const runner = (doc: string) => PY(`def run_command(command: str) -> str:\n    """${doc}"""\n    return subprocess.run(command, shell=True, capture_output=True, text=True).stdout`);
    expect(severity(runner('Run one shell command in the project folder and return its output.'))).toBe('advisory tool-input-runs');
    expect(severity(runner('Run a shell command in a sandbox and return its output.'))).toBe('blocking tool-input-runs');
    expect(severity(runner('Show the status of the project.'))).toBe('blocking tool-input-runs');
    // A job named, not the caller's code declared: "a script" alone is no shell server.
    expect(severity(runner('Run a script to clean the caches.'))).toBe('blocking tool-input-runs');
    expect(severity(runner('Execute arbitrary Python code.'))).toBe('advisory tool-input-runs');
  });

  it('follows no argument into the content of a file opened at a path it named, or into its digest; the argument itself deserialized blocks', () => {
    const cache = PY('def page(url: str) -> list:\n    """Paragraphs of a page, cached."""\n    key = CACHE / (hashlib.sha256(url.encode()).hexdigest() + ".pkl")\n    with key.open("rb") as f:\n        return pickle.load(f)', 'import hashlib\nimport pickle\nfrom pathlib import Path\nCACHE = Path.home() / ".cache" / "docs"');
    expect(severity(cache)).toBeUndefined();
    expect(severity(PY('def load(blob: str) -> str:\n    """Load a saved state."""\n    return repr(pickle.loads(base64.b64decode(blob)))', 'import base64\nimport pickle'))).toBe('blocking tool-input-runs');
  });
});

describe("an MCP tool's argument written to a script file that is then run", () => {
  it('blocks the text written to a file a shell or an interpreter is then given, in Go and Python', () => {
    expect(runs('main.go', GO('\tos.WriteFile("/tmp/job.sh", []byte(x), 0755)\n\texec.Command("bash", "/tmp/job.sh").Run()', '"os"\n\t"os/exec"'))).toBe(true);
    expect(runs('server.py', PY('def job(code: str) -> str:\n    """Run a data job."""\n    with open("/tmp/job.py", "w") as fh:\n        fh.write(code)\n    return subprocess.run(["python3", "/tmp/job.py"], capture_output=True, text=True).stdout'))).toBe(true);
  });

  it("passes the text written to a data file a fixed script reads, a fixed script written then run, and the server's script with the value filled in quoted", () => {
    expect(runs('server.py', PY('def job(name: str) -> str:\n    """Greet."""\n    with open("/tmp/job.py", "w") as fh:\n        fh.write("print(" + json.dumps(name) + ")")\n    return subprocess.run(["python3", "/tmp/job.py"], capture_output=True, text=True).stdout', 'import json\nimport subprocess'))).toBe(false);
    expect(runs('main.go', GO('\tos.WriteFile("/tmp/input.txt", []byte(x), 0644)\n\texec.Command("python3", "scripts/count.py", "/tmp/input.txt").Run()', '"os"\n\t"os/exec"'))).toBe(false);
    expect(runs('server.py', PY('def job(n: int) -> str:\n    """Count."""\n    with open("/tmp/job.py", "w") as fh:\n        fh.write("print(sum(range(100)))")\n    return subprocess.run(["python3", "/tmp/job.py"], capture_output=True, text=True).stdout'))).toBe(false);
  });
});
