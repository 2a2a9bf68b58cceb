if [ ! -f lefthook.yml ]; then
  cat > lefthook.yml <<'YML'
pre-commit:
  parallel: true
  commands:
    lint:
      glob: "*.{js,ts}"
      run: npx eslint {staged_files}
    format:
      run: npx prettier --check {staged_files}
commit-msg:
  commands:
    conventional:
      run: npx commitlint --edit {1}
YML
fi
npx --yes lefthook install
git config --get core.hooksPath || echo "hooks installed in .git/hooks"
