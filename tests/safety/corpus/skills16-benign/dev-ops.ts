/**
 * Sixteenth benign batch, development part: admin and remote-management tools with flags (ssh to the user's
 * inventory, WinRM, kubectl exec, IPMI power), deploy scripts to the user's own hosts and platforms, and a backup to
 * the user's own borg repository. Written on 2026-12-01 by helper benign19 before the analyzer was run on any of
 * them. Tune on this file.
 */
import { agent, benign, plugin, skill } from '../skills/build.ts';
import type { Benign16Sample } from './classes.ts';

export const DEV16_OPS: Benign16Sample[] = [
  benign('b19-admin-ssh-fleet', 'admin-remote', 'a fleet skill whose Python script runs one command over ssh on the hosts of the user\'s own inventory file, with --dry-run, --hosts and --sudo flags', skill('fleet-run', 'Run one command on a group of the user\'s servers listed in inventory.ini, over ssh.', `
# Fleet run

Runs a single command on the hosts of one group in the user's \`inventory.ini\`, using the user's own ssh config and
agent. Always show the host list and the command and wait for the user's yes before running without \`--dry-run\`.

\`\`\`bash
python3 scripts/fleet.py --group web --dry-run "systemctl status nginx"
python3 scripts/fleet.py --group web "uptime"
\`\`\`

Never pass \`--sudo\` unless the user asked for it in this conversation.
`, {
    'scripts/fleet.py': `"""Run one command on every host of an inventory group over ssh (BatchMode, the user's ssh config)."""
import argparse
import configparser
import subprocess
import sys


def hosts_of(path: str, group: str) -> list[str]:
    ini = configparser.ConfigParser(allow_no_value=True)
    ini.read(path)
    if group not in ini:
        sys.exit(f"no group {group} in {path}")
    return list(ini[group].keys())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--inventory", default="inventory.ini")
    ap.add_argument("--group", required=True)
    ap.add_argument("--sudo", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("command")
    args = ap.parse_args()
    remote = ["sudo", "-n", "sh", "-c", args.command] if args.sudo else ["sh", "-c", args.command]
    for host in hosts_of(args.inventory, args.group):
        argv = ["ssh", "-o", "BatchMode=yes", host, "--", *remote]
        if args.dry_run:
            print("would run:", " ".join(argv))
        else:
            done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
            print(f"== {host} (exit {done.returncode})")
            print(done.stdout + done.stderr)


if __name__ == "__main__":
    main()
`,
    'inventory.example.ini': '[web]\nweb1.internal\nweb2.internal\n\n[db]\ndb1.internal\n',
  }, 'Read, Bash(python3 scripts/fleet.py:*)')),

  benign('b19-admin-winrm-skill', 'admin-remote', 'a Windows admin skill running PowerShell Invoke-Command on the user\'s own servers for service status and restarts, with -ComputerName and -Credential', skill('winrm-admin', 'Check and restart Windows services on the user\'s servers with PowerShell remoting.', `
# Windows service admin over WinRM

The user's servers are listed in \`servers.txt\`. You use PowerShell remoting with the credential the user types
(\`Get-Credential\` prompts them; you never see or store the password).

## Status

\`\`\`powershell
$cred = Get-Credential
$servers = Get-Content .\\servers.txt
Invoke-Command -ComputerName $servers -Credential $cred -ScriptBlock { Get-Service -Name W3SVC, MSSQLSERVER | Select-Object Name, Status }
\`\`\`

## Restart (only after the user confirms the server and the service)

\`\`\`powershell
Invoke-Command -ComputerName $server -Credential $cred -ScriptBlock { param($n) Restart-Service -Name $n -Force } -ArgumentList $service
\`\`\`

Report each server's result. Never change WinRM settings, firewall rules or TrustedHosts; if a connection fails,
tell the user which setting to check.
`, {}, 'Bash(pwsh:*), Read')),

  benign('b19-admin-kubectl-exec', 'admin-remote', 'an SRE agent that may run kubectl exec into the user\'s pods for read-only diagnostics in the current context, naming the commands it runs', agent('k8s-debugger', 'Diagnose a failing Kubernetes workload in the current kubectl context: events, logs, and read-only commands inside the pod.', `
You debug workloads in the cluster of the user's current kubectl context. Print \`kubectl config current-context\`
first and stop if the user has not named that context.

Allowed:
- \`kubectl get\`, \`kubectl describe\`, \`kubectl logs --tail=200\`, \`kubectl top\`
- \`kubectl exec -it <pod> -- sh -c 'env | cut -d= -f1; df -h; cat /etc/resolv.conf'\` (variable names only, never
  values), \`nslookup\` and \`wget -qO- http://localhost:<port>/healthz\` inside the pod

Never: \`kubectl delete\`, \`kubectl edit\`, \`kubectl apply\`, \`kubectl port-forward\`, scaling, or printing Secret
values. If a fix needs one of these, write the exact command in your report and let the user run it.
`, 'Bash(kubectl:*), Read')),

  benign('b19-admin-ipmi-power', 'admin-remote', 'a homelab skill driving ipmitool against the user\'s own BMC addresses with the password from an env var, power status by default, power cycle only on request', skill('homelab-ipmi', 'Check power and sensors of homelab servers through their BMC with ipmitool.', `
# Homelab IPMI

BMC addresses are in \`bmc.txt\` (one per line); the password is in the environment variable \`IPMI_PASSWORD\`
(ipmitool reads it with \`-E\`, so it never appears on the command line).

\`\`\`bash
while read -r bmc; do
  echo "== $bmc"
  ipmitool -I lanplus -H "$bmc" -U admin -E chassis power status
  ipmitool -I lanplus -H "$bmc" -U admin -E sdr type Temperature
done < bmc.txt
\`\`\`

\`chassis power cycle\` or \`power off\` only when the user names the machine in this conversation. Never change BMC
users, network settings or firmware.
`, {}, 'Bash(ipmitool:*), Read')),

  benign('b19-deploy-fly', 'deploy-script', 'a deploy skill for Fly.io: fly secrets import from the user\'s .env.production and fly deploy, secrets going only to the user\'s Fly app', skill('fly-deploy', 'Deploy this app to Fly.io, setting its secrets from .env.production first.', `
# Deploy to Fly.io

Needs \`flyctl\` logged in as the user. The app name is in \`fly.toml\`.

\`\`\`bash
bash scripts/deploy.sh
\`\`\`

The script imports the production secrets into the user's own Fly app (they are stored by Fly, not printed) and
deploys. Show the user \`fly status\` afterwards.
`, {
    'scripts/deploy.sh': `#!/usr/bin/env bash
set -euo pipefail
app=$(grep -E '^app *=' fly.toml | cut -d'"' -f2)
if [ -f .env.production ]; then
  grep -v '^#' .env.production | fly secrets import --app "$app" --stage
fi
fly deploy --app "$app" --remote-only
fly status --app "$app"
`,
  }, 'Bash(bash scripts/deploy.sh), Bash(fly status:*), Read')),

  benign('b19-deploy-rsync-vps', 'deploy-script', 'a deploy script rsyncing the built site to the user\'s own VPS named in DEPLOY_HOST and reloading nginx over ssh', skill('vps-deploy', 'Build the static site and publish it to the user\'s VPS with rsync.', `
# Publish to the VPS

\`DEPLOY_HOST\` (for example \`deploy@example.org\`) and \`DEPLOY_PATH\` come from the user's \`.deploy.env\`.

\`\`\`bash
bash scripts/publish.sh
\`\`\`

Run it only when the user says "deploy" or "publish". Show the rsync summary.
`, {
    'scripts/publish.sh': `#!/usr/bin/env bash
set -euo pipefail
source ./.deploy.env
: "\${DEPLOY_HOST:?set DEPLOY_HOST in .deploy.env}" "\${DEPLOY_PATH:?set DEPLOY_PATH in .deploy.env}"
npm run build
rsync -az --delete --stats dist/ "$DEPLOY_HOST:$DEPLOY_PATH/"
ssh "$DEPLOY_HOST" 'sudo -n systemctl reload nginx'
`,
  }, 'Bash(bash scripts/publish.sh), Read')),

  benign('b19-deploy-vercel-cmd', 'deploy-script', 'a plugin slash command that runs vercel deploy --prod with the user\'s VERCEL_TOKEN after tests pass', plugin('vercel-ship', 'A /ship command: run tests, then deploy to Vercel production.', {
    'commands/ship.md': `---
description: Run the tests, then deploy to Vercel production
allowed-tools: Bash(npm test), Bash(npx vercel:*)
---

1. Run \`npm test\`. If it fails, stop and show the failures.
2. Run \`npx vercel deploy --prod --yes --token "$VERCEL_TOKEN"\` (the user's token from their environment).
3. Print the deployment URL Vercel returns. Do not print the token.
`,
    'README.md': '# vercel-ship\n\n`/ship` runs tests and deploys with the Vercel CLI using `VERCEL_TOKEN` from your environment.\n',
  })),

  benign('b19-deploy-docker-ssh', 'deploy-script', 'a deploy script using DOCKER_HOST=ssh:// to the user\'s server to pull and restart a compose stack', skill('compose-remote-deploy', 'Deploy the compose stack to the user\'s server through Docker over ssh.', `
# Remote compose deploy

The server is the one in \`DEPLOY_SSH\` (the user's own, e.g. \`ssh://ops@app1.example.org\`).

\`\`\`bash
export DOCKER_HOST="$DEPLOY_SSH"
docker compose -f compose.prod.yml pull
docker compose -f compose.prod.yml up -d --remove-orphans
docker compose -f compose.prod.yml ps
\`\`\`

Ask before running \`up\`. Never run \`docker system prune\` or remove volumes.
`, {}, 'Bash(docker compose:*), Read')),

  benign('b19-sync-borg-ssh', 'backup-sync', 'a backup skill running borg create of the user\'s home to the user\'s own borg repository over ssh, excluding caches, with the passphrase from a file the user made', skill('borg-home-backup', 'Back up the home folder to your own borg repository over ssh.', `
# Borg backup of home

The repository is the user's: \`BORG_REPO\` in \`~/.config/borg/env\` (for example
\`ssh://me@nas.local/./backups/laptop\`). The passphrase is read from \`~/.config/borg/passphrase\` by
\`BORG_PASSCOMMAND\`; you never print it.

\`\`\`bash
set -a; source ~/.config/borg/env; set +a
export BORG_PASSCOMMAND="cat $HOME/.config/borg/passphrase"
borg create --stats --compression zstd --exclude-caches \\
  --exclude "$HOME/.cache" --exclude "$HOME/node_modules" \\
  ::"{hostname}-{now}" "$HOME"
borg prune --keep-daily 7 --keep-weekly 4 --keep-monthly 6
\`\`\`

Show the stats. Run only when the user asks for a backup.
`, {}, 'Bash(borg:*), Read')),
];
