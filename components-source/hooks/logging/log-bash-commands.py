#!/usr/bin/env python3
"""PreToolUse hook for Bash: append each command to .claude/logs/bash-commands.jsonl.

Logging must never get in the way, so every failure exits 0 after a note on stderr.
"""
import json
import os
import re
import sys
from datetime import datetime, timezone

SECRET_PATTERNS = [
    re.compile(r"\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}"),
    re.compile(r"\bgithub_pat_[A-Za-z0-9_]{20,}"),
    re.compile(r"\bsk-[A-Za-z0-9_-]{20,}"),
    re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}"),
    re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    re.compile(r"(?i)(authorization:\s*(bearer|basic|token)\s+)[^\s'\"]+"),
    re.compile(r"(?i)((password|passwd|token|secret|api[_-]?key)=)[^\s&;'\"]+"),
    re.compile(r"(://[^\s:/@]+:)[^\s@/]+(@)"),
]


def mask(text):
    for pattern in SECRET_PATTERNS:
        if pattern.groups >= 2 and pattern.pattern.startswith("(://"):
            text = pattern.sub(r"\1***\2", text)
        elif pattern.groups >= 1 and pattern.pattern.startswith("(?i)("):
            text = pattern.sub(r"\1***", text)
        else:
            text = pattern.sub("***", text)
    return text


def main():
    try:
        payload = json.load(sys.stdin)
    except (json.JSONDecodeError, ValueError):
        print("log-bash-commands: hook input is not JSON; nothing logged", file=sys.stderr)
        return 0
    tool_input = payload.get("tool_input") or {}
    command = tool_input.get("command")
    if payload.get("tool_name") != "Bash" or not isinstance(command, str):
        return 0
    project_dir = os.environ.get("CLAUDE_PROJECT_DIR") or payload.get("cwd") or os.getcwd()
    log_dir = os.path.join(project_dir, ".claude", "logs")
    record = {
        "time": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "session_id": payload.get("session_id"),
        "cwd": payload.get("cwd"),
        "command": mask(command),
        "description": tool_input.get("description"),
    }
    try:
        os.makedirs(log_dir, exist_ok=True)
        with open(os.path.join(log_dir, "bash-commands.jsonl"), "a", encoding="utf-8") as handle:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    except OSError as error:
        print(f"log-bash-commands: could not write the log ({error})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
