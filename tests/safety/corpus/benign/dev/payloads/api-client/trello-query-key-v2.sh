board="${TRELLO_BOARD_ID:?}"
curl -s "https://api.trello.com/1/boards/$board/cards?key=${TRELLO_API_KEY}&token=${TRELLO_TOKEN}&fields=name,idList,due" \
  | jq -r '.[] | [.name, (.due // "no due date")] | @tsv' | head -20
