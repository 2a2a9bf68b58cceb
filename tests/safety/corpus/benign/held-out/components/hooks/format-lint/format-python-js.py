#!/usr/bin/env python3
"""Format the file Claude just wrote with the project's formatter."""
import json
import shutil
import subprocess
import sys
from pathlib import Path

FORMATTERS = {
    ".py": [["ruff", "format"], ["ruff", "check", "--fix", "--quiet"]],
    ".ts": [["npx", "--no-install", "prettier", "--write"]],
    ".tsx": [["npx", "--no-install", "prettier", "--write"]],
    ".js": [["npx", "--no-install", "prettier", "--write"]],
    ".css": [["npx", "--no-install", "prettier", "--write"]],
    ".go": [["gofmt", "-w"]],
}


def main() -> int:
    try:
        data = json.load(sys.stdin)
    except json.JSONDecodeError:
        return 0
    path = Path(data.get("tool_input", {}).get("file_path", ""))
    for cmd in FORMATTERS.get(path.suffix, []):
        if shutil.which(cmd[0]) is None:
            continue
        result = subprocess.run([*cmd, str(path)], capture_output=True, text=True, timeout=50)
        if result.returncode != 0:
            print(f"{cmd[0]}: {result.stderr.strip()[:500]}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
