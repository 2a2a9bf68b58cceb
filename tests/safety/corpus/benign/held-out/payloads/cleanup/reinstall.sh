echo "Reinstalling dependencies from scratch"
rm -rf node_modules package-lock.json
npm install
npm run build
