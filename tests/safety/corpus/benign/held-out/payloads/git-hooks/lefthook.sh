if [ -f lefthook.yml ]; then
  npx --no-install lefthook install
else
  cat > lefthook.yml <<'YAML'
pre-commit:
  parallel: true
  commands:
    lint:
      glob: "*.{js,ts}"
      run: npx eslint {staged_files}
    test:
      run: npm test -- --run
YAML
  npx --no-install lefthook install
fi
