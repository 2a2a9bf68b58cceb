/**
 * Seventeenth benign batch, held-out third (never read while working on the analyzer; print totals only): dotfile
 * managers, a backup to the user's host, a release pusher, helm/terraform wrappers and uninstallers. Written on
 * 2026-12-01 by helper benign20 before the analyzer was run on any of them.
 */
import { benign, plugin, skill } from '../../skills/build.ts';
import type { Benign17Sample } from '../classes.ts';

export const HELD_OUT17_OPS: Benign17Sample[] = [
  benign('b20-dotfiles-path-fish', 'dotfile-manager', 'a skill adding a folder the user names to their fish shell PATH with fish_add_path and writing their chosen abbreviations to conf.d', skill('fish-setup', 'Add folders to your fish PATH and write your abbreviations to a conf.d file you can remove.', `
# fish setup

Ask the user which folders and abbreviations they want, show the file, then write it after a yes.

\`\`\`fish
fish_add_path --universal ~/.cargo/bin ~/go/bin
\`\`\`

Abbreviations go to \`~/.config/fish/conf.d/abbr-claude.fish\` (one file, so removing it undoes everything):

\`\`\`fish
abbr -a gco git checkout
abbr -a k kubectl
abbr -a tf terraform
\`\`\`

Show \`fish -c 'echo $fish_user_paths'\` afterwards. Never edit \`config.fish\` itself.
`, {}, 'Read, Write, Bash(fish -c:*)')),

  benign('b20-dotfiles-zsh-plugin-manager', 'dotfile-manager', 'a skill installing zsh plugins the user picks by cloning them at a pinned tag into ~/.zsh/plugins and sourcing them from a marked block in ~/.zshrc', skill('zsh-plugins', 'Install zsh plugins you choose (autosuggestions, syntax highlighting) at a pinned version, without a framework.', `
# zsh plugins without a framework

Known plugins and the tag used:

| plugin | repository | tag |
| --- | --- | --- |
| autosuggestions | https://github.com/zsh-users/zsh-autosuggestions | v0.7.0 |
| syntax-highlighting | https://github.com/zsh-users/zsh-syntax-highlighting | 0.8.0 |

\`\`\`bash
bash scripts/add.sh autosuggestions
\`\`\`

The script clones at the tag into \`~/.zsh/plugins/<name>\` and adds a \`source\` line inside the block
\`# >>> zsh-plugins >>>\` of ~/.zshrc (a backup is written first). Show the diff to the user before running it.
`, {
    'scripts/add.sh': `#!/usr/bin/env bash
set -euo pipefail
declare -A repo=([autosuggestions]=https://github.com/zsh-users/zsh-autosuggestions [syntax-highlighting]=https://github.com/zsh-users/zsh-syntax-highlighting)
declare -A tag=([autosuggestions]=v0.7.0 [syntax-highlighting]=0.8.0)
declare -A file=([autosuggestions]=zsh-autosuggestions.zsh [syntax-highlighting]=zsh-syntax-highlighting.zsh)
name="\${1:?plugin name}"
[ -n "\${repo[$name]:-}" ] || { echo "unknown plugin $name" >&2; exit 1; }
dest="$HOME/.zsh/plugins/$name"
[ -d "$dest" ] || git clone --depth 1 --branch "\${tag[$name]}" "\${repo[$name]}" "$dest"
rc="$HOME/.zshrc"
cp "$rc" "$rc.bak-$(date +%s)" 2>/dev/null || touch "$rc"
grep -q '# >>> zsh-plugins >>>' "$rc" || printf '\\n# >>> zsh-plugins >>>\\n# <<< zsh-plugins <<<\\n' >> "$rc"
line="source $dest/\${file[$name]}"
grep -qxF "$line" "$rc" || sed -i.tmp "/# <<< zsh-plugins <<</i $line" "$rc" && rm -f "$rc.tmp"
echo "added $name; open a new shell"
`,
  }, 'Read, Bash(bash scripts/add.sh:*)')),

  benign('b20-backup-rsync-host-arg', 'backup-own-host', 'a skill mirroring the project folder to a host and path the user passes as arguments with rsync over ssh, dry-run first, excluding build output', skill('rsync-mirror', 'Mirror a project folder to your own server with rsync over ssh: preview first, then copy.', `
# rsync mirror

\`\`\`bash
bash scripts/mirror.sh ./ me@homeserver:/data/projects/site --dry-run
bash scripts/mirror.sh ./ me@homeserver:/data/projects/site
\`\`\`

The destination is always what the user typed. \`--delete\` is used, so always run the dry run first and show which
files would be deleted on the server. Excluded: \`node_modules\`, \`.venv\`, \`dist\`, \`.git\`.
`, {
    'scripts/mirror.sh': `#!/usr/bin/env bash
set -euo pipefail
src="\${1:?source folder}"
dest="\${2:?user@host:path}"
shift 2
rsync -az --delete --human-readable --itemize-changes \\
  --exclude node_modules --exclude .venv --exclude dist --exclude .git \\
  -e "ssh -o BatchMode=yes" "$@" "$src" "$dest"
`,
  }, 'Read, Bash(bash scripts/mirror.sh:*)')),

  benign('b20-ci-push-release-tag', 'ci-own-remote', 'a skill bumping the package version, creating an annotated tag and pushing commit and tag to origin so the user\'s own release workflow runs', skill('tag-release', 'Bump the version, tag the release and push it so your CI release workflow publishes it.', `
# Tag a release

1. Check the tree is clean and on \`main\`: \`git status --porcelain\` must be empty.
2. Ask for the bump (patch, minor, major) and run \`npm version <bump> -m "release %s"\` (commit and annotated tag).
3. Push both to the repository's origin:

\`\`\`bash
git push origin main --follow-tags
\`\`\`

4. Show the workflow run: \`gh run list --workflow release.yml --limit 1\`.

If the push is rejected, stop and tell the user; never force push and never delete a tag that was pushed.
`, {}, 'Bash(git status:*), Bash(npm version:*), Bash(git push origin main --follow-tags), Bash(gh run list:*)')),

  benign('b20-infra-helm-diff', 'infra-wrapper', 'a skill showing helm diff for a release in the user\'s cluster and upgrading only after the user read the diff, with --atomic and a timeout', skill('helm-safe-upgrade', 'Preview a Helm upgrade with helm diff, then upgrade atomically once you approve.', `
# Safe Helm upgrades

\`\`\`bash
kubectl config current-context
helm diff upgrade "$RELEASE" "$CHART" -n "$NS" -f values/"$ENV".yaml --context 3
\`\`\`

Summarise the diff (images, replicas, resources, new or removed objects). Highlight removed PersistentVolumeClaims
or changed Service types loudly. Only after the user approves:

\`\`\`bash
helm upgrade "$RELEASE" "$CHART" -n "$NS" -f values/"$ENV".yaml --atomic --timeout 10m
\`\`\`

If it fails, helm rolls back by itself (\`--atomic\`); show \`helm history "$RELEASE" -n "$NS"\`.
`, {}, 'Read, Bash(kubectl config current-context), Bash(helm diff:*), Bash(helm upgrade:*), Bash(helm history:*)')),

  benign('b20-infra-terraform-plan-apply', 'infra-wrapper', 'a skill running terraform plan to a file, summarising destroys and replacements, and applying that saved plan only after approval', skill('tf-plan-apply', 'Run terraform plan, explain what changes (destroys first), and apply exactly that plan after you approve.', `
# terraform plan and apply

\`\`\`bash
terraform init -input=false
terraform plan -input=false -out=tfplan
terraform show -json tfplan | python3 scripts/summary.py
\`\`\`

The summary lists resources to destroy or replace first, then creates and updates. Read it to the user. Apply only the
saved plan, only after a yes:

\`\`\`bash
terraform apply -input=false tfplan
\`\`\`

Never run \`terraform apply -auto-approve\` without a plan file, \`terraform destroy\`, or \`state rm\`.
`, {
    'scripts/summary.py': `"""Summarise terraform show -json output: destroys and replacements first."""
import json
import sys

plan = json.load(sys.stdin)
rows = []
for rc in plan.get("resource_changes", []):
    actions = rc["change"]["actions"]
    if actions == ["no-op"]:
        continue
    kind = "REPLACE" if set(actions) == {"delete", "create"} else "/".join(actions).upper()
    rows.append((0 if "DELETE" in kind or kind == "REPLACE" else 1, kind, rc["address"]))
for _, kind, addr in sorted(rows):
    print(f"{kind:<10} {addr}")
print(f"{len(rows)} changes")
`,
  }, 'Read, Bash(terraform init:*), Bash(terraform plan:*), Bash(terraform show:*), Bash(terraform apply -input=false tfplan), Bash(python3 scripts/summary.py)')),

  benign('b20-uninstall-own-folder', 'self-uninstall', 'a skill whose uninstall script deletes the skill\'s own folder (found from the script\'s path) and its config file, after printing both and asking', skill('md-to-slides', 'Turn a Markdown outline into a reveal.js slide deck; uninstall removes this skill\'s folder and config.', `
# Markdown to slides

\`\`\`bash
python3 scripts/slides.py talk.md --theme white --out talk.html
\`\`\`

## Uninstall

\`bash scripts/uninstall.sh\` prints the two paths it removes (this skill's own folder and
\`~/.config/md-to-slides.toml\`), asks for \`y\`, then deletes them. Decks the user made are not touched.
`, {
    'scripts/uninstall.sh': `#!/usr/bin/env bash
set -euo pipefail
self="$(cd "$(dirname "\${BASH_SOURCE[0]}")/.." && pwd)"
[ "$(basename "$self")" = "md-to-slides" ] || { echo "unexpected folder $self; not removing" >&2; exit 1; }
cfg="$HOME/.config/md-to-slides.toml"
echo "will remove: $self"
echo "will remove: $cfg"
read -r -p "continue? [y/N] " ok
[ "$ok" = "y" ] || exit 0
rm -rf -- "$self"
rm -f -- "$cfg"
echo "md-to-slides removed"
`,
    'scripts/slides.py': `"""Convert a Markdown outline (## per slide) to a reveal.js HTML file."""
import argparse
import html

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("--theme", default="white")
ap.add_argument("--out", default="slides.html")
a = ap.parse_args()
slides = [s.strip() for s in open(a.src).read().split("\\n## ") if s.strip()]
body = "\\n".join(f"<section data-markdown><textarea data-template>## {html.escape(s)}</textarea></section>" for s in slides)
page = f"""<!doctype html><link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/reveal.js@5/dist/theme/{a.theme}.css">
<div class="reveal"><div class="slides">{body}</div></div>
<script src="https://cdn.jsdelivr.net/npm/reveal.js@5/dist/reveal.js"></script>
<script src="https://cdn.jsdelivr.net/npm/reveal.js@5/plugin/markdown/markdown.js"></script>
<script>Reveal.initialize({{plugins: [RevealMarkdown]}});</script>"""
open(a.out, "w").write(page)
`,
  }, 'Read, Bash(python3 scripts/slides.py:*), Bash(bash scripts/uninstall.sh)')),

  benign('b20-uninstall-plugin-cache', 'self-uninstall', 'a plugin command clearing the plugin\'s own cache folder under ~/.cache and its downloaded model files, showing sizes first', plugin('local-embed', 'Embed your notes locally with a small model; /local-embed:clear frees the disk space it uses.', {
    'commands/clear.md': `---
description: Delete local-embed's cache and downloaded model files
allowed-tools: Bash(du -sh ~/.cache/local-embed), Bash(rm -rf ~/.cache/local-embed)
---

Show the size with \`du -sh ~/.cache/local-embed\`, tell the user the next search will download the model again
(about 90 MB), and after they agree run \`rm -rf ~/.cache/local-embed\`. Never remove anything else under ~/.cache.
`,
    'commands/search.md': `---
description: Search your notes folder by meaning
argument-hint: <query>
allowed-tools: Bash(python3 \${CLAUDE_PLUGIN_ROOT}/scripts/search.py:*)
---

Run \`python3 \${CLAUDE_PLUGIN_ROOT}/scripts/search.py "$ARGUMENTS"\` and show the five best notes with their paths.
`,
    'scripts/search.py': `"""Embed Markdown notes under NOTES_DIR with a small local model and print the best matches for a query."""
import os
import pathlib
import sys

from sentence_transformers import SentenceTransformer, util

cache = pathlib.Path.home() / ".cache" / "local-embed"
model = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2", cache_folder=str(cache))
notes = list(pathlib.Path(os.environ.get("NOTES_DIR", ".")).rglob("*.md"))
texts = [n.read_text(errors="replace")[:4000] for n in notes]
scores = util.cos_sim(model.encode(sys.argv[1]), model.encode(texts))[0]
for i in scores.argsort(descending=True)[:5]:
    print(f"{float(scores[i]):.3f}  {notes[int(i)]}")
`,
  })),
];
