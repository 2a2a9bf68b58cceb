KEY="${DEPLOY_KEY:-$HOME/.ssh/id_ed25519}"
HOST="${DEPLOY_HOST:-deploy@203.0.113.10}"
npm run build
rsync -avz --delete -e "ssh -i $KEY" dist/ "$HOST:/var/www/app/"
scp -i "$KEY" ecosystem.config.cjs "$HOST:/var/www/app/"
ssh -i "$KEY" "$HOST" 'cd /var/www/app && pm2 reload ecosystem.config.cjs'
