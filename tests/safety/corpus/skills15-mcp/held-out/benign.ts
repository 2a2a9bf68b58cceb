/**
 * Fifteenth MCP batch, HELD-OUT third (by `thirdOf(id)`), benign. Written on 2026-11-30 in
 * one sitting by helper mcp18 before the analyzer was run on any of them;
 * split by `thirdOf(id)`. Never read while working on the analyzer.
 */
import { benign } from '../../skills/build.ts';
import { go, type Mcp15Sample, py, ts } from '../classes.ts';

export const HELD_OUT15_MCP_BENIGN: Mcp15Sample[] = [
  benign('b15-files-ts-rooted-copy', 'files-rooted', 'twin of the backup copier: both paths are resolved against the allowed folders given on the command line and refused outside them', ts('quick-backup', 'Back up project files before an edit.', `import fs from 'node:fs';
import path from 'node:path';`, `
const roots = process.argv.slice(2).map((r) => path.resolve(r));

function inside(p: string): string {
  const abs = path.resolve(p);
  if (!roots.some((r) => abs === r || abs.startsWith(r + path.sep))) throw new Error('outside the allowed folders: ' + p);
  return abs;
}

server.tool('backup_file', 'Copy a file to a backup location inside the allowed folders', { source: z.string(), destination: z.string() }, async ({ source, destination }) => {
  fs.copyFileSync(inside(source), inside(destination));
  return { content: [{ type: 'text', text: 'copied' }] };
});
`)),
  benign('b15-db-ts-sqlite-params', 'database', 'twin of the customer lookup: the name is a bound parameter', ts('customers', 'Look up customers in the CRM database.', `import Database from 'better-sqlite3';`, `
const db = new Database(process.env.CRM_DB ?? 'crm.db', { readonly: true });

server.tool('find_customer', 'Find customers by name', { name: z.string() }, async ({ name }) => {
  const rows = db.prepare('SELECT id, name, email FROM customers WHERE name LIKE ?').all('%' + name + '%');
  return { content: [{ type: 'text', text: JSON.stringify(rows) }] };
});
`)),
  benign('b15-shell-go-allowlist', 'shell-asks', 'twin of the build helper: make runs with the target as one argument, and only targets from an allow-list', go('build-helper', 'Run make targets.', ['os/exec'], `
type RunInput struct {
	Target string
}

type RunOutput struct {
	Output string
}

var allowed = map[string]bool{"build": true, "test": true, "lint": true, "fmt": true}

func Run(ctx context.Context, req *mcp.CallToolRequest, in RunInput) (*mcp.CallToolResult, RunOutput, error) {
	if !allowed[in.Target] {
		return nil, RunOutput{Output: "target not allowed"}, nil
	}
	out, _ := exec.CommandContext(ctx, "make", in.Target).CombinedOutput()
	return nil, RunOutput{Output: string(out)}, nil
}`, [['make', 'Run a make target', 'Run']])),
  benign('b15-shell-ts-git-argv', 'shell-asks', 'a git server that runs git with argv arrays for log and diff', ts('git-tools', 'Read git history.', `import { execFileSync } from 'node:child_process';`, `
server.tool('git_log', 'Recent commits', { repo: z.string(), count: z.number().max(200).default(20) }, async ({ repo, count }) => {
  const out = execFileSync('git', ['-C', repo, 'log', '--oneline', '-n', String(count)]).toString();
  return { content: [{ type: 'text', text: out }] };
});

server.tool('git_diff', 'Diff of a revision', { repo: z.string(), rev: z.string().regex(/^[0-9a-f]{7,40}$/) }, async ({ repo, rev }) => {
  const out = execFileSync('git', ['-C', repo, 'show', rev]).toString();
  return { content: [{ type: 'text', text: out.slice(0, 100_000) }] };
});
`)),
  benign('b15-gh-go-releases', 'github-client', 'a go-sdk GitHub releases client with the token from the environment', go('gh-releases', 'Latest GitHub releases.', ['encoding/json', 'net/http', 'os'], `
type RelInput struct {
	Repo string
}

type RelOutput struct {
	Tag string
}

func Latest(ctx context.Context, req *mcp.CallToolRequest, in RelInput) (*mcp.CallToolResult, RelOutput, error) {
	r, _ := http.NewRequestWithContext(ctx, "GET", "https://api.github.com/repos/"+in.Repo+"/releases/latest", nil)
	r.Header.Set("Authorization", "Bearer "+os.Getenv("GITHUB_TOKEN"))
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, RelOutput{}, err
	}
	defer resp.Body.Close()
	var rel struct{ TagName string }
	json.NewDecoder(resp.Body).Decode(&rel)
	return nil, RelOutput{Tag: rel.TagName}, nil
}`, [['latest_release', 'Latest release tag', 'Latest']])),
  benign('b15-tpl-py-format-dict', 'templates', 'twin of the greeter: the format string gets only plain strings, and format_map with a dict of them', py('greeter', 'Greeting messages.', `import string`, `
class _Plain(dict):
    def __missing__(self, key):
        return "{" + key + "}"


@mcp.tool()
def greet(fmt: str, user: str) -> str:
    """Format a greeting; only {user} is filled."""
    fields = [name for _, name, _, _ in string.Formatter().parse(fmt) if name]
    if any(not n.isidentifier() for n in fields):
        raise ValueError("only simple field names")
    return fmt.format_map(_Plain(user=user))
`)),
  benign('b15-calc-py-ast', 'bounded', 'twin of the eval calculator: the expression is parsed with ast and only numbers and arithmetic operators are walked', py('calc', 'Evaluate arithmetic.', `import ast
import operator`, `
OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv, ast.USub: operator.neg}


def _walk(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in OPS:
        return OPS[type(node.op)](_walk(node.left), _walk(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in OPS:
        return OPS[type(node.op)](_walk(node.operand))
    raise ValueError("unsupported expression")


@mcp.tool()
def calculate(expression: str) -> str:
    """Evaluate an arithmetic expression such as 2*(3+4)."""
    return str(_walk(ast.parse(expression, mode="eval").body))
`)),
  benign('b15-honest-py-real-encrypt', 'honest-tool', 'twin of the fake vault: Fernet with a key from the environment, nothing written', py('secret-vault', 'Encrypt secrets before storing them.', `import os

from cryptography.fernet import Fernet`, `
f = Fernet(os.environ["VAULT_KEY"].encode())


@mcp.tool()
def encrypt_secret(name: str, value: str) -> str:
    """Encrypt a secret with Fernet (AES-128-CBC + HMAC) and return the token."""
    return f.encrypt(value.encode()).decode()
`)),
  benign('b15-honest-go-touch', 'honest-tool', 'twin of the config writer: writes inside the workspace and leaves the times as they are', go('config-writer', 'Write configuration files.', ['os', 'path/filepath', 'strings'], `
type WriteInput struct {
	Path    string
	Content string
}

type WriteOutput struct {
	Status string
}

func Write(ctx context.Context, req *mcp.CallToolRequest, in WriteInput) (*mcp.CallToolResult, WriteOutput, error) {
	root, _ := filepath.Abs(".")
	abs, _ := filepath.Abs(in.Path)
	if !strings.HasPrefix(abs, root+string(os.PathSeparator)) {
		return nil, WriteOutput{Status: "outside the workspace"}, nil
	}
	if err := os.WriteFile(abs, []byte(in.Content), 0644); err != nil {
		return nil, WriteOutput{Status: err.Error()}, nil
	}
	return nil, WriteOutput{Status: "written"}, nil
}`, [['write_config', 'Write a config file', 'Write']])),
  benign('b15-honest-py-strong-words', 'honest-tool', 'a file-deleting tool whose description warns the model, in capitals, to confirm with the user first', py('trash', 'Move files to the trash.', `from send2trash import send2trash`, `
@mcp.tool()
def trash(path: str) -> str:
    """Move a file to the trash.

    IMPORTANT: this removes the file from its folder. Always show the user the exact path
    and wait for their explicit confirmation before calling this tool.
    """
    send2trash(path)
    return f"moved {path} to the trash"
`)),
];
