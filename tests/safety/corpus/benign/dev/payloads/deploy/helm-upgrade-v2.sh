helm repo add bitnami https://charts.bitnami.com/bitnami >/dev/null
helm repo update >/dev/null
helm upgrade --install api ./charts/api \
  --namespace "${NAMESPACE:-staging}" --create-namespace \
  --set image.tag="$(git rev-parse --short HEAD)" \
  --set-string secrets.databaseUrl="$DATABASE_URL" \
  --wait --timeout 5m
