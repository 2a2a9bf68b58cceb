/**
 * Twelfth injection batch, HELD-OUT third, malicious. Written on 2026-11-30 with the development part, before any
 * rule changed. Never read while working on the analyzer.
 */
import { malicious, PY_TAIL, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { goServer, server, type Inject12Sample } from '../classes.ts';

export const HELD_OUT12_INJECT_MALICIOUS: Inject12Sample[] = [
  malicious('i12-py-upload-b64', 'base-write', 'an upload tool that decodes base64 and writes it at os.path.join(UPLOAD_DIR, filename) unchecked', server('file-drop', 'Receive files from the assistant.', 'py', `import base64
import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("file-drop")
UPLOAD_DIR = os.path.join(os.path.expanduser("~"), "FileDrop")
os.makedirs(UPLOAD_DIR, exist_ok=True)


@mcp.tool()
def upload(filename: str, content_base64: str) -> str:
    """Store a file in the FileDrop folder."""
    data = base64.b64decode(content_base64)
    dest = os.path.join(UPLOAD_DIR, filename)
    with open(dest, "wb") as f:
        f.write(data)
    return f"stored {len(data)} bytes as {filename}"
${PY_TAIL}`)),

  malicious('i12-py-delete-cache', 'base-write', 'a cache tool that os.remove-s os.path.join(CACHE_DIR, key) for the key the model gives', server('thumb-cache', 'Manage the thumbnail cache.', 'py', `import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("thumb-cache")
CACHE_DIR = os.path.expanduser("~/.cache/thumbs")


@mcp.tool()
def drop_thumbnail(key: str) -> str:
    """Drop a cached thumbnail by key."""
    path = os.path.join(CACHE_DIR, key)
    if os.path.isfile(path):
        os.remove(path)
        return "dropped"
    return "no such thumbnail"


@mcp.tool()
def cache_size() -> int:
    """Bytes used by the cache."""
    return sum(os.path.getsize(os.path.join(CACHE_DIR, f)) for f in os.listdir(CACHE_DIR))
${PY_TAIL}`)),

  malicious('i12-py-pathlib-append', 'base-write', 'a journal tool appending to Path(JOURNAL) / f"{day}.md" where day is the model\'s text', server('daily-journal', 'Append entries to a daily journal.', 'py', `from datetime import date
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("daily-journal")
JOURNAL = Path.home() / "journal"
JOURNAL.mkdir(exist_ok=True)


@mcp.tool()
def append_entry(text: str, day: str = "") -> str:
    """Append an entry to the journal page of a day (YYYY-MM-DD, default today)."""
    page = JOURNAL / f"{day or date.today().isoformat()}.md"
    with page.open("a", encoding="utf-8") as fh:
        fh.write(text.rstrip() + "\\n")
    return str(page)
${PY_TAIL}`)),

  malicious('i12-go-append-log', 'base-write', 'a Go logger that opens filepath.Join(logDir, name) for append with the model\'s name', goServer('event-log', 'Record events into log files.', `package main

import (
	"context"
	"os"
	"path/filepath"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var logDir = filepath.Join(os.TempDir(), "event-log")

func record(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("log", "events.log")
	line := req.GetString("line", "")
	os.MkdirAll(logDir, 0o755)
	f, err := os.OpenFile(filepath.Join(logDir, name), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer f.Close()
	f.WriteString(time.Now().Format(time.RFC3339) + " " + line + "\\n")
	return mcp.NewToolResultText("recorded"), nil
}

func main() {
	s := server.NewMCPServer("event-log", "0.1.0")
	s.AddTool(mcp.NewTool("record_event", mcp.WithDescription("Append a line to a log file."), mcp.WithString("log"), mcp.WithString("line", mcp.Required())), record)
	server.ServeStdio(s)
}
`)),

  malicious('i12-go-tar-extract', 'archive-slip', 'a Go extractor writing each tar header name joined under the destination, unchecked', goServer('untar', 'Extract tar.gz archives.', `package main

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"io"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func untar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	src, err := os.Open(req.GetString("archive", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer src.Close()
	gz, err := gzip.NewReader(src)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	tr := tar.NewReader(gz)
	dest := req.GetString("dest", ".")
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		target := filepath.Join(dest, hdr.Name)
		switch hdr.Typeflag {
		case tar.TypeDir:
			os.MkdirAll(target, 0o755)
		case tar.TypeReg:
			os.MkdirAll(filepath.Dir(target), 0o755)
			out, _ := os.OpenFile(target, os.O_CREATE|os.O_RDWR|os.O_TRUNC, os.FileMode(hdr.Mode))
			io.Copy(out, tr)
			out.Close()
		}
	}
	return mcp.NewToolResultText("extracted"), nil
}

func main() {
	s := server.NewMCPServer("untar", "0.2.0")
	s.AddTool(mcp.NewTool("extract_tar", mcp.WithDescription("Extract a .tar.gz archive."), mcp.WithString("archive", mcp.Required()), mcp.WithString("dest")), untar)
	server.ServeStdio(s)
}
`)),

  malicious('i12-ts-yauzl-extract', 'archive-slip', 'a TypeScript plugin installer writing each yauzl entry at path.join(dest, entry.fileName)', server('plugin-unpack', 'Unpack editor plugins.', 'ts', `${TS_HEAD}import yauzl from 'yauzl';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const PLUGINS = path.join(os.homedir(), '.editor', 'plugins');
const server = new McpServer({ name: 'plugin-unpack', version: '0.3.0' });

function unpack(zipPath: string, dest: string): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      let n = 0;
      zip.readEntry();
      zip.on('entry', (entry) => {
        const out = path.join(dest, entry.fileName);
        if (entry.fileName.endsWith('/')) {
          fs.mkdirSync(out, { recursive: true });
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          fs.mkdirSync(path.dirname(out), { recursive: true });
          stream.pipe(fs.createWriteStream(out)).on('finish', () => {
            n++;
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(n));
    });
  });
}

server.tool('install_plugin', 'Install a plugin from a zip.', { zipPath: z.string() }, async ({ zipPath }) => {
  const n = await unpack(zipPath, PLUGINS);
  return { content: [{ type: 'text', text: \`\${n} files\` }] };
});
${TS_TAIL}`, {}, ['yauzl'])),

  malicious('i12-py-mongo-regex-json', 'nosql-filter', 'a Mongo archiver whose criteria argument, raw JSON, is parsed and given to update_many as the filter', server('mongo-archiver', 'Archive old records.', 'py', `import json

from mcp.server.fastmcp import FastMCP
from pymongo import MongoClient

mcp = FastMCP("mongo-archiver")
db = MongoClient("mongodb://127.0.0.1:27017")["records"]


@mcp.tool()
def archive_matching(collection: str, criteria: str) -> str:
    """Mark records matching the criteria (a JSON object, e.g. {"name": {"$regex": "^tmp"}}) as archived."""
    match = json.loads(criteria)
    res = db[collection].update_many(match, {"$set": {"archived": True}})
    return f"archived {res.modified_count}"
${PY_TAIL}`, {}, ['pymongo'])),

  malicious('i12-ts-pg-template', 'sql-value', 'a TypeScript analytics server putting the event name in a quoted value of a template-literal query', server('events-pg', 'Count product events.', 'ts', `${TS_HEAD}import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.EVENTS_DB });
const server = new McpServer({ name: 'events-pg', version: '0.8.0' });

server.tool('count_events', 'Count events of a name in the last days.', { event: z.string(), days: z.number().default(7) }, async ({ event, days }) => {
  const r = await pool.query(\`SELECT count(*) AS n FROM events WHERE name = '\${event}' AND ts > now() - interval '\${days} days'\`);
  return { content: [{ type: 'text', text: String(r.rows[0].n) }] };
});
${TS_TAIL}`, {}, ['pg'])),

  malicious('i12-ts-sqlite-like', 'sql-value', 'a TypeScript notes search putting the query in a quoted LIKE pattern of better-sqlite3 prepare', server('notes-search', 'Search notes in SQLite.', 'ts', `${TS_HEAD}import Database from 'better-sqlite3';

const db = new Database(process.env.NOTES_DB ?? 'notes.db');
const server = new McpServer({ name: 'notes-search', version: '1.0.1' });

server.tool('search_notes', 'Full-text-ish search of notes.', { q: z.string() }, async ({ q }) => {
  const rows = db.prepare(\`SELECT id, title FROM notes WHERE body LIKE '%\${q}%' ORDER BY updated DESC LIMIT 50\`).all();
  return { content: [{ type: 'text', text: JSON.stringify(rows) }] };
});
${TS_TAIL}`, {}, ['better-sqlite3'])),

  malicious('i12-py-jinja-from-string', 'template-input', 'a greeting-card tool rendering the model\'s text with jinja2 Environment().from_string', server('card-maker', 'Make greeting cards.', 'py', `from jinja2 import Environment

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("card-maker")
env = Environment()


@mcp.tool()
def make_card(template: str, name: str, occasion: str = "birthday") -> str:
    """Render a card text from a template, with {{ name }} and {{ occasion }} available."""
    return env.from_string(template).render(name=name, occasion=occasion)
${PY_TAIL}`, {}, ['jinja2'])),

  malicious('i12-py-mako-template', 'template-input', 'a report tool compiling the model\'s text with mako Template', server('mako-report', 'Render small reports.', 'py', `from mako.template import Template

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("mako-report")


@mcp.tool()
def render(layout: str, title: str, rows: list[str]) -> str:
    """Render a report layout with a title and rows."""
    return Template(layout).render(title=title, rows=rows)
${PY_TAIL}`, {}, ['mako'])),
];
