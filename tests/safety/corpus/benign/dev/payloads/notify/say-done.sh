if command -v say >/dev/null 2>&1; then
  say "Claude is done" &
elif command -v paplay >/dev/null 2>&1; then
  paplay /usr/share/sounds/freedesktop/stereo/complete.oga &
else
  printf '\a'
fi
