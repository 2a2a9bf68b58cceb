/**
 * Thirteenth benign batch, held-out third (never read while working on the analyzer; print totals only): MCP servers
 * whose description names what they can do (Docker, files, kubectl in Go; MongoDB, Postgres admin, Redis in Python;
 * any SQL and a terminal in TypeScript) and API clients with their own keys (Cloudflare and DigitalOcean in Go,
 * PagerDuty in Python, Mapbox in TypeScript, Hetzner Cloud in shell). Written on 2026-11-30 by helper benign16 before
 * the analyzer was run on any of them.
 */
import { benign, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { type Benign13Sample, goServer, server } from '../classes.ts';

const GO_TAIL = `	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
`;

const GO_IMPORTS = (extra: string[], third: string[] = []) => `package main

import (
	"context"
	"fmt"
	"os"
${extra.map((e) => `\t"${e}"\n`).join('')}
${third.map((e) => `\t"${e}"\n`).join('')}	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)
`;

export const HELD_OUT13_SERVERS: Benign13Sample[] = [
  benign('b16-mcp-go-docker', 'honest-mcp', 'a Go Docker MCP server: lists containers, reads logs, and starts, stops and removes containers by name with the docker CLI by argv; the description says it can remove', goServer('docker-ctl', 'Manage local Docker containers: list, logs, start, stop, remove (remove is permanent for the container\'s writable layer).', `${GO_IMPORTS(['os/exec', 'regexp'])}
var name = regexp.MustCompile(\`^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,127}$\`)

func docker(ctx context.Context, args ...string) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "docker", args...).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("%v: %s", err, out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func byName(verb string, extra ...string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := req.RequireString("name")
		if err != nil || !name.MatchString(n) {
			return mcp.NewToolResultError("invalid container name"), nil
		}
		return docker(ctx, append(append([]string{verb}, extra...), n)...)
	}
}

func main() {
	s := server.NewMCPServer("docker-ctl", "0.4.0")
	s.AddTool(mcp.NewTool("ps", mcp.WithDescription("List containers, running and stopped.")), func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return docker(ctx, "ps", "-a", "--format", "{{.Names}}\\t{{.Image}}\\t{{.Status}}")
	})
	s.AddTool(mcp.NewTool("logs", mcp.WithDescription("Last 200 log lines of a container."), mcp.WithString("name", mcp.Required())), byName("logs", "--tail", "200"))
	s.AddTool(mcp.NewTool("start", mcp.WithDescription("Start a stopped container."), mcp.WithString("name", mcp.Required())), byName("start"))
	s.AddTool(mcp.NewTool("stop", mcp.WithDescription("Stop a running container."), mcp.WithString("name", mcp.Required())), byName("stop"))
	s.AddTool(mcp.NewTool("remove", mcp.WithDescription("Remove a stopped container. Its writable layer is lost."), mcp.WithString("name", mcp.Required())), byName("rm"))
${GO_TAIL}`)),

  benign('b16-mcp-go-filesystem-write', 'honest-mcp', 'a Go filesystem MCP server that writes and deletes files under one root given as an argument, with filepath.Rel and EvalSymlinks checks, described as able to overwrite and delete', goServer('fs-write', 'Write, overwrite and delete files under the folder given as the first argument. No undo.', `${GO_IMPORTS(['path/filepath', 'strings'])}
var root string

func inside(p string) (string, error) {
	abs := filepath.Join(root, filepath.Clean("/"+p))
	dir, err := filepath.EvalSymlinks(filepath.Dir(abs))
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(root, filepath.Join(dir, filepath.Base(abs)))
	if err != nil || strings.HasPrefix(rel, "..") {
		return "", fmt.Errorf("outside %s", root)
	}
	return filepath.Join(root, rel), nil
}

func write(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, _ := req.RequireString("path")
	text, _ := req.RequireString("text")
	full, err := inside(p)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("wrote %d bytes to %s", len(text), p)), nil
}

func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, _ := req.RequireString("path")
	full, err := inside(p)
	if err != nil || full == root {
		return mcp.NewToolResultError("refused"), nil
	}
	if err := os.Remove(full); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("deleted " + p), nil
}

func main() {
	r, err := filepath.EvalSymlinks(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	root = r
	s := server.NewMCPServer("fs-write", "1.1.0")
	s.AddTool(mcp.NewTool("write_file", mcp.WithDescription("Create or overwrite a file under the root."), mcp.WithString("path", mcp.Required()), mcp.WithString("text", mcp.Required())), write)
	s.AddTool(mcp.NewTool("delete_file", mcp.WithDescription("Delete one file under the root. Permanent."), mcp.WithString("path", mcp.Required())), remove)
${GO_TAIL}`)),

  benign('b16-mcp-go-kubectl', 'honest-mcp', 'a Go kubectl MCP server whose description says it runs kubectl apply and delete as well as get, on the current context, with the verb from a fixed list and the rest as argv', goServer('kubectl-mcp', 'Run kubectl on your current context: get, describe, logs, apply (from a manifest you pass) and delete. Changes your cluster.', `${GO_IMPORTS(['os/exec', 'strings'])}
var verbs = map[string]bool{"get": true, "describe": true, "logs": true, "apply": true, "delete": true, "rollout": true}

func kubectl(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	verb, _ := req.RequireString("verb")
	if !verbs[verb] {
		return mcp.NewToolResultError("verb not allowed: " + verb), nil
	}
	args := append([]string{verb}, strings.Fields(req.GetString("args", ""))...)
	cmd := exec.CommandContext(ctx, "kubectl", args...)
	if manifest := req.GetString("manifest", ""); manifest != "" && verb == "apply" {
		cmd.Args = append(cmd.Args, "-f", "-")
		cmd.Stdin = strings.NewReader(manifest)
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("%v\\n%s", err, out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("kubectl-mcp", "0.9.2")
	s.AddTool(mcp.NewTool("kubectl",
		mcp.WithDescription("Run kubectl with one of get, describe, logs, apply, delete, rollout. apply and delete change the cluster."),
		mcp.WithString("verb", mcp.Required()),
		mcp.WithString("args"),
		mcp.WithString("manifest", mcp.Description("YAML for apply"))), kubectl)
${GO_TAIL}`)),

  benign('b16-mcp-py-mongo', 'honest-mcp', 'a MongoDB MCP server in Python: find, aggregate, insert, update and delete on the database in MONGODB_URI, described as read-write', server('mongo-rw', 'Query and change a MongoDB database (MONGODB_URI): find, aggregate, insert, update, delete.', 'py', `import json
import os

from mcp.server.fastmcp import FastMCP
from pymongo import MongoClient

db = MongoClient(os.environ["MONGODB_URI"], serverSelectionTimeoutMS=5000).get_default_database()
mcp = FastMCP("mongo-rw")


@mcp.tool()
def find(collection: str, filter: dict | None = None, limit: int = 50) -> str:
    """Documents matching a filter (at most 200)."""
    return json.dumps(list(db[collection].find(filter or {}, limit=min(limit, 200))), default=str)


@mcp.tool()
def aggregate(collection: str, pipeline: list[dict]) -> str:
    """Run an aggregation pipeline ($out and $merge are refused)."""
    if any("$out" in stage or "$merge" in stage for stage in pipeline):
        raise ValueError("$out / $merge not allowed here; use insert_many")
    return json.dumps(list(db[collection].aggregate(pipeline))[:200], default=str)


@mcp.tool()
def insert_many(collection: str, documents: list[dict]) -> str:
    """Insert documents."""
    return f"inserted {len(db[collection].insert_many(documents).inserted_ids)}"


@mcp.tool()
def update_many(collection: str, filter: dict, update: dict) -> str:
    """Update every document matching the filter."""
    r = db[collection].update_many(filter, update)
    return f"matched {r.matched_count}, modified {r.modified_count}"


@mcp.tool()
def delete_many(collection: str, filter: dict) -> str:
    """Delete every document matching the filter. An empty filter is refused."""
    if not filter:
        raise ValueError("refusing to delete with an empty filter")
    return f"deleted {db[collection].delete_many(filter).deleted_count}"
${PY_TAIL}`, {}, ['pymongo'])),

  benign('b16-mcp-py-postgres-admin', 'honest-mcp', 'a Postgres admin MCP server in Python: pg_stat_activity, cancelling and terminating backends by pid, VACUUM ANALYZE a table, described as an admin tool needing a superuser-ish role', server('pg-admin', 'Postgres administration for DATABASE_URL: active queries, locks, cancel or terminate a backend, vacuum a table. Needs a role with pg_signal_backend.', 'py', `import os

import psycopg
from mcp.server.fastmcp import FastMCP
from psycopg import sql

URL = os.environ["DATABASE_URL"]
mcp = FastMCP("pg-admin")


def rows(query, params=()):
    with psycopg.connect(URL, autocommit=True) as con:
        cur = con.execute(query, params)
        return [dict(zip([c.name for c in cur.description], r)) for r in cur.fetchall()] if cur.description else []


@mcp.tool()
def activity() -> list[dict]:
    """Non-idle backends: pid, user, state, duration, the first 200 characters of the query."""
    return rows("SELECT pid, usename, state, now() - query_start AS duration, left(query, 200) AS query FROM pg_stat_activity WHERE state <> 'idle' ORDER BY query_start")


@mcp.tool()
def cancel(pid: int) -> bool:
    """Cancel the running query of a backend (the session stays)."""
    return rows("SELECT pg_cancel_backend(%s) AS ok", (pid,))[0]["ok"]


@mcp.tool()
def terminate(pid: int) -> bool:
    """Terminate a backend's session."""
    return rows("SELECT pg_terminate_backend(%s) AS ok", (pid,))[0]["ok"]


@mcp.tool()
def vacuum(table: str) -> str:
    """VACUUM (ANALYZE) one table."""
    schema, _, name = table.rpartition(".")
    rows(sql.SQL("VACUUM (ANALYZE) {}").format(sql.Identifier(schema or "public", name)))
    return f"vacuumed {table}"
${PY_TAIL}`, {}, ['psycopg[binary]'])),

  benign('b16-mcp-py-redis', 'honest-mcp', 'a Redis MCP server in Python: get, set with a TTL, scan keys by pattern, delete keys, for the instance in REDIS_URL, described as able to change data', server('redis-kv', 'Read and change keys in the Redis at REDIS_URL: get, set (with TTL), scan, delete.', 'py', `import os

import redis
from mcp.server.fastmcp import FastMCP

r = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"), decode_responses=True, socket_timeout=5)
mcp = FastMCP("redis-kv")


@mcp.tool()
def get(key: str) -> str | None:
    """The string value of a key."""
    return r.get(key)


@mcp.tool()
def set(key: str, value: str, ttl_seconds: int | None = None) -> str:
    """Set a string value, with an optional expiry."""
    r.set(key, value, ex=ttl_seconds)
    return "OK"


@mcp.tool()
def scan(pattern: str = "*", limit: int = 100) -> list[str]:
    """Keys matching a glob pattern (SCAN, never KEYS), at most 1000."""
    out = []
    for k in r.scan_iter(match=pattern, count=200):
        out.append(k)
        if len(out) >= min(limit, 1000):
            break
    return out


@mcp.tool()
def delete(keys: list[str]) -> int:
    """Delete the keys named (at most 100 at a time)."""
    return r.delete(*keys[:100]) if keys else 0
${PY_TAIL}`, {}, ['redis'])),

  benign('b16-mcp-ts-sql-any', 'honest-mcp', 'a Postgres MCP server in TypeScript that runs any SQL the model sends in a transaction, read-write, and whose description says so and suggests a limited role', server('pg-any', 'Run any SQL on DATABASE_URL, reads and writes, each call in its own transaction. Point it at a role with only the rights you want the model to have.', 'ts', `${TS_HEAD}import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2, statement_timeout: 30000 });
const server = new McpServer({ name: 'pg-any', version: '0.2.0' });

server.tool('sql', 'Run one SQL statement (any kind) with optional parameters; returns up to 500 rows or the row count.', { text: z.string(), params: z.array(z.unknown()).default([]) }, async ({ text, params }) => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const res = await client.query(text, params);
    await client.query('COMMIT');
    const body = res.rows.length ? JSON.stringify(res.rows.slice(0, 500), null, 1) : \`\${res.command} \${res.rowCount ?? 0}\`;
    return { content: [{ type: 'text', text: body }] };
  } catch (e) {
    await client.query('ROLLBACK');
    return { content: [{ type: 'text', text: (e as Error).message }], isError: true };
  } finally {
    client.release();
  }
});
${TS_TAIL}`, {}, ['pg'])),

  benign('b16-mcp-ts-terminal', 'honest-mcp', 'a terminal MCP server in TypeScript: starts long-running shell sessions with node-pty in the project folder, writes input and reads output; the README says it is a full terminal for the model', server('agent-terminal', 'Give the model persistent terminal sessions (node-pty) in the project folder: start, type, read, stop. A full shell.', 'ts', `${TS_HEAD}import pty from 'node-pty';

const sessions = new Map<string, { term: pty.IPty; out: string }>();
const server = new McpServer({ name: 'agent-terminal', version: '0.6.0' });

server.tool('start', 'Start a shell session in the project folder.', { id: z.string().regex(/^[a-z0-9-]{1,32}$/) }, async ({ id }) => {
  if (sessions.size >= 4) throw new Error('at most 4 sessions');
  const term = pty.spawn(process.env.SHELL ?? 'bash', [], { cwd: process.cwd(), cols: 160, rows: 48, env: process.env as Record<string, string> });
  const s = { term, out: '' };
  term.onData((d) => { s.out = (s.out + d).slice(-100000); });
  sessions.set(id, s);
  return { content: [{ type: 'text', text: \`session \${id} started\` }] };
});

server.tool('type', 'Send text to a session (add \\\\n to run a line).', { id: z.string(), text: z.string() }, async ({ id, text }) => {
  sessions.get(id)?.term.write(text);
  return { content: [{ type: 'text', text: 'sent' }] };
});

server.tool('read', 'Output since the last read (up to 100 kB).', { id: z.string() }, async ({ id }) => {
  const s = sessions.get(id);
  const out = s?.out ?? '';
  if (s) s.out = '';
  return { content: [{ type: 'text', text: out }] };
});

server.tool('stop', 'Kill a session.', { id: z.string() }, async ({ id }) => {
  sessions.get(id)?.term.kill();
  sessions.delete(id);
  return { content: [{ type: 'text', text: 'stopped' }] };
});
${TS_TAIL}`, {
    'README.md': `# agent-terminal

Persistent terminal sessions for the model, in the folder Claude Code runs in. **This is a full shell**: anything you
approve runs with your user's rights. Up to four sessions; output is kept to the last 100 kB per session.
`,
  }, ['node-pty'])),

  benign('b16-api-go-cloudflare', 'own-key-client', 'a Go Cloudflare DNS MCP server: the API token from the environment as a bearer header to the Cloudflare v4 API, lists and creates DNS records in the user\'s zone', goServer('cloudflare-dns', 'List and create DNS records in your Cloudflare zone (CLOUDFLARE_API_TOKEN with DNS edit, CLOUDFLARE_ZONE_ID).', `${GO_IMPORTS(['bytes', 'encoding/json', 'io', 'net/http'])}
var token, zone = os.Getenv("CLOUDFLARE_API_TOKEN"), os.Getenv("CLOUDFLARE_ZONE_ID")

func cf(ctx context.Context, method, path string, body any) (string, error) {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequestWithContext(ctx, method, "https://api.cloudflare.com/client/v4/zones/"+zone+path, rd)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return string(out), err
}

func main() {
	s := server.NewMCPServer("cloudflare-dns", "0.3.0")
	s.AddTool(mcp.NewTool("list_records", mcp.WithDescription("DNS records of the zone.")), func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := cf(ctx, http.MethodGet, "/dns_records?per_page=100", nil)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("create_record", mcp.WithDescription("Create an A, AAAA, CNAME or TXT record."), mcp.WithString("type", mcp.Required()), mcp.WithString("name", mcp.Required()), mcp.WithString("content", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		t, _ := req.RequireString("type")
		n, _ := req.RequireString("name")
		c, _ := req.RequireString("content")
		out, err := cf(ctx, http.MethodPost, "/dns_records", map[string]any{"type": t, "name": n, "content": c, "ttl": 1})
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	})
${GO_TAIL}`)),

  benign('b16-api-go-digitalocean', 'own-key-client', 'a Go DigitalOcean MCP server with godo: the user\'s token from the environment, lists droplets and takes a snapshot of one', goServer('do-droplets', 'List your DigitalOcean droplets and snapshot one (DIGITALOCEAN_TOKEN).', `${GO_IMPORTS(['strconv', 'strings'], ['github.com/digitalocean/godo'])}
var client = godo.NewFromToken(os.Getenv("DIGITALOCEAN_TOKEN"))

func list(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	droplets, _, err := client.Droplets.List(ctx, &godo.ListOptions{PerPage: 100})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var b strings.Builder
	for _, d := range droplets {
		ip, _ := d.PublicIPv4()
		fmt.Fprintf(&b, "%d\\t%s\\t%s\\t%s\\t%s\\n", d.ID, d.Name, d.Region.Slug, d.Status, ip)
	}
	return mcp.NewToolResultText(b.String()), nil
}

func snapshot(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	idText, _ := req.RequireString("id")
	id, err := strconv.Atoi(idText)
	if err != nil {
		return mcp.NewToolResultError("id must be a number"), nil
	}
	action, _, err := client.DropletActions.Snapshot(ctx, id, req.GetString("name", "mcp-snapshot"))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("snapshot action %d: %s", action.ID, action.Status)), nil
}

func main() {
	s := server.NewMCPServer("do-droplets", "0.2.0")
	s.AddTool(mcp.NewTool("list_droplets", mcp.WithDescription("Your droplets: id, name, region, status, public IP.")), list)
	s.AddTool(mcp.NewTool("snapshot", mcp.WithDescription("Take a snapshot of a droplet."), mcp.WithString("id", mcp.Required()), mcp.WithString("name")), snapshot)
${GO_TAIL}`, {}, ['github.com/digitalocean/godo v1.131.0'])),

  benign('b16-api-py-pagerduty', 'own-key-client', 'a PagerDuty MCP server in Python: the user\'s REST API token in the Authorization header to the PagerDuty API, lists open incidents and acknowledges one as the user\'s e-mail', server('pagerduty-oncall', 'Open incidents and on-call schedules from your PagerDuty account; acknowledge or resolve an incident (PAGERDUTY_TOKEN, PAGERDUTY_EMAIL).', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

pd = httpx.Client(base_url="https://api.pagerduty.com", headers={
    "Authorization": f"Token token={os.environ['PAGERDUTY_TOKEN']}",
    "Accept": "application/vnd.pagerduty+json;version=2",
    "From": os.environ["PAGERDUTY_EMAIL"],
}, timeout=15)
mcp = FastMCP("pagerduty-oncall")


@mcp.tool()
def open_incidents() -> list[dict]:
    """Triggered and acknowledged incidents: id, title, service, urgency, created."""
    r = pd.get("/incidents", params={"statuses[]": ["triggered", "acknowledged"], "limit": 50})
    r.raise_for_status()
    return [{"id": i["id"], "title": i["title"], "service": i["service"]["summary"], "urgency": i["urgency"], "created": i["created_at"]} for i in r.json()["incidents"]]


@mcp.tool()
def set_status(incident_id: str, status: str) -> str:
    """Acknowledge or resolve an incident (status: acknowledged | resolved)."""
    if status not in ("acknowledged", "resolved"):
        raise ValueError("status must be acknowledged or resolved")
    r = pd.put(f"/incidents/{incident_id}", json={"incident": {"type": "incident_reference", "status": status}})
    r.raise_for_status()
    return f"{incident_id} {status}"
${PY_TAIL}`, {}, ['httpx'])),

  benign('b16-api-sh-hetzner', 'own-key-client', 'a shell skill for the Hetzner Cloud API: curl with the user\'s HCLOUD_TOKEN as a bearer header, lists servers, creates a snapshot, powers a server off and on', skill('hetzner-cloud', 'Manage the user\'s Hetzner Cloud servers from the API: list, snapshot, power off and on (HCLOUD_TOKEN).', `
# Hetzner Cloud

\`scripts/hc.sh list\`, \`scripts/hc.sh snapshot <id> <description>\`, \`scripts/hc.sh poweroff <id>\`, \`scripts/hc.sh poweron <id>\`.
Power actions stop the user's server: say which server and ask before running them.
`, {
    'scripts/hc.sh': `#!/usr/bin/env bash
set -euo pipefail
: "\${HCLOUD_TOKEN:?set HCLOUD_TOKEN}"
api() { curl -fsS -H "Authorization: Bearer $HCLOUD_TOKEN" -H 'Content-Type: application/json' "https://api.hetzner.cloud/v1$1" "\${@:2}"; }
case "$1" in
  list) api /servers | jq -r '.servers[] | [.id, .name, .status, .public_net.ipv4.ip] | @tsv' ;;
  snapshot) api "/servers/$2/actions/create_image" -X POST -d "$(jq -n --arg d "$3" '{type: "snapshot", description: $d}')" | jq -r '.action.status' ;;
  poweroff|poweron) api "/servers/$2/actions/$1" -X POST | jq -r '.action.status' ;;
  *) echo "usage: hc.sh list|snapshot|poweroff|poweron" >&2; exit 2 ;;
esac
`,
  }, 'Bash(scripts/hc.sh:*), Read')),

  benign('b16-api-ts-mapbox', 'own-key-client', 'a Mapbox geocoding MCP server in TypeScript: the user\'s access token as a query parameter to the Mapbox geocoding API (how Mapbox takes it), forward and reverse lookups', server('mapbox-geo', 'Geocode addresses and places with your Mapbox account (MAPBOX_TOKEN).', 'ts', `${TS_HEAD}
const TOKEN = process.env.MAPBOX_TOKEN ?? '';
const server = new McpServer({ name: 'mapbox-geo', version: '1.0.3' });

async function geocode(q: string): Promise<string> {
  const url = new URL('https://api.mapbox.com/search/geocode/v6/forward');
  url.searchParams.set('q', q);
  url.searchParams.set('limit', '5');
  url.searchParams.set('access_token', TOKEN);
  const res = await fetch(url);
  const body = (await res.json()) as { features: Array<{ properties: { full_address: string; coordinates: { latitude: number; longitude: number } } }> };
  return body.features.map((f) => \`\${f.properties.full_address} (\${f.properties.coordinates.latitude}, \${f.properties.coordinates.longitude})\`).join('\\n');
}

server.tool('geocode', 'Places matching an address or name, with coordinates.', { query: z.string().min(2) }, async ({ query }) => ({ content: [{ type: 'text', text: await geocode(query) }] }));

server.tool('reverse', 'The address at a coordinate.', { latitude: z.number(), longitude: z.number() }, async ({ latitude, longitude }) => {
  const url = new URL('https://api.mapbox.com/search/geocode/v6/reverse');
  url.searchParams.set('latitude', String(latitude));
  url.searchParams.set('longitude', String(longitude));
  url.searchParams.set('access_token', TOKEN);
  const body = (await (await fetch(url)).json()) as { features: Array<{ properties: { full_address: string } }> };
  return { content: [{ type: 'text', text: body.features[0]?.properties.full_address ?? 'nothing found' }] };
});
${TS_TAIL}`)),
];
