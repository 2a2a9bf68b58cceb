#!/usr/bin/env python3
"""PreToolUse guard: refuse shell commands that match known-dangerous shapes."""
import json
import re
import sys

RULES = [
    (r"\brm\s+(-[a-zA-Z]*\s+)*(/|~|\$HOME)(/\*)?(\s|$)", "deletes the root or home folder"),
    (r"\b(curl|wget)\b[^|;]*\|\s*(sudo\s+)?(ba|z|da)?sh\b", "pipes a download into a shell"),
    (r"/dev/(tcp|udp)/", "opens a network socket from bash (reverse shell shape)"),
    (r"\bnc(at)?\b.*\s-(e|c)\s", "netcat with command execution"),
    (r"git\s+push\s+(-f|--force)\b.*\b(main|master)\b", "force-pushes to the main branch"),
    (r">>?\s*~/\.(bashrc|zshrc|profile|bash_profile)", "writes to a shell start-up file"),
    (r"\bchmod\s+-R\s+0?777\b", "makes files world-writable"),
    (r"\b(mkfs|fdisk|wipefs)\b", "formats a disk"),
]


def main() -> int:
    event = json.load(sys.stdin)
    if event.get("tool_name") != "Bash":
        return 0
    command = event.get("tool_input", {}).get("command", "")
    for pattern, reason in RULES:
        if re.search(pattern, command):
            print(f"bash-guard: refused because it {reason}: {command[:200]}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
