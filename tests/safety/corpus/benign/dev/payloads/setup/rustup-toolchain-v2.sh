if ! command -v cargo >/dev/null 2>&1; then
  echo "installing the Rust toolchain with rustup (the official installer)"
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
  . "$HOME/.cargo/env"
fi
rustup component add clippy rustfmt
cargo fetch --locked
