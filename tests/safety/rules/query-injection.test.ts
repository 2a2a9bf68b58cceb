/**
 * An MCP tool's argument put into a query as query (rule `query-injection`, src/safety/ir/query-values.ts,
 * POLICY15 §2): inside a quoted value of SQL text (f-strings, `%`, `.format`, `+`, template literals,
 * `fmt.Sprintf`), the whole MongoDB filter parsed from the model's JSON, or a `$where` built from it — each beside
 * its benign twin: an identifier (`PRAGMA table_info({table})`), a tool whose argument is the whole query, a bound
 * parameter, a filter built field by field. Python, TypeScript and Go.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { endsInQuotedValue } from '../../../src/safety/ir/query-values.ts';

const manifest = JSON.stringify({ name: 'srv', version: '1.0.0', description: 'An MCP server.' });
const rules = (file: string, text: string) =>
  analyzeComponent(kindByType('mods')!, { content: manifest, files: { '.claude-plugin/plugin.json': manifest, [file]: text } }).findings.map((f) => `${f.severity} ${f.rule}`);
const injects = (file: string, text: string) => rules(file, text).includes('blocking query-injection');

const PY = (body: string, imports = 'import sqlite3\nconn = sqlite3.connect("app.db")') => `${imports}\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("srv")\n\n\n@mcp.tool()\n${body}\n`;
const TS = (handler: string, imports: string) => `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\n${imports}\nconst server = new McpServer({ name: 'srv', version: '1.0.0' });\nserver.tool('t', 'A tool.', { x: z.string() }, ${handler});\n`;
const GO = (body: string, imports: string) => `package main\n\nimport (\n\t"context"\n\t${imports}\n\n\t"github.com/mark3labs/mcp-go/mcp"\n\t"github.com/mark3labs/mcp-go/server"\n)\n\nfunc h(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {\n\tx, _ := r.RequireString("x")\n${body}\n\treturn mcp.NewToolResultText("ok"), nil\n}\n\nfunc main() {\n\ts := server.NewMCPServer("srv", "1.0.0")\n\ts.AddTool(mcp.NewTool("t"), h)\n\tserver.ServeStdio(s)\n}\n`;
const sql = (line: string) => PY(`def find(name: str) -> list:\n    """Find."""\n    ${line}`);

describe('SQL text ending inside a quoted value', () => {
  it('reads single quotes always, double quotes after a comparison, and a closed quote as closed', () => {
    expect(endsInQuotedValue("SELECT * FROM t WHERE name = '")).toBe(true);
    expect(endsInQuotedValue("SELECT * FROM t WHERE a = 'x' AND b LIKE '%")).toBe(true);
    expect(endsInQuotedValue('SELECT * FROM t WHERE name = "')).toBe(true);
    expect(endsInQuotedValue("SELECT * FROM t WHERE a = 'it''s' AND id = ")).toBe(false);
    expect(endsInQuotedValue('SELECT * FROM "')).toBe(false);
    expect(endsInQuotedValue('PRAGMA table_info(')).toBe(false);
  });
});

describe("an MCP tool's argument in a quoted SQL value", () => {
  it('blocks an f-string, %-formatting, str.format and concatenation in Python', () => {
    expect(injects('server.py', sql('return conn.execute(f"SELECT * FROM users WHERE name = \'{name}\'").fetchall()'))).toBe(true);
    expect(injects('server.py', sql('return conn.execute("SELECT * FROM users WHERE name = \'%s\' LIMIT %d" % (name, 10)).fetchall()'))).toBe(true);
    expect(injects('server.py', sql('return conn.execute("DELETE FROM tags WHERE tag = \'{}\'".format(name)).rowcount'))).toBe(true);
    expect(injects('server.py', sql('return conn.execute("UPDATE t SET title = \'" + name + "\' WHERE id = 1").rowcount'))).toBe(true);
  });

  it('blocks a template literal in TypeScript and fmt.Sprintf in Go', () => {
    expect(injects('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: JSON.stringify((await pool.query(`SELECT * FROM events WHERE name = '${x}'`)).rows) }] })", "import pg from 'pg';\nconst pool = new pg.Pool();"))).toBe(true);
    expect(injects('main.go', GO('\tdb, _ := sql.Open("postgres", os.Getenv("DSN"))\n\tdb.Query(fmt.Sprintf("SELECT qty FROM stock WHERE sku = \'%s\'", x))', '"database/sql"\n\t"fmt"\n\t"os"'))).toBe(true);
  });

  it("blocks node-sqlite3's db.all, SQLAlchemy's text() and Prisma's $queryRawUnsafe with a quoted value; passes their bound forms", () => {
    const sqlite3 = "import sqlite3 from 'sqlite3';\nconst db = new sqlite3.Database('app.db');";
    expect(injects('server/index.ts', TS("async ({ x }) => { db.all(`SELECT * FROM notes WHERE tag = '${x}'`, (e, rows) => rows); return { content: [] }; }", sqlite3))).toBe(true);
    expect(injects('server/index.ts', TS("async ({ x }) => { db.all('SELECT * FROM notes WHERE tag = ?', [x], (e, rows) => rows); return { content: [] }; }", sqlite3))).toBe(false);
    const alchemy = 'from sqlalchemy import create_engine, text\nengine = create_engine("sqlite:///app.db")';
    expect(injects('server.py', PY('def find(name: str) -> list:\n    """Find."""\n    with engine.connect() as conn:\n        return list(conn.execute(text(f"SELECT * FROM users WHERE name = \'{name}\'")))', alchemy))).toBe(true);
    expect(injects('server.py', PY('def find(name: str) -> list:\n    """Find."""\n    with engine.connect() as conn:\n        return list(conn.execute(text("SELECT * FROM users WHERE name = :n"), {"n": name}))', alchemy))).toBe(false);
    const prisma = "import { PrismaClient } from '@prisma/client';\nconst prisma = new PrismaClient();";
    expect(injects('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: JSON.stringify(await prisma.$queryRawUnsafe(`SELECT * FROM \"User\" WHERE email = '${x}'`)) }] })", prisma))).toBe(true);
  });

  it('passes bound parameters, identifiers and a tool whose argument is the whole query (the last two stay the advisory)', () => {
    expect(injects('server.py', sql('return conn.execute("SELECT * FROM users WHERE name = ? AND plan = \'pro\'", (name,)).fetchall()'))).toBe(false);
    const pragma = rules('server.py', sql('return conn.execute(f"PRAGMA table_info({name})").fetchall()'));
    expect(pragma).toContain('advisory tool-input-query');
    expect(pragma).not.toContain('blocking query-injection');
    const whole = rules('server.py', PY('def read_query(query: str) -> list:\n    """Execute a SELECT query."""\n    return conn.execute(query).fetchall()'));
    expect(whole).not.toContain('blocking query-injection');
    expect(injects('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: JSON.stringify((await pool.query(\"SELECT * FROM orders WHERE status = $1 AND channel <> 'test'\", [x])).rows) }] })", "import pg from 'pg';\nconst pool = new pg.Pool();"))).toBe(false);
    expect(injects('main.go', GO('\tdb, _ := sql.Open("postgres", os.Getenv("DSN"))\n\tdb.Query("SELECT qty FROM stock WHERE sku = $1 AND status = \'active\'", x)', '"database/sql"\n\t"os"'))).toBe(false);
  });
});

describe("an MCP tool's argument as a MongoDB filter", () => {
  const mongoPy = 'import json\nfrom pymongo import MongoClient\nusers = MongoClient("mongodb://localhost:27017")["app"]["users"]';
  const mongoTs = "import { MongoClient } from 'mongodb';\nconst coll = new MongoClient('mongodb://localhost:27017').db('app').collection('users');";
  it('blocks the model\'s JSON parsed into the filter, and a $where built from the argument', () => {
    expect(injects('server.py', PY('def search(filter_json: str) -> list:\n    """Search."""\n    return list(users.find(json.loads(filter_json)))', mongoPy))).toBe(true);
    expect(injects('server.py', PY('def by_author(author: str) -> list:\n    """Posts."""\n    return list(users.find({"$where": f"this.author == \'{author}\'"}))', mongoPy))).toBe(true);
    expect(injects('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: String((await coll.deleteMany(JSON.parse(x))).deletedCount) }] })", mongoTs))).toBe(true);
    expect(injects('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: JSON.stringify(await coll.find(JSON.parse(x)).limit(10).toArray()) }] })", mongoTs))).toBe(true);
  });

  it('passes a filter built field by field from the arguments', () => {
    expect(injects('server.py', PY('def search(country: str) -> list:\n    """Search."""\n    return list(users.find({"country": str(country), "active": True}))', mongoPy))).toBe(false);
    expect(injects('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: JSON.stringify(await coll.find({ status: String(x) }).toArray()) }] })", mongoTs))).toBe(false);
  });

  it("blocks Go's bson.UnmarshalExtJSON of the argument given to Find; bson.M of a field passes", () => {
    const go = (body: string) => GO(`\tclient, _ := mongo.Connect(ctx, options.Client())\n\tcoll := client.Database("app").Collection("users")\n${body}`, '"go.mongodb.org/mongo-driver/bson"\n\t"go.mongodb.org/mongo-driver/mongo"\n\t"go.mongodb.org/mongo-driver/mongo/options"');
    expect(injects('main.go', go('\tvar filter bson.M\n\tbson.UnmarshalExtJSON([]byte(x), true, &filter)\n\tcoll.Find(ctx, filter)'))).toBe(true);
    expect(injects('main.go', go('\tcoll.FindOne(ctx, bson.M{"email": x})'))).toBe(false);
  });
});
