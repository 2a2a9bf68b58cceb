#!/usr/bin/env bash
# Start Claude Code in an isolated container with the current project mounted.
# Usage: scripts/claude-docker.sh [claude arguments...]
set -euo pipefail

project_dir="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
image="${CLAUDE_DOCKER_IMAGE:-claude-code-sandbox:local}"
dockerfile_dir="$project_dir/docker/claude"

if ! command -v docker >/dev/null 2>&1; then
  echo "claude-docker: docker is not installed or not on PATH" >&2
  exit 1
fi

if [ "${CLAUDE_DOCKER_REBUILD:-0}" = "1" ] || ! docker image inspect "$image" >/dev/null 2>&1; then
  if [ ! -f "$dockerfile_dir/Dockerfile" ]; then
    echo "claude-docker: $dockerfile_dir/Dockerfile not found" >&2
    exit 1
  fi
  docker build \
    --build-arg USER_UID="$(id -u)" \
    --build-arg USER_GID="$(id -g)" \
    -t "$image" "$dockerfile_dir"
fi

env_args=()
if [ -n "${ANTHROPIC_API_KEY:-}" ]; then
  # Pass the variable by name so its value never appears in the process list.
  env_args+=(--env ANTHROPIC_API_KEY)
fi

tty_args=(--interactive)
if [ -t 0 ] && [ -t 1 ]; then
  tty_args+=(--tty)
fi

exec docker run --rm "${tty_args[@]}" \
  --name "claude-$(basename "$project_dir" | tr -c 'A-Za-z0-9_.-' '-')-$$" \
  --cap-drop ALL \
  --security-opt no-new-privileges \
  --memory "${CLAUDE_DOCKER_MEMORY:-4g}" \
  --pids-limit "${CLAUDE_DOCKER_PIDS:-512}" \
  --tmpfs /tmp:rw,nosuid,size=1g \
  --volume "$project_dir:/workspace" \
  --volume claude-docker-config:/home/claude/.claude \
  --workdir /workspace \
  ${env_args[@]+"${env_args[@]}"} \
  "$image" "$@"
