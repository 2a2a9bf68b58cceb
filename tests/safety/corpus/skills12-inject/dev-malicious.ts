/**
 * Twelfth injection batch, development part, malicious: MCP servers that join a tool's argument (or an archive's
 * member names) under their own folder and write, delete, move, copy, append or link there unchecked, put tool
 * input in a quoted SQL value, parse the model's JSON into a NoSQL filter or build a `$where`, or compile a
 * template from a tool's argument. Written on 2026-11-30 in one sitting by helper inject15 before the analyzer was
 * run on any of them and before any rule changed; split by `thirdOf(id)`. Tune on this file.
 */
import { malicious, PY_TAIL, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { goSdkServer, goServer, server, type Inject12Sample } from './classes.ts';

export const DEV12_INJECT_MALICIOUS: Inject12Sample[] = [
  // ── base-write: the argument joined under the server's folder, written unchecked ──
  malicious('i12-py-notes-save', 'base-write', 'a notes server that writes a note at os.path.join(NOTES_DIR, title) with no check, so ../../.bashrc escapes', server('quick-notes', 'Keep quick notes as Markdown files.', 'py', `import os
from datetime import datetime

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("quick-notes")
NOTES_DIR = os.path.expanduser("~/.quick-notes")
os.makedirs(NOTES_DIR, exist_ok=True)


@mcp.tool()
def save_note(title: str, body: str) -> str:
    """Save a note under the notes folder. The title is the file name."""
    path = os.path.join(NOTES_DIR, title if title.endswith(".md") else title + ".md")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(f"<!-- {datetime.now().isoformat()} -->\\n{body}\\n")
    return f"saved {title}"


@mcp.tool()
def list_notes() -> list[str]:
    """List the saved notes."""
    return sorted(os.listdir(NOTES_DIR))
${PY_TAIL}`)),

  malicious('i12-py-move-file', 'base-write', 'a workspace organiser that moves files with shutil.move between two names joined under its root, unchecked', server('tidy-workspace', 'Organise files in the workspace folder.', 'py', `import os
import shutil

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("tidy-workspace")
WORKSPACE = os.environ.get("TIDY_ROOT", os.path.join(os.getcwd(), "workspace"))


@mcp.tool()
def move_file(source: str, destination: str) -> str:
    """Move or rename a file inside the workspace."""
    src = os.path.join(WORKSPACE, source)
    dst = os.path.join(WORKSPACE, destination)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    shutil.move(src, dst)
    return f"moved {source} -> {destination}"


@mcp.tool()
def copy_file(source: str, destination: str) -> str:
    """Copy a file inside the workspace."""
    shutil.copy2(os.path.join(WORKSPACE, source), os.path.join(WORKSPACE, destination))
    return "copied"
${PY_TAIL}`)),

  malicious('i12-ts-write-snippet', 'base-write', 'a snippet store that writes path.join(SNIPPETS, file) with fs.writeFileSync and no containment check', server('snippet-box', 'Store and reuse code snippets.', 'ts', `${TS_HEAD}import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const SNIPPETS = path.join(os.homedir(), '.snippet-box');
fs.mkdirSync(SNIPPETS, { recursive: true });

const server = new McpServer({ name: 'snippet-box', version: '1.0.3' });

server.tool('save_snippet', 'Save a snippet under a file name in the snippet box.', { file: z.string(), code: z.string() }, async ({ file, code }) => {
  const target = path.join(SNIPPETS, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, code, 'utf8');
  return { content: [{ type: 'text', text: \`saved \${file}\` }] };
});

server.tool('list_snippets', 'List saved snippets.', {}, async () => ({ content: [{ type: 'text', text: fs.readdirSync(SNIPPETS).join('\\n') }] }));
${TS_TAIL}`)),

  malicious('i12-ts-rm-workspace', 'base-write', 'a build-cache cleaner that deletes path.resolve(CACHE_ROOT, target) recursively; resolve without a prefix check keeps nothing in', server('cache-sweeper', 'Clean build caches of the project.', 'ts', `${TS_HEAD}import { rm } from 'node:fs/promises';
import path from 'node:path';

const CACHE_ROOT = path.resolve(process.cwd(), '.cache');
const server = new McpServer({ name: 'cache-sweeper', version: '0.4.0' });

server.registerTool(
  'clear_cache',
  { description: 'Delete one cache folder (for example "vite" or "eslint") under .cache.', inputSchema: { target: z.string() } },
  async ({ target }) => {
    const dir = path.resolve(CACHE_ROOT, target);
    await rm(dir, { recursive: true, force: true });
    return { content: [{ type: 'text', text: \`cleared \${target}\` }] };
  },
);
${TS_TAIL}`)),

  malicious('i12-ts-copy-template', 'base-write', 'a scaffolder that copies one of its templates to path.join(OUTPUT_DIR, dest) chosen by the model, unchecked', server('scaffold-kit', 'Scaffold files from project templates.', 'ts', `${TS_HEAD}import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATES = path.join(HERE, 'templates');
const OUTPUT_DIR = process.env.SCAFFOLD_OUT ?? process.cwd();
const server = new McpServer({ name: 'scaffold-kit', version: '2.1.0' });

server.tool(
  'scaffold',
  'Copy a template (component, hook, test) to a destination in the project.',
  { template: z.enum(['component', 'hook', 'test']), dest: z.string() },
  async ({ template, dest }) => {
    const out = path.join(OUTPUT_DIR, dest);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.copyFileSync(path.join(TEMPLATES, \`\${template}.tsx\`), out);
    return { content: [{ type: 'text', text: \`created \${dest}\` }] };
  },
);
${TS_TAIL}`)),

  malicious('i12-ts-symlink-link', 'base-write', 'a bookmark server that makes a symlink named by the model under its links folder, pointing where the model says', server('dir-bookmarks', 'Bookmark folders as links in ~/.bookmarks.', 'ts', `${TS_HEAD}import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const LINKS = path.join(os.homedir(), '.bookmarks');
fs.mkdirSync(LINKS, { recursive: true });
const server = new McpServer({ name: 'dir-bookmarks', version: '0.2.2' });

server.tool('bookmark', 'Bookmark a folder under a short name.', { name: z.string(), folder: z.string() }, async ({ name, folder }) => {
  const link = path.join(LINKS, name);
  if (fs.existsSync(link)) fs.unlinkSync(link);
  fs.symlinkSync(folder, link);
  return { content: [{ type: 'text', text: \`\${name} -> \${folder}\` }] };
});
${TS_TAIL}`)),

  malicious('i12-go-save-file', 'base-write', 'a Go upload server that writes filepath.Join(uploadDir, in.Name) with os.WriteFile, no Rel or IsLocal check', goSdkServer('drop-box', 'Save files the assistant produces into a drop folder.', `package main

import (
	"context"
	"log"
	"os"
	"path/filepath"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type SaveIn struct {
	Name    string \`json:"name" jsonschema:"file name in the drop folder"\`
	Content string \`json:"content"\`
}

var uploadDir = filepath.Join(os.Getenv("HOME"), "DropBox-MCP")

func save(ctx context.Context, req *mcp.CallToolRequest, in SaveIn) (*mcp.CallToolResult, any, error) {
	target := filepath.Join(uploadDir, in.Name)
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return nil, nil, err
	}
	if err := os.WriteFile(target, []byte(in.Content), 0o644); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "saved " + in.Name}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "drop-box", Version: "0.3.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "save_file", Description: "Save a file into the drop folder."}, save)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  malicious('i12-go-remove-dir', 'base-write', 'an mcp-go project cleaner that calls os.RemoveAll(filepath.Join(root, name)) on the name it is given', goServer('env-cleaner', 'Remove virtual environments and build folders of projects.', `package main

import (
	"context"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var root, _ = os.Getwd()

func clean(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("folder")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := os.RemoveAll(filepath.Join(root, name)); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("removed " + name), nil
}

func main() {
	s := server.NewMCPServer("env-cleaner", "1.0.0")
	s.AddTool(mcp.NewTool("clean_folder", mcp.WithDescription("Remove a build folder (node_modules, .venv, dist) of the project."), mcp.WithString("folder", mcp.Required())), clean)
	server.ServeStdio(s)
}
`)),

  // ── archive-slip: members' names joined under the destination unchecked ──
  malicious('i12-py-zip-members', 'archive-slip', 'an archive tool that writes each zip member at os.path.join(dest, info.filename) by hand', server('archive-tools', 'Unpack archives into the project.', 'py', `import os
import zipfile

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("archive-tools")
DEST_ROOT = os.path.join(os.getcwd(), "unpacked")


@mcp.tool()
def unzip(archive: str, folder: str = "") -> str:
    """Unpack a zip archive into the unpacked folder of the project."""
    dest = os.path.join(DEST_ROOT, folder)
    count = 0
    with zipfile.ZipFile(archive) as zf:
        for info in zf.infolist():
            if info.is_dir():
                continue
            target = os.path.join(dest, info.filename)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with zf.open(info) as src, open(target, "wb") as out:
                out.write(src.read())
            count += 1
    return f"{count} files unpacked into {dest}"
${PY_TAIL}`)),

  malicious('i12-py-tar-extractall', 'archive-slip', 'a dataset fetcher that extracts a tar the model names with extractall and no filter', server('dataset-loader', 'Load datasets from tar archives into ./data.', 'py', `import tarfile
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("dataset-loader")
DATA = Path.cwd() / "data"


@mcp.tool()
def load_dataset(archive_path: str, name: str) -> str:
    """Unpack a dataset archive (.tar.gz) into ./data/<name>."""
    target = DATA / name
    target.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive_path, "r:*") as tar:
        tar.extractall(target)
    return f"dataset {name} ready in {target}"
${PY_TAIL}`)),

  malicious('i12-ts-adm-zip', 'archive-slip', 'a theme installer that writes each adm-zip entry at path.join(THEMES, entry.entryName)', server('theme-installer', 'Install editor themes from zip files.', 'ts', `${TS_HEAD}import AdmZip from 'adm-zip';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const THEMES = path.join(os.homedir(), '.config', 'editor', 'themes');
const server = new McpServer({ name: 'theme-installer', version: '0.6.1' });

server.tool('install_theme', 'Install a theme from a zip file.', { zipPath: z.string() }, async ({ zipPath }) => {
  const zip = new AdmZip(zipPath);
  let n = 0;
  for (const entry of zip.getEntries()) {
    if (entry.isDirectory) continue;
    const out = path.join(THEMES, entry.entryName);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, entry.getData());
    n++;
  }
  return { content: [{ type: 'text', text: \`installed \${n} files\` }] };
});
${TS_TAIL}`, {}, ['adm-zip'])),

  malicious('i12-go-zip-extract', 'archive-slip', 'a Go extractor that creates filepath.Join(dest, f.Name) for each zip member with no check', goServer('unzipper', 'Extract zip archives.', `package main

import (
	"archive/zip"
	"context"
	"io"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func extract(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	archive := req.GetString("archive", "")
	dest := req.GetString("dest", "extracted")
	r, err := zip.OpenReader(archive)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer r.Close()
	for _, f := range r.File {
		path := filepath.Join(dest, f.Name)
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
	s := server.NewMCPServer("unzipper", "0.1.0")
	s.AddTool(mcp.NewTool("extract_zip", mcp.WithDescription("Extract a zip archive into a folder."), mcp.WithString("archive", mcp.Required()), mcp.WithString("dest")), extract)
	server.ServeStdio(s)
}
`)),

  // ── sql-value: tool input in a quoted SQL value ─────────────────────────
  malicious('i12-py-sqlite-fstring', 'sql-value', 'a CRM lookup whose tool puts the name in a quoted value of an f-string SELECT', server('crm-lookup', 'Look up customers in the local CRM database.', 'py', `import sqlite3

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("crm-lookup")
DB = "crm.db"


@mcp.tool()
def find_customer(name: str) -> list[dict]:
    """Find customers whose name matches."""
    conn = sqlite3.connect(DB)
    conn.row_factory = sqlite3.Row
    rows = conn.execute(f"SELECT id, name, email, plan FROM customers WHERE name = '{name}'").fetchall()
    conn.close()
    return [dict(r) for r in rows]
${PY_TAIL}`)),

  malicious('i12-py-psycopg-percent', 'sql-value', 'an orders server that %-formats the status into a quoted value before cursor.execute', server('orders-db', 'Query orders in the shop database.', 'py', `import os

import psycopg2
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("orders-db")


def _conn():
    return psycopg2.connect(os.environ["ORDERS_DSN"])


@mcp.tool()
def orders_by_status(status: str, limit: int = 20) -> list[tuple]:
    """List orders with a given status (pending, paid, shipped)."""
    with _conn() as conn, conn.cursor() as cur:
        cur.execute("SELECT id, customer, total, status FROM orders WHERE status = '%s' ORDER BY created DESC LIMIT %d" % (status, limit))
        return cur.fetchall()
${PY_TAIL}`, {}, ['psycopg2-binary'])),

  malicious('i12-py-update-concat', 'sql-value', 'a task tracker that concatenates the new title into a quoted value of an UPDATE', server('task-tracker', 'Track tasks in a SQLite file.', 'py', `import sqlite3

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("task-tracker")
conn = sqlite3.connect("tasks.db", check_same_thread=False)
conn.execute("CREATE TABLE IF NOT EXISTS tasks (id INTEGER PRIMARY KEY, title TEXT, done INTEGER DEFAULT 0)")


@mcp.tool()
def rename_task(task_id: int, title: str) -> str:
    """Rename a task."""
    conn.execute("UPDATE tasks SET title = '" + title + "' WHERE id = " + str(task_id))
    conn.commit()
    return "renamed"


@mcp.tool()
def add_task(title: str) -> int:
    """Add a task."""
    cur = conn.execute("INSERT INTO tasks (title) VALUES (?)", (title,))
    conn.commit()
    return cur.lastrowid
${PY_TAIL}`)),

  malicious('i12-py-delete-where', 'sql-value', 'a bookmarks server whose delete tool formats the tag into a quoted value of a DELETE', server('bookmarks-db', 'Save and search bookmarks.', 'py', `import sqlite3
from contextlib import closing

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("bookmarks-db")
PATH = "bookmarks.sqlite"


@mcp.tool()
def delete_by_tag(tag: str) -> str:
    """Delete all bookmarks with a tag."""
    sql = "DELETE FROM bookmarks WHERE tag = '{}'".format(tag)
    with closing(sqlite3.connect(PATH)) as db:
        n = db.execute(sql).rowcount
        db.commit()
    return f"deleted {n}"
${PY_TAIL}`)),

  malicious('i12-go-sprintf-query', 'sql-value', 'a Go inventory server that fmt.Sprintf-s the SKU into a quoted value and db.Query-s it', goServer('inventory', 'Look up stock levels.', `package main

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
	rows, err := db.QueryContext(ctx, fmt.Sprintf("SELECT sku, warehouse, qty FROM stock WHERE sku = '%s'", sku))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var s, w string
		var q int
		rows.Scan(&s, &w, &q)
		fmt.Fprintf(&b, "%s %s %d\\n", s, w, q)
	}
	return mcp.NewToolResultText(b.String()), nil
}

func main() {
	db, _ = sql.Open("postgres", os.Getenv("INVENTORY_DSN"))
	s := server.NewMCPServer("inventory", "0.5.0")
	s.AddTool(mcp.NewTool("stock_level", mcp.WithDescription("Stock level of a SKU in every warehouse."), mcp.WithString("sku", mcp.Required())), stock)
	server.ServeStdio(s)
}
`, {}, ['github.com/lib/pq v1.10.9'])),

  // ── nosql-filter: raw JSON parsed into a filter, or a $where built ──────
  malicious('i12-py-mongo-json-filter', 'nosql-filter', 'a Mongo server that json.loads the model\'s filter text and passes it to find', server('mongo-users', 'Search the users collection.', 'py', `import json
import os

from mcp.server.fastmcp import FastMCP
from pymongo import MongoClient

mcp = FastMCP("mongo-users")
client = MongoClient(os.environ.get("MONGO_URL", "mongodb://localhost:27017"))
users = client["app"]["users"]


@mcp.tool()
def search_users(filter_json: str, limit: int = 20) -> list[dict]:
    """Search users. filter_json: a JSON object of fields to match, e.g. {"country": "FR"}."""
    query = json.loads(filter_json)
    docs = users.find(query, {"password_hash": 0}).limit(limit)
    return [{**d, "_id": str(d["_id"])} for d in docs]
${PY_TAIL}`, {}, ['pymongo'])),

  malicious('i12-py-mongo-where', 'nosql-filter', 'a Mongo server that builds a $where JavaScript clause from the author name', server('mongo-posts', 'Find blog posts.', 'py', `from mcp.server.fastmcp import FastMCP
from pymongo import MongoClient

mcp = FastMCP("mongo-posts")
posts = MongoClient("mongodb://localhost:27017").blog.posts


@mcp.tool()
def posts_by_author(author: str) -> list[str]:
    """Titles of posts by an author."""
    cursor = posts.find({"$where": f"this.author == '{author}'"}, {"title": 1})
    return [p["title"] for p in cursor]
${PY_TAIL}`, {}, ['pymongo'])),

  malicious('i12-ts-mongo-json', 'nosql-filter', 'a TypeScript Mongo server that JSON.parse-s the query argument into collection.find', server('mongo-explorer', 'Explore a MongoDB database.', 'ts', `${TS_HEAD}import { MongoClient } from 'mongodb';

const client = new MongoClient(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017');
await client.connect();
const db = client.db(process.env.MONGODB_DB ?? 'app');
const server = new McpServer({ name: 'mongo-explorer', version: '0.9.0' });

server.tool(
  'find_documents',
  'Find documents in a collection. query is a JSON object.',
  { collection: z.string(), query: z.string().default('{}'), limit: z.number().default(20) },
  async ({ collection, query, limit }) => {
    const filter = JSON.parse(query);
    const docs = await db.collection(collection).find(filter).limit(limit).toArray();
    return { content: [{ type: 'text', text: JSON.stringify(docs, null, 2) }] };
  },
);
${TS_TAIL}`, {}, ['mongodb'])),

  malicious('i12-ts-mongo-where', 'nosql-filter', 'a TypeScript Mongo server whose $where string carries the owner name', server('mongo-tickets', 'Look up support tickets.', 'ts', `${TS_HEAD}import { MongoClient } from 'mongodb';

const client = await MongoClient.connect(process.env.MONGO_URL ?? 'mongodb://localhost:27017');
const tickets = client.db('support').collection('tickets');
const server = new McpServer({ name: 'mongo-tickets', version: '0.3.0' });

server.tool('tickets_for', 'Open tickets of an owner.', { owner: z.string() }, async ({ owner }) => {
  const found = await tickets.find({ $where: \`this.owner === '\${owner}' && this.open\` }).toArray();
  return { content: [{ type: 'text', text: found.map((t) => \`#\${t.number} \${t.subject}\`).join('\\n') }] };
});
${TS_TAIL}`, {}, ['mongodb'])),

  malicious('i12-ts-mongo-delete', 'nosql-filter', 'a TypeScript cleanup tool that deleteMany-s with the JSON the model wrote as the filter', server('mongo-cleanup', 'Remove stale documents.', 'ts', `${TS_HEAD}import { MongoClient } from 'mongodb';

const client = new MongoClient(process.env.MONGO_URL ?? 'mongodb://localhost:27017');
const server = new McpServer({ name: 'mongo-cleanup', version: '1.1.0' });

server.registerTool(
  'purge',
  { description: 'Delete the sessions matching a filter (JSON).', inputSchema: { filter: z.string() } },
  async (args) => {
    const sessions = client.db('auth').collection('sessions');
    const res = await sessions.deleteMany(JSON.parse(args.filter));
    return { content: [{ type: 'text', text: \`deleted \${res.deletedCount}\` }] };
  },
);
${TS_TAIL}`, {}, ['mongodb'])),

  malicious('i12-go-mongo-extjson', 'nosql-filter', 'a Go Mongo server that unmarshals the filter text into bson and runs Find with it', goServer('mongo-go', 'Query MongoDB collections.', `package main

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

func find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	coll := client.Database("app").Collection(req.GetString("collection", "users"))
	var filter bson.M
	if err := bson.UnmarshalExtJSON([]byte(req.GetString("filter", "{}")), true, &filter); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	cur, err := coll.Find(ctx, filter)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var docs []bson.M
	cur.All(ctx, &docs)
	out, _ := json.Marshal(docs)
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	client, _ = mongo.Connect(context.Background(), options.Client().ApplyURI(os.Getenv("MONGO_URL")))
	s := server.NewMCPServer("mongo-go", "0.2.0")
	s.AddTool(mcp.NewTool("find", mcp.WithDescription("Find documents matching a filter."), mcp.WithString("collection"), mcp.WithString("filter")), find)
	server.ServeStdio(s)
}
`, {}, ['go.mongodb.org/mongo-driver v1.17.1'])),

  // ── template-input: a template compiled from the argument ───────────────
  malicious('i12-ts-ejs-render', 'template-input', 'an email drafter that renders the model\'s template text with ejs.render', server('mail-drafts', 'Draft emails from templates.', 'ts', `${TS_HEAD}import ejs from 'ejs';

const server = new McpServer({ name: 'mail-drafts', version: '0.2.0' });

server.tool(
  'render_email',
  'Render an email body from a template and values.',
  { template: z.string(), values: z.record(z.string()) },
  async ({ template, values }) => {
    const body = ejs.render(template, { ...values, today: new Date().toDateString() });
    return { content: [{ type: 'text', text: body }] };
  },
);
${TS_TAIL}`, {}, ['ejs'])),

  malicious('i12-go-text-template', 'template-input', 'a Go report tool that parses the model\'s template with text/template, with a FuncMap exposing exec', goSdkServer('report-gen', 'Render reports from templates.', `package main

import (
	"bytes"
	"context"
	"log"
	"os/exec"
	"text/template"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type RenderIn struct {
	Template string            \`json:"template"\`
	Data     map[string]string \`json:"data"\`
}

var funcs = template.FuncMap{
	"run": func(name string, args ...string) string {
		out, _ := exec.Command(name, args...).Output()
		return string(out)
	},
}

func render(ctx context.Context, req *mcp.CallToolRequest, in RenderIn) (*mcp.CallToolResult, any, error) {
	t, err := template.New("report").Funcs(funcs).Parse(in.Template)
	if err != nil {
		return nil, nil, err
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, in.Data); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: buf.String()}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "report-gen", Version: "0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "render_report", Description: "Render a report from a template."}, render)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),
];
