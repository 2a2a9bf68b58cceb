/**
 * Seventeenth MCP batch, HELD-OUT third (by `thirdOf(id)`), benign. Written on 2026-12-01 in
 * one sitting by helper mcp20 before the analyzer was run on any of them;
 * split by `thirdOf(id)`. Never read while working on the analyzer.
 */
import { benign } from '../../skills/build.ts';
import { go, type Mcp17Sample, py } from '../classes.ts';

export const HELD_OUT17_MCP_BENIGN: Mcp17Sample[] = [
  benign('b17-files-py-rooted-read', 'files-rooted', 'a notes reader: the path is resolved and must stay inside the notes folder', py('notes-reader', 'Read and search your Markdown notes.', `import os
from pathlib import Path`, `
ROOT = Path(os.environ.get("NOTES_DIR", "~/notes")).expanduser().resolve()


@mcp.tool()
def read_note(path: str) -> str:
    """Read one note, by its path inside NOTES_DIR."""
    target = (ROOT / path).resolve()
    if not target.is_relative_to(ROOT):
        raise ValueError("outside the notes folder")
    return target.read_text(encoding="utf-8")


@mcp.tool()
def list_notes() -> list[str]:
    """List the notes, relative to NOTES_DIR."""
    return sorted(str(p.relative_to(ROOT)) for p in ROOT.rglob("*.md"))
`)),
  benign('b17-fetch-py-allowlist', 'fetch-allowlist', 'a docs fetcher limited to an allow-list of documentation hosts', py('docs-fetch', 'Fetch pages from the documentation sites you use.', `from urllib.parse import urlparse

import httpx`, `
ALLOWED = {"docs.python.org", "developer.mozilla.org", "go.dev", "docs.rs"}


@mcp.tool()
def fetch_doc(url: str) -> str:
    """Fetch a documentation page (only from the allowed documentation hosts)."""
    host = urlparse(url).hostname or ""
    if urlparse(url).scheme != "https" or host not in ALLOWED:
        raise ValueError(f"{host} is not an allowed documentation host")
    resp = httpx.get(url, timeout=20, follow_redirects=False)
    resp.raise_for_status()
    return resp.text[:100_000]
`)),
  benign('b17-fetch-go-allowlist', 'fetch-allowlist', 'a go-sdk status checker that only requests hosts on its list', go('status-check', 'Check the status pages of the services you depend on.', ['fmt', 'io', 'net/http', 'net/url'], `
var allowed = map[string]bool{"www.githubstatus.com": true, "status.npmjs.org": true, "status.python.org": true}

type StatusInput struct {
	URL string \`json:"url" jsonschema:"the status page API address"\`
}

type StatusOutput struct {
	Body string \`json:"body"\`
}

func Status(ctx context.Context, req *mcp.CallToolRequest, in StatusInput) (*mcp.CallToolResult, StatusOutput, error) {
	u, err := url.Parse(in.URL)
	if err != nil || u.Scheme != "https" || !allowed[u.Hostname()] {
		return nil, StatusOutput{}, fmt.Errorf("not an allowed status host: %s", in.URL)
	}
	resp, err := http.Get(u.String())
	if err != nil {
		return nil, StatusOutput{}, err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return nil, StatusOutput{Body: string(b)}, nil
}`, [['status', 'Read a service status page', 'Status']])),
  benign('b17-db-py-xpath-vars', 'database-params', 'twin of the account lookup: lxml XPath with the values bound as XPath variables', py('account-lookup', 'Look up a member account in the club\'s records.', `from lxml import etree`, `
TREE = etree.parse("members.xml")


@mcp.tool()
def member_details(user: str, pin: str) -> str:
    """Show a member's details once their PIN matches."""
    found = TREE.xpath("//member[user=$u and pin=$p]", u=user, p=pin)
    return "\\n".join(etree.tostring(m, encoding="unicode") for m in found) or "no match"
`)),
  benign('b17-db-go-xmlquery-compare', 'database-params', 'twin of the user directory: a constant XPath, the login compared in Go', go('user-directory', 'Look up colleagues in the team directory.', ['os', 'strings', 'github.com/antchfx/xmlquery'], `
type LookupInput struct {
	Login string \`json:"login" jsonschema:"the colleague's login"\`
}

type LookupOutput struct {
	Entries string \`json:"entries"\`
}

func Lookup(ctx context.Context, req *mcp.CallToolRequest, in LookupInput) (*mcp.CallToolResult, LookupOutput, error) {
	f, err := os.Open("users.xml")
	if err != nil {
		return nil, LookupOutput{}, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, LookupOutput{}, err
	}
	var out strings.Builder
	for _, n := range xmlquery.Find(doc, "//user") {
		if l := n.SelectElement("login"); l != nil && l.InnerText() == in.Login {
			out.WriteString(n.SelectElement("name").InnerText())
			out.WriteString("\\n")
		}
	}
	return nil, LookupOutput{Entries: out.String()}, nil
}`, [['lookup_user', 'Look up a colleague by login', 'Lookup']])),
  benign('b17-disp-go-switch', 'dispatch-table', 'twin of the maintenance server: the operation is one of a switch\'s cases, each a fixed command', go('maintenance', 'Routine maintenance for the dev box.', ['os/exec'], `
type RunInput struct {
	Op string \`json:"op" jsonschema:"clean-cache, tidy or vet"\`
}

type RunOutput struct {
	Result string \`json:"result"\`
}

func Run(ctx context.Context, req *mcp.CallToolRequest, in RunInput) (*mcp.CallToolResult, RunOutput, error) {
	var cmd *exec.Cmd
	switch in.Op {
	case "clean-cache":
		cmd = exec.Command("go", "clean", "-cache")
	case "tidy":
		cmd = exec.Command("go", "mod", "tidy")
	case "vet":
		cmd = exec.Command("go", "vet", "./...")
	default:
		return nil, RunOutput{Result: "no such operation"}, nil
	}
	out, _ := cmd.CombinedOutput()
	return nil, RunOutput{Result: string(out)}, nil
}`, [['run_op', 'Run a maintenance operation', 'Run']])),
];
