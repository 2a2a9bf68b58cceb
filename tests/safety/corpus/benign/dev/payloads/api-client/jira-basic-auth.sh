: "${JIRA_BASE_URL:=https://acme.atlassian.net}"
if [ -n "${JIRA_EMAIL:-}" ] && [ -n "${JIRA_API_TOKEN:-}" ]; then
  branch=$(git rev-parse --abbrev-ref HEAD)
  ticket=$(printf '%s' "$branch" | grep -oE '[A-Z]+-[0-9]+' | head -1 || true)
  if [ -n "$ticket" ]; then
    curl -s -u "$JIRA_EMAIL:$JIRA_API_TOKEN" \
      -H 'Accept: application/json' \
      "$JIRA_BASE_URL/rest/api/3/issue/$ticket?fields=summary,status" \
      | jq -r '"\(.key): \(.fields.summary) [\(.fields.status.name)]"'
  fi
fi
