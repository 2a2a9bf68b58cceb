import re

BLOCKED = [
    (re.compile(r"\brm\s+-[a-z]*r[a-z]*f?\s+(/|~|\$HOME)(\s|$)"), "recursive delete of / or home"),
    (re.compile(r"curl[^|]*\|\s*(sudo\s+)?(ba|z)?sh\b"), "download piped to a shell"),
    (re.compile(r"/dev/tcp/"), "bash network redirection (reverse shell)"),
    (re.compile(r":\(\)\s*\{\s*:\|:&\s*\};:"), "fork bomb"),
    (re.compile(r"\bmkfs(\.\w+)?\b|\bdd\s+if=.*of=/dev/sd"), "disk overwrite"),
    (re.compile(r"chmod\s+-R\s+777\s+/"), "world-writable root"),
]
command = event.get("tool_input", {}).get("command", "")
for pattern, reason in BLOCKED:
    if pattern.search(command):
        print(f"Blocked: {reason}", file=sys.stderr)
        return 2
