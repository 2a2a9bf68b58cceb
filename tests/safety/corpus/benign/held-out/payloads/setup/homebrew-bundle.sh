if [ "$(uname -s)" = "Darwin" ] && ! command -v brew >/dev/null 2>&1; then
  NONINTERACTIVE=1 /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
  eval "$(/opt/homebrew/bin/brew shellenv)"
fi
if command -v brew >/dev/null 2>&1 && [ -f Brewfile ]; then
  brew bundle --file=Brewfile --no-lock
fi
