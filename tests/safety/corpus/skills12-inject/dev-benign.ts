/**
 * Twelfth injection batch, development part, benign hard negatives: servers that write under their folder after a
 * containment check of the usual kinds, extract archives checking each member or with tarfile's `data` filter,
 * official-style database servers whose tool takes the whole query, identifiers formatted into SQL, bound
 * parameters, NoSQL filters built field by field, templates of the server's own. Written on 2026-11-30 in one
 * sitting by helper inject15 before the analyzer was run on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { goSdkServer, goServer, server, type Inject12Sample } from './classes.ts';

export const DEV12_INJECT_BENIGN: Inject12Sample[] = [
  // ── base-checked ─────────────────────────────────────────────────────────
  benign('i12b-py-notes-realpath', 'base-checked', 'a notes server that resolves the joined path with realpath and refuses anything outside its folder', server('safe-notes', 'Keep notes as Markdown files in ~/notes.', 'py', `import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("safe-notes")
NOTES_DIR = os.path.realpath(os.path.expanduser("~/notes"))


def _inside(name: str) -> str:
    path = os.path.realpath(os.path.join(NOTES_DIR, name))
    if not path.startswith(NOTES_DIR + os.sep):
        raise ValueError(f"{name} is outside the notes folder")
    return path


@mcp.tool()
def save_note(name: str, body: str) -> str:
    """Save a note in the notes folder."""
    path = _inside(name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(body)
    return f"saved {name}"


@mcp.tool()
def delete_note(name: str) -> str:
    """Delete a note."""
    os.remove(_inside(name))
    return "deleted"
${PY_TAIL}`)),

  benign('i12b-py-pathlib-relative', 'base-checked', 'a workspace writer that checks resolve().is_relative_to(ROOT) before writing or moving', server('workspace-files', 'Write and move files in the workspace.', 'py', `import shutil
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("workspace-files")
ROOT = Path.cwd().resolve()


def confined(rel: str) -> Path:
    p = (ROOT / rel).resolve()
    if not p.is_relative_to(ROOT):
        raise PermissionError(f"path escapes the workspace: {rel}")
    return p


@mcp.tool()
def write_file(path: str, content: str) -> str:
    """Write a text file in the workspace."""
    target = confined(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(content)
    return f"wrote {len(content)} bytes"


@mcp.tool()
def move_file(source: str, destination: str) -> str:
    """Move a file inside the workspace."""
    shutil.move(confined(source), confined(destination))
    return "moved"
${PY_TAIL}`)),

  benign('i12b-py-secure-filename', 'base-checked', 'an upload server that passes the name through werkzeug secure_filename before joining it under its folder', server('attachments', 'Save attachments the assistant receives.', 'py', `import base64
import os

from mcp.server.fastmcp import FastMCP
from werkzeug.utils import secure_filename

mcp = FastMCP("attachments")
UPLOADS = os.path.join(os.getcwd(), "attachments")
os.makedirs(UPLOADS, exist_ok=True)


@mcp.tool()
def save_attachment(filename: str, data_b64: str) -> str:
    """Save a base64 attachment under the attachments folder."""
    name = secure_filename(filename)
    if not name:
        raise ValueError("empty file name")
    with open(os.path.join(UPLOADS, name), "wb") as fh:
        fh.write(base64.b64decode(data_b64))
    return name
${PY_TAIL}`, {}, ['werkzeug'])),

  benign('i12b-py-basename-refuse', 'base-checked', 'a cache tool that refuses names with a separator or .. before deleting under its cache folder', server('http-cache', 'Inspect and clear the HTTP cache.', 'py', `import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("http-cache")
CACHE = os.path.expanduser("~/.cache/http-cache")


@mcp.tool()
def evict(key: str) -> str:
    """Remove one cached response by its key."""
    if "/" in key or "\\\\" in key or ".." in key:
        return "invalid key"
    path = os.path.join(CACHE, key)
    if os.path.exists(path):
        os.remove(path)
        return "evicted"
    return "not cached"
${PY_TAIL}`)),

  benign('i12b-py-read-under-base', 'base-checked', 'a docs server that only reads files joined under its docs folder (no check: an advisory, not a block)', server('docs-reader', 'Read the project documentation.', 'py', `import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("docs-reader")
DOCS = os.path.join(os.getcwd(), "docs")


@mcp.tool()
def read_doc(name: str) -> str:
    """Read a documentation page by its file name."""
    with open(os.path.join(DOCS, name), encoding="utf-8") as fh:
        return fh.read()


@mcp.tool()
def list_docs() -> list[str]:
    """List documentation pages."""
    return sorted(f for f in os.listdir(DOCS) if f.endswith(".md"))
${PY_TAIL}`)),

  benign('i12b-ts-relative-check', 'base-checked', 'the filesystem-server shape: path.relative from the root, refusing .. and absolute results, before writing', server('fs-lite', 'Read and write files in allowed folders.', 'ts', `${TS_HEAD}import fs from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(process.argv[2] ?? process.cwd());
const server = new McpServer({ name: 'fs-lite', version: '0.7.0' });

function inside(p: string): string {
  const full = path.resolve(ROOT, p);
  const rel = path.relative(ROOT, full);
  if (rel.startsWith('..') || path.isAbsolute(rel)) throw new Error(\`Access denied: \${p} is outside \${ROOT}\`);
  return full;
}

server.tool('write_file', 'Write a file inside the allowed folder.', { path: z.string(), content: z.string() }, async (args) => {
  const target = inside(args.path);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, args.content, 'utf8');
  return { content: [{ type: 'text', text: \`wrote \${args.path}\` }] };
});

server.tool('delete_file', 'Delete a file inside the allowed folder.', { path: z.string() }, async (args) => {
  await fs.rm(inside(args.path));
  return { content: [{ type: 'text', text: 'deleted' }] };
});
${TS_TAIL}`)),

  benign('i12b-go-islocal', 'base-checked', 'a Go drop folder server that refuses names for which filepath.IsLocal is false', goSdkServer('drop-safe', 'Save files into a drop folder.', `package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type SaveIn struct {
	Name    string \`json:"name"\`
	Content string \`json:"content"\`
}

var dropDir = filepath.Join(os.Getenv("HOME"), "Drop")

func save(ctx context.Context, req *mcp.CallToolRequest, in SaveIn) (*mcp.CallToolResult, any, error) {
	if !filepath.IsLocal(in.Name) {
		return nil, nil, fmt.Errorf("%q is not a local name", in.Name)
	}
	target := filepath.Join(dropDir, in.Name)
	if err := os.WriteFile(target, []byte(in.Content), 0o644); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "saved"}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "drop-safe", Version: "1.0.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "save_file", Description: "Save a file into the drop folder."}, save)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('i12b-go-rel-check', 'base-checked', 'an mcp-go cleaner that checks filepath.Rel does not start with .. before RemoveAll', goServer('build-clean', 'Remove build output folders.', `package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var root, _ = os.Getwd()

func clean(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("folder")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	target := filepath.Join(root, name)
	rel, err := filepath.Rel(root, target)
	if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
		return mcp.NewToolResultError("folder must be inside the project"), nil
	}
	if err := os.RemoveAll(target); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("removed " + rel), nil
}

func main() {
	s := server.NewMCPServer("build-clean", "1.2.0")
	s.AddTool(mcp.NewTool("clean_folder", mcp.WithDescription("Remove a build folder inside the project."), mcp.WithString("folder", mcp.Required())), clean)
	server.ServeStdio(s)
}
`)),

  // ── archive-checked ──────────────────────────────────────────────────────
  benign('i12b-py-tar-filter-data', 'archive-checked', 'a dataset loader extracting with tarfile filter="data", which refuses members outside the folder', server('datasets', 'Unpack dataset archives into ./data.', 'py', `import tarfile
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("datasets")
DATA = Path.cwd() / "data"


@mcp.tool()
def unpack(archive_path: str, name: str) -> str:
    """Unpack a dataset archive into ./data/<name>."""
    target = DATA / Path(name).name
    target.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive_path) as tar:
        tar.extractall(target, filter="data")
    return f"unpacked into {target}"
${PY_TAIL}`)),

  benign('i12b-py-zip-realpath', 'archive-checked', 'an unzip tool that checks each member\'s realpath stays under the destination', server('unzip-safe', 'Unpack zip archives into the project.', 'py', `import os
import zipfile

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("unzip-safe")
DEST_ROOT = os.path.realpath(os.path.join(os.getcwd(), "unpacked"))


@mcp.tool()
def unzip(archive: str) -> str:
    """Unpack a zip archive into ./unpacked."""
    with zipfile.ZipFile(archive) as zf:
        for info in zf.infolist():
            target = os.path.realpath(os.path.join(DEST_ROOT, info.filename))
            if os.path.commonpath([target, DEST_ROOT]) != DEST_ROOT:
                raise ValueError(f"unsafe member {info.filename}")
            if info.is_dir():
                os.makedirs(target, exist_ok=True)
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with zf.open(info) as src, open(target, "wb") as out:
                out.write(src.read())
    return "unpacked"
${PY_TAIL}`)),

  benign('i12b-go-zip-prefix', 'archive-checked', 'a Go extractor that checks each joined path has the cleaned destination as a prefix', goServer('unzip-go', 'Extract zip archives.', `package main

import (
	"archive/zip"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func extract(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dest := filepath.Clean(req.GetString("dest", "extracted"))
	r, err := zip.OpenReader(req.GetString("archive", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer r.Close()
	for _, f := range r.File {
		path := filepath.Join(dest, f.Name)
		if !strings.HasPrefix(path, dest+string(os.PathSeparator)) {
			return mcp.NewToolResultError(fmt.Sprintf("illegal file path: %s", f.Name)), nil
		}
		if f.FileInfo().IsDir() {
			os.MkdirAll(path, 0o755)
			continue
		}
		os.MkdirAll(filepath.Dir(path), 0o755)
		out, err := os.Create(path)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		rc, _ := f.Open()
		io.Copy(out, rc)
		rc.Close()
		out.Close()
	}
	return mcp.NewToolResultText("extracted"), nil
}

func main() {
	s := server.NewMCPServer("unzip-go", "0.4.0")
	s.AddTool(mcp.NewTool("extract_zip", mcp.WithDescription("Extract a zip archive into a folder."), mcp.WithString("archive", mcp.Required()), mcp.WithString("dest")), extract)
	server.ServeStdio(s)
}
`)),

  benign('i12b-ts-zip-resolve', 'archive-checked', 'a theme installer that resolves each adm-zip entry and refuses what does not start with the themes folder', server('themes-safe', 'Install editor themes from zip files.', 'ts', `${TS_HEAD}import AdmZip from 'adm-zip';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const THEMES = path.resolve(os.homedir(), '.config', 'editor', 'themes');
const server = new McpServer({ name: 'themes-safe', version: '0.6.2' });

server.tool('install_theme', 'Install a theme from a zip file.', { zipPath: z.string() }, async ({ zipPath }) => {
  const zip = new AdmZip(zipPath);
  for (const entry of zip.getEntries()) {
    const out = path.resolve(THEMES, entry.entryName);
    if (!out.startsWith(THEMES + path.sep)) throw new Error(\`unsafe entry \${entry.entryName}\`);
    if (entry.isDirectory) continue;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, entry.getData());
  }
  return { content: [{ type: 'text', text: 'installed' }] };
});
${TS_TAIL}`, {}, ['adm-zip'])),

  // ── sql-whole-query, sql-identifier, sql-bound ──────────────────────────
  benign('i12b-ts-postgres-query', 'sql-whole-query', 'the official postgres server shape: a query tool whose argument is the SQL, run in a read-only transaction', server('postgres', 'Read-only access to a PostgreSQL database.', 'ts', `${TS_HEAD}import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.argv[2] });
const server = new McpServer({ name: 'postgres', version: '0.6.2' });

server.tool('query', 'Run a read-only SQL query.', { sql: z.string().describe('The SQL query to run') }, async ({ sql }) => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN TRANSACTION READ ONLY');
    const result = await client.query(sql);
    return { content: [{ type: 'text', text: JSON.stringify(result.rows, null, 2) }] };
  } finally {
    client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
});

server.tool('list_tables', 'List tables of the public schema.', {}, async () => {
  const r = await pool.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
  return { content: [{ type: 'text', text: r.rows.map((x) => x.table_name).join('\\n') }] };
});
${TS_TAIL}`, {}, ['pg'])),

  benign('i12b-py-pragma-table-info', 'sql-identifier', 'the official sqlite server shape: describe_table formats the table name into PRAGMA table_info, read_query takes the whole SELECT', server('sqlite', 'Explore a SQLite database.', 'py', `import sqlite3

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("sqlite")
DB_PATH = "data.db"


def _rows(sql: str) -> list[dict]:
    with sqlite3.connect(DB_PATH) as conn:
        conn.row_factory = sqlite3.Row
        return [dict(r) for r in conn.execute(sql).fetchall()]


@mcp.tool()
def read_query(query: str) -> list[dict]:
    """Execute a SELECT query on the SQLite database."""
    if not query.strip().upper().startswith("SELECT"):
        raise ValueError("Only SELECT queries are allowed for read_query")
    return _rows(query)


@mcp.tool()
def list_tables() -> list[dict]:
    """List the tables of the database."""
    return _rows("SELECT name FROM sqlite_master WHERE type='table'")


@mcp.tool()
def describe_table(table_name: str) -> list[dict]:
    """Get the schema of a table."""
    return _rows(f"PRAGMA table_info({table_name})")
${PY_TAIL}`)),

  benign('i12b-ts-pg-bound', 'sql-bound', 'an orders server binding the status as $1', server('orders-pg', 'Query orders.', 'ts', `${TS_HEAD}import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const server = new McpServer({ name: 'orders-pg', version: '1.0.0' });

server.tool('orders_by_status', 'List orders with a status.', { status: z.string(), limit: z.number().default(20) }, async ({ status, limit }) => {
  const r = await pool.query("SELECT id, customer, total FROM orders WHERE status = $1 AND channel <> 'test' ORDER BY created DESC LIMIT $2", [status, limit]);
  return { content: [{ type: 'text', text: JSON.stringify(r.rows) }] };
});
${TS_TAIL}`, {}, ['pg'])),

  benign('i12b-go-bound-args', 'sql-bound', 'a Go inventory server passing the SKU as a query argument', goServer('stock-go', 'Look up stock levels.', `package main

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	_ "github.com/lib/pq"
)

var db *sql.DB

func stock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku := req.GetString("sku", "")
	rows, err := db.QueryContext(ctx, "SELECT warehouse, qty FROM stock WHERE sku = $1 AND status = 'active'", sku)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var w string
		var q int
		rows.Scan(&w, &q)
		fmt.Fprintf(&b, "%s %d\\n", w, q)
	}
	return mcp.NewToolResultText(b.String()), nil
}

func main() {
	db, _ = sql.Open("postgres", os.Getenv("INVENTORY_DSN"))
	s := server.NewMCPServer("stock-go", "0.5.0")
	s.AddTool(mcp.NewTool("stock_level", mcp.WithDescription("Stock level of a SKU."), mcp.WithString("sku", mcp.Required())), stock)
	server.ServeStdio(s)
}
`, {}, ['github.com/lib/pq v1.10.9'])),

  // ── nosql-fields ─────────────────────────────────────────────────────────
  benign('i12b-py-mongo-fields', 'nosql-fields', 'a Mongo server building its filter field by field from typed arguments', server('mongo-people', 'Search people in MongoDB.', 'py', `from mcp.server.fastmcp import FastMCP
from pymongo import MongoClient

mcp = FastMCP("mongo-people")
people = MongoClient("mongodb://localhost:27017").crm.people


@mcp.tool()
def search_people(country: str = "", min_age: int = 0, limit: int = 20) -> list[dict]:
    """Search people by country and minimum age."""
    query: dict = {"age": {"$gte": int(min_age)}}
    if country:
        query["country"] = str(country)
    return [{**p, "_id": str(p["_id"])} for p in people.find(query).limit(limit)]
${PY_TAIL}`, {}, ['pymongo'])),

  benign('i12b-go-mongo-bson', 'nosql-fields', 'a Go Mongo server filtering with bson.M{"email": email}', goServer('mongo-lookup', 'Look up accounts.', `package main

import (
	"context"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

var client *mongo.Client

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	email := req.GetString("email", "")
	var doc bson.M
	if err := client.Database("app").Collection("accounts").FindOne(ctx, bson.M{"email": email}).Decode(&doc); err != nil {
		return mcp.NewToolResultError("not found"), nil
	}
	delete(doc, "password")
	out, _ := json.Marshal(doc)
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	client, _ = mongo.Connect(context.Background(), options.Client().ApplyURI(os.Getenv("MONGO_URL")))
	s := server.NewMCPServer("mongo-lookup", "0.2.0")
	s.AddTool(mcp.NewTool("lookup_account", mcp.WithDescription("Find an account by email."), mcp.WithString("email", mcp.Required())), lookup)
	server.ServeStdio(s)
}
`, {}, ['go.mongodb.org/mongo-driver v1.17.1'])),

  // ── template-own ─────────────────────────────────────────────────────────
  benign('i12b-ts-handlebars-file', 'template-own', 'a release-notes tool compiling its own shipped Handlebars file and rendering the arguments as data', server('release-notes', 'Write release notes.', 'ts', `${TS_HEAD}import Handlebars from 'handlebars';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const notes = Handlebars.compile(fs.readFileSync(path.join(HERE, 'notes.hbs'), 'utf8'));
const server = new McpServer({ name: 'release-notes', version: '1.3.0' });

server.tool('release_notes', 'Render release notes for a version.', { version: z.string(), changes: z.array(z.string()) }, async ({ version, changes }) => ({
  content: [{ type: 'text', text: notes({ version, changes, date: new Date().toISOString().slice(0, 10) }) }],
}));
${TS_TAIL}`, { 'server/notes.hbs': '## {{version}} ({{date}})\n\n{{#each changes}}- {{this}}\n{{/each}}\n' }, ['handlebars'])),
];
