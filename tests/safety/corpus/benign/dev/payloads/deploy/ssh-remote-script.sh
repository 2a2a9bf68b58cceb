HOST="${DEPLOY_HOST:-app1.internal}"
ssh -o BatchMode=yes "deploy@$HOST" 'bash -s' <<'REMOTE'
set -e
cd /srv/app
git pull --ff-only
npm ci --omit=dev
sudo systemctl restart app
REMOTE
