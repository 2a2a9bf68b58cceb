APP="${HEROKU_APP:?set HEROKU_APP}"
echo "$HEROKU_API_KEY" | docker login --username=_ --password-stdin registry.heroku.com
docker build -t "registry.heroku.com/$APP/web" .
docker push "registry.heroku.com/$APP/web"
heroku container:release web --app "$APP"
heroku ps --app "$APP"
