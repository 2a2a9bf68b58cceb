if ! command -v forge >/dev/null 2>&1; then
  echo "Installing Foundry (forge, cast, anvil)..."
  curl -L https://foundry.paradigm.xyz | bash
  "$HOME/.foundry/bin/foundryup"
fi
forge --version
