#!/usr/bin/env python3
"""UserPromptSubmit hook: block prompts that contain credentials.

Exit code 2 blocks the prompt and erases it; stderr is shown to the user.
"""
import json
import re
import sys

RULES = [
    ("AWS access key id", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("GitHub token", re.compile(r"\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b")),
    ("GitHub fine-grained token", re.compile(r"\bgithub_pat_[A-Za-z0-9_]{60,}\b")),
    ("Anthropic API key", re.compile(r"\bsk-ant-[A-Za-z0-9_-]{20,}")),
    ("OpenAI API key", re.compile(r"\bsk-(proj-)?[A-Za-z0-9]{32,}\b")),
    ("Slack token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("Stripe live key", re.compile(r"\b(sk|rk)_live_[A-Za-z0-9]{20,}\b")),
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("private key", re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY")),
]
# Documented example values that are safe to discuss.
ALLOWED = {"AKIAIOSFODNN7EXAMPLE"}


def main():
    try:
        payload = json.load(sys.stdin)
    except (json.JSONDecodeError, ValueError) as error:
        print(f"prompt-secret-guard: hook input is not JSON ({error})", file=sys.stderr)
        return 1
    prompt = payload.get("prompt") or ""
    found = []
    for label, pattern in RULES:
        for match in pattern.finditer(prompt):
            if match.group(0) not in ALLOWED:
                found.append(label)
                break
    if not found:
        return 0
    kinds = ", ".join(sorted(set(found)))
    print(
        f"Prompt blocked by prompt-secret-guard: it contains what looks like a {kinds}. "
        "Remove the secret (use an environment variable or a placeholder) and send it again. "
        "If the secret was real and already shared elsewhere, rotate it.",
        file=sys.stderr,
    )
    return 2


if __name__ == "__main__":
    sys.exit(main())
