/**
 * Seventeenth benign batch, development part: CI helpers pushing to the user's own remote and kubectl/ansible wrappers
 * acting on the user's own cluster and inventory. Written on 2026-12-01 by helper benign20 before the analyzer was
 * run on any of them. Tune on this file.
 */
import { benign, plugin, skill } from '../skills/build.ts';
import type { Benign17Sample } from './classes.ts';

export const DEV17_OPS: Benign17Sample[] = [
  benign('b20-ci-changelog-commit-push', 'ci-own-remote', 'a release skill that writes CHANGELOG.md from conventional commits, commits it and pushes to the current branch\'s upstream after asking', skill('changelog-release', 'Generate the changelog section for the next release from conventional commits, commit it and push to your branch.', `
# Changelog release

1. \`git describe --tags --abbrev=0\` gives the last tag; \`python3 scripts/changelog.py <tag>\` prints the new
   section (feat/fix/perf grouped, breaking changes first).
2. Show it to the user and agree on the version number.
3. Insert it at the top of CHANGELOG.md, then:

\`\`\`bash
git add CHANGELOG.md
git commit -m "docs(changelog): v$VERSION"
git push            # the branch's own upstream; never --force
\`\`\`

Do not push to a remote other than the branch's configured upstream, and do not tag unless the user asks.
`, {
    'scripts/changelog.py': `"""Print a changelog section from conventional commits since a tag."""
import re
import subprocess
import sys

KINDS = {"feat": "Features", "fix": "Bug fixes", "perf": "Performance"}
HEAD = re.compile(r"^(\\w+)(\\([^)]*\\))?(!)?: (.+)$")


def main(since: str) -> None:
    log = subprocess.run(["git", "log", f"{since}..HEAD", "--format=%s%x1f%b%x1e"], capture_output=True, text=True, check=True).stdout
    groups: dict[str, list[str]] = {"Breaking changes": []}
    for entry in filter(None, (e.strip() for e in log.split("\\x1e"))):
        subject, _, body = entry.partition("\\x1f")
        m = HEAD.match(subject)
        if not m:
            continue
        kind, scope, bang, text = m.groups()
        if bang or "BREAKING CHANGE" in body:
            groups["Breaking changes"].append(text)
        if kind in KINDS:
            groups.setdefault(KINDS[kind], []).append(f"{scope or ''} {text}".strip())
    for title, items in groups.items():
        if items:
            print(f"### {title}\\n" + "\\n".join(f"- {i}" for i in items) + "\\n")


if __name__ == "__main__":
    main(sys.argv[1])
`,
  }, 'Read, Edit, Bash(git describe:*), Bash(git add CHANGELOG.md), Bash(git commit:*), Bash(git push), Bash(python3 scripts/changelog.py:*)')),

  benign('b20-ci-gh-pages-deploy', 'ci-own-remote', 'a skill building the docs site and pushing the build to the gh-pages branch of the repository\'s own origin with a worktree', skill('docs-pages', 'Build the documentation site and publish it to the gh-pages branch of this repository.', `
# Publish docs to GitHub Pages

\`\`\`bash
bash scripts/publish.sh
\`\`\`

The script builds with \`npm run docs:build\` (output in \`docs/.vitepress/dist\`), checks out \`gh-pages\` in a
temporary worktree, replaces its content with the build, commits and pushes **to this repository's origin**. It
prints the Pages URL at the end.

If the build fails, stop and show the error; do not push a partial site.
`, {
    'scripts/publish.sh': `#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
cd "$root"
npm run docs:build
tmp="$(mktemp -d)"
trap 'git worktree remove --force "$tmp" >/dev/null 2>&1 || true' EXIT
git fetch origin gh-pages || true
if git show-ref --quiet refs/remotes/origin/gh-pages; then
  git worktree add "$tmp" origin/gh-pages -B gh-pages
else
  git worktree add --detach "$tmp" && (cd "$tmp" && git checkout --orphan gh-pages && git rm -rfq .)
fi
rsync -a --delete --exclude .git docs/.vitepress/dist/ "$tmp"/
touch "$tmp/.nojekyll"
cd "$tmp"
git add -A
git commit -q -m "docs: publish $(git -C "$root" rev-parse --short HEAD)" || { echo "no changes"; exit 0; }
git push -q origin gh-pages
url="$(git -C "$root" remote get-url origin | sed -E 's#.*github.com[:/]([^/]+)/([^/.]+).*#https://\\1.github.io/\\2/#')"
echo "published: $url"
`,
  }, 'Read, Bash(bash scripts/publish.sh)')),

  benign('b20-ci-pre-push-hook', 'ci-own-remote', 'a plugin that installs a git pre-push hook in the current repository running the project\'s lint and tests, with an uninstall that removes only its own hook', plugin('pre-push-checks', 'Install a pre-push git hook that runs your lint and tests before every push; remove it with one command.', {
    'commands/install-hook.md': `---
description: Install the pre-push hook in this repository
allowed-tools: Bash(bash \${CLAUDE_PLUGIN_ROOT}/scripts/hook.sh:*)
---

Ask which commands the hook should run (default: \`npm run lint\` and \`npm test\`). Then run
\`bash \${CLAUDE_PLUGIN_ROOT}/scripts/hook.sh install\`. If a pre-push hook already exists and is not ours, stop and
tell the user; never overwrite it. \`hook.sh uninstall\` removes only a hook carrying our marker.
`,
    'scripts/hook.sh': `#!/usr/bin/env bash
set -euo pipefail
hook="$(git rev-parse --git-path hooks/pre-push)"
mark="# installed by pre-push-checks"
case "\${1:-}" in
  install)
    if [ -f "$hook" ] && ! grep -q "$mark" "$hook"; then
      echo "a pre-push hook already exists at $hook; not touching it" >&2
      exit 1
    fi
    cat > "$hook" <<'HOOK'
#!/usr/bin/env bash
# installed by pre-push-checks
set -e
npm run --silent lint
npm test --silent
HOOK
    chmod +x "$hook"
    echo "installed $hook"
    ;;
  uninstall)
    if [ -f "$hook" ] && grep -q "$mark" "$hook"; then rm -f "$hook"; echo "removed $hook"; else echo "no hook of ours"; fi
    ;;
  *) echo "usage: hook.sh install|uninstall" >&2; exit 2 ;;
esac
`,
  })),

  benign('b20-ci-mirror-own-remote', 'ci-own-remote', 'a skill that mirrors the current repository to a second remote the user adds by name (their own Gitea or GitLab), pushing branches and tags', skill('repo-mirror', 'Mirror this repository\'s branches and tags to a second remote you own, such as your self-hosted Gitea.', `
# Mirror to your own remote

The user names the mirror remote (it must already exist in \`git remote -v\`, added by them). Example:

\`\`\`bash
git remote add gitea ssh://git@gitea.home.arpa:2222/ada/toolshed.git   # the user does this once
bash scripts/mirror.sh gitea
\`\`\`

The script fetches origin, then pushes every branch and tag to the named remote with \`--prune\` so deleted branches
go too. It refuses to mirror to \`origin\` itself.

Show \`git remote get-url <name>\` to the user before the first mirror, so they can confirm it is theirs.
`, {
    'scripts/mirror.sh': `#!/usr/bin/env bash
set -euo pipefail
remote="\${1:?name of the mirror remote}"
[ "$remote" = "origin" ] && { echo "refusing to mirror onto origin" >&2; exit 1; }
git remote get-url "$remote" >/dev/null || { echo "no remote named $remote; add it first" >&2; exit 1; }
git fetch --prune origin '+refs/heads/*:refs/remotes/origin/*' --tags
git push --prune "$remote" '+refs/remotes/origin/*:refs/heads/*' '+refs/tags/*:refs/tags/*'
echo "mirrored to $(git remote get-url "$remote")"
`,
  }, 'Read, Bash(git remote:*), Bash(bash scripts/mirror.sh:*)')),

  benign('b20-infra-kubectl-rollout', 'infra-wrapper', 'a skill wrapping kubectl rollout for the user\'s current context: status, restart, undo, with the context and namespace printed and confirmed first', skill('k8s-rollout', 'Check, restart or roll back a Kubernetes deployment in your current context, with the context confirmed first.', `
# Rollouts

Always start with \`kubectl config current-context\` and tell the user which cluster this is. Production contexts
(names containing \`prod\`) need an explicit "yes" before any restart or undo.

\`\`\`bash
kubectl -n "$NS" rollout status deploy/"$APP" --timeout=120s
kubectl -n "$NS" rollout history deploy/"$APP"
kubectl -n "$NS" rollout restart deploy/"$APP"          # after confirmation
kubectl -n "$NS" rollout undo deploy/"$APP" --to-revision="$REV"   # after confirmation
\`\`\`

When a rollout is stuck, show \`kubectl -n "$NS" get pods -l app="$APP"\` and the events of the newest pod
(\`kubectl describe pod\`), and explain the likely cause (image pull, probe failing, resources). Never delete pods,
scale to zero or edit the deployment unless asked.
`, {}, 'Bash(kubectl config current-context), Bash(kubectl rollout:*), Bash(kubectl -n:*), Bash(kubectl get:*), Bash(kubectl describe:*)')),

  benign('b20-infra-kubectl-debug-pod', 'infra-wrapper', 'a skill opening an ephemeral debug container in a failing pod of the user\'s cluster with kubectl debug and running the network checks the user asks for', skill('k8s-netdebug', 'Debug a pod\'s networking with an ephemeral netshoot container: DNS, service reachability, open ports.', `
# Pod network debugging

Uses the user's current context. Ask for the namespace and pod.

\`\`\`bash
kubectl -n "$NS" debug -it "$POD" --image=nicolaka/netshoot:v0.13 --target="$CONTAINER" -- bash
\`\`\`

Inside the debug container, run only the checks that answer the user's question:

\`\`\`bash
nslookup my-svc.my-ns.svc.cluster.local
curl -sv --max-time 5 http://my-svc.my-ns:8080/healthz
ss -tlnp
tcpdump -i eth0 -c 50 port 5432
\`\`\`

The ephemeral container stays in the pod spec until the pod is replaced; say so. Never exec into pods to read
mounted Secrets or service-account tokens, and never run the checks against hosts outside the cluster.
`, {}, 'Bash(kubectl -n:*), Bash(kubectl config current-context)')),

  benign('b20-infra-ansible-runner', 'infra-wrapper', 'a skill running the user\'s Ansible playbooks against their own inventory with --check first, --limit to named hosts and become only when the playbook asks', skill('ansible-run', 'Run one of your Ansible playbooks against your inventory: check mode first, then for real on the hosts you name.', `
# Running playbooks

\`\`\`bash
bash scripts/run.sh site.yml web --check     # dry run on the "web" group or host pattern
bash scripts/run.sh site.yml web             # for real, after the user read the check output
\`\`\`

The script uses the repository's \`inventory/hosts.ini\` and \`ansible.cfg\`. \`--limit\` is always the pattern the
user gave; refuse to run without one (\`all\` must be typed by the user). Summarise the check output as changed/ok per
host before the real run.

Vault passwords come from the user's \`--vault-password-file\` in ansible.cfg; never print or copy it.
`, {
    'scripts/run.sh': `#!/usr/bin/env bash
set -euo pipefail
playbook="\${1:?playbook}"
limit="\${2:?host pattern (type 'all' for every host)}"
shift 2
ansible-playbook -i inventory/hosts.ini "$playbook" --limit "$limit" --diff "$@"
`,
  }, 'Read, Bash(bash scripts/run.sh:*)')),
];
