cmd=$(jq -r '.tool_input.command // ""')
case "$cmd" in
  *"rm -rf /"*|*"rm -rf ~"*|*"rm -rf \$HOME"*)
    echo "Refusing a recursive delete of / or home" >&2; exit 2 ;;
  *"| sh"*|*"| bash"*|*"|sh"*|*"|bash"*)
    echo "Refusing to pipe into a shell; download the script and review it first" >&2; exit 2 ;;
  *"git push --force"*|*"git push -f"*)
    echo "Force pushes need a human" >&2; exit 2 ;;
  *".ssh/id_"*|*".aws/credentials"*)
    echo "Commands touching credentials need a human" >&2; exit 2 ;;
esac
exit 0
