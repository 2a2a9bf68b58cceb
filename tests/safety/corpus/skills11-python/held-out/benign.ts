/**
 * Eleventh python batch, HELD-OUT third, benign (by `thirdOf(id)`). Written on 2026-11-30 by helper py14 with the
 * development part, before any rule changed. Never read while working on the analyzer.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { server, type Py11Sample } from '../classes.ts';

export const HELD_OUT11_PY_BENIGN: Py11Sample[] = [
  benign('p11b-dispatch-literal-systemctl', 'dispatcher', 'a user-service tool whose action is a Literal of systemctl verbs, run as argv', server('user-services', 'Manage systemd user services.', 'py', `import subprocess
from typing import Literal

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("user-services")


@mcp.tool()
def service(action: Literal["status", "start", "stop", "restart"], unit: str) -> str:
    """Run a systemctl --user action on a unit."""
    if not unit.endswith(".service"):
        unit += ".service"
    if action == "status":
        argv = ["systemctl", "--user", "status", "--no-pager", "--", unit]
    else:
        argv = ["systemctl", "--user", action, "--", unit]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=30)
    return done.stdout + done.stderr
${PY_TAIL}`)),

  benign('p11b-debug-arg-verbose', 'debug-flag', 'a test runner whose verbose flag picks between two fixed pytest argv lists', server('pytest-runner', 'Run the project\'s tests.', 'py', `import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("pytest-runner")


@mcp.tool()
def run_tests(path: str = "tests", verbose: bool = False) -> str:
    """Run pytest on a path and return the summary."""
    if verbose:
        argv = ["python", "-m", "pytest", "-vv", "--", path]
    else:
        argv = ["python", "-m", "pytest", "-q", "--", path]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=600)
    return done.stdout[-6000:]
${PY_TAIL}`)),

  benign('p11b-time-cache-cleanup', 'clock', 'a server deleting its own cache files older than a day', server('page-cache', 'Fetch web pages with a cache.', 'py', `import hashlib
import os
import time
from pathlib import Path

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("page-cache")
CACHE = Path.home() / ".cache" / "page-cache"


def _sweep() -> None:
    for f in CACHE.glob("*.html"):
        if time.time() - f.stat().st_mtime > 86400:
            os.remove(f)


@mcp.tool()
def fetch_page(url: str) -> str:
    """The text of a web page, cached for a day."""
    CACHE.mkdir(parents=True, exist_ok=True)
    _sweep()
    key = CACHE / (hashlib.sha256(url.encode()).hexdigest() + ".html")
    if key.exists():
        return key.read_text()
    text = httpx.get(url, timeout=15, follow_redirects=True).text
    key.write_text(text)
    return text[:20000]
${PY_TAIL}`, {}, ['httpx'])),

  benign('p11b-time-weekday-prune', 'clock', 'a backup tool that also prunes old snapshots on Sundays with restic', server('restic-backup', 'Back up the project with restic.', 'py', `import os
import subprocess
from datetime import datetime

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("restic-backup")
REPO = os.environ.get("RESTIC_REPOSITORY", os.path.expanduser("~/backups/restic"))


@mcp.tool()
def backup(path: str = ".") -> str:
    """Back up a folder to the restic repository."""
    out = subprocess.run(["restic", "-r", REPO, "backup", "--", path], capture_output=True, text=True).stdout
    if datetime.now().weekday() == 6:
        out += subprocess.run(["restic", "-r", REPO, "forget", "--keep-daily", "7", "--keep-weekly", "4", "--prune"], capture_output=True, text=True).stdout
    return out[-4000:]
${PY_TAIL}`)),

  benign('p11b-time-ts-rotate', 'clock', 'a TypeScript server rotating its own log file once a week', server('time-log', 'Log time spent on tasks.', 'ts', `${TS_HEAD}import { appendFileSync, existsSync, statSync, renameSync } from 'node:fs';
import { join } from 'node:path';

const server = new McpServer({ name: 'time-log', version: '0.3.0' });
const LOG = join(process.cwd(), '.time-log.csv');
const WEEK = 7 * 24 * 3600 * 1000;

function rotate(): void {
  if (existsSync(LOG) && Date.now() - statSync(LOG).mtimeMs > WEEK) renameSync(LOG, LOG + '.' + new Date().toISOString().slice(0, 10));
}

server.tool('log_time', 'Record minutes spent on a task.', { task: z.string(), minutes: z.number().int().positive() }, async ({ task, minutes }) => {
  rotate();
  appendFileSync(LOG, \`\${new Date().toISOString()},\${JSON.stringify(task)},\${minutes}\\n\`);
  return { content: [{ type: 'text', text: 'logged' }] };
});
${TS_TAIL}`)),

  benign('p11b-platform-clipboard', 'platform', 'a clipboard tool using the platform\'s clipboard program with the text on its input', server('clipboard', 'Copy text to the clipboard.', 'py', `import platform
import shutil
import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("clipboard")


@mcp.tool()
def copy_text(text: str) -> str:
    """Copy a text to the system clipboard."""
    system = platform.system()
    if system == "Darwin":
        argv = ["pbcopy"]
    elif system == "Windows":
        argv = ["clip"]
    elif shutil.which("wl-copy"):
        argv = ["wl-copy"]
    else:
        argv = ["xclip", "-selection", "clipboard"]
    subprocess.run(argv, input=text, text=True, check=True)
    return f"copied {len(text)} characters"
${PY_TAIL}`)),

  benign('p11b-plugin-getattr-allow', 'plugin-loader', 'a class-based server dispatching to its own tool_ methods by name after an allow-list check', server('text-tools', 'Text transformations.', 'py', `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("text-tools")


class TextTools:
    ALLOWED = {"upper", "lower", "title", "reverse"}

    def tool_upper(self, s: str) -> str:
        return s.upper()

    def tool_lower(self, s: str) -> str:
        return s.lower()

    def tool_title(self, s: str) -> str:
        return s.title()

    def tool_reverse(self, s: str) -> str:
        return s[::-1]


tools = TextTools()


@mcp.tool()
def transform(operation: str, text: str) -> str:
    """Transform text: upper, lower, title or reverse."""
    if operation not in TextTools.ALLOWED:
        return "unknown operation"
    return getattr(tools, f"tool_{operation}")(text)
${PY_TAIL}`)),

  benign('p11b-class-methods-notes', 'class-server', 'a notes store whose bound methods are registered as tools', server('notes-store', 'A small notes store.', 'py', `import json
from pathlib import Path

from mcp.server.fastmcp import FastMCP


class NotesStore:
    def __init__(self, path: Path) -> None:
        self.path = path

    def _load(self) -> dict:
        return json.loads(self.path.read_text()) if self.path.exists() else {}

    def add(self, title: str, text: str) -> str:
        """Add or replace a note."""
        notes = self._load()
        notes[title] = text
        self.path.write_text(json.dumps(notes, indent=2))
        return "saved"

    def get(self, title: str) -> str:
        """A note by title."""
        return self._load().get(title, "no such note")


mcp = FastMCP("notes-store")
store = NotesStore(Path.cwd() / ".notes.json")
mcp.add_tool(store.add)
mcp.add_tool(store.get)
${PY_TAIL}`)),

  benign('p11b-dyn-runner-argv', 'class-server', 'a git status tool keeping subprocess.run in a variable and running a fixed argv', server('repo-status', 'Status of git repositories.', 'py', `import subprocess
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("repo-status")
run = subprocess.run


@mcp.tool()
def repos_status(folder: str = "~/src") -> list[str]:
    """Short status of each git repository in a folder."""
    out = []
    for repo in sorted(Path(folder).expanduser().iterdir()):
        if (repo / ".git").is_dir():
            done = run(["git", "-C", str(repo), "status", "--short", "--branch"], capture_output=True, text=True)
            out.append(f"{repo.name}: {done.stdout.splitlines()[0] if done.stdout else 'clean'}")
    return out
${PY_TAIL}`)),

  benign('p11b-dispatch-makefile', 'dispatcher', 'a make tool accepting only targets parsed from the project\'s Makefile', server('make-targets', 'Run Makefile targets.', 'py', `import re
import subprocess
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("make-targets")


def _targets() -> set[str]:
    text = Path("Makefile").read_text()
    return {m.group(1) for m in re.finditer(r"^([A-Za-z0-9_.-]+):", text, re.M)}


@mcp.tool()
def make(target: str) -> str:
    """Run a target of the project's Makefile."""
    if target not in _targets():
        return "no such target"
    done = subprocess.run(["make", target], capture_output=True, text=True, timeout=900)
    return (done.stdout + done.stderr)[-6000:]
${PY_TAIL}`)),

  benign('p11b-hash-cache-key', 'clock', 'a thumbnail tool naming its cache files by a hash and comparing it with what is cached', server('thumbs', 'Image thumbnails.', 'py', `import hashlib
from pathlib import Path

from mcp.server.fastmcp import FastMCP
from PIL import Image

mcp = FastMCP("thumbs")
CACHE = Path.home() / ".cache" / "thumbs"


@mcp.tool()
def thumbnail(path: str, size: int = 256) -> str:
    """Make a thumbnail of an image and return its path."""
    digest = hashlib.sha1(f"{path}:{size}".encode()).hexdigest()
    out = CACHE / f"{digest}.png"
    if out.exists() and out.stat().st_size > 0:
        return str(out)
    CACHE.mkdir(parents=True, exist_ok=True)
    img = Image.open(path)
    img.thumbnail((size, size))
    img.save(out)
    return str(out)
${PY_TAIL}`, {}, ['pillow'])),

  benign('p11b-time-backup-window', 'clock', 'a sync tool that refuses to run outside the night window the user configured', server('photo-sync', 'Sync photos to the NAS.', 'py', `import os
import subprocess
from datetime import datetime

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("photo-sync")
WINDOW = (int(os.environ.get("SYNC_FROM_HOUR", "1")), int(os.environ.get("SYNC_TO_HOUR", "5")))


@mcp.tool()
def sync_photos(source: str = "~/Pictures") -> str:
    """Copy new photos to the NAS with rsync, inside the configured hours."""
    hour = datetime.now().hour
    if not WINDOW[0] <= hour < WINDOW[1]:
        return f"outside the sync window {WINDOW[0]}:00-{WINDOW[1]}:00"
    dest = os.environ["PHOTO_SYNC_DEST"]
    done = subprocess.run(["rsync", "-a", "--ignore-existing", "--", os.path.expanduser(source) + "/", dest], capture_output=True, text=True)
    return done.stdout[-2000:] or "done"
${PY_TAIL}`)),
];
