#!/usr/bin/env python3
"""Scan files for hard-coded secrets. Standard library only.

Exit status: 0 no findings, 1 findings, 2 usage error.
"""
import argparse
import json
import os
import re
import sys

SKIP_DIRS = {
    ".git", "node_modules", ".venv", "venv", "__pycache__", "dist", "build",
    ".next", ".astro", "target", "vendor", ".tox", ".mypy_cache", ".pytest_cache",
}
MAX_FILE_BYTES = 2 * 1024 * 1024

RULES = [
    ("aws-access-key-id", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("github-token", re.compile(r"\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b")),
    ("github-fine-grained-token", re.compile(r"\bgithub_pat_[A-Za-z0-9_]{60,}\b")),
    ("anthropic-api-key", re.compile(r"\bsk-ant-[A-Za-z0-9_-]{20,}\b")),
    ("openai-api-key", re.compile(r"\bsk-(proj-)?[A-Za-z0-9]{32,}\b")),
    ("slack-token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("stripe-secret-key", re.compile(r"\b(sk|rk)_live_[A-Za-z0-9]{20,}\b")),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("private-key", re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY( BLOCK)?-----")),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b")),
    ("url-with-password", re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s:/@]+:([^\s:/@]{3,})@[^\s]+", re.I)),
    ("assigned-secret", re.compile(
        r"""(?i)\b(password|passwd|secret|api[_-]?key|access[_-]?token|auth[_-]?token)\b\s*[:=]\s*["']([^"'\s]{8,})["']""")),
]

PLACEHOLDER = re.compile(r"(?i)(example|placeholder|changeme|your[_-]|<[^>]+>|\$\{|xxxx|dummy|redacted|\*\*\*)")


def mask(value):
    return value[:4] + "…" if len(value) > 4 else "…"


def is_binary(chunk):
    return b"\0" in chunk


def iter_files(paths):
    for root in paths:
        if os.path.isfile(root):
            yield root
            continue
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
            for name in sorted(filenames):
                yield os.path.join(dirpath, name)


def scan_file(path):
    try:
        if os.path.getsize(path) > MAX_FILE_BYTES:
            return []
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError:
        return []
    if is_binary(data[:8192]):
        return []
    text = data.decode("utf-8", errors="replace")
    findings = []
    for line_no, line in enumerate(text.splitlines(), start=1):
        for rule, pattern in RULES:
            for match in pattern.finditer(line):
                value = match.group(match.lastindex) if rule in ("assigned-secret", "url-with-password") else match.group(0)
                if PLACEHOLDER.search(value):
                    continue
                findings.append({"path": path, "line": line_no, "rule": rule, "preview": mask(value)})
    return findings


def main(argv):
    parser = argparse.ArgumentParser(description="Scan files for hard-coded secrets.")
    parser.add_argument("paths", nargs="*", default=["."])
    parser.add_argument("--json", action="store_true", help="print findings as JSON")
    args = parser.parse_args(argv)
    for path in args.paths:
        if not os.path.exists(path):
            print(f"scan_secrets: no such file or directory: {path}", file=sys.stderr)
            return 2
    findings = []
    for path in iter_files(args.paths):
        findings.extend(scan_file(path))
    if args.json:
        print(json.dumps(findings, indent=2))
    elif findings:
        for f in findings:
            print(f"{f['path']}:{f['line']}: {f['rule']} ({f['preview']})")
        print(f"{len(findings)} possible secret(s) found", file=sys.stderr)
    else:
        print("no secrets found")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
