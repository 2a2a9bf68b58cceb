import re
import subprocess

last_tag = subprocess.run(["git", "describe", "--tags", "--abbrev=0"], capture_output=True, text=True, cwd=root).stdout.strip()
span = f"{last_tag}..HEAD" if last_tag else "HEAD"
log = subprocess.run(["git", "log", span, "--pretty=%s"], capture_output=True, text=True, cwd=root, check=True).stdout
groups = {"feat": [], "fix": [], "other": []}
for subject in log.splitlines():
    m = re.match(r"^(feat|fix)(\(.+?\))?!?: (.+)", subject)
    groups[m.group(1) if m else "other"].append(m.group(3) if m else subject)
lines = ["## Unreleased", ""]
for title, key in (("Features", "feat"), ("Fixes", "fix"), ("Other", "other")):
    if groups[key]:
        lines += [f"### {title}", *[f"- {s}" for s in groups[key]], ""]
(root / "CHANGELOG.next.md").write_text("\n".join(lines))
