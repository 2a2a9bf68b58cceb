#!/usr/bin/env bash
# Create the project's virtualenv with uv and install the project into it.
set -euo pipefail
cd /workspace

# Docker copies the image's /workspace/.venv (owned by dev) into a new volume, so it is
# writable; an older volume created another way may not be.
if [ ! -w .venv ]; then
  echo "post-create: /workspace/.venv is not writable; remove the python-venv volume and rebuild" >&2
  exit 1
fi

if [ -f uv.lock ]; then
  uv sync
elif [ -f pyproject.toml ]; then
  uv venv --allow-existing .venv
  uv pip install --python .venv/bin/python -e .
else
  uv venv --allow-existing .venv
  shopt -s nullglob
  for req in requirements*.txt; do
    uv pip install --python .venv/bin/python -r "$req"
  done
fi
echo "post-create: environment ready ($(.venv/bin/python --version))"
