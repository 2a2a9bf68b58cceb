DEPLOY_HOST="${DEPLOY_HOST:-deploy@web1.example.com}"
DEPLOY_PATH="${DEPLOY_PATH:-/var/www/site}"
npm run build
rsync -avz --delete \
  -e "ssh -i $HOME/.ssh/deploy_ed25519 -o StrictHostKeyChecking=accept-new" \
  dist/ "$DEPLOY_HOST:$DEPLOY_PATH/"
ssh -i "$HOME/.ssh/deploy_ed25519" "$DEPLOY_HOST" "sudo systemctl reload nginx"
