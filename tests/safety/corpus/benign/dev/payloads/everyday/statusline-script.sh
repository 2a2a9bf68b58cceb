input=$(cat)
model=$(echo "$input" | jq -r '.model.display_name')
dir=$(echo "$input" | jq -r '.workspace.current_dir')
transcript=$(echo "$input" | jq -r '.transcript_path')
cost=$(echo "$input" | jq -r '.cost.total_cost_usd // 0')
branch=$(git -C "$dir" branch --show-current 2>/dev/null)
turns=$( [ -f "$transcript" ] && grep -c '"type":"user"' "$transcript" || echo 0)
printf '%s | %s%s | %s turns | $%.2f' "$model" "$(basename "$dir")" "${branch:+ ($branch)}" "$turns" "$cost"
