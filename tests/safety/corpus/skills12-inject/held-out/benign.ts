/**
 * Twelfth injection batch, HELD-OUT third, benign. Written on 2026-11-30 with the development part, before any rule
 * changed. Never read while working on the analyzer.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { goSdkServer, server, type Inject12Sample } from '../classes.ts';

export const HELD_OUT12_INJECT_BENIGN: Inject12Sample[] = [
  benign('i12b-ts-resolve-startswith', 'base-checked', 'a snippet store resolving the path and refusing what does not start with its folder', server('snippets-safe', 'Store code snippets.', 'ts', `${TS_HEAD}import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const SNIPPETS = path.resolve(os.homedir(), '.snippets');
const server = new McpServer({ name: 'snippets-safe', version: '1.1.0' });

server.tool('save_snippet', 'Save a snippet.', { file: z.string(), code: z.string() }, async ({ file, code }) => {
  const target = path.resolve(SNIPPETS, file);
  if (!target.startsWith(SNIPPETS + path.sep)) {
    return { isError: true, content: [{ type: 'text', text: 'file must stay inside the snippet folder' }] };
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, code);
  return { content: [{ type: 'text', text: 'saved' }] };
});
${TS_TAIL}`)),

  benign('i12b-py-sqlite-whole-query', 'sql-whole-query', 'a SQLite explorer whose write_query tool takes the whole statement the model writes', server('sqlite-explorer', 'Explore and edit a SQLite database.', 'py', `import sqlite3

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("sqlite-explorer")
conn = sqlite3.connect("app.db", check_same_thread=False)


@mcp.tool()
def write_query(query: str) -> str:
    """Execute an INSERT, UPDATE or DELETE statement on the database."""
    if query.strip().upper().startswith("SELECT"):
        raise ValueError("use read_query for SELECT")
    cur = conn.execute(query)
    conn.commit()
    return f"{cur.rowcount} rows affected"


@mcp.tool()
def read_query(query: str) -> list[tuple]:
    """Execute a SELECT query."""
    return conn.execute(query).fetchall()
${PY_TAIL}`)),

  benign('i12b-py-bound-params', 'sql-bound', 'a CRM lookup binding the name with a ? placeholder', server('crm-safe', 'Look up customers.', 'py', `import sqlite3

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("crm-safe")


@mcp.tool()
def find_customer(name: str, plan: str = "pro") -> list[tuple]:
    """Find customers by name."""
    with sqlite3.connect("crm.db") as conn:
        return conn.execute("SELECT id, name, email FROM customers WHERE name = ? AND plan = ? AND status <> 'deleted'", (name, plan)).fetchall()
${PY_TAIL}`)),

  benign('i12b-py-describe-table', 'sql-identifier', 'a MySQL explorer formatting the table name (an identifier, backquoted) into DESCRIBE and a sample SELECT', server('mysql-explore', 'Explore a MySQL database.', 'py', `import os

import pymysql
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("mysql-explore")


def _conn():
    return pymysql.connect(host=os.environ.get("MYSQL_HOST", "localhost"), user=os.environ["MYSQL_USER"], password=os.environ["MYSQL_PASSWORD"], database=os.environ["MYSQL_DB"])


@mcp.tool()
def describe(table: str) -> list[tuple]:
    """Columns of a table."""
    with _conn() as conn, conn.cursor() as cur:
        cur.execute(f"DESCRIBE \`{table}\`")
        return cur.fetchall()


@mcp.tool()
def sample_rows(table: str, limit: int = 5) -> list[tuple]:
    """A few rows of a table."""
    with _conn() as conn, conn.cursor() as cur:
        cur.execute(f"SELECT * FROM \`{table}\` LIMIT %s", (limit,))
        return cur.fetchall()
${PY_TAIL}`, {}, ['pymysql'])),

  benign('i12b-ts-mongo-fields', 'nosql-fields', 'a TypeScript Mongo server filtering { status: String(status) } with typed arguments', server('mongo-orders', 'Look up orders in MongoDB.', 'ts', `${TS_HEAD}import { MongoClient } from 'mongodb';

const client = new MongoClient(process.env.MONGO_URL ?? 'mongodb://localhost:27017');
const orders = client.db('shop').collection('orders');
const server = new McpServer({ name: 'mongo-orders', version: '0.4.0' });

server.tool('orders', 'Orders with a status.', { status: z.enum(['pending', 'paid', 'shipped']), limit: z.number().max(100).default(20) }, async ({ status, limit }) => {
  const docs = await orders.find({ status: String(status) }).limit(limit).toArray();
  return { content: [{ type: 'text', text: JSON.stringify(docs) }] };
});
${TS_TAIL}`, {}, ['mongodb'])),

  benign('i12b-py-jinja-file', 'template-own', 'a report tool rendering its own template file with the arguments as data', server('weekly-report', 'Render the weekly report.', 'py', `from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weekly-report")
env = Environment(loader=FileSystemLoader(Path(__file__).parent / "templates"), autoescape=select_autoescape())


@mcp.tool()
def weekly_report(title: str, items: list[str]) -> str:
    """Render the weekly report with a title and items."""
    return env.get_template("weekly.html").render(title=title, items=items)
${PY_TAIL}`, { 'server/templates/weekly.html': '<h1>{{ title }}</h1>\n<ul>{% for i in items %}<li>{{ i }}</li>{% endfor %}</ul>\n' }, ['jinja2'])),

  benign('i12b-py-string-template', 'template-own', 'a message tool using string.Template.safe_substitute, which runs nothing', server('msg-format', 'Fill message templates.', 'py', `from string import Template

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("msg-format")


@mcp.tool()
def fill(template: str, values: dict[str, str]) -> str:
    """Fill $name placeholders of a message template."""
    return Template(template).safe_substitute(values)
${PY_TAIL}`)),

  benign('i12b-go-template-const', 'template-own', 'a Go server parsing its own constant template and executing it with the tool input as data', goSdkServer('changelog-go', 'Render changelog entries.', `package main

import (
	"bytes"
	"context"
	"log"
	"text/template"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const entryTmpl = "## {{.Version}}\\n{{range .Changes}}- {{.}}\\n{{end}}"

var entry = template.Must(template.New("entry").Parse(entryTmpl))

type EntryIn struct {
	Version string   \`json:"version"\`
	Changes []string \`json:"changes"\`
}

func render(ctx context.Context, req *mcp.CallToolRequest, in EntryIn) (*mcp.CallToolResult, any, error) {
	var buf bytes.Buffer
	if err := entry.Execute(&buf, in); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: buf.String()}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "changelog-go", Version: "0.2.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "changelog_entry", Description: "Render a changelog entry."}, render)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),
];
