#!/usr/bin/env python3
"""PreToolUse hook: deny file tools access to credential files (guardrails plugin).

Answers with a JSON permissionDecision of "deny" and exits 0.
"""
import fnmatch
import json
import os
import sys

NAME_PATTERNS = [
    ".env", ".env.*", "*.env", "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519",
    "*.pem", "*.key", "*.p12", "*.pfx", "*.jks", ".netrc", ".pgpass", ".npmrc",
    ".pypirc", ".git-credentials", "*.tfstate",
]
PATH_PATTERNS = ["*/.aws/*", "*/.ssh/*", "*/.gnupg/*", "*/.kube/config", "*/.docker/config.json"]
ALLOWED_NAMES = [".env.example", ".env.sample", ".env.template", "*.pub"]


def matched_pattern(path):
    normalized = "/" + os.path.normpath(path).replace(os.sep, "/").lstrip("/")
    name = normalized.rsplit("/", 1)[-1]
    if any(fnmatch.fnmatch(name, p) for p in ALLOWED_NAMES):
        return None
    for pattern in NAME_PATTERNS:
        if fnmatch.fnmatch(name, pattern):
            return pattern
    for pattern in PATH_PATTERNS:
        if fnmatch.fnmatch(normalized, pattern):
            return pattern
    return None


def main():
    try:
        payload = json.load(sys.stdin)
    except (json.JSONDecodeError, ValueError) as error:
        print(f"guardrails: hook input is not JSON ({error})", file=sys.stderr)
        return 1
    tool_input = payload.get("tool_input") or {}
    path = tool_input.get("file_path") or tool_input.get("notebook_path")
    if not path:
        return 0
    pattern = matched_pattern(path)
    if pattern is None:
        return 0
    print(json.dumps({
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "deny",
            "permissionDecisionReason": f"{path} matches the protected pattern '{pattern}' (credentials); the guardrails plugin denies access.",
        }
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
