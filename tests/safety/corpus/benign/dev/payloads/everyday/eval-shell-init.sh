eval "$(ssh-agent -s)" >/dev/null
ssh-add -q ~/.ssh/id_ed25519 2>/dev/null || true
if command -v direnv >/dev/null; then eval "$(direnv export bash)"; fi
if command -v pyenv >/dev/null; then eval "$(pyenv init -)"; fi
source <(kubectl completion bash) 2>/dev/null || true
git fetch --quiet origin
