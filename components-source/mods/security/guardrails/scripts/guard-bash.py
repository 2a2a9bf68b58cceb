#!/usr/bin/env python3
"""PreToolUse hook for Bash: block destructive commands, ask before risky ones.

Blocking uses exit code 2 (stderr is shown to Claude as the reason). Risky commands
answer with a JSON permissionDecision of "ask" so the user decides. Everything else
exits 0 silently and the normal permission flow continues.
"""
import json
import re
import shlex
import sys

# Split a command line into simple commands on ;, &&, ||, |, & and newlines.
SEPARATORS = re.compile(r"\|\||&&|[;|&\n]")
DANGEROUS_RM_TARGETS = {"/", "/*", "~", "~/", "~/*", "$HOME", "$HOME/", "${HOME}", ".", "./", "..", "../", "*", "./*"}
SYSTEM_DIRS = re.compile(r"^/(bin|boot|dev|etc|lib|lib64|opt|proc|root|sbin|sys|usr|var)(/.*)?$")


def words(segment):
    try:
        return shlex.split(segment, comments=False, posix=True)
    except ValueError:
        return segment.split()


def strip_prefixes(argv):
    """Drop leading env assignments and wrappers so `sudo FOO=1 rm -rf /` is seen as rm."""
    wrappers = {"sudo", "doas", "command", "builtin", "exec", "nohup", "time", "env", "xargs"}
    while argv and (argv[0] in wrappers or re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", argv[0])):
        argv = argv[1:]
        while argv and argv[0].startswith("-") and argv[0] != "--":
            argv = argv[1:]
    return argv


def check_rm(argv):
    flags = "".join(a[1:] for a in argv[1:] if a.startswith("-") and not a.startswith("--"))
    long_flags = {a for a in argv[1:] if a.startswith("--")}
    recursive = "r" in flags or "R" in flags or "--recursive" in long_flags
    force = "f" in flags or "--force" in long_flags
    if not recursive:
        return None
    targets = [a for a in argv[1:] if not a.startswith("-")]
    for target in targets:
        normalized = target.rstrip("/") or "/"
        if target in DANGEROUS_RM_TARGETS or normalized in DANGEROUS_RM_TARGETS or SYSTEM_DIRS.match(normalized):
            kind = "rm -rf" if force else "rm -r"
            return f"{kind} {target} would delete the root, home, system or whole working directory. Delete specific paths instead."
    return None


def check_segment(argv):
    """Return ("deny"|"ask", reason) or None."""
    argv = strip_prefixes(argv)
    if not argv:
        return None
    prog = argv[0].rsplit("/", 1)[-1]
    args = argv[1:]
    if prog == "rm":
        reason = check_rm(argv)
        if reason:
            return "deny", reason
    if prog == "git" and args:
        sub = args[0]
        rest = args[1:]
        if sub == "push" and any(a in ("--force", "-f") or (a.startswith("-") and not a.startswith("--") and "f" in a[1:]) for a in rest):
            if not any(a.startswith("--force-with-lease") for a in rest):
                return "deny", "git push --force can overwrite other people's work. Use --force-with-lease, or ask the user to push."
        if sub == "push" and any(a.startswith("+") for a in rest):
            return "deny", "A '+refspec' push is a force push. Use --force-with-lease, or ask the user to push."
        if sub == "reset" and "--hard" in rest:
            return "ask", "git reset --hard discards uncommitted changes."
        if sub == "clean" and any(a.startswith("-") and "f" in a for a in rest):
            return "ask", "git clean -f deletes untracked files permanently."
        if sub == "checkout" and (rest[:1] == ["--"] or rest == ["."]):
            return "ask", "git checkout -- <paths> discards uncommitted changes in those files."
    if prog in ("mkfs",) or prog.startswith("mkfs."):
        return "deny", "Formatting a filesystem is never done from an agent session."
    if prog == "dd" and any(a.startswith("of=/dev/") for a in args):
        return "deny", "dd onto a device can destroy a disk."
    if prog == "chmod" and any(a in ("-R", "--recursive") for a in args) and any(a in ("777", "a+rwx", "o+w") for a in args):
        return "deny", "Recursive world-writable permissions are unsafe. Grant only what is needed."
    if prog in ("shutdown", "reboot", "halt", "poweroff"):
        return "deny", "Power commands are not run from an agent session."
    if argv[0] in ("sudo", "doas"):
        return "ask", "The command uses sudo."
    return None


def check(command):
    if re.search(r":\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:", command):
        return "deny", "That is a fork bomb."
    if re.search(r"\b(curl|wget)\b[^|]*\|\s*(sudo\s+)?(ba|z|da)?sh\b", command):
        return "deny", "Piping a download straight into a shell runs unreviewed code. Download it, read it, then run it."
    if re.search(r">\s*/dev/(sd[a-z]|nvme\d|disk\d)", command):
        return "deny", "Writing to a raw disk device can destroy it."
    decision = None
    for segment in SEPARATORS.split(command):
        raw = segment.strip()
        if not raw:
            continue
        if re.match(r"^(sudo|doas)\b", raw) and decision is None:
            decision = ("ask", "The command uses sudo.")
        result = check_segment(words(raw))
        if result and result[0] == "deny":
            return result
        if result and decision is None:
            decision = result
    return decision


def main():
    try:
        payload = json.load(sys.stdin)
    except (json.JSONDecodeError, ValueError) as error:
        print(f"guardrails: hook input is not JSON ({error})", file=sys.stderr)
        return 1
    if payload.get("tool_name") != "Bash":
        return 0
    command = (payload.get("tool_input") or {}).get("command") or ""
    result = check(command)
    if result is None:
        return 0
    decision, reason = result
    if decision == "deny":
        print(f"Blocked by guardrails hook: {reason}", file=sys.stderr)
        return 2
    print(json.dumps({
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "ask",
            "permissionDecisionReason": reason,
        }
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
