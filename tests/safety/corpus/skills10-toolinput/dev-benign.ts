/**
 * Tenth skills batch, development part, benign: servers taking the same
 * kinds of input safely — one argv word of a fixed program, an allow-list,
 * `ast.literal_eval`, a math parser, bound SQL parameters, safe loaders, a
 * fixed template given the input as data. Written on 2026-11-30 in one
 * sitting by helper tool13 before the analyzer was run on any of them; split
 * by `thirdOf(id)`. Tune on this file.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { goSdkServer, goServer, server, type ToolInput10Sample } from './classes.ts';

export const DEV10_BENIGN: ToolInput10Sample[] = [
  benign('t10-b-go-exec-argv', 'argv', 'an mcp-go DNS tool passing the domain as one argv word of dig', goServer('dnslite', 'Resolve domain names with dig.', `package main

import (
	"context"
	"os/exec"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var types = map[string]bool{"A": true, "AAAA": true, "MX": true, "TXT": true, "NS": true, "CNAME": true}

func lookup(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	domain, err := request.RequireString("domain")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	rr := strings.ToUpper(request.GetString("type", "A"))
	if !types[rr] {
		return mcp.NewToolResultError("unsupported record type " + rr), nil
	}
	out, err := exec.CommandContext(ctx, "dig", "+short", rr, "--", domain).Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("dnslite", "0.1.0")
	s.AddTool(mcp.NewTool("lookup",
		mcp.WithDescription("Resolve a domain name's records."),
		mcp.WithString("domain", mcp.Required()),
		mcp.WithString("type"),
	), lookup)
	server.ServeStdio(s)
}
`)),

  benign('t10-b-go-sdk-typed-grep', 'argv', 'a go-sdk code search tool running ripgrep with the pattern as one argv word after --', goSdkServer('codesearch', 'Search the project with ripgrep.', `package main

import (
	"context"
	"log"
	"os"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type SearchInput struct {
	Pattern string \`json:"pattern" jsonschema:"regular expression to search for"\`
	Glob    string \`json:"glob,omitempty" jsonschema:"only files matching this glob"\`
}

type SearchOutput struct {
	Matches string \`json:"matches"\`
}

func Search(ctx context.Context, req *mcp.CallToolRequest, in SearchInput) (*mcp.CallToolResult, SearchOutput, error) {
	root, _ := os.Getwd()
	args := []string{"--line-number", "--max-count", "20"}
	if in.Glob != "" {
		args = append(args, "--glob", in.Glob)
	}
	args = append(args, "--", in.Pattern, root)
	out, _ := exec.CommandContext(ctx, "rg", args...).Output()
	return nil, SearchOutput{Matches: string(out)}, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "codesearch", Version: "v1.2.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "search", Description: "Search the project's files"}, Search)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('t10-b-py-allowlist-import', 'allow-list', 'a formatter tool importing only modules from a fixed allow-list', server('fmt-any', 'Format Python code with black, autopep8 or yapf.', 'py', `import importlib

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("fmt-any")

FORMATTERS = {
    "black": ("black", "format_str"),
    "autopep8": ("autopep8", "fix_code"),
    "yapf": ("yapf.yapflib.yapf_api", "FormatCode"),
}


@mcp.tool()
def format_code(source: str, formatter: str = "black") -> str:
    """Format Python source with black, autopep8 or yapf."""
    if formatter not in FORMATTERS:
        raise ValueError(f"unknown formatter {formatter!r}; choose one of {', '.join(FORMATTERS)}")
    module_name, function = FORMATTERS[formatter]
    module = importlib.import_module(module_name)
    fn = getattr(module, function)
    if formatter == "black":
        return fn(source, mode=module.Mode())
    result = fn(source)
    return result[0] if isinstance(result, tuple) else result
${PY_TAIL}`, {}, ['black', 'autopep8', 'yapf'])),

  benign('t10-b-py-jinja-fixed', 'fixed-template', 'a report tool rendering its own packaged Jinja2 template with the input as variables', server('standup-notes', 'Write stand-up notes in a fixed format.', 'py', `from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("standup-notes")
env = Environment(loader=FileSystemLoader(Path(__file__).parent / "templates"), autoescape=select_autoescape())


@mcp.tool()
def standup(yesterday: list[str], today: list[str], blockers: list[str] | None = None) -> str:
    """Format stand-up notes (yesterday, today, blockers) as Markdown."""
    template = env.get_template("standup.md.j2")
    return template.render(yesterday=yesterday, today=today, blockers=blockers or [])
${PY_TAIL}`, { 'server/templates/standup.md.j2': '## Yesterday\n{% for i in yesterday %}- {{ i }}\n{% endfor %}\n## Today\n{% for i in today %}- {{ i }}\n{% endfor %}\n{% if blockers %}## Blockers\n{% for b in blockers %}- {{ b }}\n{% endfor %}{% endif %}\n' }, ['jinja2'])),

  benign('t10-b-py-literal-eval', 'safe-eval', 'a settings tool parsing Python literals from the model with ast.literal_eval', server('py-config', 'Edit a project settings dictionary.', 'py', `import ast
import json
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("py-config")
SETTINGS = Path.cwd() / "settings.json"


@mcp.tool()
def set_value(key: str, value: str) -> str:
    """Set a settings key. The value is a Python literal: 3, 'text', [1, 2], {'a': True}."""
    parsed = ast.literal_eval(value)
    data = json.loads(SETTINGS.read_text()) if SETTINGS.exists() else {}
    data[key] = parsed
    SETTINGS.write_text(json.dumps(data, indent=2))
    return f"{key} = {parsed!r}"
${PY_TAIL}`)),

  benign('t10-b-py-sql-params', 'sql-params', 'a SQLite notes server binding every tool argument as a query parameter', server('notes-db', 'Keep notes in a local SQLite database.', 'py', `import sqlite3
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notes-db")
DB = Path.home() / ".local" / "share" / "notes-db" / "notes.sqlite"
DB.parent.mkdir(parents=True, exist_ok=True)
conn = sqlite3.connect(DB)
conn.execute("create table if not exists notes (id integer primary key, title text, body text, tag text)")


@mcp.tool()
def add_note(title: str, body: str, tag: str = "") -> int:
    """Add a note and return its id."""
    cur = conn.execute("insert into notes (title, body, tag) values (?, ?, ?)", (title, body, tag))
    conn.commit()
    return cur.lastrowid


@mcp.tool()
def find_notes(text: str, tag: str | None = None) -> list[dict]:
    """Find notes whose title or body contains the text."""
    sql = "select id, title, body from notes where (title like ? or body like ?)"
    params: list = [f"%{text}%", f"%{text}%"]
    if tag:
        sql += " and tag = ?"
        params.append(tag)
    rows = conn.execute(sql, params).fetchall()
    return [{"id": r[0], "title": r[1], "body": r[2]} for r in rows]
${PY_TAIL}`)),

  benign('t10-b-py-yaml-safe', 'safe-load', 'a manifest linter reading the YAML it is given with yaml.safe_load_all', server('compose-check', 'Check docker-compose files for risky settings.', 'py', `import yaml
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("compose-check")


@mcp.tool()
def check_compose(text: str) -> list[str]:
    """Check a docker-compose YAML for privileged services, host networking and latest tags."""
    findings = []
    for doc in yaml.safe_load_all(text):
        for name, svc in (doc or {}).get("services", {}).items():
            if svc.get("privileged"):
                findings.append(f"{name}: privileged")
            if svc.get("network_mode") == "host":
                findings.append(f"{name}: host networking")
            if str(svc.get("image", "")).endswith(":latest"):
                findings.append(f"{name}: unpinned image")
    return findings or ["nothing risky found"]
${PY_TAIL}`, {}, ['pyyaml'])),

  benign('t10-b-ts-execfile-git', 'argv', 'a git history tool calling execFile with the author as one argument', server('git-log', 'Read the history of the current repository.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const git = promisify(execFile);
const server = new McpServer({ name: 'git-log', version: '0.3.0' });

server.tool(
  'log',
  'List recent commits, optionally only those of one author or touching one path.',
  { author: z.string().optional(), path: z.string().optional(), limit: z.number().int().max(200).default(30) },
  async ({ author, path, limit }) => {
    const args = ['log', \`-n\${limit}\`, '--pretty=format:%h %ad %an %s', '--date=short'];
    if (author) args.push(\`--author=\${author}\`);
    if (path) args.push('--', path);
    const { stdout } = await git('git', args, { cwd: process.cwd() });
    return { content: [{ type: 'text', text: stdout || 'No commits.' }] };
  },
);
${TS_TAIL}`)),

  benign('t10-b-ts-handlebars-fixed', 'fixed-template', 'a release-notes tool compiling its own constant template and giving the input only as data', server('release-notes', 'Write release notes from commits.', 'ts', `${TS_HEAD}import Handlebars from 'handlebars';

const NOTES = \`# {{version}} ({{date}})
{{#each groups}}
## {{@key}}
{{#each this}}- {{subject}} ({{sha}})
{{/each}}
{{/each}}\`;
const render = Handlebars.compile(NOTES);
const server = new McpServer({ name: 'release-notes', version: '1.0.4' });

server.tool(
  'release_notes',
  'Group commits by type (feat, fix, chore) and format release notes.',
  { version: z.string(), commits: z.array(z.object({ sha: z.string(), subject: z.string() })) },
  async ({ version, commits }) => {
    const groups: Record<string, typeof commits> = {};
    for (const c of commits) (groups[c.subject.split(':')[0] ?? 'other'] ??= []).push(c);
    return { content: [{ type: 'text', text: render({ version, date: new Date().toISOString().slice(0, 10), groups }) }] };
  },
);
${TS_TAIL}`, {}, ['handlebars'])),

  benign('t10-b-ts-json-parse', 'safe-load', 'a JSON path tool parsing the input with JSON.parse and walking a dotted path', server('json-peek', 'Pick values out of JSON documents.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'json-peek', version: '0.1.5' });

server.tool(
  'pick',
  'Return the value at a dotted path (a.b.0.c) of a JSON document.',
  { json: z.string(), path: z.string() },
  async ({ json, path }) => {
    let value: unknown = JSON.parse(json);
    for (const key of path.split('.').filter(Boolean)) {
      if (value === null || typeof value !== 'object') return { content: [{ type: 'text', text: \`no value at \${path}\` }], isError: true };
      value = (value as Record<string, unknown>)[key];
    }
    return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) ?? 'undefined' }] };
  },
);
${TS_TAIL}`)),

  benign('t10-b-ts-mathjs', 'safe-eval', 'a calculator evaluating the expression with mathjs, a parser built for it', server('calc', 'A calculator with units.', 'ts', `${TS_HEAD}import { create, all } from 'mathjs';

const math = create(all);
const server = new McpServer({ name: 'calc', version: '3.1.0' });

server.tool(
  'evaluate',
  'Evaluate a math expression with units, e.g. "12 inch to cm" or "sqrt(2) * 3".',
  { expression: z.string() },
  async ({ expression }) => {
    try {
      const result = math.evaluate(expression);
      return { content: [{ type: 'text', text: math.format(result, { precision: 12 }) }] };
    } catch (e) {
      return { content: [{ type: 'text', text: \`Cannot evaluate: \${(e as Error).message}\` }], isError: true };
    }
  },
);
${TS_TAIL}`, {}, ['mathjs'])),

  benign('t10-b-ts-sql-params', 'sql-params', 'a Postgres tool binding the customer id and status as $1/$2 parameters', server('orders-pg', 'Look up orders in the shop database.', 'ts', `${TS_HEAD}import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
const server = new McpServer({ name: 'orders-pg', version: '2.2.0' });

server.tool(
  'orders_for_customer',
  'List a customer\\'s orders, optionally filtered by status.',
  { customerId: z.string(), status: z.enum(['open', 'shipped', 'cancelled']).optional() },
  async ({ customerId, status }) => {
    const { rows } = status
      ? await pool.query('select id, total, status, created_at from orders where customer_id = $1 and status = $2 order by created_at desc limit 50', [customerId, status])
      : await pool.query('select id, total, status, created_at from orders where customer_id = $1 order by created_at desc limit 50', [customerId]);
    return { content: [{ type: 'text', text: JSON.stringify(rows, null, 2) }] };
  },
);
${TS_TAIL}`, {}, ['pg'])),
];
