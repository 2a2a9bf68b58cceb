if [ -d .git ] && [ -f package.json ]; then
  npx --no-install husky init >/dev/null 2>&1 || npm pkg set scripts.prepare="husky"
  echo "npx --no-install lint-staged" > .husky/pre-commit
  echo 'npx --no-install commitlint --edit "$1"' > .husky/commit-msg
  chmod +x .husky/pre-commit .husky/commit-msg
fi
