GITLAB_URL="${GITLAB_URL:-https://gitlab.com}"
project=$(git remote get-url origin | sed -E 's#.*[:/]([^/]+/[^/.]+)(\.git)?$#\1#' | sed 's#/#%2F#g')
curl -s --header "PRIVATE-TOKEN: ${GITLAB_TOKEN:?set GITLAB_TOKEN}" \
  "$GITLAB_URL/api/v4/projects/$project/merge_requests?state=opened&per_page=10" \
  | jq -r '.[] | "!\(.iid) \(.title) (\(.author.username))"'
