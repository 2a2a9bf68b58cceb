NAMESPACE="${NAMESPACE:-staging}"
IMAGE="ghcr.io/acme/api:$(git rev-parse --short HEAD)"
docker build -t "$IMAGE" .
echo "$GHCR_TOKEN" | docker login ghcr.io -u "$GITHUB_ACTOR" --password-stdin
docker push "$IMAGE"
kubectl -n "$NAMESPACE" set image deployment/api api="$IMAGE"
kubectl -n "$NAMESPACE" rollout status deployment/api --timeout=180s
