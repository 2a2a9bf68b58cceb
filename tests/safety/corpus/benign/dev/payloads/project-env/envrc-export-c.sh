if [ -f .env ]; then
  export $(grep -v '^#' .env | xargs)
fi
source_up_if_exists
layout python3
