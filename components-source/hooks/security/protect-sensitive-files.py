#!/usr/bin/env python3
"""PreToolUse hook: deny file tools access to credential files.

Answers with JSON on stdout (permissionDecision "deny" plus a reason Claude sees)
and exit code 0, so the decision is explicit and the session continues.
"""
import fnmatch
import json
import os
import sys

# Matched against the file's base name.
NAME_PATTERNS = [
    ".env", ".env.*", "*.env",
    "id_rsa", "id_rsa.*", "id_dsa", "id_ecdsa", "id_ed25519", "id_ed25519.*",
    "*.pem", "*.key", "*.p12", "*.pfx", "*.jks", "*.keystore",
    ".netrc", ".pgpass", ".npmrc", ".pypirc", ".git-credentials",
    "credentials.json", "service-account*.json", "*.tfstate", "*.tfstate.backup",
]
# Matched against the path with forward slashes.
PATH_PATTERNS = [
    "*/.aws/credentials", "*/.aws/config", "*/.ssh/*", "*/.gnupg/*", "*/.kube/config",
    "*/.docker/config.json", "*/secrets/*", "*/.secrets/*",
]
ALLOWED_NAMES = [".env.example", ".env.sample", ".env.template", ".env.dist", "*.pub"]


def extra_patterns(project_dir):
    path = os.path.join(project_dir, ".claude", "protected-paths.txt")
    try:
        with open(path, encoding="utf-8") as handle:
            return [line.strip() for line in handle if line.strip() and not line.lstrip().startswith("#")]
    except OSError:
        return []


def protected(path, project_dir):
    normalized = os.path.normpath(path).replace(os.sep, "/")
    name = normalized.rsplit("/", 1)[-1]
    if any(fnmatch.fnmatch(name, pattern) for pattern in ALLOWED_NAMES):
        return None
    for pattern in NAME_PATTERNS:
        if fnmatch.fnmatch(name, pattern):
            return pattern
    for pattern in PATH_PATTERNS:
        if fnmatch.fnmatch("/" + normalized.lstrip("/"), pattern):
            return pattern
    relative = normalized
    if project_dir:
        try:
            relative = os.path.relpath(path, project_dir).replace(os.sep, "/")
        except ValueError:
            pass
    for pattern in extra_patterns(project_dir):
        if fnmatch.fnmatch(relative, pattern) or fnmatch.fnmatch(name, pattern):
            return pattern
    return None


def main():
    try:
        payload = json.load(sys.stdin)
    except (json.JSONDecodeError, ValueError) as error:
        print(f"protect-sensitive-files: hook input is not JSON ({error})", file=sys.stderr)
        return 1
    tool_input = payload.get("tool_input") or {}
    path = tool_input.get("file_path") or tool_input.get("notebook_path") or tool_input.get("path")
    if not path:
        return 0
    project_dir = os.environ.get("CLAUDE_PROJECT_DIR") or payload.get("cwd") or os.getcwd()
    if not os.path.isabs(path):
        path = os.path.join(payload.get("cwd") or project_dir, path)
    pattern = protected(path, project_dir)
    if pattern is None:
        return 0
    tool = payload.get("tool_name", "this tool")
    print(json.dumps({
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "deny",
            "permissionDecisionReason": (
                f"{tool} on {path} is blocked: it matches the protected pattern '{pattern}' "
                "(credentials). Ask the user to provide the needed non-secret values instead."
            ),
        }
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
