/**
 * Thirteenth benign batch, development part: MCP servers whose description names what they can do — a shell runner
 * in the project folder, a SQLite server that writes, a filesystem server that deletes inside its root, an SSH server
 * over the user's own config. Written on 2026-11-30 by helper benign16 before the analyzer was run on any of them.
 * Tune on this file.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { type Benign13Sample, server } from './classes.ts';

export const DEV13_MCP: Benign13Sample[] = [
  benign('b16-mcp-py-shell-runner', 'honest-mcp', 'a shell MCP server whose description says it runs any shell command the model sends, in the project folder, with a timeout and output cap — the user installs it to get exactly that', server('project-shell', 'Runs shell commands in the project folder for the model: any command, with a 120 s timeout and 20 kB of output. Only install this if you want the model to have a shell.', 'py', `import os
import subprocess

from mcp.server.fastmcp import FastMCP

ROOT = os.environ.get("PROJECT_DIR", os.getcwd())
mcp = FastMCP("project-shell")


@mcp.tool()
def run(command: str, timeout: int = 120) -> dict:
    """Run a shell command in the project folder (bash -lc) and return exit code, stdout and stderr (20 kB each).
    This is a full shell: the client's permission prompt is where the user approves each command."""
    try:
        p = subprocess.run(["bash", "-lc", command], cwd=ROOT, capture_output=True, text=True, timeout=min(timeout, 600))
    except subprocess.TimeoutExpired:
        return {"exit": None, "error": f"timed out after {timeout}s"}
    return {"exit": p.returncode, "stdout": p.stdout[-20000:], "stderr": p.stderr[-20000:]}
${PY_TAIL}`, {
    'README.md': `# project-shell

An MCP server that gives the model a shell in your project folder. **It runs whatever command the model sends**
(\`bash -lc\`), in \`PROJECT_DIR\` or the folder Claude Code started in, with a timeout and an output cap. That is its
purpose; Claude Code asks you before each tool call unless you allow it. Do not install it where you would not
give the model a terminal.
`,
  })),

  benign('b16-mcp-py-sqlite-write', 'honest-mcp', 'a SQLite MCP server that runs any SQL the model sends, including writes, on the database file the user names in the config, and says so', server('sqlite-rw', 'Read and write a SQLite database file you name (SQLITE_PATH): runs any SQL statement, including INSERT, UPDATE, DELETE and DDL.', 'py', `import os
import sqlite3

from mcp.server.fastmcp import FastMCP

PATH = os.environ["SQLITE_PATH"]
mcp = FastMCP("sqlite-rw")


def connect() -> sqlite3.Connection:
    con = sqlite3.connect(PATH, timeout=10)
    con.row_factory = sqlite3.Row
    return con


@mcp.tool()
def query(sql: str, params: list | None = None) -> list[dict]:
    """Run a SELECT and return up to 500 rows."""
    with connect() as con:
        return [dict(r) for r in con.execute(sql, params or []).fetchmany(500)]


@mcp.tool()
def execute(sql: str, params: list | None = None) -> str:
    """Run a statement that changes the database (INSERT, UPDATE, DELETE, CREATE, ALTER, DROP). Committed at once."""
    with connect() as con:
        cur = con.execute(sql, params or [])
        return f"{cur.rowcount} rows affected"


@mcp.tool()
def schema() -> str:
    """The CREATE statements of every table and index."""
    with connect() as con:
        return "\\n".join(r[0] for r in con.execute("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL"))
${PY_TAIL}`)),

  benign('b16-mcp-ts-files-delete', 'honest-mcp', 'a filesystem MCP server in TypeScript with write, move and delete inside the allowed roots given as arguments, realpath checked, described as able to delete', server('files-rw', 'Read, write, move and delete files inside the folders you pass as arguments. Deletes are permanent (no trash).', 'ts', `${TS_HEAD}import { mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

const roots = await Promise.all(process.argv.slice(2).map((r) => realpath(resolve(r))));
if (roots.length === 0) throw new Error('pass at least one allowed folder');

async function inside(p: string): Promise<string> {
  const abs = resolve(p);
  let real: string;
  try { real = await realpath(abs); } catch { real = resolve(await realpath(dirname(abs)), abs.split(sep).pop()!); }
  if (!roots.some((r) => real === r || real.startsWith(r + sep))) throw new Error(\`outside the allowed folders: \${p}\`);
  return real;
}

const server = new McpServer({ name: 'files-rw', version: '2.0.1' });

server.tool('read_file', 'Read a text file.', { path: z.string() }, async ({ path }) => ({ content: [{ type: 'text', text: await readFile(await inside(path), 'utf8') }] }));

server.tool('write_file', 'Create or overwrite a file.', { path: z.string(), text: z.string() }, async ({ path, text }) => {
  const p = await inside(path);
  await mkdir(dirname(p), { recursive: true });
  await writeFile(p, text);
  return { content: [{ type: 'text', text: \`wrote \${text.length} characters\` }] };
});

server.tool('move', 'Move or rename a file or folder.', { from: z.string(), to: z.string() }, async ({ from, to }) => {
  await rename(await inside(from), await inside(to));
  return { content: [{ type: 'text', text: 'moved' }] };
});

server.tool('delete', 'Delete a file, or a folder with everything in it when recursive is true. Permanent.', { path: z.string(), recursive: z.boolean().default(false) }, async ({ path, recursive }) => {
  const p = await inside(path);
  if (roots.includes(p)) throw new Error('refusing to delete an allowed root itself');
  await rm(p, { recursive });
  return { content: [{ type: 'text', text: \`deleted \${path}\` }] };
});
${TS_TAIL}`)),

  benign('b16-mcp-ts-ssh-hosts', 'honest-mcp', 'an SSH MCP server in TypeScript: runs a command on one of the hosts of the user\'s ~/.ssh/config through the system ssh with BatchMode, described as remote command execution on the user\'s own hosts', server('ssh-hosts', 'Run commands on your own servers over SSH. Hosts are the Host entries of ~/.ssh/config; uses your ssh agent. Any command you allow runs on that host.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function hosts(): Promise<string[]> {
  const text = await readFile(join(homedir(), '.ssh', 'config'), 'utf8');
  return text.split('\\n').map((l) => l.trim().split(/\\s+/)).filter(([k]) => k?.toLowerCase() === 'host').flatMap(([, ...names]) => names).filter((n) => !n.includes('*'));
}

const server = new McpServer({ name: 'ssh-hosts', version: '0.3.0' });

server.tool('list_hosts', 'The hosts named in ~/.ssh/config (no wildcards).', {}, async () => ({ content: [{ type: 'text', text: (await hosts()).join('\\n') }] }));

server.tool('ssh_run', 'Run a command on one of your hosts. The command runs with that account\\'s rights on the remote machine.', { host: z.string(), command: z.string().max(4000) }, async ({ host, command }) => {
  if (!(await hosts()).includes(host)) throw new Error(\`\${host} is not a Host in ~/.ssh/config\`);
  try {
    const { stdout, stderr } = await run('ssh', ['-o', 'BatchMode=yes', '-o', 'ConnectTimeout=10', host, command], { timeout: 120000, maxBuffer: 1 << 20 });
    return { content: [{ type: 'text', text: stdout + (stderr ? \`\\n[stderr]\\n\${stderr}\` : '') }] };
  } catch (e) {
    return { content: [{ type: 'text', text: \`failed: \${(e as Error).message}\` }], isError: true };
  }
});
${TS_TAIL}`)),
];
