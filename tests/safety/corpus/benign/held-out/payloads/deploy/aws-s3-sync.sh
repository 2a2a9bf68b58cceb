aws sts get-caller-identity --query Account --output text >/dev/null
npm run build
aws s3 sync ./out "s3://${SITE_BUCKET}" --delete --cache-control max-age=300
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths '/*' --query 'Invalidation.Id' --output text
