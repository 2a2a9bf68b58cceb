need=()
for tool in jq rg fd shellcheck; do
  command -v "$tool" >/dev/null 2>&1 || need+=("$tool")
done
if [ ${#need[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1; then
    sudo apt-get update -qq
    sudo apt-get install -y -qq jq ripgrep fd-find shellcheck
  elif command -v brew >/dev/null 2>&1; then
    brew install jq ripgrep fd shellcheck
  else
    echo "please install: ${need[*]}" >&2
  fi
fi
