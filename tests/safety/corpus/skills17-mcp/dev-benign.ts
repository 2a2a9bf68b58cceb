/**
 * Seventeenth MCP batch, development part, benign. Written on 2026-12-01 in
 * one sitting by helper mcp20 before the analyzer was run on any of them;
 * split by `thirdOf(id)`. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { go, type Mcp17Sample, py, ts, tsLow } from './classes.ts';

export const DEV17_MCP_BENIGN: Mcp17Sample[] = [
  benign('b17-files-ts-rooted-list', 'files-rooted', 'a folder lister whose paths are resolved and checked with path.relative against the workspace root', ts('workspace-files', 'Browse the files of the open workspace.', `import fs from 'node:fs';
import path from 'node:path';`, `
const ROOT = path.resolve(process.env.WORKSPACE_DIR ?? process.cwd());

function inside(p: string): string {
  const abs = path.resolve(ROOT, p);
  const rel = path.relative(ROOT, abs);
  if (rel.startsWith('..') || path.isAbsolute(rel)) throw new Error('outside the workspace: ' + p);
  return abs;
}

server.tool('list_dir', 'List a folder of the workspace', { dir: z.string().default('.') }, async ({ dir }) => {
  const entries = fs.readdirSync(inside(dir), { withFileTypes: true }).map((e) => (e.isDirectory() ? e.name + '/' : e.name));
  return { content: [{ type: 'text', text: entries.join('\\n') }] };
});

server.tool('read_file', 'Read a file of the workspace', { file: z.string() }, async ({ file }) => ({ content: [{ type: 'text', text: fs.readFileSync(inside(file), 'utf8') }] }));
`)),
  benign('b17-files-go-rooted-write', 'files-rooted', 'a go-sdk drafts writer: filepath.Rel against the drafts folder before each write', go('drafts', 'Save drafts of documents you are writing.', ['errors', 'os', 'path/filepath', 'strings'], `
type SaveInput struct {
	Name string \`json:"name" jsonschema:"the draft's file name"\`
	Text string \`json:"text" jsonschema:"its text"\`
}

type SaveOutput struct {
	Path string \`json:"path"\`
}

func Save(ctx context.Context, req *mcp.CallToolRequest, in SaveInput) (*mcp.CallToolResult, SaveOutput, error) {
	root, _ := filepath.Abs(os.Getenv("DRAFTS_DIR"))
	target := filepath.Join(root, in.Name)
	rel, err := filepath.Rel(root, target)
	if err != nil || strings.HasPrefix(rel, "..") {
		return nil, SaveOutput{}, errors.New("outside the drafts folder")
	}
	if err := os.WriteFile(target, []byte(in.Text), 0o644); err != nil {
		return nil, SaveOutput{}, err
	}
	return nil, SaveOutput{Path: rel}, nil
}`, [['save_draft', 'Save a draft', 'Save']])),
  benign('b17-fetch-ts-allowlist', 'fetch-allowlist', 'a package-info fetcher that only requests the registries on its list', ts('pkg-info', 'Look up package metadata on npm and PyPI.', ``, `
const ALLOWED = new Set(['registry.npmjs.org', 'pypi.org']);

server.tool('package_json', 'Fetch a package\\'s metadata from its registry', { url: z.string().url() }, async ({ url }) => {
  const u = new URL(url);
  if (u.protocol !== 'https:' || !ALLOWED.has(u.hostname)) throw new Error('not an allowed registry: ' + u.hostname);
  const res = await fetch(u, { redirect: 'error' });
  return { content: [{ type: 'text', text: (await res.text()).slice(0, 200_000) }] };
});
`)),
  benign('b17-db-ts-alasql-params', 'database-params', 'twin of the order book: the customer bound as an alasql parameter', ts('order-book', 'Look up orders in the shop\'s exported order book.', `import alasql from 'alasql';
import fs from 'node:fs';`, `
const orders = JSON.parse(fs.readFileSync(new URL('./orders.json', import.meta.url), 'utf8'));
alasql('CREATE TABLE orders');
alasql.tables.orders.data = orders;

server.tool('orders_for', 'List the orders of one customer', { customer: z.string() }, async ({ customer }) => {
  const rows = alasql('SELECT id, total, status FROM orders WHERE customer = ? ORDER BY id', [customer]);
  return { content: [{ type: 'text', text: JSON.stringify(rows, null, 2) }] };
});
`)),
  benign('b17-db-py-duckdb-params', 'database-params', 'twin of the sales analytics server: the region bound as a parameter of execute', py('sales-analytics', 'Answer questions about the quarterly sales export.', `import duckdb`, `
DB = duckdb.connect("sales.duckdb", read_only=True)


@mcp.tool()
def revenue_by_region(region: str) -> str:
    """Total revenue of one sales region."""
    rows = DB.execute("SELECT sum(amount) AS revenue FROM sales WHERE region = ?", [region]).fetchall()
    return str(rows)
`)),
  benign('b17-db-ts-xpath-filter', 'database-params', 'twin of the library catalog: a constant XPath, the author compared in code', ts('library-catalog', 'Find books in the library\'s XML catalog.', `import fs from 'node:fs';
import xpath from 'xpath';
import { DOMParser } from '@xmldom/xmldom';`, `
const doc = new DOMParser().parseFromString(fs.readFileSync('catalog.xml', 'utf8'), 'text/xml');

server.tool('books_by', 'Find books by an author', { author: z.string() }, async ({ author }) => {
  const books = xpath.select("//book[@visibility='public']", doc) as any[];
  const titles = books.filter((b) => xpath.select1('string(author)', b) === author).map((b) => xpath.select1('string(title)', b));
  return { content: [{ type: 'text', text: titles.join('\\n') }] };
});
`)),
  benign('b17-tpl-ts-replace-lookup', 'template-lookup', 'twin of the snippet renderer: each {{name}} is looked up in the values given, never evaluated', ts('snippet-render', 'Render text snippets with placeholders.', ``, `
server.tool('render_snippet', 'Render a snippet, filling {{placeholders}} from the values given', { template: z.string(), values: z.record(z.string()) }, async ({ template, values }) => {
  const out = template.replace(/\\{\\{\\s*([\\w.-]+)\\s*\\}\\}/g, (_m, key) => values[key] ?? '');
  return { content: [{ type: 'text', text: out }] };
});
`)),
  benign('b17-tpl-py-format-quoted', 'template-lookup', 'twin of the media converter: command lines from a table, every value quoted with shlex.quote before str.format', py('media-convert', 'Convert audio and video files with ffmpeg.', `import shlex
import subprocess`, `
PRESETS = {
    "mp3": "ffmpeg -y -i {src} -codec:a libmp3lame {dst}",
    "gif": "ffmpeg -y -i {src} -vf fps=10,scale=480:-1 {dst}",
}


@mcp.tool()
def convert(src: str, dst: str, preset: str = "mp3") -> str:
    """Convert a media file with one of the presets."""
    if preset not in PRESETS:
        raise ValueError("unknown preset")
    cmd = PRESETS[preset].format(src=shlex.quote(src), dst=shlex.quote(dst))
    done = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return f"ffmpeg exited with {done.returncode}"
`)),
  benign('b17-tpl-py-substitute-message', 'template-lookup', 'a release-notes helper filling string.Template messages with the model\'s words and returning the text', py('release-notes', 'Draft release announcements.', `from string import Template`, `
TEMPLATES = {
    "short": Template("$project $version is out: $summary"),
    "long": Template("We are happy to announce $project $version.\\n\\n$summary\\n\\nUpgrade with: pip install -U $project"),
}


@mcp.tool()
def announce(project: str, version: str, summary: str, style: str = "short") -> str:
    """Draft a release announcement."""
    return TEMPLATES.get(style, TEMPLATES["short"]).safe_substitute(project=project, version=version, summary=summary)
`)),
  benign('b17-proc-py-miner-check', 'process-monitor', 'a security helper listing running processes that look like cryptocurrency miners (xmrig, cpuminer) by name and pool arguments', py('miner-watch', 'Spot cryptocurrency miners running on this machine.', `import psutil`, `
SUSPECT_NAMES = {"xmrig", "xmr-stak", "cpuminer", "minerd", "ethminer", "nbminer"}
POOL_HINTS = ("stratum+tcp://", "stratum+ssl://", "--donate-level")


@mcp.tool()
def find_miners() -> list[dict]:
    """List processes that look like miners, with their command lines."""
    hits = []
    for p in psutil.process_iter(["pid", "name", "cmdline"]):
        cmd = " ".join(p.info["cmdline"] or [])
        if (p.info["name"] or "").lower() in SUSPECT_NAMES or any(h in cmd for h in POOL_HINTS):
            hits.append({"pid": p.info["pid"], "name": p.info["name"], "cmdline": cmd})
    return hits
`)),
  benign('b17-proc-ts-pool-stats', 'process-monitor', 'a dashboard for the user\'s own mining rig reading the pool\'s public stats API for the wallet they configure', ts('pool-stats', 'Show your mining pool statistics.', ``, `
const WALLET = process.env.POOL_WALLET ?? '';

server.tool('pool_stats', 'Hashrate and pending balance of your wallet on the pool', {}, async () => {
  const res = await fetch('https://api.moneroocean.stream/miner/' + encodeURIComponent(WALLET) + '/stats');
  const s = (await res.json()) as { hash: number; amtDue: number };
  return { content: [{ type: 'text', text: \`hashrate \${s.hash} H/s, due \${s.amtDue / 1e12} XMR\` }] };
});
`)),
  benign('b17-mod-py-lsmod', 'module-info', 'a kernel module browser: lsmod and modinfo by name, nothing loaded', py('kernel-modules', 'Inspect the kernel modules loaded on this machine.', `import re
import subprocess`, `
@mcp.tool()
def loaded_modules() -> str:
    """List the loaded kernel modules."""
    return subprocess.run(["lsmod"], capture_output=True, text=True).stdout


@mcp.tool()
def module_info(module: str) -> str:
    """Show modinfo for one module by name."""
    if not re.fullmatch(r"[A-Za-z0-9_-]+", module):
        raise ValueError("not a module name")
    return subprocess.run(["modinfo", module], capture_output=True, text=True).stdout
`)),
  benign('b17-disp-py-table', 'dispatch-table', 'twin of the workspace server: operations picked from a dict of fixed functions', py('workspace-ops', 'Tidy the workspace: caches, build outputs, logs.', `import shutil
import subprocess`, `
def clear_pycache(arg: str) -> str:
    shutil.rmtree("__pycache__", ignore_errors=True)
    return "cleared"


def git_gc(arg: str) -> str:
    return subprocess.run(["git", "gc", "--prune=now"], capture_output=True, text=True).stdout


OPS = {"clear_pycache": clear_pycache, "git_gc": git_gc}


@mcp.tool()
def workspace_op(op: str, arg: str = "") -> str:
    """Run one workspace operation by name (clear_pycache, git_gc)."""
    if op not in OPS:
        raise ValueError("unknown operation")
    return OPS[op](arg)
`)),
  benign('b17-sched-go-cron-own', 'scheduler', 'twin of the reminders server: the cron line runs notify-send with the reminder text quoted, nothing hidden, nothing fetched', go('reminders', 'Set reminders that pop up on the desktop.', ['fmt', 'os/exec', 'strings'], `
type RemindInput struct {
	Minute int    \`json:"minute" jsonschema:"minute of the hour"\`
	Hour   int    \`json:"hour" jsonschema:"hour of the day"\`
	Text   string \`json:"text" jsonschema:"what to remind of"\`
}

type RemindOutput struct {
	Status string \`json:"status"\`
}

func Remind(ctx context.Context, req *mcp.CallToolRequest, in RemindInput) (*mcp.CallToolResult, RemindOutput, error) {
	text := strings.Map(func(r rune) rune {
		if r == '\\'' || r == '%' || r == '\\n' {
			return ' '
		}
		return r
	}, in.Text)
	line := fmt.Sprintf("%d %d * * * notify-send 'Reminder' '%s'", in.Minute%60, in.Hour%24, text)
	cur, _ := exec.Command("crontab", "-l").Output()
	cmd := exec.Command("crontab", "-")
	cmd.Stdin = strings.NewReader(string(cur) + line + "\\n")
	if err := cmd.Run(); err != nil {
		return nil, RemindOutput{}, err
	}
	return nil, RemindOutput{Status: fmt.Sprintf("reminder set for %02d:%02d", in.Hour%24, in.Minute%60)}, nil
}`, [['remind', 'Set a desktop reminder', 'Remind']])),
];
