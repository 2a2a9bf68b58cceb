DOTFILES="${DOTFILES:-$HOME/dotfiles}"
if [ ! -d "$DOTFILES/.git" ]; then
  git clone --depth 1 "https://github.com/${DOTFILES_USER:-$USER}/dotfiles.git" "$DOTFILES"
fi
cd "$DOTFILES"
for pkg in zsh git tmux nvim; do
  [ -d "$pkg" ] && stow --restow --target="$HOME" "$pkg"
done
grep -q 'source ~/.aliases' "$HOME/.zshrc" 2>/dev/null || echo 'source ~/.aliases' >> "$HOME/.zshrc"
echo "dotfiles linked"
