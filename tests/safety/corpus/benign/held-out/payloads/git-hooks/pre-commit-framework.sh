if ! command -v pre-commit >/dev/null 2>&1; then
  pipx install pre-commit || python3 -m pip install --user pre-commit
fi
pre-commit install --install-hooks
pre-commit install --hook-type commit-msg
pre-commit run --all-files || true
